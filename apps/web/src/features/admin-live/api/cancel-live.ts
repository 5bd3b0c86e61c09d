import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLiveCancelResponse } from "@fincareer/domain/contract/live";
import { http } from "../../../lib/http.ts";
import { adminLiveKeys } from "../../../lib/query-keys.ts";

/** POST /api/admin/live/{id}/cancel: cancels a session; learners already reminded are told. */
export function cancelLive(id: number): Promise<AdminLiveCancelResponse> {
  return http<AdminLiveCancelResponse>(`/api/admin/live/${id}/cancel`, { method: "POST" });
}

/** Cancels a session and refreshes the list. */
export function useCancelLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLiveKeys.all }),
  });
}
