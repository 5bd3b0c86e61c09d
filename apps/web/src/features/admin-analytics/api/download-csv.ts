import { useMutation } from "@tanstack/react-query";
import type { OverviewTable } from "@fincareer/domain/contract/analytics";
import { downloadFile } from "../../../lib/download-file.ts";
import { scopeParams } from "./get-overview.ts";

/** What to download: one overview table, or the at-risk list. */
export type CsvTarget =
  | { kind: "overview"; table: OverviewTable; program: string; cohort: string | null }
  | { kind: "at-risk"; program: string };

/** GET /api/admin/analytics/overview.csv or /at-risk.csv: saves the table as a CSV file. */
export function downloadCsv(target: CsvTarget): Promise<void> {
  if (target.kind === "at-risk") {
    const program = encodeURIComponent(target.program);
    return downloadFile(
      `/api/admin/analytics/at-risk.csv?program=${program}`,
      `at-risk-${target.program}.csv`,
    );
  }
  const params = scopeParams(target.program, target.cohort);
  params.set("table", target.table);
  return downloadFile(
    `/api/admin/analytics/overview.csv?${params.toString()}`,
    `${target.table}-${target.program}.csv`,
  );
}

/** A "Download CSV" button's action. */
export function useDownloadCsv() {
  return useMutation({ mutationFn: downloadCsv });
}
