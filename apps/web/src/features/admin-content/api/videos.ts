// Video calls of the instructor screen: add from an address, upload a file, edit, delete, order.
import type {
  AdminModule,
  AdminVideo,
  CreateUrlVideoBody,
  UpdateVideoBody,
} from "@fincareer/domain/contract/content";
import { ApiError } from "../../../lib/api-error.ts";
import { http } from "../../../lib/http.ts";
import { getToken } from "../../../lib/token.ts";
import { forceQuery, useContentMutation } from "./content-mutation.ts";
import type { DeleteVars } from "./content-mutation.ts";

/** POST /api/content/modules/{id}/videos: a video played from an MP4 or HLS address. */
export const createUrlVideo = ({ moduleId, ...body }: CreateUrlVideoBody & { moduleId: number }) =>
  http<AdminVideo>(`/api/content/modules/${moduleId}/videos`, { method: "POST", body });

/** POST /api/content/modules/{id}/videos/upload (multipart; the JSON client cannot send files). */
export async function uploadVideo(input: {
  moduleId: number;
  title: string;
  description: string;
  file: File;
}): Promise<AdminVideo> {
  const form = new FormData();
  form.append("title", input.title);
  form.append("description", input.description);
  form.append("file", input.file);
  const token = getToken();
  const response = await fetch(`/api/content/modules/${input.moduleId}/videos/upload`, {
    method: "POST",
    headers: token
      ? { Authorization: `Bearer ${token}`, Accept: "application/json" }
      : { Accept: "application/json" },
    body: form,
  }).catch(() => {
    throw new ApiError(
      0,
      "network_error",
      "Could not reach the server. Check your connection and try again.",
    );
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body.error ?? `http_${response.status}`,
      body.message ?? response.statusText,
    );
  }
  return body as unknown as AdminVideo;
}

/** PATCH /api/content/videos/{id} */
export const updateVideo = ({ id, ...body }: UpdateVideoBody & { id: number }) =>
  http<AdminVideo>(`/api/content/videos/${id}`, { method: "PATCH", body });
/** DELETE /api/content/videos/{id} */
export const deleteVideo = ({ id, force }: DeleteVars) =>
  http<{ deleted: number }>(`/api/content/videos/${id}${forceQuery(force)}`, { method: "DELETE" });
/** PUT /api/content/modules/{id}/videos/order */
export const orderVideos = ({ moduleId, ids }: { moduleId: number; ids: number[] }) =>
  http<AdminModule>(`/api/content/modules/${moduleId}/videos/order`, { method: "PUT", body: { ids } });

export const useCreateUrlVideo = () => useContentMutation(createUrlVideo);
export const useUploadVideo = () => useContentMutation(uploadVideo);
export const useUpdateVideo = () => useContentMutation(updateVideo);
export const useDeleteVideo = () => useContentMutation(deleteVideo);
export const useOrderVideos = () => useContentMutation(orderVideos);
