// Notes calls of the instructor screen: list, add, edit, delete, order.
import { useQuery } from "@tanstack/react-query";
import type {
  AdminNotesResponse,
  CreateNoteBody,
  NoteDoc,
  UpdateNoteBody,
} from "@fincareer/domain/contract/content";
import type { Family } from "@fincareer/domain/programs";
import { http } from "../../../lib/http.ts";
import { adminContentKeys } from "../../../lib/query-keys.ts";
import { useContentMutation } from "./content-mutation.ts";

/** GET /api/content/notes?family= */
export const listNotes = (family: Family) => http<AdminNotesResponse>(`/api/content/notes?family=${family}`);
/** POST /api/content/notes */
export const createNote = (body: CreateNoteBody) =>
  http<NoteDoc>("/api/content/notes", { method: "POST", body });
/** PATCH /api/content/notes/{id} */
export const updateNote = ({ id, ...body }: UpdateNoteBody & { id: number }) =>
  http<NoteDoc>(`/api/content/notes/${id}`, { method: "PATCH", body });
/** DELETE /api/content/notes/{id} */
export const deleteNote = (id: number) =>
  http<{ deleted: number }>(`/api/content/notes/${id}`, { method: "DELETE" });
/** PUT /api/content/notes/order */
export const orderNotes = (body: { family: Family; ids: number[] }) =>
  http<AdminNotesResponse>("/api/content/notes/order", { method: "PUT", body });

/** A family's notes chapters. */
export function useAdminNotes(family: Family) {
  return useQuery({ queryKey: adminContentKeys.notes(family), queryFn: () => listNotes(family) });
}
export const useCreateNote = () => useContentMutation(createNote);
export const useUpdateNote = () => useContentMutation(updateNote);
export const useDeleteNote = () => useContentMutation(deleteNote);
export const useOrderNotes = () => useContentMutation(orderNotes);
