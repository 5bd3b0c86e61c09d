CREATE TABLE "ecode_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"program" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"granted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecode_permissions_target_check" CHECK (("ecode_permissions"."user_id" is null) <> ("ecode_permissions"."program" is null)),
	CONSTRAINT "ecode_permissions_window_check" CHECK ("ecode_permissions"."ends_at" > "ecode_permissions"."starts_at"),
	CONSTRAINT "ecode_permissions_attempts_check" CHECK ("ecode_permissions"."attempts" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "game_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"round" integer NOT NULL,
	"pick" jsonb NOT NULL,
	"points" integer NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"topic" text NOT NULL,
	"prompt" text NOT NULL,
	"options" text[] NOT NULL,
	"answer" integer NOT NULL,
	"explanation" text NOT NULL,
	"seed_key" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_questions_bank_check" CHECK ("game_questions"."bank" in ('ecode', 'ibep')),
	CONSTRAINT "game_questions_answer_check" CHECK ("game_questions"."answer" >= 0 and "game_questions"."answer" < coalesce(array_length("game_questions"."options", 1), 0))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"program" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"content" jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"max_score" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"permission_id" integer,
	CONSTRAINT "game_sessions_game_check" CHECK ("game_sessions"."game" in ('g1', 'g2', 'ecode', 'ibep')),
	CONSTRAINT "game_sessions_status_check" CHECK ("game_sessions"."status" in ('open', 'won', 'lost')),
	CONSTRAINT "game_sessions_score_check" CHECK ("game_sessions"."score" >= 0 and "game_sessions"."score" <= "game_sessions"."max_score")
);
--> statement-breakpoint
ALTER TABLE "ecode_permissions" ADD CONSTRAINT "ecode_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecode_permissions" ADD CONSTRAINT "ecode_permissions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_answers" ADD CONSTRAINT "game_answers_game_id_game_sessions_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecode_permissions_user_idx" ON "ecode_permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ecode_permissions_program_idx" ON "ecode_permissions" USING btree ("program");--> statement-breakpoint
CREATE UNIQUE INDEX "game_answers_game_round_key" ON "game_answers" USING btree ("game_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "game_questions_seed_key" ON "game_questions" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "game_questions_bank_idx" ON "game_questions" USING btree ("bank","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_one_open_key" ON "game_sessions" USING btree ("user_id","game") WHERE "game_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_sessions_user_game_idx" ON "game_sessions" USING btree ("user_id","game","finished_at");--> statement-breakpoint
CREATE INDEX "game_sessions_program_game_idx" ON "game_sessions" USING btree ("program","game","status");