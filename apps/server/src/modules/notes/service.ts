// Notes by program family: Markdown chapters shown on the family's notes page (SPEC.md section 2). Stored in the
// database (seeded from apps/server/data/content/notes) so instructors can edit them; rendered sanitised by the web.
import { asc, eq } from "drizzle-orm";
import type { NoteDoc, NotesResponse } from "@fincareer/domain/contract/content";
import { notesRouteOfFamily } from "@fincareer/domain/content";
import type { Family } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import { contentNotes } from "../../db/schema.ts";
import type { ContentNoteRow } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import { loadViewer } from "../resources/service.ts";

/** A stored note as the API shows it. */
export function toNoteDoc(row: ContentNoteRow): NoteDoc {
  return {
    id: row.id,
    family: row.family,
    title: row.title,
    markdown: row.markdown,
    position: row.position,
    updatedAt: iso(row.updatedAt),
  };
}

/** A family's notes in page order. */
export async function notesOfFamily(db: Db, family: Family): Promise<NoteDoc[]> {
  const rows = await db
    .select()
    .from(contentNotes)
    .where(eq(contentNotes.family, family))
    .orderBy(asc(contentNotes.position), asc(contentNotes.id));
  return rows.map(toNoteDoc);
}

/** Creates the notes service. */
export function createNotesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** GET /api/notes: the notes of the learner's current program family and the notes page they belong on. */
    async forLearner(userId: number): Promise<NotesResponse> {
      return db.transaction(async (tx) => {
        const viewer = await loadViewer(tx, userId);
        return {
          program: viewer.program,
          family: viewer.family,
          notesRoute: notesRouteOfFamily(viewer.family),
          notes: await notesOfFamily(tx, viewer.family),
        };
      });
    },
  };
}

/** The notes service's interface. */
export type NotesService = ReturnType<typeof createNotesService>;
