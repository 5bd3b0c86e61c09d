// Notes by program family: Markdown chapters shown on the family's notes page (SPEC.md section 2). Stored in the
// database (seeded from apps/server/data/content/notes) so instructors can edit them; learners get each chapter
// rendered as sanitised HTML (html.ts).
import { and, asc, eq } from "drizzle-orm";
import type { NoteDoc, NotesResponse } from "@fincareer/domain/contract/content";
import { notesRouteOfFamily } from "@fincareer/domain/content";
import { notesFamilyForRoute, openNotesPages } from "@fincareer/domain/notes-access";
import type { Family, NotesRoute } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import { contentNotes, programEnrolments, users } from "../../db/schema.ts";
import { forbidden } from "../../lib/errors.ts";
import type { ContentNoteRow } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import { loadViewer } from "../../platform/enrolments.ts";
import { chapterHtml } from "./notes-html.ts";

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
    /**
     * GET /api/notes: the notes of a notes page the learner's current program may open (notes-access.ts), by
     * default its own page; another family's page shows that family's notes (DSFUSION on /note reads IBEP's).
     */
    async forLearner(userId: number, route?: NotesRoute): Promise<NotesResponse> {
      const page = await db.transaction(async (tx) => {
        const viewer = await loadViewer(tx, userId);
        const own = notesRouteOfFamily(viewer.family);
        const page = route ?? own;
        if (page !== own) {
          const [user] = await tx
            .select({ planned: users.planned, plan: programEnrolments.comment })
            .from(users)
            .leftJoin(
              programEnrolments,
              and(eq(programEnrolments.userId, users.id), eq(programEnrolments.programName, users.cprogram)),
            )
            .where(eq(users.id, userId));
          const open = openNotesPages({ program: viewer.program, plan: user?.plan, planned: user?.planned });
          if (!open.includes(page)) {
            throw forbidden(
              `your program (${viewer.program ?? "none"}) does not open ${page}`,
              "not_in_program",
            );
          }
        }
        const family = notesFamilyForRoute(page, viewer.family);
        return {
          program: viewer.program,
          family,
          notesRoute: page,
          notes: await notesOfFamily(tx, family),
        };
      });
      // Rendered (or read from the cache) after the transaction: no database work waits on the Markdown.
      return { ...page, notes: page.notes.map((note) => ({ ...note, html: chapterHtml(note) })) };
    },
  };
}

/** The notes service's interface. */
export type NotesService = ReturnType<typeof createNotesService>;
