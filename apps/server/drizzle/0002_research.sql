CREATE TABLE "research_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"program" text NOT NULL,
	"family" text NOT NULL,
	"ratings_list" text NOT NULL,
	"research_type" text,
	"week" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"company" text NOT NULL,
	"text" text NOT NULL,
	"file_name" text,
	"file_path" text,
	"file_type" text,
	"file_size" integer,
	"admin_points" double precision,
	"admin_comment" text,
	"extra_points" double precision DEFAULT 0 NOT NULL,
	"graded_by" integer,
	"graded_at" timestamp with time zone,
	"score_changed_at" timestamp with time zone,
	"score_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_items_kind_check" CHECK ("research_items"."kind" in ('research', 'project')),
	CONSTRAINT "research_items_week_check" CHECK ("research_items"."week" >= 1),
	CONSTRAINT "research_items_admin_points_check" CHECK ("research_items"."admin_points" is null or ("research_items"."admin_points" between 0 and 10)),
	CONSTRAINT "research_items_file_type_check" CHECK ("research_items"."file_type" is null or "research_items"."file_type" in ('pdf', 'xlsx', 'docx', 'pptx'))
);
--> statement-breakpoint
CREATE TABLE "research_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"research_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"research_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"list" text NOT NULL,
	"points" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_ratings_points_check" CHECK ("research_ratings"."points" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "research_items" ADD CONSTRAINT "research_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_items" ADD CONSTRAINT "research_items_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_assignments" ADD CONSTRAINT "research_assignments_research_id_research_items_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."research_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_assignments" ADD CONSTRAINT "research_assignments_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_ratings" ADD CONSTRAINT "research_ratings_research_id_research_items_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."research_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_ratings" ADD CONSTRAINT "research_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_items_user_program_week_key" ON "research_items" USING btree ("user_id","program","kind","week");--> statement-breakpoint
CREATE INDEX "research_items_family_week_idx" ON "research_items" USING btree ("family","kind","week");--> statement-breakpoint
CREATE UNIQUE INDEX "research_assignments_item_rater_key" ON "research_assignments" USING btree ("research_id","rater_id");--> statement-breakpoint
CREATE INDEX "research_assignments_rater_idx" ON "research_assignments" USING btree ("rater_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_ratings_item_rater_key" ON "research_ratings" USING btree ("research_id","rater_id");--> statement-breakpoint
CREATE INDEX "research_ratings_list_idx" ON "research_ratings" USING btree ("list");
