import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileResponse } from "@fincareer/domain/contract/profile";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import { accountKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/profile: the saved profile, the photo's address and the form's choices. */
export function getProfile(): Promise<ProfileResponse> {
  return http<ProfileResponse>(apiPaths.profile());
}

/** The learner's profile, as a query. */
export function profileQuery() {
  return queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });
}

/** The learner's profile. */
export function useProfile() {
  return useQuery(profileQuery());
}
