-- Question quality, raters and My progress (issue 24): a program's cohort is read by program name (the unique
-- index starts with user_id), and a program's research items by kind and week.
CREATE INDEX "program_enrolments_program_idx" ON "program_enrolments" USING btree ("program_name","user_id");--> statement-breakpoint
CREATE INDEX "research_items_program_kind_week_idx" ON "research_items" USING btree ("program","kind","week");
