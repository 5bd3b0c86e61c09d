import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLiveCreated, LiveCreateBody } from "@fincareer/domain/contract/live";
import { http } from "../../../lib/http.ts";
import { adminLiveKeys } from "../../../lib/query-keys.ts";

/** POST /api/admin/live: schedules a session. */
export function createLive(body: LiveCreateBody): Promise<AdminLiveCreated> {
  return http<AdminLiveCreated>("/api/admin/live", { method: "POST", body });
}

/** Schedules a session and refreshes the list. */
export function useCreateLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLiveKeys.all }),
  });
}
