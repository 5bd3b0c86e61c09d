import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResearchSubmitResponse } from "@fincareer/domain/contract/research";
import { http, httpUpload } from "../../../lib/http.ts";
import type { UploadOptions } from "../../../lib/http.ts";
import { researchKeys } from "../../../lib/query-keys.ts";
import type { ResearchApiBase } from "./research-area.ts";

export interface ResearchSubmission {
  week: number;
  company: string;
  text: string;
  /** A new attachment, or null to keep what is stored. */
  file: File | null;
  /** Drop the stored attachment (editing). */
  removeFile?: boolean;
  /** The progress bar's callback and cancel signal, for a new attachment. */
  upload?: UploadOptions;
}

/**
 * POST <base>: submits (or, for a week already submitted, edits) the open week's item: JSON without a new file,
 * multipart/form-data with one.
 */
export function submitResearch(base: ResearchApiBase, submission: ResearchSubmission) {
  if (submission.file === null) {
    return http<ResearchSubmitResponse>(base, {
      method: "POST",
      body: {
        week: submission.week,
        company: submission.company,
        text: submission.text,
        ...(submission.removeFile === true ? { remove_file: true } : {}),
      },
    });
  }
  const form = new FormData();
  form.append("week", String(submission.week));
  form.append("company", submission.company);
  form.append("text", submission.text);
  // The file part goes last: the server reads the text parts before streaming the file.
  form.append("file", submission.file, submission.file.name);
  return httpUpload<ResearchSubmitResponse>(base, form, submission.upload);
}

/**
 * Submits or edits the open week's item, then refreshes my submissions and the rate list (peers are assigned to
 * a learner for the weeks they submitted in).
 */
export function useSubmitResearch(base: ResearchApiBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ResearchSubmission) => submitResearch(base, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.area(base) }),
  });
}
