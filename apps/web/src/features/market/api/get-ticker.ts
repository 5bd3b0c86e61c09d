import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TickerResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";

// SPEC.md section 7: the ticker list always asks for segment ALL, industry ALL, sort NAME.
const TICKER_QUERY = new URLSearchParams({ segment: "ALL", industry: "ALL", sort: "NAME", for_ticker: "1" });

/** GET /api/scrips/list?...&for_ticker=1: index and stock quotes plus the market status (body kept whole). */
export function getTicker(): Promise<TickerResponse> {
  return http<TickerResponse>(`/api/scrips/list?${TICKER_QUERY.toString()}`);
}

/** The ticker body as a query. */
export function tickerQuery() {
  return queryOptions({ queryKey: scripKeys.ticker(), queryFn: getTicker });
}

/** The ticker body; stored prices only, live ones come from the socket. */
export function useTicker(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tickerQuery(), enabled: options.enabled ?? true });
}
