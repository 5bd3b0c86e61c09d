// The learner's research use cases: listing and submitting their items, reading an item or its file, rating the
// items assigned to them, score notices and the open week.
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type {
  MaxResearchResponse,
  NotifyScoreResponse,
  RateResearchList,
  ResearchFileType,
  ResearchItem,
  ResearchKind,
  ResearchListResponse,
  ResearchSubmitBody,
  ScoreNotice,
} from "@fincareer/domain/contract/research";
import { formatDateTime } from "@fincareer/domain/format";
import { familyOf } from "@fincareer/domain/programs";
import type { Family, RatingsList } from "@fincareer/domain/programs";
import {
  maxResearchWeek,
  openResearchWeek,
  ratingsListFor,
  researchKindFor,
  researchStyleFor,
} from "@fincareer/domain/research-rules";
import { scoreText } from "@fincareer/domain/research-score";
import type { Db } from "../../db/client.ts";
import { researchAssignments, researchItems, researchRatings } from "../../db/schema.ts";
import type { EnrolmentRow, ResearchItemRow, UserRow } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { assignPeers } from "./assignment.ts";
import { assertEditable } from "./edit-lock.ts";
import { deleteStoredFile, storeFile } from "./files.ts";
import type { CheckedFile } from "./files.ts";
import { insertRating, ratingDataText } from "./ratings.ts";
import { enrolmentOf, isAssigned, itemRow, ratingsByItem, userRow } from "./store.ts";
import type { ResearchDeps } from "./store.ts";
import { scoreOf, toPeerItem, toRating, toResearchItem } from "./views.ts";

/** A signed-in caller of the file and item reads. */
export interface Reader {
  userId: number | null;
  admin: boolean;
}

interface AreaContext {
  user: UserRow;
  program: string;
  family: Family;
  list: RatingsList;
  style: "OLD" | "NEW" | "FAFMEP" | null;
  enrolment: EnrolmentRow;
}

function wrongArea(kind: ResearchKind, program: string) {
  return forbidden(
    kind === "research"
      ? `your current program ${program} has case projects: use /api/ivepresearch`
      : `your current program ${program} does FMEP research: use /api/research`,
    "wrong_area",
  );
}

/** The learner's current program for an area, or a 403 naming why it cannot be used. */
async function areaContext(db: Db, userId: number, kind: ResearchKind): Promise<AreaContext> {
  const user = await userRow(db, userId);
  const program = user.cprogram;
  if (!program) throw forbidden("choose a current program first", "no_program");
  if (researchKindFor(program) !== kind) throw wrongArea(kind, program);
  const enrolment = await enrolmentOf(db, userId, program);
  if (!enrolment) throw forbidden(`you are not enrolled in ${program}`, "not_enrolled");
  return {
    user,
    program,
    family: familyOf(program),
    list: ratingsListFor(program),
    style: researchStyleFor(program, user.researchType),
    enrolment,
  };
}

/** The learner half of the research service. */
export function createLearnerResearch(deps: ResearchDeps) {
  const { db, storage, clock } = deps;

  return {
    /** GET <base>: the learner's items of this area (every program), newest week first, and the open week. */
    async list(userId: number, kind: ResearchKind): Promise<ResearchListResponse> {
      const now = clock();
      return db.transaction(async (tx) => {
        const user = await userRow(tx, userId);
        const rows = await tx
          .select()
          .from(researchItems)
          .where(and(eq(researchItems.userId, userId), eq(researchItems.kind, kind)))
          .orderBy(desc(researchItems.week), desc(researchItems.id));
        const ratings = await ratingsByItem(
          tx,
          rows.map((r) => r.id),
        );
        const program = user.cprogram && researchKindFor(user.cprogram) === kind ? user.cprogram : null;
        const enrolment = program ? await enrolmentOf(tx, userId, program) : undefined;
        const open = enrolment
          ? openResearchWeek({ start_date: enrolment.startDate, end_date: enrolment.endDate }, now)
          : null;
        const max = enrolment
          ? maxResearchWeek({ start_date: enrolment.startDate, end_date: enrolment.endDate }, now).week
          : 0;
        return {
          research: rows.map((r) => toResearchItem(r, ratings.get(r.id) ?? [], now)),
          program,
          ratings_list: program ? ratingsListFor(program) : null,
          research_type: program ? researchStyleFor(program, user.researchType) : null,
          open_week: open ? { week: open.week, starts: open.starts, deadline: iso(open.deadline) } : null,
          maxresearch: max,
        };
      });
    },

    /**
     * POST <base>: submits (or, for a week already submitted, edits) the open week's item of the current program.
     * The file, when there is one, is written first and removed again if the database refuses the change.
     */
    async submit(
      userId: number,
      kind: ResearchKind,
      body: ResearchSubmitBody,
      file: CheckedFile | null,
    ): Promise<{ research: ResearchItem; created: boolean }> {
      const now = clock();
      // Validate everything that can be refused before touching the disk.
      const pre = await db.transaction(async (tx) => {
        const ctx = await areaContext(tx, userId, kind);
        const open = openResearchWeek(
          { start_date: ctx.enrolment.startDate, end_date: ctx.enrolment.endDate },
          now,
        );
        if (!open) {
          throw badRequest(`no week of ${ctx.program} is open for submissions now`, "week_not_open");
        }
        if (body.week !== undefined && body.week !== open.week) {
          throw badRequest(
            `body.week: week ${body.week} is not open: submit to week ${open.week}, open until ${formatDateTime(open.deadline)} IST`,
            "week_not_open",
          );
        }
        return { ctx, open };
      });
      const stored = file ? await storeFile(storage, file) : null;
      let oldFile: string | null = null;
      try {
        const result = await db.transaction(async (tx) => {
          const { ctx, open } = pre;
          const [existing] = await tx
            .select()
            .from(researchItems)
            .where(
              and(
                eq(researchItems.userId, userId),
                eq(researchItems.program, ctx.program),
                eq(researchItems.kind, kind),
                eq(researchItems.week, open.week),
              ),
            )
            .for("update");
          const fileFields =
            file && stored
              ? { fileName: file.name, filePath: stored, fileType: file.type, fileSize: file.size }
              : body.remove_file
                ? { fileName: null, filePath: null, fileType: null, fileSize: null }
                : {};
          let row: ResearchItemRow;
          let created = false;
          if (existing) {
            await assertEditable(tx, existing, now);
            if (stored || body.remove_file) oldFile = existing.filePath;
            const [updated] = await tx
              .update(researchItems)
              .set({ company: body.company, text: body.text, ...fileFields, updatedAt: now })
              .where(eq(researchItems.id, existing.id))
              .returning();
            row = updated!;
          } else {
            try {
              const [inserted] = await tx
                .insert(researchItems)
                .values({
                  userId,
                  kind,
                  program: ctx.program,
                  family: ctx.family,
                  ratingsList: ctx.list,
                  researchType: ctx.style,
                  week: open.week,
                  deadline: open.deadline,
                  company: body.company,
                  text: body.text,
                  ...fileFields,
                  createdAt: now,
                  updatedAt: now,
                })
                .returning();
              row = inserted!;
            } catch (err) {
              if (isUniqueViolation(err)) {
                throw conflict(
                  `week ${open.week} was just submitted: reload and edit it`,
                  "already_submitted",
                );
              }
              throw err;
            }
            created = true;
          }
          const ratings = await ratingsByItem(tx, [row.id]);
          return { research: toResearchItem(row, ratings.get(row.id) ?? [], now), created };
        });
        await deleteStoredFile(storage, oldFile);
        return result;
      } catch (err) {
        await deleteStoredFile(storage, stored);
        throw err;
      }
    },

    /** GET <base>/item/{id}: the author's view, an assigned rater's blind view, or an admin's view. */
    async item(reader: Reader, kind: ResearchKind, id: number) {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await itemRow(tx, id, kind);
        if (reader.userId === row.userId || reader.admin) {
          const ratings = await ratingsByItem(tx, [id]);
          return {
            research: toResearchItem(row, ratings.get(id) ?? [], now),
            role: reader.userId === row.userId ? ("author" as const) : ("admin" as const),
          };
        }
        const assignment = reader.userId !== null ? await isAssigned(tx, id, reader.userId) : undefined;
        // Another learner's item answers exactly like a missing one.
        if (!assignment) throw notFound(`research ${id} not found`);
        const [mine] = await tx
          .select()
          .from(researchRatings)
          .where(and(eq(researchRatings.researchId, id), eq(researchRatings.raterId, reader.userId!)));
        return { research: toPeerItem(row, assignment.assignedAt, mine), role: "rater" as const };
      });
    },

    /** The stored file of an item for the author, an assigned rater or an admin; 404 for anyone else. */
    async file(
      reader: Reader,
      id: number,
      kind?: ResearchKind,
    ): Promise<{ stored: string; name: string; type: ResearchFileType }> {
      return db.transaction(async (tx) => {
        const row = await itemRow(tx, id, kind);
        const allowed =
          reader.admin ||
          reader.userId === row.userId ||
          (reader.userId !== null && (await isAssigned(tx, id, reader.userId)) !== undefined);
        if (!allowed) throw notFound(`research ${id} not found`);
        if (!row.filePath || !row.fileName || !row.fileType) {
          throw notFound(`research ${id} has no file`, "no_file");
        }
        return { stored: row.filePath, name: row.fileName, type: row.fileType as ResearchFileType };
      });
    },

    /** GET <base>/rate-research: tops up the learner's assignments, then lists them (unrated first). */
    async rateList(userId: number, kind: ResearchKind): Promise<RateResearchList> {
      return db.transaction(async (tx) => {
        await userRow(tx, userId);
        await assignPeers(tx, userId, kind, clock);
        const rows = await tx
          .select({ item: researchItems, assignedAt: researchAssignments.assignedAt })
          .from(researchAssignments)
          .innerJoin(researchItems, eq(researchItems.id, researchAssignments.researchId))
          .where(and(eq(researchAssignments.raterId, userId), eq(researchItems.kind, kind)))
          .orderBy(desc(researchItems.week), asc(researchAssignments.assignedAt), asc(researchItems.id));
        const mine = await tx
          .select()
          .from(researchRatings)
          .where(
            and(
              eq(researchRatings.raterId, userId),
              inArray(researchRatings.researchId, rows.map((r) => r.item.id).concat(0)),
            ),
          );
        const byItem = new Map(mine.map((r) => [r.researchId, r]));
        const items = rows.map((r) => toPeerItem(r.item, r.assignedAt, byItem.get(r.item.id)));
        items.sort((a, b) => Number(a.rated) - Number(b.rated));
        const rated = items.filter((i) => i.rated).length;
        return { research: items, pending: items.length - rated, rated };
      });
    },

    /** POST <base>/rate-research: rates an assigned item once, with points in 0..max and a comment. */
    async rate(
      userId: number,
      kind: ResearchKind,
      body: { research_id: number; points: number; data?: string | undefined; rate_res?: string | undefined },
    ) {
      const data = ratingDataText(body);
      const { rating, push, list } = await db.transaction(async (tx) => {
        await userRow(tx, userId);
        const item = await itemRow(tx, body.research_id, kind);
        if (item.userId === userId) throw forbidden("you cannot rate your own work", "own_research");
        if (!(await isAssigned(tx, item.id, userId))) {
          throw forbidden(`research ${item.id} is not assigned to you for rating`, "not_assigned");
        }
        const added = await insertRating(deps, tx, item, userId, body.points, data);
        return { ...added, list: item.ratingsList as RatingsList };
      });
      push();
      return { ok: true as const, rating: toRating(rating), ratings_list: list };
    },

    /** GET <base>/notify_score: the learner's items of this area whose score changed since last seen. */
    async notifyScore(userId: number, kind: ResearchKind): Promise<NotifyScoreResponse> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(researchItems)
          .where(
            and(
              eq(researchItems.userId, userId),
              eq(researchItems.kind, kind),
              isNotNull(researchItems.scoreChangedAt),
              sql`${researchItems.scoreSeenAt} is distinct from ${researchItems.scoreChangedAt}`,
            ),
          )
          .orderBy(desc(researchItems.scoreChangedAt), desc(researchItems.id));
        const ratings = await ratingsByItem(
          tx,
          rows.map((r) => r.id),
        );
        const scores: ScoreNotice[] = rows.map((r) => {
          const score = scoreOf(r, ratings.get(r.id) ?? []);
          return {
            id: r.id,
            kind: r.kind,
            program: r.program,
            week: r.week,
            company: r.company,
            score: scoreText(score),
            score_detail: score,
            admin_points: r.adminPoints,
            admin_comment: r.adminComment,
            changedAt: iso(r.scoreChangedAt!),
          };
        });
        return { scores, count: scores.length };
      });
    },

    /** POST <base>/pnotify_score: marks the given (or every) unseen score of this area seen. */
    async markScoresSeen(userId: number, kind: ResearchKind, ids?: number[]): Promise<{ count: number }> {
      return db.transaction(async (tx) => {
        const conditions: SQL[] = [
          eq(researchItems.userId, userId),
          eq(researchItems.kind, kind),
          isNotNull(researchItems.scoreChangedAt),
          sql`${researchItems.scoreSeenAt} is distinct from ${researchItems.scoreChangedAt}`,
        ];
        if (ids) conditions.push(inArray(researchItems.id, ids.concat(0)));
        // Seen = the change time itself, so a later change is unseen again whatever the clocks say.
        const updated = await tx
          .update(researchItems)
          .set({ scoreSeenAt: sql`${researchItems.scoreChangedAt}` })
          .where(and(...conditions))
          .returning({ id: researchItems.id });
        return { count: updated.length };
      });
    },

    /** GET <base>/maxresearch: the highest open week of the current program (0 when it is not this area's). */
    async maxResearch(userId: number, kind: ResearchKind): Promise<MaxResearchResponse> {
      const now = clock();
      return db.transaction(async (tx) => {
        const user = await userRow(tx, userId);
        const program = user.cprogram;
        if (!program || researchKindFor(program) !== kind)
          return { maxresearch: 0, open: false, deadline: null };
        const enrolment = await enrolmentOf(tx, userId, program);
        if (!enrolment) return { maxresearch: 0, open: false, deadline: null };
        const max = maxResearchWeek({ start_date: enrolment.startDate, end_date: enrolment.endDate }, now);
        return { maxresearch: max.week, open: max.open, deadline: max.deadline ? iso(max.deadline) : null };
      });
    },
  };
}
