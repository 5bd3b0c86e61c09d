import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminRulesList, CompletionRules } from "@fincareer/domain/contract/certificates";
import { http } from "../../../lib/http.ts";
import { certificateKeys } from "./keys.ts";

/** PUT /api/admin/certificates/rules/{program}: sets a program's rules. */
export function saveRules(input: { program: string; rules: CompletionRules }): Promise<AdminRulesList> {
  return http<AdminRulesList>(`/api/admin/certificates/rules/${input.program}`, {
    method: "PUT",
    body: input.rules,
  });
}

/** Saves a program's rules; the answer is the new list. */
export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRules,
    onSuccess: (data) => queryClient.setQueryData(certificateKeys.adminRules(), data),
  });
}
