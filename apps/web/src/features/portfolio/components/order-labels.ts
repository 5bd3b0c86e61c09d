// How orders read to a learner: status names and colours, and a one-line description.
import type { Order } from "@fincareer/domain/contract/market";
import type { OrderStatus } from "@fincareer/domain/market";
import { formatPrice } from "@fincareer/domain/format";

/** Status label and badge colour. */
export const STATUS_LABELS: Record<OrderStatus, { label: string; color: string }> = {
  OPEN: { label: "Open", color: "blue" },
  TRIGGER_PENDING: { label: "Trigger pending", color: "violet" },
  COMPLETE: { label: "Complete", color: "teal" },
  CANCELLED: { label: "Cancelled", color: "gray" },
  REJECTED: { label: "Rejected", color: "red" },
};

/** What kind of order it is, for a badge next to the type. */
export function kindLabel(order: Order): string | null {
  if (order.kind === "TRAIL") return "Trailing stop";
  if (order.kind === "PROTECTIVE") return "Protective stop";
  return null;
}

/** The prices an order carries: "Limit 2,950.00", "Trigger 2,900.00", "Limit 10.00 · Trigger 9.50", "At market". */
export function orderPrices(order: Order): string {
  const parts: string[] = [];
  if ((order.typ === "LIMIT" || order.typ === "SL") && order.price > 0)
    parts.push(`Limit ${formatPrice(order.price)}`);
  if ((order.typ === "SL" || order.typ === "SL-M") && order.sprice > 0)
    parts.push(`Trigger ${formatPrice(order.sprice)}`);
  if (order.kind === "TRAIL" && order.trail !== null) parts.push(`Trail ${formatPrice(order.trail)}`);
  if (order.active_sl && order.sprice > 0 && order.typ !== "SL" && order.typ !== "SL-M") {
    parts.push(`Stop-loss ${formatPrice(order.sprice)}`);
  }
  return parts.length === 0 ? "At market" : parts.join(" · ");
}

/** "BUY 10 RELIANCE · LIMIT · Limit 2,950.00" */
export function describeOrder(order: Order): string {
  return `${order.action} ${order.qty} ${order.shortCode} · ${order.typ} · ${orderPrices(order)}`;
}

/** Whether the order can still be modified or cancelled. */
export function isLive(order: Order): boolean {
  return order.status === "OPEN" || order.status === "TRIGGER_PENDING";
}
