// Row reads shared by the research use cases, and the dependencies every research use case gets.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ResearchKind } from "@fincareer/domain/contract/research";
import type { Db } from "../../db/client.ts";
import {
  programEnrolments,
  researchAssignments,
  researchItems,
  researchRatings,
  users,
} from "../../db/schema.ts";
import type { EnrolmentRow, ResearchItemRow, ResearchRatingRow, UserRow } from "../../db/schema.ts";
import { notFound, unauthorized } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import type { NotificationService } from "../../platform/notifications.ts";

/** What the learner and admin halves of the research service are built from. */
export interface ResearchDeps {
  db: Db;
  notifications: NotificationService;
  storage: ObjectStorage;
  clock: () => Date;
}

/** The ratings of the given items, oldest first, by item id. */
export async function ratingsByItem(db: Db, ids: number[]): Promise<Map<number, ResearchRatingRow[]>> {
  const map = new Map<number, ResearchRatingRow[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(researchRatings)
    .where(inArray(researchRatings.researchId, ids))
    .orderBy(asc(researchRatings.createdAt), asc(researchRatings.id));
  for (const r of rows) {
    const list = map.get(r.researchId) ?? [];
    list.push(r);
    map.set(r.researchId, list);
  }
  return map;
}

/** The user row of a signed-in caller; 401 when the account is gone. */
export async function userRow(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized("this account no longer exists");
  return user;
}

/** The learner's enrolment in a program, if any. */
export async function enrolmentOf(
  db: Db,
  userId: number,
  program: string,
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.userId, userId), eq(programEnrolments.programName, program)));
  return row;
}

/** An item by id (of the given area, when one is given); 404 otherwise. */
export async function itemRow(tx: Db, id: number, kind?: ResearchKind): Promise<ResearchItemRow> {
  const [row] = await tx.select().from(researchItems).where(eq(researchItems.id, id));
  if (!row || (kind !== undefined && row.kind !== kind)) throw notFound(`research ${id} not found`);
  return row;
}

/** The rater's assignment to an item, if any. */
export async function isAssigned(tx: Db, researchId: number, raterId: number) {
  const [row] = await tx
    .select()
    .from(researchAssignments)
    .where(and(eq(researchAssignments.researchId, researchId), eq(researchAssignments.raterId, raterId)));
  return row;
}
