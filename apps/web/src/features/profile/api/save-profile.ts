import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileBody, ProfileResponse } from "@fincareer/domain/contract/profile";
import { http } from "../../../lib/http.ts";
import { accountKeys } from "../../../lib/query-keys.ts";

/** PUT /api/user/profile: replaces every field. */
export function saveProfile(body: ProfileBody): Promise<ProfileResponse> {
  return http<ProfileResponse>("/api/user/profile", { method: "PUT", body });
}

/** Saves the profile and puts the answer in the cache. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (data) => queryClient.setQueryData(accountKeys.profile(), data),
  });
}
