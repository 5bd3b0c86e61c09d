import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderResult } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { refreshAfterOrder } from "./refresh-after-order.ts";

export interface CancelOrderInput {
  orderId: number;
  reason: string;
}

/** DELETE /api/order/cancel/{id} with {reason}: cancels a live order. */
export function cancelOrder({ orderId, reason }: CancelOrderInput): Promise<OrderResult> {
  return http<OrderResult>(`/api/order/cancel/${orderId}`, { method: "DELETE", body: { reason } });
}

/** Cancels an order, then refreshes portfolio, orders and user info. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (result) => refreshAfterOrder(queryClient, result.order.scrip_id),
  });
}
