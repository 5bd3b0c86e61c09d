import { useQuery } from "@tanstack/react-query";
import type { TickerResponse } from "@fincareer/domain/contract/market";
import { apiPaths } from "@fincareer/domain/first-data";
import type { PriceCoverage } from "@fincareer/domain/price-data";
import { http } from "./http.ts";
import { scripKeys } from "./query-keys.ts";

/**
 * Which prices are real (the market status of the ticker body): read from the ticker's own query, so screens that
 * show prices share the request the shell's ticker makes. Undefined while loading.
 */
export function usePriceCoverage(): PriceCoverage | undefined {
  return useQuery({
    queryKey: scripKeys.ticker(),
    queryFn: () => http<TickerResponse>(apiPaths.ticker()),
    select: (body) => body.market.prices,
  }).data;
}
