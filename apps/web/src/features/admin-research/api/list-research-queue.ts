import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminResearchQueue } from "@fincareer/domain/contract/research";
import { http } from "../../../lib/http.ts";
import { adminResearchKeys } from "../../../lib/query-keys.ts";

/** The queue's filters (AdminResearchQueueQuery); empty values are left out of the query string. */
export interface QueueFilters {
  program?: string;
  week?: number;
  kind?: "research" | "project";
  status: "ungraded" | "graded" | "all";
}

function queryString(filters: QueueFilters): string {
  const params = new URLSearchParams();
  if (filters.program) params.set("program", filters.program);
  if (filters.week !== undefined) params.set("week", String(filters.week));
  if (filters.kind) params.set("kind", filters.kind);
  params.set("status", filters.status);
  return params.toString();
}

/** GET /api/admin/research: submissions to grade, flagged first. */
export function listResearchQueue(filters: QueueFilters): Promise<AdminResearchQueue> {
  return http<AdminResearchQueue>(`/api/admin/research?${queryString(filters)}`);
}

/** The instructor queue for the given filters; the previous rows stay while new filters load. */
export function useResearchQueue(filters: QueueFilters) {
  return useQuery({
    queryKey: adminResearchKeys.queue({ ...filters }),
    queryFn: () => listResearchQueue(filters),
    placeholderData: keepPreviousData,
  });
}
