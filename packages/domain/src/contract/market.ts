// The market API contract: scrips, orders, portfolio, stats, and the socket `market` payload.
// Amounts and prices are rupees (numbers with at most 2 decimals; prices on the ₹0.05 tick); qty is whole shares;
// timestamps are ISO strings (UTC); chart times are unix seconds. Every route needs `Authorization: Bearer`.
//
// Scrips (SPEC.md section 7 "Scrips")
//   GET  /api/scrips/search-company?company=<text>           -> { scrips: Scrip[] }   (name or short code match)
//   GET  /api/scrips/list?segment&sort&industry               -> { scrips: Scrip[] }
//   GET  /api/scrips/list?for_ticker=1 (segment ALL, industry ALL, sort NAME)
//                                                             -> TickerResponse { scrips, indices, stocks, market }
//   GET  /api/scrips/data/{id}                                -> ScripData (key data, holding, watch flag)
//   GET  /api/scrips/chart-data/{id}?range=1D|5D|1M|6M|1Y|2Y   -> ChartData (OHLC candles; 1D/5D intraday 5-minute;
//                                                                each candle's source: real or simulated)
//   GET  /api/scrips/industries                               -> { industries: string[] }
//   POST /api/scrips/watch { scrip_id, is_watch }             -> { watchList: Scrip[] }
//   GET  /api/scrips/watch/{id}  ({id} = the learner's user_id or "me") -> { watchList: Scrip[] }
// Orders (SPEC.md section 7 "Orders")
//   POST   /api/order/new/{scrip_id}      OrderBody            -> OrderResult { order_id, order, message }
//   POST   /api/order/newtrail/{scrip_id} TrailOrderBody       -> OrderResult   (trailing stop on holding `upid`)
//   POST   /api/order/modify/{trailid}    ModifyOrderBody      -> OrderResult   ({trailid} = the order id)
//   GET    /api/order/list                                     -> { orders: Order[] } newest first
//   DELETE /api/order/cancel/{id}         { reason }           -> OrderResult
//   POST   /api/order/canceltrail/{id}    { upid }             -> OrderResult
//   POST   /api/order/reason/{id}         { reason }           -> OrderResult
// Portfolio (SPEC.md section 7 "Portfolio")
//   GET   /api/portfolio/list?segment&sort&industry           -> { portfolio: PortfolioSummary, myScrips: Holding[] }
//   PATCH /api/portfolio/setup-done (no body)                 -> { ok: true, cash }
//   GET   /api/portfolio/finscore                             -> FinScore
//   GET   /api/portfolio/stockrisk                            -> StockRisk
//   GET   /api/portfolio/stats                                -> PortfolioStats (the /stats screen)
// Socket events (socket.io, path /socket.io; emit `setUid` with the token first)
//   `market`  server -> every client, once per feed tick: MarketPayload = { [code]: price } where code is a stock's
//             srCode (BSE code, e.g. "500325") or an index code (e.g. "SENSEX"); it overrides stored prices.
//   `pupdate` server -> one learner: { msg?: string, id?: number } after an order of theirs fills, triggers or is
//             rejected; the client refreshes scrips, orders, user info and portfolio and toasts `msg`. `id` is the
//             notification's: setUid's optional second argument { since } asks for the newer ones missed (a
//             reconnect), and a client drops an id it has already had.
// Errors are `{ error, message }` (400 bad input / rule broken, 404 unknown or someone else's id, 409 order no
// longer open).
import { z } from "zod";
import { MAX_ID, NumberInput } from "./common.ts";
import {
  isOnTick,
  MAX_ORDER_QTY,
  ORDER_ACTIONS,
  ORDER_KINDS,
  ORDER_STATUSES,
  ORDER_TYPES,
} from "../market.ts";

// --- Shared pieces ---------------------------------------------------------------------------------------------

const Rupees = z.number().describe("rupees, 2 decimals");
const Timestamp = z.string().describe("ISO timestamp (UTC)");

/** A positive integer id (in the path or a body), with a readable message. */
const PathId = (name: string) =>
  NumberInput(name).pipe(
    z
      .number()
      .int(`${name} must be a whole number`)
      .positive(`${name} must be above 0`)
      .max(MAX_ID, `${name} must be at most ${MAX_ID}`),
  );

/** A price field of an order body: rupees on the ₹0.05 tick; missing/null/"" mean 0 (not given). */
const TickPrice = (name: string) =>
  z
    .preprocess((v) => (v === null || v === undefined || v === "" ? 0 : v), NumberInput(name))
    .refine((v) => Number.isFinite(v) && v >= 0, `Enter the ${name.toLowerCase()} in rupees, 0 or more`)
    .refine((v) => v <= 10_000_000, `Enter a ${name.toLowerCase()} of at most ₹1,00,00,000`)
    .refine((v) => isOnTick(v), `Enter the ${name.toLowerCase()} in steps of ₹0.05 (the price tick)`);

/** Whole shares above 0. */
const Qty = NumberInput("Quantity").pipe(
  z
    .number()
    .int("Enter the quantity in whole shares")
    .positive("Enter a quantity of 1 share or more")
    .max(MAX_ORDER_QTY, `Enter a quantity of at most ${MAX_ORDER_QTY} shares`),
);

/** Booleans also accepted as 0/1 and "true"/"false" (older clients send numbers). */
const Flag = z.preprocess(
  (v) =>
    v === 1 || v === "1" || v === "true"
      ? true
      : v === 0 || v === "0" || v === "false" || v == null
        ? false
        : v,
  z.boolean({ message: "must be true or false" }),
);

/** Market-cap segments for the list filters; WATCH = the learner's watch list. */
export const SEGMENTS = ["ALL", "LARGE", "MID", "SMALL", "WATCH"] as const;
export const Segment = z.enum(SEGMENTS, { message: `segment must be one of ${SEGMENTS.join(", ")}` });
export type Segment = z.infer<typeof Segment>;

/** Sort orders of the scrip list: NAME (A-Z), PRICE (high first), GAINERS/LOSERS (by % change), MCAP (largest first). */
export const SCRIP_SORTS = ["NAME", "PRICE", "GAINERS", "LOSERS", "MCAP"] as const;
export const ScripSort = z.enum(SCRIP_SORTS, { message: `sort must be one of ${SCRIP_SORTS.join(", ")}` });
export type ScripSort = z.infer<typeof ScripSort>;

/** Sort orders of the holdings: NAME, VALUE (largest first), PNL, PNL_PCT, DAY_CHANGE (best first). */
export const PORTFOLIO_SORTS = ["NAME", "VALUE", "PNL", "PNL_PCT", "DAY_CHANGE"] as const;
export const PortfolioSort = z.enum(PORTFOLIO_SORTS, {
  message: `sort must be one of ${PORTFOLIO_SORTS.join(", ")}`,
});
export type PortfolioSort = z.infer<typeof PortfolioSort>;

/** "ALL" or one industry name of GET /api/scrips/industries. */
const Industry = z.string().trim().min(1).max(80).default("ALL");

// --- Scrips ----------------------------------------------------------------------------------------------------

/** A listed company with its live quote. Doubles as the ticker's stock entry (srCode, shortCode, market_price, prev_close). */
export const Scrip = z.object({
  id: z.number().int().describe("scrip_id used by the order and data calls"),
  srCode: z.string().describe("BSE scrip code; the key of the socket `market` map"),
  shortCode: z.string().describe("NSE symbol, e.g. RELIANCE"),
  name: z.string(),
  industry: z.string(),
  segment: z.enum(["LARGE", "MID", "SMALL"]),
  market_price: Rupees.describe("last traded price"),
  prev_close: Rupees.describe("previous session's close"),
  change: Rupees.describe("market_price - prev_close"),
  change_pct: z.number().describe("percent change vs prev_close"),
  market_cap: Rupees,
  is_watch: z.boolean().describe("on the caller's watch list"),
});
export type Scrip = z.infer<typeof Scrip>;

/** GET /api/scrips/search-company?company= */
export const SearchCompanyQuery = z.object({
  company: z.string().trim().max(80, "company must be at most 80 characters").default(""),
});
export const SearchCompanyResponse = z.object({
  scrips: z.array(Scrip).describe("at most 20, best match first"),
});
export type SearchCompanyResponse = z.infer<typeof SearchCompanyResponse>;

/** GET /api/scrips/list */
export const ScripListQuery = z.object({
  segment: Segment.default("ALL"),
  sort: ScripSort.default("NAME"),
  industry: Industry,
  for_ticker: Flag.optional().default(false),
});
export type ScripListQuery = z.infer<typeof ScripListQuery>;
export const ScripListResponse = z.object({ scrips: z.array(Scrip) });
export type ScripListResponse = z.infer<typeof ScripListResponse>;

/** A ticker index entry (SPEC.md section 3): code (or no_code), short label, price, previous_eod. */
export const TickerIndex = z.object({
  code: z.string().describe("index code, e.g. SENSEX; the key of the socket `market` map"),
  no_code: z.string().nullable().describe("always null here: every index has a code"),
  short: z.string().describe("short label, e.g. BSE 100"),
  name: z.string(),
  price: z.number().describe("index level"),
  previous_eod: z.number().describe("previous session's closing level"),
});
export type TickerIndex = z.infer<typeof TickerIndex>;

/** A ticker stock entry (SPEC.md section 3). */
export const TickerStock = z.object({
  srCode: z.string(),
  shortCode: z.string(),
  market_price: Rupees,
  prev_close: Rupees,
});
export type TickerStock = z.infer<typeof TickerStock>;

/** Whether the simulated market is open; `mode` is MARKET_HOURS (nse = 09:15-15:30 IST weekdays, always = 24x7). */
export const MarketStatus = z.object({
  mode: z.enum(["nse", "always"]),
  open: z.boolean(),
  next_open: Timestamp.describe("now when open"),
  as_of: Timestamp.describe("time of the last tick"),
  prices: z
    .object({
      real_from: z
        .string()
        .nullable()
        .describe(
          "the first day (yyyy-mm-dd) with real end-of-day prices of any scrip; null when all are simulated",
        ),
      real_to: z
        .string()
        .nullable()
        .describe(
          "the last day (yyyy-mm-dd) with real end-of-day prices of any scrip; null when all are simulated",
        ),
      real_scrips: z.number().int().describe("how many scrips have real end-of-day prices"),
    })
    .describe("where prices come from: simulated, or real end-of-day prices loaded by the institute"),
  calendar: z
    .object({
      covered_to: z
        .string()
        .nullable()
        .describe(
          "the last day (yyyy-mm-dd) of the loaded trading holidays; null when today's year is not loaded",
        ),
      note: z
        .string()
        .nullable()
        .describe(
          "shown to learners while today's holidays are not loaded (every weekday trades); null otherwise",
        ),
    })
    .describe("the NSE trading calendar the hours follow (issue 38)"),
});
export type MarketStatus = z.infer<typeof MarketStatus>;

/** GET /api/scrips/list?for_ticker=1: the whole body is stored by the ticker. */
export const TickerResponse = z.object({
  scrips: z.array(Scrip),
  indices: z.array(TickerIndex),
  stocks: z.array(TickerStock),
  market: MarketStatus,
});
export type TickerResponse = z.infer<typeof TickerResponse>;

/** GET /api/scrips/data/{id} and /chart-data/{id} */
export const ScripIdParams = z.object({ id: PathId("id") });

/** The learner's position in a scrip. */
export const Position = z.object({
  upid: z.number().int().describe("holding id (the trailing stop's upid)"),
  qty: z.number().int(),
  avg_price: Rupees,
  invested: Rupees,
  value: Rupees,
  pnl: Rupees,
});
export type Position = z.infer<typeof Position>;

/** GET /api/scrips/data/{id}: key data of a company. */
export const ScripData = z.object({
  scrip: Scrip,
  data: z.object({
    open: Rupees.describe("today's open"),
    high: Rupees.describe("today's high"),
    low: Rupees.describe("today's low"),
    week52_high: Rupees,
    week52_low: Rupees,
    shares_outstanding: z.number().int(),
    beta: z.number().describe("beta vs SENSEX from the daily history"),
    volatility: z.number().describe("annualised volatility of daily returns (0.25 = 25%)"),
    return_1m_pct: z.number().nullable(),
    return_1y_pct: z.number().nullable(),
    indices: z.array(z.string()).describe("codes of the indices it belongs to"),
    real_to: z
      .string()
      .nullable()
      .describe(
        "this company's last day (yyyy-mm-dd) of real end-of-day prices; null when all are simulated",
      ),
    real: z
      .object({
        from: z.string().describe("the first day (yyyy-mm-dd) of this company's real end-of-day prices"),
        to: z.string().describe("the last day (yyyy-mm-dd) of this company's real end-of-day prices"),
        days: z.number().int().describe("how many days from `from` to `to` are real"),
        simulated_between: z
          .number()
          .int()
          .describe("stored days from `from` to `to` that no import covered (simulated)"),
      })
      .nullable()
      .describe("this company's real end-of-day range; null when all its prices are simulated"),
  }),
  holding: Position.nullable(),
  is_watch: z.boolean(),
  market: MarketStatus,
});
export type ScripData = z.infer<typeof ScripData>;

/** Chart ranges: 1D and 5D are 5-minute bars, the rest daily bars. */
export const CHART_RANGES = ["1D", "5D", "1M", "6M", "1Y", "2Y"] as const;
export const ChartDataQuery = z.object({
  range: z.enum(CHART_RANGES, { message: `range must be one of ${CHART_RANGES.join(", ")}` }).default("1Y"),
});

/** One OHLC bar; time is unix seconds (UTC), as lightweight-charts takes it. */
export const Candle = z.object({
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  source: z
    .enum(["real", "simulated"])
    .describe("real: an imported NSE end-of-day price; simulated: generated or a live simulated tick"),
});
export type Candle = z.infer<typeof Candle>;

/** GET /api/scrips/chart-data/{id}: body stored whole. */
export const ChartData = z.object({
  id: z.number().int(),
  srCode: z.string(),
  shortCode: z.string(),
  range: z.enum(CHART_RANGES),
  interval: z.enum(["5m", "1d"]),
  candles: z.array(Candle).describe("oldest first"),
});
export type ChartData = z.infer<typeof ChartData>;

/** GET /api/scrips/industries */
export const IndustriesResponse = z.object({ industries: z.array(z.string()).describe("sorted A-Z") });

/** POST /api/scrips/watch */
export const WatchBody = z.object({ scrip_id: PathId("scrip_id"), is_watch: Flag });
/** GET /api/scrips/watch/{id}: {id} is the learner's own user_id (or "me"). */
export const WatchParams = z.object({
  id: z.union([z.literal("me"), PathId("id")], { message: "id must be your user id or 'me'" }),
});
export const WatchListResponse = z.object({ watchList: z.array(Scrip) });
export type WatchListResponse = z.infer<typeof WatchListResponse>;

// --- Orders ----------------------------------------------------------------------------------------------------

export const OrderAction = z.enum(ORDER_ACTIONS, { message: "action must be BUY or SELL" });
export const OrderType = z.enum(ORDER_TYPES, { message: "typ must be MARKET, LIMIT, SL or SL-M" });
export const OrderStatus = z.enum(ORDER_STATUSES);
export const OrderKind = z.enum(ORDER_KINDS);

/** The trading-journal reason every order carries (editable later). */
const Reason = z.string().trim().max(1000, "Shorten the reason to 1000 characters or fewer").default("");

/**
 * POST /api/order/new/{scrip_id}. price = limit (LIMIT, SL); sprice = trigger (SL, SL-M) or, with active_sl on a
 * BUY, the protective stop's trigger. price/sprice not used by the type may be 0 or left out.
 */
export const OrderBody = z.object({
  action: OrderAction,
  typ: OrderType,
  qty: Qty,
  price: TickPrice("Limit price"),
  active_sl: Flag.optional().default(false),
  sprice: TickPrice("Trigger price"),
  reason: Reason,
});
export type OrderBody = z.input<typeof OrderBody>;
export const ScripIdPathParams = z.object({ scrip_id: PathId("scrip_id") });

/**
 * POST /api/order/newtrail/{scrip_id}: a trailing stop (SELL, SL-M) on holding `upid`. `sprice` is the first
 * trigger (below the market); the trail distance is the market price minus sprice at placement unless `trail`
 * (rupees) is given, in which case the first trigger is market - trail.
 */
export const TrailOrderBody = z.object({
  action: z.literal("SELL", { message: "a trailing stop is a SELL" }).default("SELL"),
  typ: z.literal("SL-M", { message: "a trailing stop is an SL-M order" }).default("SL-M"),
  qty: Qty,
  price: TickPrice("Limit price"),
  active_sl: Flag.optional().default(false),
  sprice: TickPrice("Trigger price"),
  trail: TickPrice("Trail").optional(),
  reason: Reason,
  upid: PathId("upid"),
});
export type TrailOrderBody = z.input<typeof TrailOrderBody>;

/**
 * POST /api/order/modify/{trailid}: changes a live order. action and scrip cannot change (scripcode, when sent,
 * must be the order's srCode). For a trailing stop (upid set) qty, sprice and trail may change.
 */
export const ModifyOrderBody = z.object({
  action: OrderAction,
  typ: OrderType,
  qty: Qty,
  price: TickPrice("Limit price"),
  active_sl: Flag.optional().default(false),
  sprice: TickPrice("Trigger price"),
  trail: TickPrice("Trail").optional(),
  reason: Reason.optional(),
  upid: z.preprocess((v) => (v === "" || v === 0 ? null : v), PathId("upid").nullable().optional()),
  scripcode: z.string().trim().max(20).nullable().optional(),
});
export type ModifyOrderBody = z.input<typeof ModifyOrderBody>;
export const TrailIdParams = z.object({ trailid: PathId("trailid") });
export const OrderIdParams = z.object({ id: PathId("id") });

/** A body whose fields are all optional: no body at all (or JSON null) means {}. */
const OptionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

/** DELETE /api/order/cancel/{id}: the body may be left out. */
export const CancelOrderBody = OptionalBody(z.object({ reason: Reason.optional() }));
/** POST /api/order/canceltrail/{id} */
export const CancelTrailBody = z.object({ upid: PathId("upid") });
/** POST /api/order/reason/{id}: no body clears the reason, like { reason: "" }. */
export const OrderReasonBody = OptionalBody(z.object({ reason: Reason }));

/** An order as the learner sees it (SPEC.md section 3 "Order" fields plus status and fill). */
export const Order = z.object({
  id: z.number().int(),
  scrip_id: z.number().int(),
  scripcode: z.string().describe("srCode"),
  shortCode: z.string(),
  name: z.string(),
  action: OrderAction,
  typ: OrderType,
  qty: z.number().int(),
  price: Rupees.describe("limit price; 0 when not used"),
  sprice: Rupees.describe("trigger; for a trailing stop the current (moving) trigger; 0 when not used"),
  active_sl: z.boolean(),
  reason: z.string(),
  kind: OrderKind,
  upid: z.number().int().nullable().describe("holding a trailing stop protects"),
  trailid: z.number().int().nullable().describe("the order id when this is a trailing stop"),
  trail: Rupees.nullable().describe("trail distance of a trailing stop"),
  parent_id: z.number().int().nullable().describe("the BUY a protective stop belongs to"),
  status: OrderStatus,
  status_reason: z.string().nullable().describe("why it was rejected or cancelled"),
  waits_for_open: Timestamp.nullable().describe(
    "an after-market order: a live order while the market is closed, executed from this open; null otherwise",
  ),
  fill_price: Rupees.nullable(),
  filled_at: Timestamp.nullable(),
  triggered_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Order = z.infer<typeof Order>;

/** Answer of every order command; order_id is what the client stores as "the most recent order id". */
export const OrderResult = z.object({ order_id: z.number().int(), order: Order, message: z.string() });
export type OrderResult = z.infer<typeof OrderResult>;

/** GET /api/order/list */
export const OrderListResponse = z.object({ orders: z.array(Order).describe("newest first, at most 500") });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

// --- Portfolio -------------------------------------------------------------------------------------------------

/** GET /api/portfolio/list */
export const PortfolioListQuery = z.object({
  segment: Segment.default("ALL"),
  sort: PortfolioSort.default("NAME"),
  industry: Industry,
});
export type PortfolioListQuery = z.infer<typeof PortfolioListQuery>;

/** A holding row (the learner's "my scrips"). */
export const Holding = z.object({
  upid: z.number().int().describe("holding id (newtrail's upid)"),
  scrip_id: z.number().int(),
  srCode: z.string(),
  shortCode: z.string(),
  name: z.string(),
  industry: z.string(),
  segment: z.enum(["LARGE", "MID", "SMALL"]),
  qty: z.number().int(),
  avg_price: Rupees,
  market_price: Rupees,
  prev_close: Rupees,
  invested: Rupees.describe("qty x avg_price"),
  value: Rupees.describe("qty x market_price"),
  pnl: Rupees.describe("unrealised"),
  pnl_pct: z.number(),
  day_change: Rupees.describe("qty x (market_price - prev_close)"),
  weight_pct: z.number().describe("share of the holdings' value"),
  trail: z
    .object({ trailid: z.number().int(), sprice: Rupees, trail: Rupees, qty: z.number().int() })
    .nullable()
    .describe("the live trailing stop on this holding"),
  stop: z
    .object({ sprice: Rupees, qty: z.number().int(), count: z.number().int() })
    .nullable()
    .describe(
      "the live protective stop-losses placed with BUYs of this company: the nearest (highest) trigger, the " +
        "shares they cover and how many there are; null without one",
    ),
});
export type Holding = z.infer<typeof Holding>;

/** The account totals. */
export const PortfolioSummary = z.object({
  starting_cash: Rupees,
  cash: Rupees,
  committed_cash: Rupees.describe("cash held by open BUY orders"),
  available_cash: Rupees.describe("cash - committed_cash"),
  invested: Rupees.describe("cost of the current holdings"),
  market_value: Rupees.describe("value of the current holdings"),
  total_value: Rupees.describe("cash + market_value"),
  realised_pnl: Rupees,
  unrealised_pnl: Rupees,
  day_change: Rupees,
  day_change_pct: z.number(),
  total_return_pct: z.number().describe("total_value / starting_cash - 1, in percent"),
  xirr_pct: z
    .number()
    .nullable()
    .describe("annualised money-weighted return of the trades; null without trades"),
  holdings_count: z.number().int(),
  setup_done: z.boolean(),
});
export type PortfolioSummary = z.infer<typeof PortfolioSummary>;

export const PortfolioListResponse = z.object({ portfolio: PortfolioSummary, myScrips: z.array(Holding) });
export type PortfolioListResponse = z.infer<typeof PortfolioListResponse>;

/** PATCH /api/portfolio/setup-done */
export const SetupDoneResponse = z.object({ ok: z.literal(true), cash: Rupees });

/** GET /api/portfolio/finscore: 0-100 with its components (each scored out of its max). */
export const FinScore = z.object({
  score: z.number().int().min(0).max(100),
  grade: z.enum(["A", "B", "C", "D", "E"]),
  components: z.array(
    z.object({
      key: z.enum(["diversification", "risk_adjusted_return", "journal", "activity"]),
      label: z.string(),
      score: z.number(),
      max: z.number(),
      detail: z.string(),
    }),
  ),
});
export type FinScore = z.infer<typeof FinScore>;

/** GET /api/portfolio/stockrisk: risk of the current holdings from the daily history. */
export const StockRisk = z.object({
  benchmark: z.literal("SENSEX"),
  days: z.number().int().describe("daily returns used"),
  value: Rupees.describe("market value of the holdings"),
  beta: z.number().nullable(),
  volatility: z.number().nullable().describe("annualised, 0.25 = 25%"),
  var95: Rupees.nullable().describe("1-day 95% value at risk (parametric), rupees"),
  var95_pct: z.number().nullable(),
  sectors: z.array(z.object({ industry: z.string(), value: Rupees, weight_pct: z.number() })),
  holdings: z.array(
    z.object({
      scrip_id: z.number().int(),
      shortCode: z.string(),
      weight_pct: z.number(),
      beta: z.number().nullable(),
      volatility: z.number().nullable(),
    }),
  ),
});
export type StockRisk = z.infer<typeof StockRisk>;

/** A closed trade: one SELL fill against the average cost. */
export const Trade = z.object({
  order_id: z.number().int(),
  scrip_id: z.number().int(),
  shortCode: z.string(),
  name: z.string(),
  qty: z.number().int(),
  buy_price: Rupees.describe("average cost"),
  sell_price: Rupees,
  pnl: Rupees,
  pnl_pct: z.number(),
  closed_at: Timestamp,
});
export type Trade = z.infer<typeof Trade>;

/** GET /api/portfolio/stats: the /stats screen. */
export const PortfolioStats = z.object({
  series: z
    .array(
      z.object({
        date: z.string().describe("yyyy-mm-dd"),
        value: Rupees,
        return_pct: z.number(),
        index_return_pct: z.number().describe("SENSEX over the same days"),
      }),
    )
    .describe("one point per trading day since the account opened, oldest first"),
  realised_pnl: Rupees,
  unrealised_pnl: Rupees,
  trades: z.number().int(),
  wins: z.number().int(),
  win_rate_pct: z.number().nullable(),
  best_trades: z.array(Trade).describe("up to 3, best first"),
  worst_trades: z.array(Trade).describe("up to 3, worst first"),
  leaderboard: z
    .array(
      z.object({
        rank: z.number().int(),
        name: z.string(),
        total_value: Rupees,
        return_pct: z.number(),
        is_me: z.boolean(),
      }),
    )
    .describe("top 10 of the learner's cohort (same current program) by return, plus the learner"),
  cohort: z.string().nullable(),
  my_rank: z.number().int().nullable(),
  cohort_size: z.number().int(),
});
export type PortfolioStats = z.infer<typeof PortfolioStats>;

// --- Socket ----------------------------------------------------------------------------------------------------

/** Socket `market`: a stock's srCode or an index code -> its latest price (rupees / index points). */
export const MarketPayload = z.record(z.string(), z.number());
export type MarketPayload = z.infer<typeof MarketPayload>;
