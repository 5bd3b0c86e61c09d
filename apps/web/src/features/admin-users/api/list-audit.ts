import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditKind } from "@fincareer/domain/audit";
import type { AuditPage } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { adminUserKeys } from "../../../lib/query-keys.ts";

/** Entries per page of the audit screen. */
export const AUDIT_PER_PAGE = 25;

/** The audit screen's filters: free text, kind of action, actor (an admin's email or "operator (CLI)"). */
export interface AuditFilters {
  q: string;
  kind: AuditKind | null;
  actor: string | null;
}

/** GET /api/admin/audit: one page, newest first, optionally filtered. */
export function listAudit(filters: AuditFilters, page: number): Promise<AuditPage> {
  const params = new URLSearchParams({
    limit: String(AUDIT_PER_PAGE),
    offset: String((page - 1) * AUDIT_PER_PAGE),
  });
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.actor) params.set("actor", filters.actor);
  return http<AuditPage>(`/api/admin/audit?${params.toString()}`);
}

/** The audit log page. */
export function useAudit(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: adminUserKeys.audit({ ...filters, page }),
    queryFn: () => listAudit(filters, page),
    placeholderData: keepPreviousData,
  });
}
