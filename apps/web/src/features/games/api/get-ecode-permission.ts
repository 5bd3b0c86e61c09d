import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EcodePermissionResponse } from "@fincareer/domain/contract/games";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/ecode/permission: data[0] the learner's permission, data1 the open event. */
export function getEcodePermission(): Promise<EcodePermissionResponse> {
  return http<EcodePermissionResponse>(apiPaths.ecodePermission());
}

/** The games-permission call, as a query. */
export function ecodePermissionQuery() {
  return queryOptions({ queryKey: gamesKeys.permission(), queryFn: getEcodePermission });
}

/** The games-permission call: decides whether the ecode card is open. */
export function useEcodePermission(enabled = true) {
  return useQuery({ ...ecodePermissionQuery(), enabled });
}
