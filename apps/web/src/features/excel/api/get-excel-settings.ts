import { useQuery } from "@tanstack/react-query";
import type { ExcelSettings } from "@fincareer/domain/contract/excel";
import { http } from "../../../lib/http.ts";
import { excelKeys } from "../../../lib/query-keys.ts";

/** GET /api/excel/settings: the help box's support number (SUPPORT_PHONE on the server). */
export function getExcelSettings(): Promise<ExcelSettings> {
  return http<ExcelSettings>("/api/excel/settings");
}

/** The Excel screen's settings; they change only with a server restart. */
export function useExcelSettings() {
  return useQuery({ queryKey: excelKeys.settings(), queryFn: getExcelSettings, staleTime: Infinity });
}
