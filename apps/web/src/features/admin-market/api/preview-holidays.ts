import { useMutation } from "@tanstack/react-query";
import type { HolidayFileBody, HolidayPreview } from "@fincareer/domain/contract/calendar";
import { http } from "../../../lib/http.ts";

/** POST /api/admin/market/holidays/preview: every line of the file and what importing it would replace. */
export function previewHolidays(body: HolidayFileBody): Promise<HolidayPreview> {
  return http<HolidayPreview>("/api/admin/market/holidays/preview", { method: "POST", body });
}

/** Reads a chosen holiday file on the server; stores nothing. */
export function usePreviewHolidays() {
  return useMutation({ mutationFn: previewHolidays });
}
