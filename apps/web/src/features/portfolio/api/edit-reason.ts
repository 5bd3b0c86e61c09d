import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderResult } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { orderKeys } from "../../../lib/query-keys.ts";

export interface EditReasonInput {
  orderId: number;
  reason: string;
}

/** POST /api/order/reason/{id} with {reason}: rewrites an order's trading-journal note. */
export function editReason({ orderId, reason }: EditReasonInput): Promise<OrderResult> {
  return http<OrderResult>(`/api/order/reason/${orderId}`, { method: "POST", body: { reason } });
}

/** Saves the reason, then reloads the order list (SPEC.md section 7). */
export function useEditReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editReason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
