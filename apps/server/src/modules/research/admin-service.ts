// The instructor's research use cases: the grading queue, an item's detail, grading, and the demo/test helpers that
// create items and ratings for a learner.
import { researchNoticeLink } from "@fincareer/domain/notification-links";
import { and, asc, count, eq, or, sql } from "drizzle-orm";
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
} from "@fincareer/domain/contract/research";
import { researchPath } from "@fincareer/domain/navigation";
import { FAMILIES, familyOf, isProgramName } from "@fincareer/domain/programs";
import type { RatingsList } from "@fincareer/domain/programs";
import {
  ratingsListFor,
  researchKindFor,
  researchStyleFor,
  researchWeek,
} from "@fincareer/domain/research-rules";
import { scoreText } from "@fincareer/domain/research-score";
import type { Db } from "../../db/client.ts";
import { researchAssignments, researchItems, researchRatings, users } from "../../db/schema.ts";
import type { ResearchRatingRow } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { changesBetween, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { enqueueMail } from "../../platform/outbox.ts";
import { insertRating } from "./ratings.ts";
import { enrolmentOf, itemRow, ratingsByItem } from "./store.ts";
import type { ResearchDeps } from "./store.ts";
import { AREA_LABEL, flagsOf, rulesOf, scoreOf, toRating, toResearchItem } from "./views.ts";

/** The author of a research item, as the audit log names them. */
async function authorOf(tx: Db, userId: number): Promise<{ id: number; email: string; name: string }> {
  const [user] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? { id: userId, email: `user #${userId}`, name: `user #${userId}` };
}

/** How the audit log names a research item: "Ravi Kumar's research for week 3 (Infosys)". */
function researchObject(
  item: { id: number; kind: keyof typeof AREA_LABEL; week: number; company: string },
  author: { name: string },
) {
  return {
    kind: "research_item",
    id: item.id,
    label: `${author.name}'s ${AREA_LABEL[item.kind]} for week ${item.week} (${item.company})`,
  };
}

/** The instructor's view of one item: every rating with its rater, the flags and the assignment count. */
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

/** The admin half of the research service. */
export function createAdminResearch(deps: ResearchDeps) {
  const { db, notifications, clock } = deps;

  return {
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
          const score = scoreOf(item, rs);
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
            score: scoreText(score),
            score_detail: score,
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
    async grade(actor: Actor, id: number, body: AdminGradeBody): Promise<AdminResearchDetail> {
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
            gradedBy: actor.id,
            gradedAt: now,
            scoreChangedAt: now,
          })
          .where(eq(researchItems.id, id));
        const author = await authorOf(tx, row.userId);
        await recordAudit(tx, actor, {
          action: "research.grade",
          target: author,
          object: researchObject(row, author),
          details: {
            changes: changesBetween(
              {
                admin_points: row.adminPoints,
                admin_comment: row.adminComment,
                extra_points: row.extraPoints,
              },
              {
                admin_points: body.admin_points,
                admin_comment: body.admin_comment === undefined ? undefined : body.admin_comment || null,
                extra_points: body.extra_points,
              },
            ),
          },
        });
        const detail = await adminDetail(tx, id, now);
        const push = await notifications.notifyIn(
          tx,
          row.userId,
          `Your ${AREA_LABEL[row.kind]} for week ${row.week} (${row.company}) was graded by an instructor: ` +
            `${detail.research.score}.`,
          researchNoticeLink(row.kind, row.program, row.researchType === "NEW" ? "NEW" : "OLD"),
        );
        // The grade by mail too, in this transaction, with a link to the page that lists the item.
        await enqueueMail(tx, {
          kind: "grade",
          to: author.email,
          userId: author.id,
          data: {
            name: author.name,
            area: AREA_LABEL[row.kind],
            week: row.week,
            company: row.company,
            score: detail.research.score,
            comment: body.admin_comment === undefined ? row.adminComment : body.admin_comment || null,
            path:
              row.kind === "project"
                ? "/ivepresearch"
                : researchPath(row.program, row.researchType === "NEW" ? "NEW" : "OLD"),
          },
        });
        return { detail, push };
      });
      push();
      return detail;
    },

    /** POST /api/admin/research: creates an item for a learner (demo and test data: any week, any date). */
    async adminCreate(actor: Actor, body: AdminCreateResearchBody): Promise<AdminResearchDetail> {
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
          await recordAudit(tx, actor, {
            action: "research.create",
            target: user,
            object: researchObject(row!, user),
            details: { program, week: body.week, company: body.company },
          });
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
    async adminAddRating(actor: Actor, id: number, body: AdminAddRatingBody): Promise<AdminResearchDetail> {
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
        const { push } = await insertRating(deps, tx, item, rater.id, body.points, data);
        const author = await authorOf(tx, item.userId);
        await recordAudit(tx, actor, {
          action: "research.rating.add",
          target: author,
          object: researchObject(item, author),
          details: { rater: rater.email, points: body.points },
        });
        return { detail: await adminDetail(tx, id, clock()), push };
      });
      push();
      return detail;
    },
  };
}
