import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FaqList } from "@fincareer/domain/contract/faq";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import { accountKeys } from "../../../lib/query-keys.ts";

/** GET /api/faq: the FAQs of the learner's program family. */
export function getFaqs(): Promise<FaqList> {
  return http<FaqList>(apiPaths.faqs());
}

/** The learner's FAQs, as a query. */
export function faqsQuery() {
  return queryOptions({ queryKey: accountKeys.faqs(), queryFn: getFaqs, staleTime: 5 * 60_000 });
}

/** The learner's FAQs. */
export function useFaqs() {
  return useQuery(faqsQuery());
}
