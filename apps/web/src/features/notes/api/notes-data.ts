import type { NotesRoute } from "@fincareer/domain/programs";
import type { ScreenData } from "../../../lib/screen-data.ts";
import { notesQuery } from "./get-notes.ts";

/** A notes screen's first data: the notes of its page for the learner's program. */
export const notesData =
  (route: NotesRoute): ScreenData =>
  ({ client, cprogram }) =>
    client.prefetchQuery(notesQuery(cprogram, route));
