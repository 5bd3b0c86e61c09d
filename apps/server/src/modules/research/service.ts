// Research (FMEP family) and case projects (every other family): submissions for the open week, peer assignment
// and rating, instructor grading, score notices, maxresearch and eligibility. Scores come only from the domain's
// research-score module (through research-rules.scoreItem).
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type {
  AdminAddRatingBody,
  AdminCreateResearchBody,
  AdminGradeBody,
  AdminQueueItem,
  AdminRating,
  AdminResearchDetail,
  AdminResearchQueue,
  AdminResearchQueueQuery,
  MaxResearchResponse,
  NotifyScoreResponse,
  PeerResearchItem,
  RateResearchList,
  Rating,
  ResearchFile,
  ResearchFileType,
  ResearchItem,
  ResearchKind,
  ResearchListResponse,
  ResearchSubmitBody,
  ScoreNotice,
} from "@fincareer/domain/contract/research";
import { RatingData } from "@fincareer/domain/contract/research";
import { FAMILIES, familyOf, isProgramName } from "@fincareer/domain/programs";
import type { Family, RatingsList } from "@fincareer/domain/programs";
import {
  awaitingRatings,
  itemVariant,
  maxResearchWeek,
  openResearchWeek,
  ratingsListFor,
  researchFlags,
  researchKindFor,
  researchStyleFor,
  researchWeek,
  scoreItem,
} from "@fincareer/domain/research-rules";
import { ratingComment, scoreText, variantRules } from "@fincareer/domain/research-score";
import type { ResearchScore } from "@fincareer/domain/research-score";
import type { Db } from "../../db/client.ts";
import {
  programEnrolments,
  researchAssignments,
  researchItems,
  researchRatings,
  users,
} from "../../db/schema.ts";
import type { EnrolmentRow, ResearchItemRow, ResearchRatingRow, UserRow } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../errors.ts";
import { iso } from "../../lib/dates.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import type { NotificationService } from "../notifications/service.ts";
import { deleteStoredFile, storeFile } from "./files.ts";
import type { CheckedFile } from "./files.ts";

/** The URL base of each area. */
export const AREA_BASE: Record<ResearchKind, string> = {
  research: "/api/research",
  project: "/api/ivepresearch",
};

const AREA_LABEL: Record<ResearchKind, string> = { research: "research", project: "case project" };

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

function variantOf(row: ResearchItemRow) {
  return itemVariant(row.ratingsList as RatingsList, row.researchType);
}

function rulesOf(row: ResearchItemRow) {
  return variantRules(variantOf(row), row.week);
}

function scoreOf(row: ResearchItemRow, ratings: readonly { points: number }[]): ResearchScore {
  return scoreItem(
    { week: row.week, admin_points: row.adminPoints, ratings: ratings.map((r) => ({ points: r.points })) },
    row.ratingsList as RatingsList,
    row.researchType,
    row.extraPoints,
  );
}

function toRating(r: ResearchRatingRow): Rating {
  return {
    id: r.id,
    points: r.points,
    data: r.data,
    rate_res: ratingComment(r.data),
    createdAt: iso(r.createdAt),
  };
}

function fileOf(row: ResearchItemRow): ResearchFile | null {
  if (!row.filePath || !row.fileName || !row.fileType) return null;
  return {
    name: row.fileName,
    type: row.fileType as ResearchFileType,
    size: row.fileSize ?? 0,
    url: `${AREA_BASE[row.kind]}/file/${row.id}`,
  };
}

function base(row: ResearchItemRow) {
  return {
    id: row.id,
    kind: row.kind,
    program: row.program,
    research_type: row.researchType,
    week: row.week,
    company: row.company,
    text: row.text,
    file: fileOf(row),
    deadline: iso(row.deadline),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The author's (and admin's) view of an item; `ratings` go under the item's list name. */
function toResearchItem<R>(
  row: ResearchItemRow,
  ratings: readonly ResearchRatingRow[],
  now: Date,
  show: (r: ResearchRatingRow) => R = toRating as unknown as (r: ResearchRatingRow) => R,
): ResearchItem & Record<string, unknown> {
  const list = row.ratingsList as RatingsList;
  const rules = rulesOf(row);
  const score = scoreOf(row, ratings);
  return {
    ...base(row),
    editable: now.getTime() <= row.deadline.getTime(),
    admin_points: row.adminPoints,
    admin_comment: row.adminComment,
    extra_points: row.extraPoints,
    graded_at: row.gradedAt ? iso(row.gradedAt) : null,
    ratings_list: list,
    [list]: ratings.map(show),
    score: scoreText(score),
    score_detail: score,
    max_points: rules.maxPerRating,
    ratings_needed: rules.counted,
    awaiting_ratings: awaitingRatings({
      adminPoints: row.adminPoints,
      points: ratings.map((r) => r.points),
      needed: rules.counted,
    }),
  } as ResearchItem & Record<string, unknown>;
}

function toPeerItem(
  row: ResearchItemRow,
  assignedAt: Date,
  mine: ResearchRatingRow | undefined,
): PeerResearchItem {
  return {
    ...base(row),
    ratings_list: row.ratingsList as RatingsList,
    max_points: rulesOf(row).maxPerRating,
    assignedAt: iso(assignedAt),
    rated: mine !== undefined,
    my_rating: mine ? toRating(mine) : null,
  };
}

function flagsOf(row: ResearchItemRow, ratings: readonly { points: number }[], now: Date) {
  const rules = rulesOf(row);
  return researchFlags(
    {
      createdAt: row.createdAt,
      adminPoints: row.adminPoints,
      points: ratings.map((r) => r.points),
      needed: rules.counted,
      maxPerRating: rules.maxPerRating,
    },
    now,
  );
}

async function ratingsByItem(db: Db, ids: number[]): Promise<Map<number, ResearchRatingRow[]>> {
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

async function userRow(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized("this account no longer exists");
  return user;
}

async function enrolmentOf(db: Db, userId: number, program: string): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.userId, userId), eq(programEnrolments.programName, program)));
  return row;
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

/** The rating data text from a request: `data` (JSON text with rate_res) or a bare `rate_res` comment. */
function ratingDataText(body: { data?: string | undefined; rate_res?: string | undefined }): string {
  let value: unknown = { rate_res: body.rate_res };
  if (body.data !== undefined) {
    try {
      value = JSON.parse(body.data);
    } catch {
      throw badRequest('body.data: must be JSON text like {"rate_res": "your comment"}', "validation_error");
    }
  }
  const parsed = RatingData.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`body.data.rate_res: ${issue?.message ?? "invalid"}`, "validation_error");
  }
  return JSON.stringify({ rate_res: parsed.data.rate_res });
}

/** Creates the research service. */
export function createResearchService(deps: {
  db: Db;
  notifications: NotificationService;
  uploadsDir: string;
  now?: () => Date;
}) {
  const { db, notifications, uploadsDir } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Adds a rating in a transaction (shared by the learner route and the admin demo route); returns the push. */
  async function insertRating(
    tx: Db,
    item: ResearchItemRow,
    raterId: number,
    points: number,
    data: string,
  ): Promise<{ rating: ResearchRatingRow; push: () => void }> {
    const max = rulesOf(item).maxPerRating;
    if (points > max) {
      throw badRequest(`body.points: must be between 0 and ${max} for week ${item.week}`, "invalid_points");
    }
    const now = clock();
    let rating: ResearchRatingRow;
    try {
      const [inserted] = await tx
        .insert(researchRatings)
        .values({ researchId: item.id, raterId, list: item.ratingsList, points, data, createdAt: now })
        .returning();
      rating = inserted!;
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict(`you have already rated research ${item.id}`, "already_rated");
      throw err;
    }
    await tx.update(researchItems).set({ scoreChangedAt: now }).where(eq(researchItems.id, item.id));
    const all = await tx.select().from(researchRatings).where(eq(researchRatings.researchId, item.id));
    const score = scoreText(scoreOf(item, all));
    const push = await notifications.notifyIn(
      tx,
      item.userId,
      `A peer rated your ${AREA_LABEL[item.kind]} for week ${item.week}: ${points}/${max}. Your score is now ${score}.`,
    );
    return { rating, push };
  }

  /** Tops up the rater's assignments: for each week they submitted in, up to the counted ratings of their item. */
  async function assignPeers(tx: Db, raterId: number, kind: ResearchKind): Promise<void> {
    // Serialises the rater's own concurrent requests (two tabs must not overshoot the quota).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, raterId)).for("update");
    const mine = await tx
      .select()
      .from(researchItems)
      .where(and(eq(researchItems.userId, raterId), eq(researchItems.kind, kind)));
    for (const own of mine) {
      const quota = rulesOf(own).counted;
      const peers = await tx
        .select()
        .from(researchItems)
        .where(
          and(
            eq(researchItems.kind, kind),
            eq(researchItems.family, own.family),
            eq(researchItems.week, own.week),
            ne(researchItems.userId, raterId),
          ),
        );
      if (peers.length === 0) continue;
      const ids = peers.map((p) => p.id);
      const assigned = await tx
        .select({ researchId: researchAssignments.researchId, raterId: researchAssignments.raterId })
        .from(researchAssignments)
        .where(inArray(researchAssignments.researchId, ids));
      const have = assigned.filter((a) => a.raterId === raterId).length;
      if (have >= quota) continue;
      const ratings = await ratingsByItem(tx, ids);
      const assignedCount = new Map<number, number>();
      for (const a of assigned) assignedCount.set(a.researchId, (assignedCount.get(a.researchId) ?? 0) + 1);
      const mineSet = new Set(assigned.filter((a) => a.raterId === raterId).map((a) => a.researchId));
      // Positions in submission order: ties go to the items right after the rater's own, cyclically. When everyone
      // asks after everyone submitted, that is the round-robin where each item gets exactly `quota` raters.
      const ring = [...peers, own].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
      );
      const pos = new Map(ring.map((p, i) => [p.id, i]));
      const distance = (p: ResearchItemRow) =>
        (pos.get(p.id)! - pos.get(own.id)! + ring.length) % ring.length;
      // Slack = raters still to come who could take the item minus the raters it still needs; an item whose author
      // has not asked yet has one potential rater fewer (its author). Smallest slack first, then least-assigned,
      // then fewest ratings: every submission gets its raters before any gets extra ones (a simulation over random
      // arrival orders of 4-12 learners gives every item exactly its quota). Graded items and items that already
      // have their counted ratings need no more raters.
      const done = new Set(assigned.map((a) => a.raterId));
      const pending = peers.filter((p) => !done.has(p.userId)).length;
      const slack = (p: ResearchItemRow) =>
        pending - (done.has(p.userId) ? 0 : 1) - (rulesOf(p).counted - (assignedCount.get(p.id) ?? 0));
      const candidates = peers
        .filter((p) => !mineSet.has(p.id))
        .filter((p) => !((p.adminPoints ?? 0) > 0))
        .filter((p) => (ratings.get(p.id)?.length ?? 0) < rulesOf(p).counted)
        .sort(
          (a, b) =>
            slack(a) - slack(b) ||
            (assignedCount.get(a.id) ?? 0) - (assignedCount.get(b.id) ?? 0) ||
            (ratings.get(a.id)?.length ?? 0) - (ratings.get(b.id)?.length ?? 0) ||
            distance(a) - distance(b),
        )
        .slice(0, quota - have);
      if (candidates.length === 0) continue;
      await tx
        .insert(researchAssignments)
        .values(candidates.map((c) => ({ researchId: c.id, raterId, assignedAt: clock() })))
        .onConflictDoNothing();
    }
  }

  async function itemRow(tx: Db, id: number, kind?: ResearchKind): Promise<ResearchItemRow> {
    const [row] = await tx.select().from(researchItems).where(eq(researchItems.id, id));
    if (!row || (kind !== undefined && row.kind !== kind)) throw notFound(`research ${id} not found`);
    return row;
  }

  async function isAssigned(tx: Db, researchId: number, raterId: number) {
    const [row] = await tx
      .select()
      .from(researchAssignments)
      .where(and(eq(researchAssignments.researchId, researchId), eq(researchAssignments.raterId, raterId)));
    return row;
  }

  async function adminDetail(tx: Db, id: number, now: Date): Promise<AdminResearchDetail> {
    const row = await itemRow(tx, id);
    const [author] = await tx.select().from(users).where(eq(users.id, row.userId));
    const ratings = await tx
      .select({ rating: researchRatings, name: users.name, email: users.email })
      .from(researchRatings)
      .innerJoin(users, eq(users.id, researchRatings.raterId))
      .where(eq(researchRatings.researchId, id))
      .orderBy(asc(researchRatings.createdAt), asc(researchRatings.id));
    const byId = new Map(ratings.map((r) => [r.rating.id, r]));
    const show = (r: ResearchRatingRow): AdminRating => ({
      ...toRating(r),
      rater_id: r.raterId,
      rater_name: byId.get(r.id)?.name ?? "",
      rater_email: byId.get(r.id)?.email ?? "",
    });
    const [assigned] = await tx
      .select({ n: count() })
      .from(researchAssignments)
      .where(eq(researchAssignments.researchId, id));
    const rows = ratings.map((r) => r.rating);
    return {
      research: toResearchItem(row, rows, now, show) as AdminResearchDetail["research"],
      author: { id: author!.id, name: author!.name, email: author!.email },
      flags: flagsOf(row, rows, now),
      assigned: assigned?.n ?? 0,
    };
  }

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
            `body.week: week ${body.week} is not open (week ${open.week} is open until ${iso(open.deadline)})`,
            "week_not_open",
          );
        }
        return { ctx, open };
      });
      const stored = file ? await storeFile(uploadsDir, file) : null;
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
            if (now.getTime() > existing.deadline.getTime()) {
              throw badRequest(`the deadline of week ${existing.week} has passed`, "week_not_open");
            }
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
        await deleteStoredFile(uploadsDir, oldFile);
        return result;
      } catch (err) {
        await deleteStoredFile(uploadsDir, stored);
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
        await assignPeers(tx, userId, kind);
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
        const added = await insertRating(tx, item, userId, body.points, data);
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

    // --- Admin ------------------------------------------------------------------------------------------------

    /** GET /api/admin/research: the instructor queue, flagged items first, then the oldest. */
    async queue(query: AdminResearchQueueQuery): Promise<AdminResearchQueue> {
      const now = clock();
      const conditions: SQL[] = [];
      if (query.program !== undefined) {
        if (!isProgramName(query.program)) {
          throw badRequest(`querystring.program: unknown program ${query.program}`, "validation_error");
        }
        conditions.push(eq(researchItems.program, query.program));
      }
      if (query.family !== undefined) {
        if (!(FAMILIES as readonly string[]).includes(query.family)) {
          throw badRequest(`querystring.family: unknown family ${query.family}`, "validation_error");
        }
        conditions.push(eq(researchItems.family, query.family));
      }
      if (query.week !== undefined) conditions.push(eq(researchItems.week, query.week));
      if (query.kind !== undefined) conditions.push(eq(researchItems.kind, query.kind));
      if (query.status === "ungraded") {
        conditions.push(
          or(sql`${researchItems.adminPoints} is null`, sql`${researchItems.adminPoints} <= 0`)!,
        );
      } else if (query.status === "graded") {
        conditions.push(sql`${researchItems.adminPoints} > 0`);
      }
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ item: researchItems, name: users.name, email: users.email })
          .from(researchItems)
          .innerJoin(users, eq(users.id, researchItems.userId))
          .where(conditions.length ? and(...conditions) : undefined)
          .orderBy(asc(researchItems.createdAt), asc(researchItems.id));
        const ratings = await ratingsByItem(
          tx,
          rows.map((r) => r.item.id),
        );
        const items: AdminQueueItem[] = rows.map(({ item, name, email }) => {
          const rs = ratings.get(item.id) ?? [];
          return {
            id: item.id,
            kind: item.kind,
            program: item.program,
            family: item.family,
            week: item.week,
            company: item.company,
            author_id: item.userId,
            author_name: name,
            author_email: email,
            ratings_list: item.ratingsList as RatingsList,
            ratings: rs.length,
            ratings_needed: rulesOf(item).counted,
            score: scoreText(scoreOf(item, rs)),
            admin_points: item.adminPoints,
            graded_at: item.gradedAt ? iso(item.gradedAt) : null,
            flags: flagsOf(item, rs, now),
            has_file: item.filePath !== null,
            createdAt: iso(item.createdAt),
          };
        });
        // Stable sort: flagged first, each group keeps the oldest-first order.
        items.sort((a, b) => Number(b.flags.length > 0) - Number(a.flags.length > 0));
        return {
          items: items.slice(0, query.limit),
          total: items.length,
          flagged: items.filter((i) => i.flags.length > 0).length,
        };
      });
    },

    /** GET /api/admin/research/{id} */
    async detail(id: number): Promise<AdminResearchDetail> {
      return db.transaction((tx) => adminDetail(tx, id, clock()));
    },

    /** POST /api/admin/research/{id}/grade: sets admin_points/admin_comment; the learner is notified (pupdate). */
    async grade(graderId: number | null, id: number, body: AdminGradeBody): Promise<AdminResearchDetail> {
      const now = clock();
      const { detail, push } = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(researchItems).where(eq(researchItems.id, id)).for("update");
        if (!row) throw notFound(`research ${id} not found`);
        const bonus = rulesOf(row).bonus;
        if (body.extra_points !== undefined && body.extra_points > bonus) {
          throw badRequest(
            `body.extra_points: must be between 0 and ${bonus} for this item`,
            "validation_error",
          );
        }
        await tx
          .update(researchItems)
          .set({
            adminPoints: body.admin_points,
            ...(body.admin_comment !== undefined ? { adminComment: body.admin_comment || null } : {}),
            ...(body.extra_points !== undefined ? { extraPoints: body.extra_points } : {}),
            gradedBy: graderId,
            gradedAt: now,
            scoreChangedAt: now,
          })
          .where(eq(researchItems.id, id));
        const detail = await adminDetail(tx, id, now);
        const push = await notifications.notifyIn(
          tx,
          row.userId,
          `Your ${AREA_LABEL[row.kind]} for week ${row.week} (${row.company}) was graded by an instructor: ` +
            `${detail.research.score}.`,
        );
        return { detail, push };
      });
      push();
      return detail;
    },

    /** POST /api/admin/research: creates an item for a learner (demo and test data: any week, any date). */
    async adminCreate(body: AdminCreateResearchBody): Promise<AdminResearchDetail> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, body.email));
        if (!user) throw notFound(`no user with email ${body.email}`);
        const program = body.program ?? user.cprogram;
        if (!program || !isProgramName(program)) {
          throw badRequest(`body.program: ${program ?? "(none)"} is not a program name`, "validation_error");
        }
        const enrolment = await enrolmentOf(tx, user.id, program);
        if (!enrolment) throw badRequest(`${body.email} is not enrolled in ${program}`, "not_enrolled");
        const createdAt = body.createdAt ? new Date(body.createdAt) : now;
        const deadline = enrolment.startDate
          ? researchWeek(enrolment.startDate, body.week).deadline
          : createdAt;
        try {
          const [row] = await tx
            .insert(researchItems)
            .values({
              userId: user.id,
              kind: researchKindFor(program),
              program,
              family: familyOf(program),
              ratingsList: ratingsListFor(program),
              researchType: researchStyleFor(program, user.researchType),
              week: body.week,
              deadline,
              company: body.company,
              text: body.text,
              createdAt,
              updatedAt: createdAt,
            })
            .returning();
          return adminDetail(tx, row!.id, now);
        } catch (err) {
          if (isUniqueViolation(err)) {
            throw conflict(`${body.email} already has week ${body.week} of ${program}`, "already_submitted");
          }
          throw err;
        }
      });
    },

    /** POST /api/admin/research/{id}/ratings: a rating by the learner with that email (assignment implied). */
    async adminAddRating(id: number, body: AdminAddRatingBody): Promise<AdminResearchDetail> {
      const data = JSON.stringify({ rate_res: body.rate_res });
      const { detail, push } = await db.transaction(async (tx) => {
        const item = await itemRow(tx, id);
        const [rater] = await tx.select().from(users).where(eq(users.email, body.email));
        if (!rater) throw notFound(`no user with email ${body.email}`);
        if (rater.id === item.userId) throw forbidden("nobody rates their own work", "own_research");
        await tx
          .insert(researchAssignments)
          .values({ researchId: id, raterId: rater.id, assignedAt: clock() })
          .onConflictDoNothing();
        const { push } = await insertRating(tx, item, rater.id, body.points, data);
        return { detail: await adminDetail(tx, id, clock()), push };
      });
      push();
      return detail;
    },
  };
}

/** The research service's interface. */
export type ResearchService = ReturnType<typeof createResearchService>;
