import { useQuery } from "@tanstack/react-query";
import type { NotesResponse } from "@fincareer/domain/contract/content";
import { http } from "../../../lib/http.ts";
import { notesKeys } from "../../../lib/query-keys.ts";

/** GET /api/notes: the notes of the current program's family. */
export function getNotes(): Promise<NotesResponse> {
  return http<NotesResponse>("/api/notes");
}

/** The learner's notes (refetched when the program changes, since the key's owner query is invalidated then). */
export function useNotes(program: string | null) {
  return useQuery({ queryKey: [...notesKeys.mine(), program], queryFn: getNotes });
}
