import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchCompanyResponse } from "@fincareer/domain/contract/market";
import { http } from "./http.ts";
import { scripKeys } from "./query-keys.ts";

/** GET /api/scrips/search-company?company=: companies whose name or short code match, best first (the Home search box and the order ticket). */
export function searchCompany(keyword: string, signal?: AbortSignal): Promise<SearchCompanyResponse> {
  const query = new URLSearchParams({ company: keyword });
  return http<SearchCompanyResponse>(`/api/scrips/search-company?${query.toString()}`, { signal });
}

/** Matches for a (debounced) keyword; idle while it is empty. */
export function useCompanySearch(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: scripKeys.search(trimmed.toLowerCase()),
    queryFn: ({ signal }) => searchCompany(trimmed, signal),
    enabled: trimmed !== "",
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
