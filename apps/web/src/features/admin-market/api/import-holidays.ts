import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HolidayFileBody, HolidayImportResult } from "@fincareer/domain/contract/calendar";
import { http } from "../../../lib/http.ts";
import { adminMarketKeys, scripKeys } from "../../../lib/query-keys.ts";

/** POST /api/admin/market/holidays/import: all lines or none (422's message lists the errors). */
export function importHolidays(body: HolidayFileBody): Promise<HolidayImportResult> {
  return http<HolidayImportResult>("/api/admin/market/holidays/import", { method: "POST", body });
}

/** Imports a holiday file, then refreshes the calendar, the banner and the market status the screens show. */
export function useImportHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importHolidays,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMarketKeys.all }),
        queryClient.invalidateQueries({ queryKey: scripKeys.all }),
      ]);
    },
  });
}
