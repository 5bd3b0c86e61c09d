import { useQuery } from "@tanstack/react-query";
import type { TodayResponse } from "@fincareer/domain/contract/today";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import type { ScreenData } from "../../../lib/screen-data.ts";
import { progressKeys } from "../../../lib/query-keys.ts";

/** GET /api/progress/today: the next lesson, the open research or project week, the next live session. */
export function getToday(): Promise<TodayResponse> {
  return http<TodayResponse>(apiPaths.today());
}

/** The home's today card; keyed by program so a program switch reloads it. */
export function useToday(program: string | null) {
  return useQuery({ queryKey: progressKeys.today(program), queryFn: getToday, staleTime: 60_000 });
}

/** The today card as a home screen's first data. */
export const todayData: ScreenData = ({ client, cprogram }) =>
  client.prefetchQuery({ queryKey: progressKeys.today(cprogram), queryFn: getToday, staleTime: 60_000 });
