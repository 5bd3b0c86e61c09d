import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotesResponse } from "@fincareer/domain/contract/content";
import { apiPaths } from "@fincareer/domain/first-data";
import type { NotesRoute } from "@fincareer/domain/programs";
import { http } from "../../../lib/http.ts";
import { notesKeys } from "../../../lib/query-keys.ts";

/** GET /api/notes?route=: the notes shown on a notes page the current program may open. */
export function getNotes(route: NotesRoute): Promise<NotesResponse> {
  return http<NotesResponse>(apiPaths.notes(route));
}

/** The notes of one page for the learner, as a query (refetched when the program changes, since the key's owner query is invalidated then). */
export function notesQuery(program: string | null, route: NotesRoute) {
  return queryOptions({ queryKey: [...notesKeys.mine(), program, route], queryFn: () => getNotes(route) });
}

/** The notes of one page for the learner, as a hook. */
export function useNotes(program: string | null, route: NotesRoute) {
  return useQuery(notesQuery(program, route));
}
