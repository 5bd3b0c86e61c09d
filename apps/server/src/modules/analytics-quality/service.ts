// The instructor's question-quality and raters reports (issue 24), as JSON and as CSV for a spreadsheet.
import type { QuestionStat, RatersResponse } from "@fincareer/domain/contract/analytics-quality";
import type { ProgramName } from "@fincareer/domain/programs";
import { QUESTION_FLAG_LABELS } from "@fincareer/domain/question-stats";
import type { Db } from "../../db/client.ts";
import { reportTransaction } from "../../db/rows.ts";
import { ttlCache } from "../../lib/ttl-cache.ts";
import { writeCsvColumns } from "../../lib/csv.ts";
import { questionStats } from "./questions.ts";
import { ratersReport } from "./raters.ts";

const round = (x: number | null, digits = 3) => (x === null ? null : Number(x.toFixed(digits)));

/** Creates the analytics-quality service. */
export function createAnalyticsQualityService(deps: { db: Db; now?: () => Date; cacheMs?: number }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // Each report is kept for cacheMs (ANALYTICS_CACHE_SECONDS), the CSV reading the same one.
  const questionReports = ttlCache<QuestionStat[]>(deps.cacheMs ?? 0);
  const raterReports = ttlCache<RatersResponse>(deps.cacheMs ?? 0);
  const questionStatsOf = (program: ProgramName) =>
    questionReports.get(program, () => reportTransaction(db, (tx) => questionStats(tx, program)));
  const ratersOf = (program: ProgramName) =>
    raterReports.get(program, () => reportTransaction(db, (tx) => ratersReport(tx, program, now())));
  return {
    /** GET /api/admin/analytics/questions. */
    async questions(program: ProgramName): Promise<{ questions: QuestionStat[] }> {
      return { questions: await questionStatsOf(program) };
    },

    /** GET /api/admin/analytics/questions.csv: one row per question, options as "text: picks" in one cell. */
    async questionsCsv(program: ProgramName): Promise<string> {
      return writeCsvColumns(await questionStatsOf(program), [
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
