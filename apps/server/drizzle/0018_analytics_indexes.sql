-- Cohort analytics at scale (issue 24, bench/analytics.bench.ts): a learner's last login session and last game
-- set are read newest first per learner, so both indexes end in the time (the login one replaces the user-only one).
DROP INDEX IF EXISTS "login_sessions_user_idx";--> statement-breakpoint
CREATE INDEX "login_sessions_user_idx" ON "login_sessions" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "game_sessions_user_started_idx" ON "game_sessions" USING btree ("user_id","started_at");
