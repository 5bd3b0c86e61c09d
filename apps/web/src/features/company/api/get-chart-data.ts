import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ChartData } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";

export type ChartRange = ChartData["range"];

/** GET /api/scrips/chart-data/{id}?range=: OHLC candles, oldest first (body kept whole). */
export function getChartData(id: number, range: ChartRange): Promise<ChartData> {
  return http<ChartData>(`/api/scrips/chart-data/${id}?range=${range}`);
}

/** The candles of a range; the previous range stays drawn while the next one loads. */
export function useChartData(id: number | null, range: ChartRange) {
  return useQuery({
    queryKey: scripKeys.chart(id ?? 0, range),
    queryFn: () => getChartData(id ?? 0, range),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
