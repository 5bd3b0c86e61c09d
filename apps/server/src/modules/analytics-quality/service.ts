// The instructor's question-quality and raters reports (issue 24), as JSON and as CSV for a spreadsheet.
import { eq, sql } from "drizzle-orm";
import type { QuestionsResponse, RatersResponse } from "@fincareer/domain/contract/analytics-quality";
import type { ProgramName } from "@fincareer/domain/programs";
import { QUESTION_FLAG_LABELS } from "@fincareer/domain/question-stats";
import type { Db } from "../../db/client.ts";
import { reportTransaction } from "../../db/rows.ts";
import { questionReports } from "../../db/schema.ts";
import type { QuestionFigures } from "../../db/schema.ts";
import { ttlCache } from "../../lib/ttl-cache.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { writeCsvColumns } from "../../lib/csv.ts";
import { computeQuestionFigures, questionStatsOf } from "./questions.ts";
import { ratersReport } from "./raters.ts";

const round = (x: number | null, digits = 3) => (x === null ? null : Number(x.toFixed(digits)));

interface StoredReport {
  computedAt: Date;
  figures: QuestionFigures[];
}

/**
 * Creates the analytics-quality service. The questions report is stored per program (question_reports) and served
 * with its time: recomputed in the background once older than questionsRefreshMs (QUESTION_STATS_REFRESH_SECONDS),
 * while the stored one is answered; at once when there is none, when it is older than six refresh periods (nobody
 * looked for a while), on recalculate, and on every call with 0.
 */
export function createAnalyticsQualityService(deps: {
  db: Db;
  now?: () => Date;
  cacheMs?: number;
  questionsRefreshMs?: number;
  /** Where a failed background recomputation is reported. */
  onError?: (err: unknown) => void;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const refreshMs = deps.questionsRefreshMs ?? 0;
  // The raters report is kept for cacheMs (ANALYTICS_CACHE_SECONDS), the CSV reading the same one.
  const raterReports = ttlCache<RatersResponse>(deps.cacheMs ?? 0);
  const ratersOf = (program: ProgramName) =>
    raterReports.get(program, () => reportTransaction(db, (tx) => ratersReport(tx, program, now())));

  /** Computes the program's figures and stores them (later than the stored ones), auditing an admin's request. */
  const computeAndStore = async (program: ProgramName, actor?: Actor): Promise<StoredReport> => {
    const figures = await reportTransaction(db, (tx) => computeQuestionFigures(tx, program));
    const computedAt = now();
    await db.transaction(async (tx) => {
      // Another instance may have stored a later one meanwhile: the later report stays.
      await tx
        .insert(questionReports)
        .values({ program, computedAt, figures })
        .onConflictDoUpdate({
          target: questionReports.program,
          set: { computedAt, figures },
          setWhere: sql`${questionReports.computedAt} < excluded.computed_at`,
        });
      if (actor)
        await recordAudit(tx, actor, {
          action: "analytics.recalculate",
          details: { program, questions: figures.length },
        });
    });
    return { computedAt, figures };
  };
  // One background computation per program at a time on this instance; concurrent callers share it.
  const computing = new Map<ProgramName, Promise<StoredReport>>();
  const recompute = (program: ProgramName): Promise<StoredReport> => {
    const running = computing.get(program);
    if (running) return running;
    const run = computeAndStore(program).finally(() => computing.delete(program));
    computing.set(program, run);
    return run;
  };
  const storedReport = async (program: ProgramName): Promise<StoredReport> => {
    if (refreshMs === 0) return recompute(program);
    const [row] = await db.select().from(questionReports).where(eq(questionReports.program, program));
    const age = row ? now().getTime() - row.computedAt.getTime() : Infinity;
    if (!row || age > 6 * refreshMs) return recompute(program);
    if (age > refreshMs) recompute(program).catch((err: unknown) => deps.onError?.(err));
    return row;
  };
  const questionsOf = async (program: ProgramName, requestedBy?: Actor): Promise<QuestionsResponse> => {
    const report = requestedBy ? await computeAndStore(program, requestedBy) : await storedReport(program);
    return {
      questions: await questionStatsOf(db, report.figures),
      computed_at: report.computedAt.toISOString(),
    };
  };
  return {
    /** GET /api/admin/analytics/questions. */
    questions: (program: ProgramName) => questionsOf(program),

    /** POST /api/admin/analytics/questions/recalculate: computed now, stored, audited and answered as the GET. */
    recalculateQuestions: (actor: Actor, program: ProgramName) => questionsOf(program, actor),

    /** Waits for background recomputations (the app's close). */
    async settle(): Promise<void> {
      await Promise.allSettled([...computing.values()]);
    },

    /** GET /api/admin/analytics/questions.csv: one row per question, options as "text: picks" in one cell. */
    async questionsCsv(program: ProgramName): Promise<string> {
      return writeCsvColumns((await questionsOf(program)).questions, [
        { header: "source", value: (q) => q.source },
        { header: "id", value: (q) => q.id },
        { header: "question", value: (q) => q.text },
        { header: "attempts", value: (q) => q.attempts },
        { header: "facility", value: (q) => round(q.facility) },
        { header: "discrimination", value: (q) => round(q.discrimination) },
        { header: "flags", value: (q) => q.flags.map((f) => QUESTION_FLAG_LABELS[f]).join("; ") },
        {
          header: "options (times chosen)",
          value: (q) => q.options.map((o) => `${o.text}: ${o.chosen}`).join(" | "),
        },
        { header: "edit at", value: (q) => q.edit_path },
      ]);
    },

    /** GET /api/admin/analytics/raters. */
    async raters(program: ProgramName): Promise<RatersResponse> {
      return ratersOf(program);
    },

    /** GET /api/admin/analytics/raters.csv: the raters table (the week and grade tables are on the page). */
    async ratersCsv(program: ProgramName): Promise<string> {
      const report = await ratersOf(program);
      return writeCsvColumns(report.raters, [
        { header: "name", value: (r) => r.name },
        { header: "email", value: (r) => r.email },
        { header: "items graded by both", value: (r) => r.items },
        { header: "mean difference (% of scale)", value: (r) => r.mean_gap_pct },
        { header: "items more than 25% apart", value: (r) => r.far_items },
        { header: "flagged", value: (r) => r.flagged },
      ]);
    },
  };
}

export type AnalyticsQualityService = ReturnType<typeof createAnalyticsQualityService>;
