import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderBody, OrderResult } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { refreshAfterOrder } from "./refresh-after-order.ts";

export interface PlaceOrderInput {
  scripId: number;
  body: OrderBody;
}

/** POST /api/order/new/{scrip_id}: places a BUY or SELL of any type, with an optional protective stop. */
export function placeOrder({ scripId, body }: PlaceOrderInput): Promise<OrderResult> {
  return http<OrderResult>(`/api/order/new/${scripId}`, { method: "POST", body });
}

/** Places an order, then refreshes portfolio, orders and user info. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_result, { scripId }) => refreshAfterOrder(queryClient, scripId),
  });
}
