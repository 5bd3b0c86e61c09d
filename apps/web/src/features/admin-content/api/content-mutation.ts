import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminContentKeys } from "../../../lib/query-keys.ts";

/** A content-editing mutation: every admin-content query refreshes after it (lists, order, progress). */
export function useContentMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminContentKeys.all }),
  });
}
