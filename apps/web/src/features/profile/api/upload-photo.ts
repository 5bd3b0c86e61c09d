import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoResponse } from "@fincareer/domain/contract/profile";
import { httpUpload } from "../../../lib/http.ts";
import type { UploadOptions } from "../../../lib/http.ts";
import { accountKeys, userKeys } from "../../../lib/query-keys.ts";

/** POST /api/user/profile/photo (multipart field `photo`), reporting the bytes sent. */
export function uploadPhoto(file: File, upload: UploadOptions = {}): Promise<PhotoResponse> {
  const form = new FormData();
  form.append("photo", file);
  return httpUpload<PhotoResponse>("/api/user/profile/photo", form, upload);
}

/** Uploads a photo, then refreshes the profile and the user info (the header's avatar reads `photo`). */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, upload }: { file: File; upload?: UploadOptions }) => uploadPhoto(file, upload),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: userKeys.info() }),
      ]);
    },
  });
}
