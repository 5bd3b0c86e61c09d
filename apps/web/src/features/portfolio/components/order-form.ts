// The order ticket's form rules: which fields an order type uses, the learner-facing checks before sending, the
// estimated value, and the request body. Pure, so the rules are tested without rendering the ticket.
import { isOnTick, orderProblem, stopSideProblem, toPaise } from "@fincareer/domain/market";
import { countOf } from "@fincareer/domain/portfolio-math";
import type { OrderAction, OrderType } from "@fincareer/domain/market";
import type { OrderBody } from "@fincareer/domain/contract/market";
import { reasonProblem } from "./journal-reason.ts";

export interface OrderFormValues {
  action: OrderAction;
  typ: OrderType;
  qty: number | string;
  /** Limit price (LIMIT, SL). */
  price: number | string;
  /** Trigger (SL, SL-M). */
  trigger: number | string;
  /** Attach a protective stop to a BUY (MARKET or LIMIT). */
  activeSl: boolean;
  /** The protective stop's trigger. */
  stop: number | string;
  reason: string;
}

export type OrderFormErrors = Partial<
  Record<"scrip" | "qty" | "price" | "trigger" | "stop" | "reason" | "form", string>
>;

/** Whether the type takes a limit price. */
export function usesLimit(typ: OrderType): boolean {
  return typ === "LIMIT" || typ === "SL";
}

/** Whether the type takes a trigger price. */
export function usesTrigger(typ: OrderType): boolean {
  return typ === "SL" || typ === "SL-M";
}

function unset(value: number | string): boolean {
  const n = num(value);
  return !Number.isFinite(n) || n === 0;
}

/**
 * The ticket's prices started from the last price, where the type uses them and they are still empty: a limit at
 * the last price, a stop's trigger 1% beyond the market (above it for a BUY), each on the tick. Without a last price
 * (not loaded yet, no company picked) nothing changes; the ticket asks again once the price is known.
 */
export function withStartingPrices(values: OrderFormValues, ltp: number | null): OrderFormValues {
  if (ltp === null || !(ltp > 0)) return values;
  return {
    ...values,
    price: usesLimit(values.typ) && unset(values.price) ? toTick(ltp) : values.price,
    trigger:
      usesTrigger(values.typ) && unset(values.trigger)
        ? toTick(ltp * (values.action === "BUY" ? 1.01 : 0.99))
        : values.trigger,
  };
}

/** Whether a protective stop can be attached (a BUY that is not itself a stop order). */
export function allowsProtectiveStop(action: OrderAction, typ: OrderType): boolean {
  return action === "BUY" && !usesTrigger(typ);
}

/** The problem with a quantity of shares, if any; `held`: the most that may be sold (null: no limit). */
export function quantityProblem(value: number | string, held: number | null): string | undefined {
  const qty = num(value);
  if (!Number.isInteger(qty) || qty <= 0) return "Enter a whole number of shares, at least 1.";
  if (held !== null && qty > held) {
    return held === 0
      ? "You hold no shares of this company to sell."
      : `You hold only ${countOf(held, "share")}.`;
  }
  return undefined;
}

/** A number input's value as a number (NaN while empty). */
export function num(value: number | string): number {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

function priceError(value: number | string, what: string): string | undefined {
  const n = num(value);
  if (!Number.isFinite(n)) return `Enter the ${what}.`;
  if (n <= 0) return `The ${what} must be above ₹0.`;
  if (!isOnTick(n)) return `The ${what} must be in steps of ₹0.05.`;
  return undefined;
}

export interface OrderContext {
  scripPicked: boolean;
  /** Shares held (for SELL checks); null when unknown. */
  held: number | null;
  /** Whether a reason is required (new orders ask for one; a modification may keep the old one). */
  reasonRequired: boolean;
  /** The last traded price in rupees, for the stop-side check; null when unknown. */
  ltp?: number | null;
}

/** The checks a learner sees before the order is sent; the server checks everything again. */
export function validateOrder(values: OrderFormValues, context: OrderContext): OrderFormErrors {
  const errors: OrderFormErrors = {};
  if (!context.scripPicked) errors.scrip = "Pick a company.";
  const qty = quantityProblem(values.qty, values.action === "SELL" ? context.held : null);
  if (qty) errors.qty = qty;
  if (usesLimit(values.typ)) {
    const e = priceError(values.price, "limit price");
    if (e) errors.price = e;
  }
  if (usesTrigger(values.typ)) {
    const e = priceError(values.trigger, "trigger price");
    if (e) errors.trigger = e;
  }
  if (values.activeSl && allowsProtectiveStop(values.action, values.typ)) {
    const e = priceError(values.stop, "stop-loss price");
    if (e) errors.stop = e;
  }
  const reason = reasonProblem(values.reason, context.reasonRequired);
  if (reason) errors.reason = reason;
  if (Object.keys(errors).length === 0) {
    const body = orderBody(values);
    const input = {
      action: body.action,
      typ: body.typ,
      qty: Number(body.qty),
      price: toPaise(Number(body.price)),
      sprice: toPaise(Number(body.sprice)),
      activeSl: body.active_sl === true,
    };
    const problem = orderProblem(input) ?? stopSideProblem(input, context.ltp ? toPaise(context.ltp) : 0);
    if (problem !== null) {
      const message = friendly(problem.message);
      if (problem.field === "price") errors.price = message;
      else if (problem.field === "qty") errors.qty = message;
      else if (problem.field === "sprice") {
        if (usesTrigger(values.typ)) errors.trigger = message;
        else errors.stop = message;
      } else errors.form = message;
    }
  }
  return errors;
}

// The domain messages name API fields (sprice); the ticket's labels are "trigger" and "stop-loss".
function friendly(message: string): string {
  const text = message
    .replace("the protective stop (sprice)", "the stop-loss")
    .replace("the protective stop-loss", "the stop-loss")
    .replace("the trigger (sprice)", "the trigger price")
    .replace("sprice", "trigger");
  return text.charAt(0).toUpperCase() + text.slice(1) + (text.endsWith(".") ? "" : ".");
}

/** The request body: unused prices are 0; a protective stop sends its trigger as sprice. */
export function orderBody(values: OrderFormValues): OrderBody & { active_sl: boolean } {
  const withStop = values.activeSl && allowsProtectiveStop(values.action, values.typ);
  const sprice = usesTrigger(values.typ) ? num(values.trigger) : withStop ? num(values.stop) : 0;
  return {
    action: values.action,
    typ: values.typ,
    qty: num(values.qty),
    price: usesLimit(values.typ) ? num(values.price) : 0,
    sprice,
    active_sl: withStop,
    reason: values.reason.trim(),
  };
}

/**
 * The server's field messages (`fieldErrors` of its 400) on the ticket's inputs: its `sprice` is the trigger of a
 * stop order, else the protective stop's; the others keep their names.
 */
export function serverOrderErrors(named: Record<string, string>, values: OrderFormValues): OrderFormErrors {
  const errors: OrderFormErrors = {};
  for (const key of ["qty", "price", "reason"] as const) if (named[key]) errors[key] = named[key];
  if (named.sprice) errors[usesTrigger(values.typ) ? "trigger" : "stop"] = named.sprice;
  return errors;
}

/** Roughly what the order costs or brings in at `ltp`: qty x (limit, trigger or last price). */
export function estimatedValue(values: OrderFormValues, ltp: number | null): number | null {
  const qty = num(values.qty);
  if (!Number.isFinite(qty) || qty <= 0) return null;
  let unit: number;
  if (usesLimit(values.typ)) unit = num(values.price);
  else if (values.typ === "SL-M") unit = Math.max(num(values.trigger), ltp ?? 0);
  else unit = ltp ?? Number.NaN;
  return Number.isFinite(unit) && unit > 0 ? qty * unit : null;
}

/** A price rounded to the ₹0.05 tick (for pre-filling the limit with the last price). */
export function toTick(rupees: number): number {
  return Math.round(rupees * 20) / 20;
}
