-- live sessions: cancellation and change tracking on the schedule, reminders sent exactly once per
-- (session, learner, kind), and each learner's private calendar-feed token (src/db/schema-live.ts).
ALTER TABLE "live_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TABLE "live_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_reminders_kind_check" CHECK ("live_reminders"."kind" in ('soon', 'start', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "live_calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_calendar_feeds" ADD CONSTRAINT "live_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "live_reminders_session_user_kind_key" ON "live_reminders" USING btree ("session_id","user_id","kind");
--> statement-breakpoint
CREATE UNIQUE INDEX "live_calendar_feeds_user_key" ON "live_calendar_feeds" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "live_calendar_feeds_token_key" ON "live_calendar_feeds" USING btree ("token");
