// Module calls of the instructor screen (create, edit, delete, order): small enough to share a file.
import type {
  AdminModule,
  AdminModulesResponse,
  CreateModuleBody,
  UpdateModuleBody,
} from "@fincareer/domain/contract/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { Family } from "@fincareer/domain/programs";
import { http } from "../../../lib/http.ts";
import { forceQuery, useContentMutation } from "./content-mutation.ts";
import type { DeleteVars } from "./content-mutation.ts";

/** POST /api/content/modules */
export const createModule = (body: CreateModuleBody) =>
  http<AdminModule>("/api/content/modules", { method: "POST", body });
/** PATCH /api/content/modules/{id} */
export const updateModule = ({ id, ...body }: UpdateModuleBody & { id: number }) =>
  http<AdminModule>(`/api/content/modules/${id}`, { method: "PATCH", body });
/** DELETE /api/content/modules/{id} */
export const deleteModule = ({ id, force }: DeleteVars) =>
  http<{ deleted: number }>(`/api/content/modules/${id}${forceQuery(force)}`, { method: "DELETE" });
/** PUT /api/content/modules/order */
export const orderModules = (body: { family: Family; track: ResourceTrack; ids: number[] }) =>
  http<AdminModulesResponse>("/api/content/modules/order", { method: "PUT", body });

export const useCreateModule = () => useContentMutation(createModule);
export const useUpdateModule = () => useContentMutation(updateModule);
export const useDeleteModule = () => useContentMutation(deleteModule);
export const useOrderModules = () => useContentMutation(orderModules);
