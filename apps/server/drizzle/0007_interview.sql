-- AI mock interview: interviews and their turns (hand-written to match src/db/schema-interview.ts).
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"track" text NOT NULL,
	"question_ids" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"day" date NOT NULL,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('active', 'done'))
);
--> statement-breakpoint
CREATE TABLE "interview_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"position" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"question_id" text NOT NULL,
	"point" integer,
	"prompt" text NOT NULL,
	"answer" text,
	"spoken_seconds" integer,
	"answered_at" timestamp with time zone,
	"feedback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_turns_kind_check" CHECK ("interview_turns"."kind" in ('main', 'follow-up'))
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_turns" ADD CONSTRAINT "interview_turns_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "interviews_user_day_idx" ON "interviews" USING btree ("user_id","day");
--> statement-breakpoint
CREATE UNIQUE INDEX "interview_turns_position_key" ON "interview_turns" USING btree ("interview_id","position");
