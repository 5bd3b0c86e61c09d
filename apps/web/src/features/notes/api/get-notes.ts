import { useQuery } from "@tanstack/react-query";
import type { NotesResponse } from "@fincareer/domain/contract/content";
import type { NotesRoute } from "@fincareer/domain/programs";
import { http } from "../../../lib/http.ts";
import { notesKeys } from "../../../lib/query-keys.ts";

/** GET /api/notes?route=: the notes shown on a notes page the current program may open. */
export function getNotes(route: NotesRoute): Promise<NotesResponse> {
  return http<NotesResponse>(`/api/notes?route=${encodeURIComponent(route)}`);
}

/** The notes of one page for the learner (refetched when the program changes, since the key's owner query is invalidated then). */
export function useNotes(program: string | null, route: NotesRoute) {
  return useQuery({ queryKey: [...notesKeys.mine(), program, route], queryFn: () => getNotes(route) });
}
