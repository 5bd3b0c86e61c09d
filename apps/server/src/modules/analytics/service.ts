// Cohort analytics for instructors (issue 24): the overview of a program or cohort, the at-risk list and its nudges,
// a learner's timeline, and each table as CSV. The rules and thresholds live in packages/domain/analytics.
import { and, eq, inArray } from "drizzle-orm";
import {
  FUNNEL_VIDEO_SHARE,
  TIMELINE_LIMIT,
  compareAtRisk,
  fillNudge,
  riskReasons,
} from "@fincareer/domain/analytics";
import type { TimelineKind } from "@fincareer/domain/analytics";
import type {
  AnalyticsOverview,
  AnalyticsQuery,
  AtRiskLearner,
  AtRiskResponse,
  FunnelStep,
  LearnerTimeline,
  NudgeBody,
  NudgeResponse,
  OverviewTable,
  TimelineItem,
} from "@fincareer/domain/contract/analytics";
import { formatIsoDateTime } from "@fincareer/domain/format";
import { programInfo } from "@fincareer/domain/programs";
import { median } from "@fincareer/domain/stats";
import type { CsvFile } from "../../platform/http/csv-download.ts";
import type { Db } from "../../db/client.ts";
import { notifications as notificationsTable, programEnrolments, users } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { writeCsv } from "../../lib/csv.ts";
import type { CsvCell } from "../../lib/csv.ts";
import { iso, todayIst } from "../../lib/dates.ts";
import type { Realtime } from "../../platform/realtime.ts";
import type { Actor } from "../../platform/audit.ts";
import { recordAudit } from "../../platform/audit.ts";
import { enqueueMail } from "../../platform/outbox.ts";
import { PUPDATE } from "../../platform/notifications.ts";
import { reportTransaction } from "../../db/rows.ts";
import { ttlCache } from "../../lib/ttl-cache.ts";
import {
  cohortMonths,
  lastNudges,
  learnerFacts,
  timelineRows,
  videoCount,
  videoDropOff,
  weeklyActivity,
} from "./queries.ts";
import type { FactRow, TimelineRow } from "./queries.ts";

const share = (n: number, of: number) => (of > 0 ? n / of : null);
const round = (x: number | null, digits = 4) => (x === null ? null : Number(x.toFixed(digits)));
const when = (ms: number | null) => (ms === null ? null : new Date(ms));

function factsOf(row: FactRow, videos: number) {
  return {
    start: row.start,
    end: row.end,
    lastActive: when(row.last_active),
    loggedIn: row.logged_in,
    researchWeek: row.week,
    recentSubmissions: row.recent,
    answers: row.answers,
    correct: row.correct,
    videosFinished: row.videos_finished,
    videos,
  };
}

const FUNNEL_LABELS: Record<FunnelStep["step"], string> = {
  enrolled: "Enrolled",
  logged_in: "Logged in",
  half_videos: "Finished half the videos",
  first_research: "Submitted first research",
  graded: "Had research graded",
};

const GAME_NAMES: Record<string, string> = {
  g1: "Game 1 (price direction)",
  g2: "Game 2",
  ecode: "ecode",
  ibep: "IBEP quiz",
};

/** One timeline entry in words. */
function timelineText(row: TimelineRow): string {
  const a = row.a ?? "";
  switch (row.kind) {
    case "login":
      return "Logged in";
    case "video_progress":
      return `Watched "${a || "a deleted video"}"`;
    case "video_finished":
      return `Finished "${a || "a deleted video"}"`;
    case "answer":
      return `Answered a question on "${a}": ${row.n1 ? "right" : "wrong"}`;
    case "research_submitted":
      return `Submitted ${row.b} week ${row.n1} (${a})`;
    case "research_graded":
      return `${row.b} week ${row.n1} (${a}) graded ${row.n2} / 10`;
    case "rating":
      return `Rated a peer's ${row.b} week ${row.n1} (${a}): ${row.n2} points`;
    case "game":
      return `Played ${GAME_NAMES[a] ?? a}: ${row.b}, ${row.n1} of ${row.n2}`;
    case "interview":
      return `Mock interview (${a}): ${row.b === "done" ? "finished" : "started"}`;
    case "order":
      return `Order ${row.b}: ${row.n1} × ${a}`;
    default:
      return row.kind;
  }
}

/** Creates the analytics service. */
export function createAnalyticsService(deps: { db: Db; realtime: Realtime; cacheMs?: number }) {
  const { db, realtime } = deps;
  // Each report is kept for cacheMs (ANALYTICS_CACHE_SECONDS): a cohort's report reads every learner's rows.
  const overviews = ttlCache<AnalyticsOverview>(deps.cacheMs ?? 0);
  const atRiskLists = ttlCache<AtRiskResponse>(deps.cacheMs ?? 0);

  async function computeOverview(query: AnalyticsQuery, now: Date): Promise<AnalyticsOverview> {
    const today = todayIst(now);
    const scope = { program: query.program, cohort: query.cohort ?? null };
    return reportTransaction(db, async (tx) => {
      const videos = await videoCount(tx, scope.program);
      const facts = await learnerFacts(tx, scope, today);
      const weekAgo = now.getTime() - 7 * 86_400_000;
      const enrolled = facts.length;
      // The last closed research week (issue 41): the current one is still open, so counting it understated
      // everyone who submits near the deadline.
      const inWeek = facts.filter((f) => f.week > 1);
      const answers = facts.reduce((n, f) => n + f.answers, 0);
      const correct = facts.reduce((n, f) => n + f.correct, 0);
      const graded = facts.reduce((n, f) => n + f.graded, 0);
      const points = facts.reduce((n, f) => n + f.points, 0);
      const submittedThisWeek = inWeek.filter((f) => f.last_week > 0).length;
      const half = (f: FactRow) => videos > 0 && f.videos_finished / videos >= FUNNEL_VIDEO_SHARE;
      const counts: Record<FunnelStep["step"], number> = {
        enrolled,
        logged_in: facts.filter((f) => f.logged_in).length,
        half_videos: facts.filter(half).length,
        first_research: facts.filter((f) => f.items > 0).length,
        graded: facts.filter((f) => f.graded > 0).length,
      };
      return {
        program: scope.program,
        cohort: scope.cohort,
        cohorts: await cohortMonths(tx, scope.program),
        kpis: {
          enrolled,
          active_7d: facts.filter((f) => f.last_active !== null && f.last_active >= weekAgo).length,
          median_videos_finished: round(
            videos > 0 ? median(facts.map((f) => f.videos_finished / videos)) : null,
          ),
          quiz_accuracy: round(share(correct, answers)),
          quiz_answers: answers,
          research_this_week: round(share(submittedThisWeek, inWeek.length)),
          research_due: inWeek.length,
          research_submitted: submittedThisWeek,
          average_grade: round(graded > 0 ? points / graded : null, 2),
          graded_items: graded,
          videos,
        },
        funnel: (Object.keys(FUNNEL_LABELS) as FunnelStep["step"][]).map((step) => ({
          step,
          label: FUNNEL_LABELS[step],
          learners: counts[step],
          share: round(share(counts[step], enrolled)),
        })),
        weekly: await weeklyActivity(tx, scope),
        videos: (await videoDropOff(tx, scope)).map((v) => ({
          ...v,
          share: round(share(v.finished, enrolled)),
        })),
      };
    });
  }

  async function computeAtRisk(program: string, now: Date): Promise<AtRiskResponse> {
    const today = todayIst(now);
    return reportTransaction(db, async (tx) => {
      const videos = await videoCount(tx, program);
      const facts = await learnerFacts(tx, { program, runningOn: today }, today);
      const nudged = await lastNudges(tx, program, today);
      const learners: AtRiskLearner[] = [];
      for (const row of facts) {
        const reasons = riskReasons(factsOf(row, videos), today, now);
        if (reasons.length === 0) continue;
        learners.push({
          id: row.id,
          email: row.email,
          name: row.name,
          last_active: row.last_active === null ? null : iso(new Date(row.last_active)),
          reasons,
          last_nudged: nudged.get(row.id) ?? null,
        });
      }
      return { learners: learners.sort(compareAtRisk) };
    });
  }

  const overview = (query: AnalyticsQuery) =>
    overviews.get(`${query.program}:${query.cohort ?? ""}`, () => computeOverview(query, new Date()));
  const atRisk = (program: string) => atRiskLists.get(program, () => computeAtRisk(program, new Date()));

  return {
    overview,
    atRisk,

    /** One table of the overview as CSV. */
    async overviewCsv(query: AnalyticsQuery & { table: OverviewTable }): Promise<CsvFile> {
      const o = await overview(query);
      const base = `${query.table}-${query.program}${query.cohort ? `-${query.cohort}` : ""}.csv`;
      const pct = (x: number | null) => (x === null ? null : Number((x * 100).toFixed(1)));
      let header: string[];
      let rows: CsvCell[][];
      switch (query.table) {
        case "kpis":
          header = ["Measure", "Value"];
          rows = [
            ["Enrolled", o.kpis.enrolled],
            ["Active in the last 7 days", o.kpis.active_7d],
            ["Median share of videos finished (%)", pct(o.kpis.median_videos_finished)],
            ["Quiz accuracy (%)", pct(o.kpis.quiz_accuracy)],
            ["Quiz answers", o.kpis.quiz_answers],
            ["Research on time, last closed week (%)", pct(o.kpis.research_this_week)],
            ["Research due in the last closed week", o.kpis.research_due],
            ["Research submitted for the last closed week", o.kpis.research_submitted],
            ["Average grade (out of 10)", o.kpis.average_grade],
            ["Graded items", o.kpis.graded_items],
            ["Videos in the program", o.kpis.videos],
          ];
          break;
        case "funnel":
          header = ["Step", "Learners", "Share of enrolled (%)"];
          rows = o.funnel.map((f) => [f.label, f.learners, pct(f.share)]);
          break;
        case "weekly":
          header = ["Week starting", "Active learners"];
          rows = o.weekly.map((w) => [w.week, w.active]);
          break;
        case "videos":
          header = ["Module", "Video", "Learners who finished", "Share of enrolled (%)"];
          rows = o.videos.map((v) => [v.module, v.title, v.finished, pct(v.share)]);
          break;
      }
      return { body: writeCsv(header, rows), fileName: base };
    },

    /** The at-risk list as CSV: one row per learner, reasons joined. */
    async atRiskCsv(program: string): Promise<CsvFile> {
      const { learners } = await atRisk(program);
      return {
        body: writeCsv(
          ["Name", "Email", "Last active (IST)", "Reasons", "Last nudged (IST)"],
          learners.map((l) => [
            l.name,
            l.email,
            l.last_active ? formatIsoDateTime(l.last_active) : "never",
            l.reasons.map((r) => r.text).join("; "),
            l.last_nudged ? formatIsoDateTime(l.last_nudged) : "",
          ]),
        ),
        fileName: `at-risk-${program}-${todayIst()}.csv`,
      };
    },

    /**
     * Sends each chosen learner of the program the template filled in for them: a notification (pushed live after
     * the commit) and an email through the outbox, replies going to the instructor, with one audit entry per
     * learner (naming them; the at-risk list's "nudged on" reads these), all in one transaction. Learners not
     * enrolled in the program are refused; deactivated accounts are left out.
     */
    async nudge(actor: Actor, body: NudgeBody): Promise<NudgeResponse> {
      const ids = [...new Set(body.user_ids)];
      const pushes: { userId: number; message: string; id: number }[] = [];
      const result = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: users.id, email: users.email, name: users.name, deactivatedAt: users.deactivatedAt })
          .from(users)
          .innerJoin(programEnrolments, eq(programEnrolments.userId, users.id))
          .where(
            and(
              inArray(users.id, ids),
              eq(programEnrolments.programName, body.program),
              eq(users.role, "learner"),
            ),
          );
        if (rows.length !== ids.length) {
          const found = new Set(rows.map((r) => r.id));
          const missing = ids.filter((id) => !found.has(id));
          throw badRequest(
            `Learners: ${missing.length === 1 ? "learner" : "learners"} ${missing.join(", ")} ` +
              `${missing.length === 1 ? "is" : "are"} not enrolled in ${body.program}`,
          );
        }
        const active = rows.filter((r) => r.deactivatedAt === null);
        const program = programInfo(body.program)?.label ?? body.program;
        const [sender] =
          actor.id === null
            ? []
            : await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
        const filled = active.map((r) => {
          const values = { name: r.name, program };
          return { ...r, subject: fillNudge(body.subject, values), message: fillNudge(body.message, values) };
        });
        // Each notice's id goes with its push (a socket that reconnects catches up by id).
        const noticeIds = new Map<number, number>();
        if (filled.length) {
          const stored = await tx
            .insert(notificationsTable)
            .values(filled.map((f) => ({ userId: f.id, message: `${f.subject}: ${f.message}` })))
            .returning({ id: notificationsTable.id, userId: notificationsTable.userId });
          for (const row of stored) noticeIds.set(row.userId, row.id);
        }
        for (const f of filled) {
          await enqueueMail(tx, {
            kind: "nudge",
            to: f.email,
            userId: f.id,
            data: {
              name: f.name,
              subject: f.subject,
              message: f.message,
              ...(sender ? { reply_to: sender.email } : {}),
            },
          });
          pushes.push({ userId: f.id, message: `${f.subject}: ${f.message}`, id: noticeIds.get(f.id)! });
          // One entry per learner: it names them (and is scrubbed with their data on erasure).
          await recordAudit(tx, actor, {
            action: "analytics.nudge",
            target: { id: f.id, email: f.email },
            details: { program: body.program, subject: f.subject },
          });
        }
        return { sent: filled.length, skipped: rows.length - filled.length };
      });
      for (const p of pushes) realtime.toUser(p.userId, PUPDATE, { msg: p.message, id: p.id });
      if (result.sent > 0) atRiskLists.clear();
      return result;
    },

    /** A learner's latest entries, newest first (at most TIMELINE_LIMIT). */
    async timeline(userId: number): Promise<LearnerTimeline> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, userId));
        if (!user) throw notFound(`user ${userId} not found`);
        const rows = await timelineRows(tx, userId, TIMELINE_LIMIT);
        const items: TimelineItem[] = rows.map((r) => ({
          at: iso(new Date(r.at)),
          kind: r.kind as TimelineKind,
          text: timelineText(r),
        }));
        return { user, items, limit: TIMELINE_LIMIT };
      });
    },
  };
}

/** The analytics service's interface. */
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** A learner's timeline as CSV. */
export function timelineCsv(timeline: LearnerTimeline): CsvFile {
  return {
    body: writeCsv(
      ["When (IST)", "What"],
      timeline.items.map((i) => [formatIsoDateTime(i.at), i.text]),
    ),
    fileName: `activity-${timeline.user.id}.csv`,
  };
}
