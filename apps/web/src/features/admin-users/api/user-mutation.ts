import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminUserKeys } from "../../../lib/query-keys.ts";

/** A mutation of the user screens that refreshes every user list, detail, ending list and the audit log. */
export function useUserMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
