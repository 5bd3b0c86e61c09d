import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLiveSession, LiveUpdateBody } from "@fincareer/domain/contract/live";
import { http } from "../../../lib/http.ts";
import { adminLiveKeys } from "../../../lib/query-keys.ts";

/** PATCH /api/admin/live/{id}: edits a session or adds its recording. */
export function updateLive({ id, body }: { id: number; body: LiveUpdateBody }): Promise<AdminLiveSession> {
  return http<AdminLiveSession>(`/api/admin/live/${id}`, { method: "PATCH", body });
}

/** Edits a session and refreshes the list. */
export function useUpdateLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLiveKeys.all }),
  });
}
