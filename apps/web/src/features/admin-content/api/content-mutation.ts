import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api-error.ts";
import { adminContentKeys } from "../../../lib/query-keys.ts";

/** A content-editing mutation: every admin-content query refreshes after it (lists, order, progress). */
export function useContentMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminContentKeys.all }),
  });
}

/** What a DELETE of a module, video or question takes: `force` also deletes learners' answers and progress. */
export interface DeleteVars {
  id: number;
  force?: boolean;
}

/** `?force=true` for a forced delete. */
export const forceQuery = (force: boolean | undefined) => (force ? "?force=true" : "");

/**
 * After a delete failed: when the server refused it because learners' answers or progress would be lost (409
 * learner_data), shows its message (how much would be lost) and, once the admin confirms, retries with force.
 */
export function confirmForcedDelete(error: unknown, retry: () => void): void {
  if (!isApiError(error, 409) || error.code !== "learner_data") return;
  // "deleting video "X" would delete 3 answer(s) ... of 2 learner(s); retry with ?force=true ...": the API hint
  // is for API callers, the confirmation is this screen's retry.
  const lost = error.message.replace(/;\s*retry with .*$/i, "");
  const message = lost.charAt(0).toUpperCase() + lost.slice(1);
  if (window.confirm(`${message}.\n\nDelete anyway? The learners' answers and progress cannot be restored.`))
    retry();
}
