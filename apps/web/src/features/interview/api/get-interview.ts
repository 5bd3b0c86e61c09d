import { useQuery } from "@tanstack/react-query";
import type { InterviewDetail } from "@fincareer/domain/contract/interview";
import { http } from "../../../lib/http.ts";
import { interviewKeys } from "./keys.ts";

/** How often an interview is read again while its last answer is being evaluated. */
export const EVALUATING_POLL_MS = 3000;

/** GET /api/interview/{id}: answers with feedback, the waiting question and the report once finished. */
export function getInterview(id: number): Promise<InterviewDetail> {
  return http<InterviewDetail>(`/api/interview/${id}`);
}

/**
 * The refetch interval of an interview: while an answer is being evaluated (possibly by another tab or server
 * instance, or left by a crashed one) the page reads again until its feedback and the next question arrive.
 */
export function evaluatingPollMs(detail: InterviewDetail | undefined): number | false {
  if (!detail || detail.interview.status === "done") return false;
  return detail.answers.some((a) => a.feedback === null) ? EVALUATING_POLL_MS : false;
}

/** One interview (null id = none open). */
export function useInterview(id: number | null) {
  return useQuery({
    queryKey: interviewKeys.detail(id ?? 0),
    queryFn: () => getInterview(id!),
    enabled: id !== null,
    refetchInterval: (query) => evaluatingPollMs(query.state.data),
  });
}
