import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { MarkReadResponse } from "@fincareer/domain/contract/notifications";
import { http } from "../../../lib/http.ts";
import { notificationKeys } from "../../../lib/query-keys.ts";

export type MarkReadResult = z.infer<typeof MarkReadResponse>;

/** GET /api/notifications/mark-read/{id}: marks one notification, or "all", read; returns the unread count left. */
export function markRead(id: number | "all"): Promise<MarkReadResult> {
  return http<MarkReadResult>(`/api/notifications/mark-read/${id}`);
}

/** Marks notifications read and refreshes every notification list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
