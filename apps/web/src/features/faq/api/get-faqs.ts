import { useQuery } from "@tanstack/react-query";
import type { FaqList } from "@fincareer/domain/contract/faq";
import { http } from "../../../lib/http.ts";
import { accountKeys } from "../../../lib/query-keys.ts";

/** GET /api/faq: the FAQs of the learner's program family. */
export function getFaqs(): Promise<FaqList> {
  return http<FaqList>("/api/faq");
}

/** The learner's FAQs. */
export function useFaqs() {
  return useQuery({ queryKey: accountKeys.faqs(), queryFn: getFaqs, staleTime: 5 * 60_000 });
}
