import { useQuery } from "@tanstack/react-query";
import type { HolidayList } from "@fincareer/domain/contract/calendar";
import { http } from "../../../lib/http.ts";
import { adminMarketKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/market/holidays?year=Y: the calendar's coverage, the loaded years and the days (of `year`). */
export function listHolidays(year?: number): Promise<HolidayList> {
  return http<HolidayList>(`/api/admin/market/holidays${year === undefined ? "" : `?year=${year}`}`);
}

/** The trading calendar of /admin/market and the coverage banner of every admin page. */
export function useHolidays(year?: number) {
  return useQuery({ queryKey: adminMarketKeys.holidays(year), queryFn: () => listHolidays(year) });
}
