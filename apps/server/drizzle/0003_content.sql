-- content area: resource modules, videos, questions, answers, watch progress and notes (hand-written to match
-- src/db/schema-content.ts while areas were built in parallel; see docs/decisions.md).
CREATE TABLE "content_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"choice_index" integer NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"track" text DEFAULT 'main' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_modules_track_check" CHECK ("content_modules"."track" in ('main', 'beginner'))
);
--> statement-breakpoint
CREATE TABLE "content_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"title" text NOT NULL,
	"markdown" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position_seconds" double precision DEFAULT 0 NOT NULL,
	"duration_seconds" double precision,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"options" text[] NOT NULL,
	"correct_index" integer NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_questions_correct_check" CHECK ("content_questions"."correct_index" >= 0 and "content_questions"."correct_index" < cardinality("content_questions"."options"))
);
--> statement-breakpoint
CREATE TABLE "content_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"file_name" text,
	"mime_type" text,
	"size_bytes" integer,
	"duration_seconds" double precision,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_videos_kind_check" CHECK ("content_videos"."kind" in ('url', 'upload', 'demo')),
	CONSTRAINT "content_videos_source_check" CHECK (("content_videos"."kind" = 'url' and "content_videos"."url" is not null) or ("content_videos"."kind" <> 'url' and "content_videos"."file_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "content_answers" ADD CONSTRAINT "content_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_answers" ADD CONSTRAINT "content_answers_question_id_content_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."content_questions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_video_id_content_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."content_videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_questions" ADD CONSTRAINT "content_questions_video_id_content_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."content_videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_videos" ADD CONSTRAINT "content_videos_module_id_content_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."content_modules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "content_answers_user_question_key" ON "content_answers" USING btree ("user_id","question_id");
--> statement-breakpoint
CREATE INDEX "content_modules_family_track_idx" ON "content_modules" USING btree ("family","track","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_modules_seed_key" ON "content_modules" USING btree ("seed_key");
--> statement-breakpoint
CREATE INDEX "content_notes_family_idx" ON "content_notes" USING btree ("family","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_notes_seed_key" ON "content_notes" USING btree ("seed_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_progress_user_video_key" ON "content_progress" USING btree ("user_id","video_id");
--> statement-breakpoint
CREATE INDEX "content_questions_video_idx" ON "content_questions" USING btree ("video_id","position");
--> statement-breakpoint
CREATE INDEX "content_videos_module_idx" ON "content_videos" USING btree ("module_id","position");
