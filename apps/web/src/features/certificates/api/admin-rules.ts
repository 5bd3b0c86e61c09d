import { useQuery } from "@tanstack/react-query";
import type { AdminRulesList } from "@fincareer/domain/contract/certificates";
import { http } from "../../../lib/http.ts";
import { certificateKeys } from "./keys.ts";

/** GET /api/admin/certificates/rules: every program with its rules (or none) and its certificates. */
export function listRules(): Promise<AdminRulesList> {
  return http<AdminRulesList>("/api/admin/certificates/rules");
}

/** The programs' rules. */
export function useCertificateRules() {
  return useQuery({ queryKey: certificateKeys.adminRules(), queryFn: listRules });
}
