import type { Order } from "@fincareer/domain/contract/market";
import { describeOrder } from "./order-labels.ts";

/** What is cancelled: a live order, or the trailing stop of a holding. */
export type CancelTarget =
  { kind: "order"; order: Order } | { kind: "trail"; trailId: number; upid: number; description: string };

/** The target for an order: a trailing stop is removed through canceltrail with the holding it protects. */
export function cancelTargetOf(order: Order): CancelTarget {
  if (order.kind === "TRAIL" && order.upid !== null) {
    return {
      kind: "trail",
      trailId: order.trailid ?? order.id,
      upid: order.upid,
      description: describeOrder(order),
    };
  }
  return { kind: "order", order };
}
