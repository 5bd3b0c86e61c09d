import { useQuery } from "@tanstack/react-query";
import type { ProgressResponse } from "@fincareer/domain/contract/analytics-quality";
import { http } from "../../../lib/http.ts";
import { progressKeys } from "../../../lib/query-keys.ts";

/** GET /api/progress: the learner's figures in the current program against the program's median. */
export function getProgress(): Promise<ProgressResponse> {
  return http<ProgressResponse>("/api/progress");
}

/** My progress; keyed by program so a program switch reloads it. */
export function useProgress(program: string | null) {
  return useQuery({ queryKey: progressKeys.mine(program), queryFn: getProgress });
}
