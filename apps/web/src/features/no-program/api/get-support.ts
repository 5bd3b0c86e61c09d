import { useQuery } from "@tanstack/react-query";
import type { SupportResponse } from "@fincareer/domain/contract/profile";
import { http } from "../../../lib/http.ts";
import { accountKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/support: the support phone and its WhatsApp link. */
export function getSupport(): Promise<SupportResponse> {
  return http<SupportResponse>("/api/user/support");
}

/** Who to contact. */
export function useSupport() {
  return useQuery({ queryKey: accountKeys.support(), queryFn: getSupport, staleTime: Infinity });
}
