// The admin's actions on one certificate (approve, decline, revoke, correct the name) and issuing one: each refreshes
// the list and the rules' counts.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCertificate, AdminIssueBody } from "@fincareer/domain/contract/certificates";
import { http } from "../../../lib/http.ts";
import { certificateKeys } from "./keys.ts";

/** What an action on a certificate sends. */
export type CertificateAction =
  | { kind: "approve"; id: number }
  | { kind: "decline" | "revoke"; id: number; reason: string }
  | { kind: "name"; id: number; name: string; reason: string };

/** POST .../{id}/approve, /decline, /revoke or PUT .../{id}/name of /api/admin/certificates. */
export function certificateAction(action: CertificateAction): Promise<{ ok: true }> {
  const base = `/api/admin/certificates/${action.id}`;
  switch (action.kind) {
    case "approve":
      return http(`${base}/approve`, { method: "POST" });
    case "decline":
    case "revoke":
      return http(`${base}/${action.kind}`, { method: "POST", body: { reason: action.reason } });
    case "name":
      return http(`${base}/name`, { method: "PUT", body: { name: action.name, reason: action.reason } });
  }
}

/** Runs an action and refreshes the admin's lists. */
export function useCertificateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: certificateAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.admin() }),
  });
}

/** POST /api/admin/certificates: issues (or reinstates) an enrolled learner's certificate. */
export function issueCertificate(body: AdminIssueBody): Promise<AdminCertificate> {
  return http<AdminCertificate>("/api/admin/certificates", { method: "POST", body });
}

/** Issues a certificate and refreshes the admin's lists. */
export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.admin() }),
  });
}
