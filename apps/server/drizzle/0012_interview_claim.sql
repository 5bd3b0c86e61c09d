-- Interview evaluation claims: an evaluator claims an answered turn by setting evaluating_since before it calls the
-- model, so one answer is evaluated once however many reads and instances race it; a claim older than the lease
-- (a crashed instance) may be taken over.
ALTER TABLE "interview_turns" ADD COLUMN "evaluating_since" timestamp with time zone;
