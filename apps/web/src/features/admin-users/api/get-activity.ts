import { useQuery } from "@tanstack/react-query";
import type { LearnerTimeline } from "@fincareer/domain/contract/analytics";
import { downloadFile } from "../../../lib/download-file.ts";
import { http } from "../../../lib/http.ts";
import { adminUserKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/analytics/learners/{id}: what a learner did, newest first. */
export function getActivity(id: number): Promise<LearnerTimeline> {
  return http<LearnerTimeline>(`/api/admin/analytics/learners/${id}`);
}

/** One learner's timeline. */
export function useActivity(id: number) {
  return useQuery({ queryKey: adminUserKeys.activity(id), queryFn: () => getActivity(id) });
}

/** GET /api/admin/analytics/learners/{id}/activity.csv: saves the timeline as CSV. */
export function downloadActivity(id: number): Promise<void> {
  return downloadFile(`/api/admin/analytics/learners/${id}/activity.csv`, `activity-${id}.csv`);
}
