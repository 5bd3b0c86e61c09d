-- Learners' data rights (issue 43, DPDP Act 2023): the privacy notice's versions, the consent record (append-only)
-- and the data-rights requests (export, correction, erasure with its resumable step, grievance).
CREATE TABLE "privacy_notices" (
	"version" serial PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notice_version" integer NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"origin" text NOT NULL,
	"field" text,
	"value" text,
	"message" text DEFAULT '' NOT NULL,
	"response" text,
	"requested_by" integer,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"scheduled_for" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"step" integer DEFAULT 0 NOT NULL,
	"step_name" text,
	"claimed_until" timestamp with time zone,
	"subject" jsonb,
	"export_key" text,
	"download_expires_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('access', 'correction', 'erasure', 'grievance')),
	CONSTRAINT "privacy_requests_state_check" CHECK ("privacy_requests"."state" in ('open', 'preparing', 'scheduled', 'running', 'done', 'refused', 'cancelled')),
	CONSTRAINT "privacy_requests_origin_check" CHECK ("privacy_requests"."origin" in ('learner', 'admin', 'retention'))
);
--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_consents_user_idx" ON "privacy_consents" USING btree ("user_id","purpose","id");--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_state_idx" ON "privacy_requests" USING btree ("state","scheduled_for");
