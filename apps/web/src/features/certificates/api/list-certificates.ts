import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminCertificateList } from "@fincareer/domain/contract/certificates";
import { http } from "../../../lib/http.ts";
import { certificateKeys } from "./keys.ts";

/** The admin list's filters ("" = any). */
export interface CertificateFilters {
  status: string;
  program: string;
  q: string;
  offset: number;
}

/** A page of the admin list's size. */
export const CERTIFICATE_PAGE = 20;

/** GET /api/admin/certificates: those waiting for approval first, then the newest. */
export function listCertificates(filters: CertificateFilters): Promise<AdminCertificateList> {
  const params = new URLSearchParams({ limit: String(CERTIFICATE_PAGE), offset: String(filters.offset) });
  if (filters.status) params.set("status", filters.status);
  if (filters.program) params.set("program", filters.program);
  if (filters.q.trim()) params.set("q", filters.q.trim());
  return http<AdminCertificateList>(`/api/admin/certificates?${params.toString()}`);
}

/** The admin's list of certificates; the last page stays on screen while the next loads. */
export function useCertificateList(filters: CertificateFilters) {
  return useQuery({
    queryKey: certificateKeys.adminList(filters),
    queryFn: () => listCertificates(filters),
    placeholderData: keepPreviousData,
  });
}
