// Market rules shared by server and web: the price tick, order types and their validation, when a resting order
// fires, and how a trailing stop moves. Money is handled in integer paise (1 rupee = 100 paise) so that prices on
// the 0.05 tick compare exactly.
import { formatRupees } from "./format.ts";

/** Order sides. */
export const ORDER_ACTIONS = ["BUY", "SELL"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Order types: MARKET, LIMIT, SL (stop-limit: trigger `sprice` + limit `price`), SL-M (stop-market: trigger only). */
export const ORDER_TYPES = ["MARKET", "LIMIT", "SL", "SL-M"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Order statuses. OPEN and TRIGGER_PENDING are live (resting); the other three are final. */
export const ORDER_STATUSES = ["OPEN", "TRIGGER_PENDING", "COMPLETE", "CANCELLED", "REJECTED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What created an order: the learner, the `active_sl` protective stop of a filled BUY, or a trailing stop. */
export const ORDER_KINDS = ["REGULAR", "PROTECTIVE", "TRAIL"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Price tick of NSE/BSE equities, in rupees. */
export const TICK_RUPEES = 0.05;
/** Price tick in paise. */
export const TICK_PAISE = 5;

/** Whether an order status is still live (can fill, be modified or cancelled). */
export function isLiveStatus(status: OrderStatus): boolean {
  return status === "OPEN" || status === "TRIGGER_PENDING";
}

/** Rupees -> integer paise (rounded to the nearest paisa, so 100.05 -> 10005 despite float error). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise -> rupees. */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Whether a rupee price lies on the 0.05 tick (within float error). */
export function isOnTick(rupees: number): boolean {
  if (!Number.isFinite(rupees)) return false;
  const paise = rupees * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6 && Math.round(paise) % TICK_PAISE === 0;
}

/** A paise amount rounded to the nearest tick (never below one tick). */
export function roundToTick(paise: number): number {
  return Math.max(TICK_PAISE, Math.round(paise / TICK_PAISE) * TICK_PAISE);
}

/** A paise amount rounded down to the tick. */
export function floorToTick(paise: number): number {
  return Math.floor(paise / TICK_PAISE) * TICK_PAISE;
}

/** An order as the rules see it (prices in paise; 0 = not given). */
export interface OrderInput {
  action: OrderAction;
  typ: OrderType;
  qty: number;
  /** Limit price (LIMIT, SL). */
  price: number;
  /** Trigger price (SL, SL-M) or, with active_sl on a BUY, the protective stop's trigger. */
  sprice: number;
  activeSl: boolean;
}

/** Largest quantity one order may carry (a sanity bound, not an exchange rule). */
export const MAX_ORDER_QTY = 1_000_000;

/** Why an order is refused, as a stable code, the request field it concerns and a message for the learner. */
export interface OrderProblem {
  code:
    | "qty_invalid"
    | "qty_too_large"
    | "price_invalid"
    | "price_off_tick"
    | "limit_required"
    | "trigger_required"
    | "sl_limit_wrong_side"
    | "protective_not_buy"
    | "protective_with_stop_order"
    | "protective_required"
    | "protective_above_limit"
    | "protective_above_market"
    | "trigger_wrong_side";
  /** The body field at fault: `sprice` is the trigger of SL/SL-M, or the protective stop with active_sl. */
  field: "qty" | "price" | "sprice" | "form";
  message: string;
}

function problem(code: OrderProblem["code"], field: OrderProblem["field"], message: string): OrderProblem {
  return { code, field, message };
}

/** Why an order is malformed, or null when it is well-formed (prices in paise; no market price needed). */
export function orderProblem(o: OrderInput): OrderProblem | null {
  if (!Number.isInteger(o.qty) || o.qty <= 0)
    return problem("qty_invalid", "qty", "qty must be a whole number of shares above 0");
  if (o.qty > MAX_ORDER_QTY) return problem("qty_too_large", "qty", `qty must be at most ${MAX_ORDER_QTY}`);
  for (const [field, v] of [
    ["price", o.price],
    ["sprice", o.sprice],
  ] as const) {
    if (!Number.isInteger(v) || v < 0)
      return problem("price_invalid", field, `${field} must be a non-negative amount`);
    if (v % TICK_PAISE !== 0) return problem("price_off_tick", field, `${field} must be a multiple of ₹0.05`);
  }
  const needsLimit = o.typ === "LIMIT" || o.typ === "SL";
  const needsTrigger = o.typ === "SL" || o.typ === "SL-M";
  if (needsLimit && o.price <= 0)
    return problem("limit_required", "price", `price (the limit) is required for a ${o.typ} order`);
  if (needsTrigger && o.sprice <= 0)
    return problem("trigger_required", "sprice", `sprice (the trigger) is required for a ${o.typ} order`);
  if (o.typ === "SL") {
    // A stop-limit whose limit is on the wrong side of its trigger could never fill once triggered.
    if (o.action === "BUY" && o.price < o.sprice)
      return problem(
        "sl_limit_wrong_side",
        "price",
        "for a BUY SL order the limit price must be at or above the trigger (sprice)",
      );
    if (o.action === "SELL" && o.price > o.sprice)
      return problem(
        "sl_limit_wrong_side",
        "price",
        "for a SELL SL order the limit price must be at or below the trigger (sprice)",
      );
  }
  if (o.activeSl) {
    if (o.action !== "BUY")
      return problem(
        "protective_not_buy",
        "form",
        "active_sl (a protective stop) can only be attached to a BUY",
      );
    if (needsTrigger)
      return problem(
        "protective_with_stop_order",
        "form",
        "active_sl cannot be combined with an SL or SL-M order",
      );
    if (o.sprice <= 0)
      return problem(
        "protective_required",
        "sprice",
        "sprice (the protective stop's trigger) is required with active_sl",
      );
    if (o.typ === "LIMIT" && o.sprice >= o.price)
      return problem(
        "protective_above_limit",
        "sprice",
        "the protective stop (sprice) must be below the BUY limit price",
      );
  }
  return null;
}

/**
 * Why a stop is on the wrong side of the market, as a broker would refuse it, or null. A BUY stop (SL, SL-M)
 * fires when the price rises to its trigger, so the trigger must be above the last traded price; a SELL stop
 * below it; a protective stop sells a BUY's shares on a fall, so it must be below the last price. Otherwise the
 * stop would fire on the next tick. `last` is the last traded price in paise (0 = none yet: nothing to check).
 */
export function stopSideProblem(o: OrderInput, last: number): OrderProblem | null {
  if (last <= 0) return null;
  const ltp = formatRupees(toRupees(last));
  if (o.typ === "SL" || o.typ === "SL-M") {
    if (o.action === "BUY" && o.sprice <= last)
      return problem(
        "trigger_wrong_side",
        "sprice",
        `trigger price for a stop-loss buy must be above the last traded price (${ltp})`,
      );
    if (o.action === "SELL" && o.sprice >= last)
      return problem(
        "trigger_wrong_side",
        "sprice",
        `trigger price for a stop-loss sell must be below the last traded price (${ltp})`,
      );
  }
  if (o.activeSl && o.action === "BUY" && o.typ !== "SL" && o.typ !== "SL-M" && o.sprice >= last)
    return problem(
      "protective_above_market",
      "sprice",
      `the protective stop-loss must be below the last traded price (${ltp})`,
    );
  return null;
}

/** The status a new order starts in: stop orders wait for their trigger, the rest are OPEN. */
export function initialStatus(typ: OrderType): OrderStatus {
  return typ === "SL" || typ === "SL-M" ? "TRIGGER_PENDING" : "OPEN";
}

/** Whether a stop order's trigger is reached at `last` (BUY stops fire at or above, SELL stops at or below). */
export function stopTriggered(action: OrderAction, sprice: number, last: number): boolean {
  return action === "BUY" ? last >= sprice : last <= sprice;
}

/** Whether an OPEN order executes at `last`: MARKET (and a triggered SL-M) always, LIMIT/SL when the limit allows. */
export function executesAt(o: { action: OrderAction; typ: OrderType; price: number }, last: number): boolean {
  if (o.typ === "MARKET" || o.typ === "SL-M") return true;
  return o.action === "BUY" ? last <= o.price : last >= o.price;
}

/**
 * The trigger of a trailing stop after the market traded at `last`: it follows the price up at `trail` paise below
 * it (on the tick) and never moves down.
 */
export function trailTrigger(current: number, last: number, trail: number): number {
  return Math.max(current, floorToTick(last - trail));
}

/** The rupee amount a BUY order commits: qty x (limit, trigger, or the last price for MARKET). */
export function committedPaise(o: OrderInput, last: number): number {
  const unit =
    o.typ === "LIMIT" || o.typ === "SL" ? o.price : o.typ === "SL-M" ? Math.max(o.sprice, last) : last;
  return unit * o.qty;
}

/** The cash (paise) open BUY orders hold together: each order's committedPaise at `lastOf(its scrip)`. */
export function committedTotal(
  orders: readonly (OrderInput & { scripId: number })[],
  lastOf: (scripId: number) => number,
): number {
  return orders.reduce((sum, o) => sum + committedPaise(o, lastOf(o.scripId)), 0);
}

/** Market-cap segment of a company, from its market capitalisation in rupees (PRODUCT: large/mid/small caps). */
export const LARGE_CAP_MIN_RUPEES = 1e12; // 1,00,000 crore
export const MID_CAP_MIN_RUPEES = 3e11; // 30,000 crore
export type CapSegment = "LARGE" | "MID" | "SMALL";

/** The segment of a market capitalisation (rupees). */
export function capSegment(marketCapRupees: number): CapSegment {
  if (marketCapRupees >= LARGE_CAP_MIN_RUPEES) return "LARGE";
  if (marketCapRupees >= MID_CAP_MIN_RUPEES) return "MID";
  return "SMALL";
}
