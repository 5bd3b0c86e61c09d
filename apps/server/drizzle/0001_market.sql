-- market area tables, written by hand to match src/db/schema-market.ts (money in integer paise).
CREATE SEQUENCE "public"."market_order_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;
--> statement-breakpoint
CREATE TABLE "market_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cash" bigint NOT NULL,
	"starting_cash" bigint NOT NULL,
	"realised_pnl" bigint DEFAULT 0 NOT NULL,
	"setup_done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_accounts_cash_check" CHECK ("market_accounts"."cash" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_daily_bars" (
	"code" text NOT NULL,
	"day" date NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	CONSTRAINT "market_daily_bars_pkey" PRIMARY KEY("code","day")
);
--> statement-breakpoint
CREATE TABLE "market_fills" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"scrip_id" integer NOT NULL,
	"action" text NOT NULL,
	"qty" integer NOT NULL,
	"price" bigint NOT NULL,
	"avg_cost" bigint NOT NULL,
	"realised_pnl" bigint DEFAULT 0 NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scrip_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"realised_pnl" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_holdings_qty_check" CHECK ("market_holdings"."qty" >= 0),
	CONSTRAINT "market_holdings_cost_check" CHECK ("market_holdings"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_indices" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"short_label" text NOT NULL,
	"name" text NOT NULL,
	"reference_close" bigint NOT NULL,
	"constituents" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_value" bigint NOT NULL,
	"prev_close" bigint NOT NULL,
	"day_open" bigint NOT NULL,
	"day_high" bigint NOT NULL,
	"day_low" bigint NOT NULL,
	"price_date" date NOT NULL,
	"price_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_intraday_bars" (
	"code" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	CONSTRAINT "market_intraday_bars_pkey" PRIMARY KEY("code","at")
);
--> statement-breakpoint
CREATE TABLE "market_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scrip_id" integer NOT NULL,
	"action" text NOT NULL,
	"typ" text NOT NULL,
	"qty" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"sprice" bigint DEFAULT 0 NOT NULL,
	"active_sl" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'REGULAR' NOT NULL,
	"holding_id" integer,
	"trail" bigint,
	"parent_id" integer,
	"status" text NOT NULL,
	"status_reason" text,
	"fill_price" bigint,
	"filled_at" timestamp with time zone,
	"triggered_at" timestamp with time zone,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('market_order_change_seq') NOT NULL,
	CONSTRAINT "market_orders_action_check" CHECK ("market_orders"."action" in ('BUY', 'SELL')),
	CONSTRAINT "market_orders_typ_check" CHECK ("market_orders"."typ" in ('MARKET', 'LIMIT', 'SL', 'SL-M')),
	CONSTRAINT "market_orders_kind_check" CHECK ("market_orders"."kind" in ('REGULAR', 'PROTECTIVE', 'TRAIL')),
	CONSTRAINT "market_orders_status_check" CHECK ("market_orders"."status" in ('OPEN', 'TRIGGER_PENDING', 'COMPLETE', 'CANCELLED', 'REJECTED')),
	CONSTRAINT "market_orders_qty_check" CHECK ("market_orders"."qty" > 0),
	CONSTRAINT "market_orders_price_check" CHECK ("market_orders"."price" >= 0 and "market_orders"."sprice" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_scrips" (
	"id" serial PRIMARY KEY NOT NULL,
	"sr_code" text NOT NULL,
	"short_code" text NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"shares_outstanding" bigint NOT NULL,
	"reference_close" bigint NOT NULL,
	"beta" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"last_price" bigint NOT NULL,
	"prev_close" bigint NOT NULL,
	"day_open" bigint NOT NULL,
	"day_high" bigint NOT NULL,
	"day_low" bigint NOT NULL,
	"price_date" date NOT NULL,
	"price_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_watch" (
	"user_id" integer NOT NULL,
	"scrip_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_watch_pkey" PRIMARY KEY("user_id","scrip_id")
);
--> statement-breakpoint
ALTER TABLE "market_accounts" ADD CONSTRAINT "market_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_fills" ADD CONSTRAINT "market_fills_order_id_market_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_fills" ADD CONSTRAINT "market_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_fills" ADD CONSTRAINT "market_fills_scrip_id_market_scrips_id_fk" FOREIGN KEY ("scrip_id") REFERENCES "public"."market_scrips"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_holdings" ADD CONSTRAINT "market_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_holdings" ADD CONSTRAINT "market_holdings_scrip_id_market_scrips_id_fk" FOREIGN KEY ("scrip_id") REFERENCES "public"."market_scrips"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_scrip_id_market_scrips_id_fk" FOREIGN KEY ("scrip_id") REFERENCES "public"."market_scrips"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_holding_id_market_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."market_holdings"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_watch" ADD CONSTRAINT "market_watch_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "market_watch" ADD CONSTRAINT "market_watch_scrip_id_market_scrips_id_fk" FOREIGN KEY ("scrip_id") REFERENCES "public"."market_scrips"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "market_fills_order_key" ON "market_fills" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "market_fills_user_idx" ON "market_fills" USING btree ("user_id","filled_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "market_holdings_user_scrip_key" ON "market_holdings" USING btree ("user_id","scrip_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "market_indices_code_key" ON "market_indices" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "market_orders_user_idx" ON "market_orders" USING btree ("user_id","id");
--> statement-breakpoint
CREATE INDEX "market_orders_live_idx" ON "market_orders" USING btree ("scrip_id") WHERE "market_orders"."status" in ('OPEN', 'TRIGGER_PENDING');
--> statement-breakpoint
CREATE INDEX "market_orders_change_seq_idx" ON "market_orders" USING btree ("change_seq");
--> statement-breakpoint
CREATE INDEX "market_orders_updated_idx" ON "market_orders" USING btree ("updated_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "market_scrips_sr_code_key" ON "market_scrips" USING btree ("sr_code");
--> statement-breakpoint
CREATE UNIQUE INDEX "market_scrips_short_code_key" ON "market_scrips" USING btree ("short_code");
--> statement-breakpoint
CREATE INDEX "market_scrips_industry_idx" ON "market_scrips" USING btree ("industry");
