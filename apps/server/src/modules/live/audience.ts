// Who sees a live session: learners with an active enrolment in one of its programs whose menu has Live Sessions
// (the same rule as the navigation: program, plan comment and plan code). Reminders and the calendar feed use it.
import { and, arrayOverlaps, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import { hasLiveSessions } from "@fincareer/domain/navigation";
import type { Db } from "../../db/client.ts";
import { programEnrolments, users } from "../../db/schema.ts";
import { todayIst } from "../../lib/dates.ts";

function activeOn(today: string) {
  return and(
    or(isNull(programEnrolments.startDate), lte(programEnrolments.startDate, today)),
    or(isNull(programEnrolments.endDate), gte(programEnrolments.endDate, today)),
  );
}

/** Learner ids who see a session for these programs today (deduplicated, ascending). */
export async function audienceOf(db: Db, programs: string[], now: Date): Promise<number[]> {
  if (programs.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      program: programEnrolments.programName,
      plan: programEnrolments.comment,
      planned: users.planned,
    })
    .from(programEnrolments)
    .innerJoin(users, eq(users.id, programEnrolments.userId))
    .where(
      and(
        inArray(programEnrolments.programName, programs),
        eq(users.role, "learner"),
        activeOn(todayIst(now)),
      ),
    );
  const ids = new Set(rows.filter((r) => hasLiveSessions(r.program, r.plan, r.planned)).map((r) => r.userId));
  return [...ids].sort((a, b) => a - b);
}

/** The programs whose sessions a learner sees today (every active enrolment with Live Sessions in its menu). */
export async function liveProgramsOf(db: Db, userId: number, now: Date): Promise<string[]> {
  const rows = await db
    .select({
      program: programEnrolments.programName,
      plan: programEnrolments.comment,
      planned: users.planned,
    })
    .from(programEnrolments)
    .innerJoin(users, eq(users.id, programEnrolments.userId))
    .where(and(eq(programEnrolments.userId, userId), activeOn(todayIst(now))));
  return rows.filter((r) => hasLiveSessions(r.program, r.plan, r.planned)).map((r) => r.program);
}

/** A where-clause for sessions shown to any of these programs. */
export function forPrograms(column: Parameters<typeof arrayOverlaps>[0], programs: string[]) {
  return arrayOverlaps(column, programs);
}
