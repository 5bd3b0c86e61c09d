-- account area: Edit Profile fields and risk appetite, the sign-up questionnaire, FAQs (hand-written to match
-- src/db/schema-account.ts; see docs/decisions.md).
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"education" text,
	"graduation_year" integer,
	"colleges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"university" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"behaviour" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risk_appetite" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "user_profiles_risk_check" CHECK ("user_profiles"."risk_appetite" is null or "user_profiles"."risk_appetite" in ('conservative', 'balanced', 'aggressive'))
);
--> statement-breakpoint
CREATE TABLE "hr_answers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"families" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_answers" ADD CONSTRAINT "hr_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hr_answers_submitted_idx" ON "hr_answers" USING btree ("submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_seed_key" ON "faqs" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position");
