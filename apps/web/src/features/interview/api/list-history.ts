import { useQuery } from "@tanstack/react-query";
import type { InterviewHistory } from "@fincareer/domain/contract/interview";
import { http } from "../../../lib/http.ts";
import { interviewKeys } from "./keys.ts";

/** GET /api/interview/history: my interviews, newest first. */
export function listHistory(): Promise<InterviewHistory> {
  return http<InterviewHistory>("/api/interview/history");
}

/** My past and unfinished interviews. */
export function useInterviewHistory() {
  return useQuery({ queryKey: interviewKeys.history(), queryFn: listHistory });
}
