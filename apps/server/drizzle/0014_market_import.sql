-- Real end-of-day prices (issue 22): a daily bar says whether it was imported from an exchange file ("real") or
-- generated/live ("simulated"); every imported file is recorded with the price each scrip's live feed restarts from.
CREATE TABLE "market_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"imported_by" integer,
	"rows" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"summary" jsonb NOT NULL,
	"restarts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_daily_bars" ADD COLUMN "source" text DEFAULT 'simulated' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_imports" ADD CONSTRAINT "market_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
