import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TickerResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/**
 * GET /api/scrips/list?...&for_ticker=1 (SPEC.md section 7: segment ALL, industry ALL, sort NAME): index and stock
 * quotes plus the market status (body kept whole).
 */
export function getTicker(): Promise<TickerResponse> {
  return http<TickerResponse>(apiPaths.ticker());
}

/** The ticker body as a query. */
export function tickerQuery() {
  return queryOptions({ queryKey: scripKeys.ticker(), queryFn: getTicker });
}

/** The ticker body; stored prices only, live ones come from the socket. */
export function useTicker(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tickerQuery(), enabled: options.enabled ?? true });
}
