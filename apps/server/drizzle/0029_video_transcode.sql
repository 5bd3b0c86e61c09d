-- Video that works on a phone network (issue 42): every uploaded video becomes a transcoding job, claimed by one
-- instance at a time with FOR UPDATE SKIP LOCKED and held for a lease (a job whose instance died is claimed again
-- once its lease ends), retried with backoff, cancelable, with its progress and its failure reason in plain words.
-- The outputs are recorded on the video: the storage prefix of its HLS ladder (master.m3u8, one folder per
-- rendition, poster.jpg, sprite.jpg + sprite.vtt) and the heights of the renditions made.
CREATE TABLE "video_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"percent" double precision DEFAULT 0 NOT NULL,
	"pass" text DEFAULT 'waiting' NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "video_jobs_state_check" CHECK ("state" in ('queued', 'running', 'done', 'failed', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_video_id_content_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."content_videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "video_jobs_due_idx" ON "video_jobs" USING btree ("state","run_after");
--> statement-breakpoint
CREATE INDEX "video_jobs_video_idx" ON "video_jobs" USING btree ("video_id");
--> statement-breakpoint
ALTER TABLE "content_videos" ADD COLUMN "hls_prefix" text;
--> statement-breakpoint
ALTER TABLE "content_videos" ADD COLUMN "renditions" integer[];
--> statement-breakpoint
ALTER TABLE "content_videos" ADD COLUMN "has_sprite" boolean DEFAULT false NOT NULL;
