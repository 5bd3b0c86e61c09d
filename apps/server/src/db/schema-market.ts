// Tables of the market area (re-exported by schema.ts so Drizzle and drizzle-kit see one schema).
// Money and prices are integer paise (bigint); index levels are hundredths of a point. beta/volatility are plain
// ratios, not money.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./schema-users.ts";

const money = (name: string) => bigint(name, { mode: "number" });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Listed companies (reference data from data/market/companies.csv) with the live quote of the day. */
export const marketScrips = pgTable(
  "market_scrips",
  {
    id: serial("id").primaryKey(),
    srCode: text("sr_code").notNull(),
    shortCode: text("short_code").notNull(),
    name: text("name").notNull(),
    industry: text("industry").notNull(),
    sharesOutstanding: bigint("shares_outstanding", { mode: "number" }).notNull(),
    referenceClose: money("reference_close").notNull(),
    beta: doublePrecision("beta").notNull(),
    volatility: doublePrecision("volatility").notNull(),
    lastPrice: money("last_price").notNull(),
    prevClose: money("prev_close").notNull(),
    dayOpen: money("day_open").notNull(),
    dayHigh: money("day_high").notNull(),
    dayLow: money("day_low").notNull(),
    priceDate: date("price_date", { mode: "string" }).notNull(),
    priceAt: ts("price_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("market_scrips_sr_code_key").on(t.srCode),
    uniqueIndex("market_scrips_short_code_key").on(t.shortCode),
    index("market_scrips_industry_idx").on(t.industry),
  ],
);

/** BSE indices (data/market/indices.csv); levels in hundredths of a point, computed from their constituents. */
export const marketIndices = pgTable(
  "market_indices",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    shortLabel: text("short_label").notNull(),
    name: text("name").notNull(),
    referenceClose: money("reference_close").notNull(),
    constituents: text("constituents")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastValue: money("last_value").notNull(),
    prevClose: money("prev_close").notNull(),
    dayOpen: money("day_open").notNull(),
    dayHigh: money("day_high").notNull(),
    dayLow: money("day_low").notNull(),
    priceDate: date("price_date", { mode: "string" }).notNull(),
    priceAt: ts("price_at").notNull().defaultNow(),
    /**
     * The divisor's factor over the reference one (makeBasket at the reference closes): an end-of-day import that
     * restarts constituents from real closes multiplies it by their change in capitalisation, so the level goes on
     * from where it was instead of jumping (as an index provider adjusts its divisor for a corporate action).
     */
    divisorFactor: doublePrecision("divisor_factor").notNull().default(1),
  },
  (t) => [uniqueIndex("market_indices_code_key").on(t.code)],
);

/** Daily OHLC of a stock (srCode) or an index (code): generated history, then the live sessions. */
export const marketDailyBars = pgTable(
  "market_daily_bars",
  {
    code: text("code").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    open: money("open").notNull(),
    high: money("high").notNull(),
    low: money("low").notNull(),
    close: money("close").notNull(),
    /** "real" for a day loaded from an exchange file (market:import), "simulated" for generated or live days. */
    source: text("source").$type<"real" | "simulated">().notNull().default("simulated"),
  },
  (t) => [primaryKey({ name: "market_daily_bars_pkey", columns: [t.code, t.day] })],
);

/** 5-minute OHLC bars (intraday chart): generated for the last history day, then from live ticks. */
export const marketIntradayBars = pgTable(
  "market_intraday_bars",
  {
    code: text("code").notNull(),
    at: ts("at").notNull(),
    open: money("open").notNull(),
    high: money("high").notNull(),
    low: money("low").notNull(),
    close: money("close").notNull(),
  },
  (t) => [primaryKey({ name: "market_intraday_bars_pkey", columns: [t.code, t.at] })],
);

/** One simulated trading account per learner: cash and the realised P&L. */
export const marketAccounts = pgTable(
  "market_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    cash: money("cash").notNull(),
    startingCash: money("starting_cash").notNull(),
    realisedPnl: money("realised_pnl").notNull().default(0),
    setupDoneAt: ts("setup_done_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [check("market_accounts_cash_check", sql`${t.cash} >= 0`)],
);

/** Shares a learner holds in a scrip; id is the `upid` of trailing stops. cost = total cost of the held qty. */
export const marketHoldings = pgTable(
  "market_holdings",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scripId: integer("scrip_id")
      .notNull()
      .references(() => marketScrips.id),
    qty: integer("qty").notNull().default(0),
    cost: money("cost").notNull().default(0),
    realisedPnl: money("realised_pnl").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("market_holdings_user_scrip_key").on(t.userId, t.scripId),
    check("market_holdings_qty_check", sql`${t.qty} >= 0`),
    check("market_holdings_cost_check", sql`${t.cost} >= 0`),
  ],
);

/** Every change to an order takes the next value, so the feed owner picks up orders placed on other instances. */
export const marketOrderChangeSeq = pgSequence("market_order_change_seq");

/** Orders. price/sprice/trail in paise (0 = not used); holding_id is the trailing stop's upid. */
export const marketOrders = pgTable(
  "market_orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scripId: integer("scrip_id")
      .notNull()
      .references(() => marketScrips.id),
    action: text("action").$type<"BUY" | "SELL">().notNull(),
    typ: text("typ").$type<"MARKET" | "LIMIT" | "SL" | "SL-M">().notNull(),
    qty: integer("qty").notNull(),
    price: money("price").notNull().default(0),
    sprice: money("sprice").notNull().default(0),
    activeSl: boolean("active_sl").notNull().default(false),
    reason: text("reason").notNull().default(""),
    kind: text("kind").$type<"REGULAR" | "PROTECTIVE" | "TRAIL">().notNull().default("REGULAR"),
    holdingId: integer("holding_id").references(() => marketHoldings.id),
    trail: money("trail"),
    parentId: integer("parent_id"),
    status: text("status")
      .$type<"OPEN" | "TRIGGER_PENDING" | "COMPLETE" | "CANCELLED" | "REJECTED">()
      .notNull(),
    statusReason: text("status_reason"),
    fillPrice: money("fill_price"),
    filledAt: ts("filled_at"),
    triggeredAt: ts("triggered_at"),
    placedAt: ts("placed_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    changeSeq: bigint("change_seq", { mode: "number" })
      .notNull()
      .default(sql`nextval('market_order_change_seq')`),
  },
  (t) => [
    index("market_orders_user_idx").on(t.userId, t.id),
    index("market_orders_live_idx")
      .on(t.scripId)
      .where(sql`${t.status} in ('OPEN', 'TRIGGER_PENDING')`),
    index("market_orders_change_seq_idx").on(t.changeSeq),
    index("market_orders_updated_idx").on(t.updatedAt),
    check("market_orders_action_check", sql`${t.action} in ('BUY', 'SELL')`),
    check("market_orders_typ_check", sql`${t.typ} in ('MARKET', 'LIMIT', 'SL', 'SL-M')`),
    check("market_orders_kind_check", sql`${t.kind} in ('REGULAR', 'PROTECTIVE', 'TRAIL')`),
    check(
      "market_orders_status_check",
      sql`${t.status} in ('OPEN', 'TRIGGER_PENDING', 'COMPLETE', 'CANCELLED', 'REJECTED')`,
    ),
    check("market_orders_qty_check", sql`${t.qty} > 0`),
    check("market_orders_price_check", sql`${t.price} >= 0 and ${t.sprice} >= 0`),
  ],
);

/** Executions: one per order at most (the unique order_id is the last guard against a double fill). */
export const marketFills = pgTable(
  "market_fills",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => marketOrders.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scripId: integer("scrip_id")
      .notNull()
      .references(() => marketScrips.id),
    action: text("action").$type<"BUY" | "SELL">().notNull(),
    qty: integer("qty").notNull(),
    price: money("price").notNull(),
    /** Average cost per share (paise) of the holding before a SELL; the BUY price for a BUY. */
    avgCost: money("avg_cost").notNull(),
    realisedPnl: money("realised_pnl").notNull().default(0),
    filledAt: ts("filled_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("market_fills_order_key").on(t.orderId),
    index("market_fills_user_idx").on(t.userId, t.filledAt),
  ],
);

/** A learner's watch list. */
export const marketWatch = pgTable(
  "market_watch",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scripId: integer("scrip_id")
      .notNull()
      .references(() => marketScrips.id),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "market_watch_pkey", columns: [t.userId, t.scripId] })],
);

export type MarketScripRow = typeof marketScrips.$inferSelect;
export type MarketIndexRow = typeof marketIndices.$inferSelect;
export type MarketOrderRow = typeof marketOrders.$inferSelect;
export type MarketHoldingRow = typeof marketHoldings.$inferSelect;
export type MarketAccountRow = typeof marketAccounts.$inferSelect;
export type MarketFillRow = typeof marketFills.$inferSelect;
