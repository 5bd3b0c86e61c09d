import { useQuery } from "@tanstack/react-query";
import type { InterviewDetail } from "@fincareer/domain/contract/interview";
import { http } from "../../../lib/http.ts";
import { interviewKeys } from "./keys.ts";

/** GET /api/interview/{id}: answers with feedback, the waiting question and the report once finished. */
export function getInterview(id: number): Promise<InterviewDetail> {
  return http<InterviewDetail>(`/api/interview/${id}`);
}

/** One interview (null id = none open). */
export function useInterview(id: number | null) {
  return useQuery({
    queryKey: interviewKeys.detail(id ?? 0),
    queryFn: () => getInterview(id!),
    enabled: id !== null,
  });
}
