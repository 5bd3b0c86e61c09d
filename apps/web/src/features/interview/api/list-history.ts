import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InterviewHistory } from "@fincareer/domain/contract/interview";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import { interviewKeys } from "./keys.ts";

/** GET /api/interview/history: my interviews, newest first. */
export function listHistory(): Promise<InterviewHistory> {
  return http<InterviewHistory>(apiPaths.interviewHistory());
}

/** My past and unfinished interviews, as a query. */
export function interviewHistoryQuery() {
  return queryOptions({ queryKey: interviewKeys.history(), queryFn: listHistory });
}

/** My past and unfinished interviews. */
export function useInterviewHistory() {
  return useQuery(interviewHistoryQuery());
}
