import type { ResetLink } from "@fincareer/domain/contract/admin-users";
import { http } from "../../../lib/http.ts";
import { useUserMutation } from "./user-mutation.ts";

/** POST /api/admin/users/reset-link: a one-time password link (24 h) for a user. */
export function issueResetLink(body: { email: string }): Promise<ResetLink> {
  return http<ResetLink>("/api/admin/users/reset-link", { method: "POST", body });
}

/** Issues a reset link. */
export function useIssueResetLink() {
  return useUserMutation(issueResetLink);
}
