// Question calls of the instructor screen: add, edit, delete, order.
import type {
  AdminQuestion,
  AdminVideo,
  CreateQuestionBody,
  UpdateQuestionBody,
} from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { forceQuery, useContentMutation } from "./content-mutation.ts";
import type { DeleteVars } from "./content-mutation.ts";

/** POST /api/content/videos/{id}/questions */
export const createQuestion = ({ videoId, ...body }: CreateQuestionBody & { videoId: number }) =>
  http<AdminQuestion>(`/api/content/videos/${videoId}/questions`, { method: "POST", body });
/** PATCH /api/content/questions/{id} */
export const updateQuestion = ({ id, ...body }: UpdateQuestionBody & { id: number }) =>
  http<AdminQuestion>(`/api/content/questions/${id}`, { method: "PATCH", body });
/** DELETE /api/content/questions/{id} */
export const deleteQuestion = ({ id, force }: DeleteVars) =>
  http<{ deleted: number }>(`/api/content/questions/${id}${forceQuery(force)}`, { method: "DELETE" });
/** PUT /api/content/videos/{id}/questions/order */
export const orderQuestions = ({ videoId, ids }: { videoId: number; ids: number[] }) =>
  http<AdminVideo>(`/api/content/videos/${videoId}/questions/order`, { method: "PUT", body: { ids } });

export const useCreateQuestion = () => useContentMutation(createQuestion);
export const useUpdateQuestion = () => useContentMutation(updateQuestion);
export const useDeleteQuestion = () => useContentMutation(deleteQuestion);
export const useOrderQuestions = () => useContentMutation(orderQuestions);
