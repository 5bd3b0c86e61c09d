-- Question quality, raters and My progress (issue 24): a program's research items are read by kind and week (a
-- program's cohort is read through 0015's program_enrolments_program_idx).
CREATE INDEX "research_items_program_kind_week_idx" ON "research_items" USING btree ("program","kind","week");
