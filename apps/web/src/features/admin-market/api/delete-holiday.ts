import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HolidayDeleted } from "@fincareer/domain/contract/calendar";
import { http } from "../../../lib/http.ts";
import { adminMarketKeys, scripKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/admin/market/holidays/{day}: removes one wrong holiday or special session. */
export function deleteHoliday(day: string): Promise<HolidayDeleted> {
  return http<HolidayDeleted>(`/api/admin/market/holidays/${day}`, { method: "DELETE" });
}

/** Removes a day, then refreshes the calendar and the market status. */
export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMarketKeys.all }),
        queryClient.invalidateQueries({ queryKey: scripKeys.all }),
      ]);
    },
  });
}
