import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminFaq, FaqBody } from "@fincareer/domain/contract/faq";
import { http } from "../../../lib/http.ts";
import { adminAccountKeys } from "../../../lib/query-keys.ts";

/** POST /api/admin/faq (new) or PUT /api/admin/faq/:id (edit). */
export function saveFaq(input: { id: number | null; body: FaqBody }): Promise<AdminFaq> {
  return input.id === null
    ? http<AdminFaq>("/api/admin/faq", { method: "POST", body: input.body })
    : http<AdminFaq>(`/api/admin/faq/${input.id}`, { method: "PUT", body: input.body });
}

/** Saves a FAQ and reloads the list. */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.faqs() }),
  });
}
