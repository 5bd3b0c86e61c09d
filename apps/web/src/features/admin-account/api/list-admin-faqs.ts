import { useQuery } from "@tanstack/react-query";
import type { AdminFaq } from "@fincareer/domain/contract/faq";
import { http } from "../../../lib/http.ts";
import { adminAccountKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/faq: every FAQ as stored. */
export function listAdminFaqs(): Promise<{ faqs: AdminFaq[] }> {
  return http<{ faqs: AdminFaq[] }>("/api/admin/faq");
}

/** Every FAQ, for the editor. */
export function useAdminFaqs() {
  return useQuery({ queryKey: adminAccountKeys.faqs(), queryFn: listAdminFaqs });
}
