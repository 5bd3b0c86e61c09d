-- Cohort analytics (issue 24): what learners do that no other table records (logins, video watching), one row per
-- event, plus one row per learner and IST week they were active in (the weekly-activity chart counts those rows,
-- not millions of events). Video progress is posted every few seconds: at most one video_progress row per learner
-- and video per 10 minutes is kept (video_finished once, when the video becomes finished).
CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"program" text,
	"ref" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_user_at_idx" ON "activity_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "activity_events_user_kind_at_idx" ON "activity_events" USING btree ("user_id","kind","at");--> statement-breakpoint
CREATE INDEX "activity_events_kind_at_idx" ON "activity_events" USING btree ("kind","at");--> statement-breakpoint
CREATE TABLE "activity_weeks" (
	"user_id" integer NOT NULL,
	"week" date NOT NULL,
	CONSTRAINT "activity_weeks_pkey" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "activity_weeks" ADD CONSTRAINT "activity_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_weeks_week_idx" ON "activity_weeks" USING btree ("week","user_id");--> statement-breakpoint
CREATE INDEX "research_ratings_rater_idx" ON "research_ratings" USING btree ("rater_id","created_at");--> statement-breakpoint
CREATE INDEX "content_answers_user_created_idx" ON "content_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "program_enrolments_program_idx" ON "program_enrolments" USING btree ("program_name","start_date");
