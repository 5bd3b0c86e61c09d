import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderResult } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { refreshAfterOrder } from "./refresh-after-order.ts";

export interface CancelTrailInput {
  trailId: number;
  upid: number;
}

/** POST /api/order/canceltrail/{id} with {upid}: removes the trailing stop from a holding. */
export function cancelTrail({ trailId, upid }: CancelTrailInput): Promise<OrderResult> {
  return http<OrderResult>(`/api/order/canceltrail/${trailId}`, { method: "POST", body: { upid } });
}

/** Cancels a trailing stop, then refreshes portfolio, orders and user info. */
export function useCancelTrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTrail,
    onSuccess: (result) => refreshAfterOrder(queryClient, result.order.scrip_id),
  });
}
