-- The question-quality report of each program as last computed (issue 24). Its statistics need every first answer
-- of every learner of the program (the discrimination index correlates each answer with the learner's other
-- answers), about a second at 10,000 learners; like Moodle's quiz statistics, the report is kept and served with
-- the time it was computed, recomputed in the background once older than QUESTION_STATS_REFRESH_SECONDS and at
-- once on "Recalculate now". figures holds per question: source, id, attempts, right, discrimination and the picks
-- per option index; the texts are read fresh.
CREATE TABLE "question_reports" (
	"program" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL
);
