import { useMutation } from "@tanstack/react-query";
import { workbookFileName } from "@fincareer/domain/contract/excel";
import { downloadFile } from "../../../lib/download-file.ts";

/** GET /api/excel/workbook/{lessonId}: saves the lesson's practice workbook (.xlsx) in the browser. */
export function downloadWorkbook(lessonId: string): Promise<void> {
  return downloadFile(`/api/excel/workbook/${encodeURIComponent(lessonId)}`, workbookFileName(lessonId));
}

/** Downloads a practice workbook; the error (e.g. the lock message) is on the mutation. */
export function useDownloadWorkbook() {
  return useMutation({ mutationFn: downloadWorkbook });
}
