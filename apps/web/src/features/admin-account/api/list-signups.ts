import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminHrList } from "@fincareer/domain/contract/hr";
import { http } from "../../../lib/http.ts";
import { adminAccountKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/hr: learners' sign-up questionnaires, newest first, searched by name or email. */
export function listSignups(q: string): Promise<AdminHrList> {
  const params = new URLSearchParams({ limit: "50" });
  if (q.trim() !== "") params.set("q", q.trim());
  return http<AdminHrList>(`/api/admin/hr?${params.toString()}`);
}

/** The questionnaire read-out. */
export function useSignups(q: string) {
  return useQuery({
    queryKey: adminAccountKeys.hr(q.trim()),
    queryFn: () => listSignups(q),
    placeholderData: keepPreviousData,
  });
}
