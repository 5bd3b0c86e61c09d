import { useQuery } from "@tanstack/react-query";
import type { VerifyResponse } from "@fincareer/domain/contract/certificates";
import { isApiError } from "../../../lib/api-error.ts";
import { http } from "../../../lib/http.ts";
import { certificateKeys } from "./keys.ts";

/** GET /api/certificates/verify/{code} (public, no token): the certificate's public facts; 404 for unknown codes. */
export function verifyCertificate(code: string): Promise<VerifyResponse> {
  return http<VerifyResponse>(`/api/certificates/verify/${encodeURIComponent(code)}`, { auth: "none" });
}

/** The verification of a code; an unknown code (404) or a malformed one (400) is an answer, not retried. */
export function useVerifyCertificate(code: string) {
  return useQuery({
    queryKey: certificateKeys.verify(code),
    queryFn: () => verifyCertificate(code),
    retry: (count, error) => !isApiError(error, 404) && !isApiError(error, 400) && count < 2,
  });
}
