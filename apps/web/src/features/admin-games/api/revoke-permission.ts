import type { AdminPermission } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** POST /api/admin/games/permissions/{id}/revoke */
export function revokePermission(id: number): Promise<AdminPermission> {
  return http<AdminPermission>(`/api/admin/games/permissions/${id}/revoke`, { method: "POST" });
}
