// Video calls of the instructor screen: add from an address, upload a file, edit, delete, order.
import type {
  AdminModule,
  AdminVideo,
  CreateUrlVideoBody,
  UpdateVideoBody,
} from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { forceQuery, useContentMutation } from "./content-mutation.ts";
import type { DeleteVars } from "./content-mutation.ts";

/** POST /api/content/modules/{id}/videos: a video played from an MP4 or HLS address. */
export const createUrlVideo = ({ moduleId, ...body }: CreateUrlVideoBody & { moduleId: number }) =>
  http<AdminVideo>(`/api/content/modules/${moduleId}/videos`, { method: "POST", body });

/** POST /api/content/modules/{id}/videos/upload (multipart: http sends FormData as it is). */
export function uploadVideo(input: {
  moduleId: number;
  title: string;
  description: string;
  file: File;
}): Promise<AdminVideo> {
  const form = new FormData();
  form.append("title", input.title);
  form.append("description", input.description);
  form.append("file", input.file);
  return http<AdminVideo>(`/api/content/modules/${input.moduleId}/videos/upload`, {
    method: "POST",
    body: form,
  });
}

/** POST /api/content/modules/{id}/videos/resumable: a video from a finished resumable upload. */
export const addResumableVideo = ({
  moduleId,
  ...body
}: {
  moduleId: number;
  uploadId: string;
  title: string;
  description: string;
}) => http<AdminVideo>(`/api/content/modules/${moduleId}/videos/resumable`, { method: "POST", body });

/** Where resumable (tus) uploads go. */
export const RESUMABLE_ENDPOINT = "/api/content/uploads";

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
export const useAddResumableVideo = () => useContentMutation(addResumableVideo);
export const useUpdateVideo = () => useContentMutation(updateVideo);
export const useDeleteVideo = () => useContentMutation(deleteVideo);
export const useOrderVideos = () => useContentMutation(orderVideos);
