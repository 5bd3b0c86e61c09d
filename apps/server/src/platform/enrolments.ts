// Who is enrolled in what, and who is asking: the enrolment and viewer queries that several modules share
// (user, admin, admin-users, select-program, resources, notes), kept here so none of them reaches into another.
import { asc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { ProgramEntry } from "@fincareer/domain/contract/user";
import { familyOf, PROGRAM_NAMES, PROGRAMS } from "@fincareer/domain/programs";
import type { Family } from "@fincareer/domain/programs";
import type { Db } from "../db/client.ts";
import { programEnrolments, users } from "../db/schema.ts";
import type { EnrolmentRow } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";

/** An enrolment as the API shows it (SPEC.md section 3 "Program entry"). */
export function toProgramEntry(row: EnrolmentRow): ProgramEntry {
  return {
    id: row.id,
    program_name: row.programName,
    start_date: row.startDate,
    end_date: row.endDate,
    resume_date: row.resumeDate,
    comment: row.comment,
  };
}

/** A user's enrolments, earliest start first (no start date last). */
export async function enrolmentsOf(db: Db, userId: number): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(programEnrolments)
    .where(eq(programEnrolments.userId, userId))
    .orderBy(sql`${programEnrolments.startDate} asc nulls last`, asc(programEnrolments.id));
}

/**
 * A program's learners as SQL, the one text of "the program's cohort": its enrolment rows `e` joined to their users
 * `u` with the learner role (an admin enrolled to look around never counts), as a FROM list ending in the WHERE
 * clause, which a caller may extend with `and ...`. The analytics overview and at-risk list, the raters' timeliness
 * and My progress's medians all read it (test/rules-in-sql.test.ts holds it to the rule on generated data).
 */
export function programLearnersSql(program: string): SQL {
  return sql`program_enrolments e join users u on u.id = e.user_id and u.role = 'learner'
    where e.program_name = ${program}`;
}

/** Who is asking: the current program and family, every family they are enrolled in, and whether they are admin. */
export interface Viewer {
  userId: number;
  program: string | null;
  family: Family;
  families: Set<Family>;
  admin: boolean;
}

/** Loads the viewer of a request. */
export async function loadViewer(db: Db, userId: number): Promise<Viewer> {
  const [user] = await db
    .select({ cprogram: users.cprogram, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("user not found");
  const rows = await db
    .select({ program: programEnrolments.programName })
    .from(programEnrolments)
    .where(eq(programEnrolments.userId, userId));
  const families = new Set<Family>(rows.map((r) => familyOf(r.program)));
  const family = familyOf(user.cprogram);
  if (user.cprogram) families.add(family);
  return { userId, program: user.cprogram, family, families, admin: user.role === "admin" };
}

/** True when the viewer may watch a family's videos: enrolled in a program of it, or an admin. */
export function canSee(viewer: Viewer, family: Family): boolean {
  return viewer.admin || viewer.families.has(family);
}

// familyOf as SQL: the catalogue's program -> family table as a JSON literal (no parameter, so a statement using it
// can be rendered once); other names are NORMAL.
const FAMILY_OF_PROGRAM = sql.raw(
  `'${JSON.stringify(Object.fromEntries(PROGRAM_NAMES.map((n) => [n, PROGRAMS[n].family]))).replaceAll("'", "''")}'::jsonb`,
);
const familySql = (program: SQL) => sql`coalesce(${FAMILY_OF_PROGRAM} ->> ${program}, 'NORMAL')`;

/**
 * canSee(loadViewer(user), family) as one SQL condition over two SQL expressions, for a statement that checks and
 * writes at once: the user is an admin, or their current program or one of their enrolments is of the family.
 * False when there is no such user.
 */
export function canSeeSql(user: SQL, family: SQL): SQL {
  return sql`exists (
    select 1 from users u
    where u.id = ${user} and (
      u.role = 'admin'
      or (coalesce(u.cprogram, '') <> '' and ${familySql(sql`u.cprogram`)} = ${family})
      or exists (
        select 1 from program_enrolments e
        where e.user_id = u.id and ${familySql(sql`e.program_name`)} = ${family})))`;
}
