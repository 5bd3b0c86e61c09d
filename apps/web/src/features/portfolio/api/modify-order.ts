import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModifyOrderBody, OrderResult } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { refreshAfterOrder } from "./refresh-after-order.ts";

export interface ModifyOrderInput {
  orderId: number;
  body: ModifyOrderBody;
}

/** POST /api/order/modify/{trailid} ({trailid} is the order id): changes a live order or trailing stop. */
export function modifyOrder({ orderId, body }: ModifyOrderInput): Promise<OrderResult> {
  return http<OrderResult>(`/api/order/modify/${orderId}`, { method: "POST", body });
}

/** Modifies an order, then refreshes portfolio, orders and user info. */
export function useModifyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyOrder,
    onSuccess: (result) => refreshAfterOrder(queryClient, result.order.scrip_id),
  });
}
