import type { AdminPermission, GrantPermissionBody } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/admin/games/permissions: grant ecode to a learner or a program for a window. */
export function grantPermission(body: Partial<GrantPermissionBody>): Promise<AdminPermission> {
  return http<AdminPermission>("/api/admin/games/permissions", { method: "POST", body });
}
