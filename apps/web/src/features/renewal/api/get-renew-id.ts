import type { RenewIdResponse } from "@fincareer/domain/contract/user";
import { http } from "../../../lib/http.ts";

/** GET /api/user/renewid: the email and enrolment status the renewal page shows. */
export function getRenewId(): Promise<RenewIdResponse> {
  return http<RenewIdResponse>("/api/user/renewid");
}
