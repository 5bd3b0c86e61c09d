import { useQuery } from "@tanstack/react-query";
import type { AdminPermissionsResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/games/permissions: every ecode permission. */
export function listPermissions(): Promise<AdminPermissionsResponse> {
  return http<AdminPermissionsResponse>("/api/admin/games/permissions");
}

/** The ecode permissions. */
export function usePermissions() {
  return useQuery({ queryKey: gamesKeys.admin("permissions"), queryFn: listPermissions });
}
