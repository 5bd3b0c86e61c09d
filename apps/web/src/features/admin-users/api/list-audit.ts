import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditPage } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { adminUserKeys } from "../../../lib/query-keys.ts";

/** Entries per page of the audit screen. */
export const AUDIT_PER_PAGE = 25;

/** GET /api/admin/audit: one page, newest first, optionally filtered. */
export function listAudit(q: string, page: number): Promise<AuditPage> {
  const params = new URLSearchParams({
    limit: String(AUDIT_PER_PAGE),
    offset: String((page - 1) * AUDIT_PER_PAGE),
  });
  if (q.trim()) params.set("q", q.trim());
  return http<AuditPage>(`/api/admin/audit?${params.toString()}`);
}

/** The audit log page. */
export function useAudit(q: string, page: number) {
  return useQuery({
    queryKey: adminUserKeys.audit({ q, page }),
    queryFn: () => listAudit(q, page),
    placeholderData: keepPreviousData,
  });
}
