import { useQuery } from "@tanstack/react-query";
import type { ProfileResponse } from "@fincareer/domain/contract/profile";
import { http } from "../../../lib/http.ts";
import { accountKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/profile: the saved profile, the photo's address and the form's choices. */
export function getProfile(): Promise<ProfileResponse> {
  return http<ProfileResponse>("/api/user/profile");
}

/** The learner's profile. */
export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile(), queryFn: getProfile });
}
