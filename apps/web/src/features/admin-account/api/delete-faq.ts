import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http.ts";
import { adminAccountKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/admin/faq/:id */
export function deleteFaq(id: number): Promise<{ ok: true }> {
  return http<{ ok: true }>(`/api/admin/faq/${id}`, { method: "DELETE" });
}

/** Deletes a FAQ and reloads the list. */
export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.faqs() }),
  });
}
