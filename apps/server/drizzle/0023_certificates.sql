-- Certificates (issue 44): each program's completion rules, one certificate per learner and program (its 16-character
-- Crockford base32 code is 80 random bits), the name each learner confirmed once for their certificates, and the
-- public keys that sign the certificates' Open Badges credentials (every instance lists its own, so the one
-- /.well-known/jwks.json verifies them all).
CREATE TABLE "certificate_rules" (
	"program" text PRIMARY KEY NOT NULL,
	"videos_percent" integer,
	"quizzes_percent" integer,
	"quiz_pass_percent" integer DEFAULT 60 NOT NULL,
	"research_count" integer,
	"research_mark_percent" integer DEFAULT 60 NOT NULL,
	"games_count" integer,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_rules_percent_check" CHECK (coalesce("certificate_rules"."videos_percent", 1) between 1 and 100 and coalesce("certificate_rules"."quizzes_percent", 1) between 1 and 100
          and "certificate_rules"."quiz_pass_percent" between 1 and 100 and "certificate_rules"."research_mark_percent" between 1 and 100),
	CONSTRAINT "certificate_rules_count_check" CHECK (coalesce("certificate_rules"."research_count", 1) between 1 and 100 and coalesce("certificate_rules"."games_count", 1) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program" text NOT NULL,
	"program_label" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"criteria" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"revoked_at" timestamp with time zone,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_status_check" CHECK ("certificates"."status" in ('name_needed', 'pending', 'issued', 'declined', 'revoked')),
	CONSTRAINT "certificates_code_check" CHECK ("certificates"."code" ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
	CONSTRAINT "certificates_issued_check" CHECK ("certificates"."status" not in ('issued', 'revoked') or "certificates"."issued_at" is not null),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."status" = 'revoked') = ("certificates"."revoked_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "certificate_names" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificate_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_names" ADD CONSTRAINT "certificate_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_names" ADD CONSTRAINT "certificate_names_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_program_key" ON "certificates" USING btree ("user_id","program");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "certificates_status_idx" ON "certificates" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "certificates_program_idx" ON "certificates" USING btree ("program","status");
