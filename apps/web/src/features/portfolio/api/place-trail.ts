import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderResult, TrailOrderBody } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { refreshAfterOrder } from "./refresh-after-order.ts";

export interface PlaceTrailInput {
  scripId: number;
  body: TrailOrderBody;
}

/** POST /api/order/newtrail/{scrip_id}: a trailing stop (SELL SL-M) protecting holding `upid`. */
export function placeTrail({ scripId, body }: PlaceTrailInput): Promise<OrderResult> {
  return http<OrderResult>(`/api/order/newtrail/${scripId}`, { method: "POST", body });
}

/** Places a trailing stop, then refreshes portfolio, orders and user info. */
export function usePlaceTrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeTrail,
    onSuccess: (_result, { scripId }) => refreshAfterOrder(queryClient, scripId),
  });
}
