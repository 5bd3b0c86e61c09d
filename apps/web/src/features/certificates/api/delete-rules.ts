import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminRulesList } from "@fincareer/domain/contract/certificates";
import { http } from "../../../lib/http.ts";
import { certificateKeys } from "./keys.ts";

/** DELETE /api/admin/certificates/rules/{program}: the program awards no new certificates. */
export function deleteRules(program: string): Promise<AdminRulesList> {
  return http<AdminRulesList>(`/api/admin/certificates/rules/${program}`, { method: "DELETE" });
}

/** Removes a program's rules; the answer is the new list. */
export function useDeleteRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRules,
    onSuccess: (data) => queryClient.setQueryData(certificateKeys.adminRules(), data),
  });
}
