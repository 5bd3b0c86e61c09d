import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoResponse } from "@fincareer/domain/contract/profile";
import { http } from "../../../lib/http.ts";
import { accountKeys, userKeys } from "../../../lib/query-keys.ts";

/** POST /api/user/profile/photo (multipart field `photo`). */
export function uploadPhoto(file: File): Promise<PhotoResponse> {
  const form = new FormData();
  form.append("photo", file);
  return http<PhotoResponse>("/api/user/profile/photo", { method: "POST", body: form });
}

/** Uploads a photo, then refreshes the profile and the user info (the header's avatar reads `photo`). */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: userKeys.info() }),
      ]);
    },
  });
}
