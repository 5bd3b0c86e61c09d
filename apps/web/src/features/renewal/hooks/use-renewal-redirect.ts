import { useEffect } from "react";
import { redirectToRenewal } from "../../../lib/session.ts";
import { useConditions } from "../api/get-conditions.ts";
import { getRenewId } from "../api/get-renew-id.ts";

/**
 * The renewal redirect (SPEC.md section 4): when the current program's enrolment has ended (conditions.val is
 * false), asks renewid for the email and status and leaves for /renew. Failures of either call keep the learner
 * where they are (SPEC.md section 8: most calls fail silently).
 */
export function useRenewalRedirect(program: string | null, enabled: boolean): void {
  const conditions = useConditions(program, { enabled });
  const expired = conditions.data?.val === false;
  useEffect(() => {
    if (!expired) return;
    let cancelled = false;
    getRenewId()
      .then((renew) => {
        if (!cancelled) return redirectToRenewal(renew.email, renew.status);
      })
      .catch((error: unknown) => console.error("renewal check failed", error));
    return () => {
      cancelled = true;
    };
  }, [expired]);
}
