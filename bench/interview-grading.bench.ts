// Interview grading benchmark: the built-in (offline) grader scores every answer of the labelled grading set
// (docs/interview-grading.md). Figures: the Spearman rank correlation between score and label (labels ranked
// gamed < weak < adequate < strong; target >= 0.8), the mean score per label, the highest score of any gamed answer
// (target <= 30), on the held-out answers (grading-set/holdout6/: written without the grader, never tuned on; "no
// held-out set" while the folder is missing), the earlier held-out sets (holdout/ to holdout5/: each
// judged once, then used to mend the grader, so "seen"), the test split (every third answer of the first set;
// partly looked at while tuning) and on all answers; and the time to grade one answer. The targets are judged on the
// held-out answers (when present), the seen sets, the first set's test split and all.
import { correlation } from "@fincareer/domain/excel-stats";
import {
  GRADING_LABELS,
  gradingRequest,
  gradingSet,
  holdoutSet,
  seenSet,
} from "../apps/server/src/modules/interview/grading-set.ts";
import type { GradingEntry } from "../apps/server/src/modules/interview/grading-set.ts";
import { rubricFeedback } from "../apps/server/src/modules/interview/rubric.ts";

const TARGET_RHO = 0.8;
const TARGET_GAMED_MAX = 30;

/** Ranks with ties given their average rank. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.v === order[i]!.v) j++;
    for (let k = i; k <= j; k++) out[order[k]!.i] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

const spearman = (x: number[], y: number[]) => correlation(ranks(x), ranks(y));

const set = [...gradingSet(), ...seenSet(), ...holdoutSet()];
// The first call loads the NLP model; time it apart from the steady state.
const t0 = process.hrtime.bigint();
rubricFeedback(gradingRequest(set[0]!));
const firstMs = Number(process.hrtime.bigint() - t0) / 1e6;
const t1 = process.hrtime.bigint();
const scored = set.map((e) => ({ e, score: rubricFeedback(gradingRequest(e)).score }));
const perAnswerMs = Number(process.hrtime.bigint() - t1) / 1e6 / set.length;

let missed = 0;
function report(name: string, rows: { e: GradingEntry; score: number }[]) {
  const labelRank = (e: GradingEntry) => GRADING_LABELS.indexOf(e.label);
  const rho = spearman(
    rows.map((r) => r.score),
    rows.map((r) => labelRank(r.e)),
  );
  const rhoMerged = spearman(
    rows.map((r) => r.score),
    rows.map((r) => Math.max(1, labelRank(r.e))),
  );
  const gamed = rows.filter((r) => r.e.label === "gamed");
  const worst = gamed.reduce((m, r) => (r.score > m.score ? r : m), gamed[0]!);
  console.log(`\n${name}: ${rows.length} answers`);
  for (const label of GRADING_LABELS) {
    const s = rows.filter((r) => r.e.label === label).map((r) => r.score);
    const mean = s.reduce((a, b) => a + b, 0) / s.length;
    console.log(
      `  mean score ${label.padEnd(8)} ${mean.toFixed(1).padStart(5)}  (n=${s.length}, ${Math.min(...s)}-${Math.max(...s)})`,
    );
  }
  console.log(
    `  Spearman rho (gamed < weak < adequate < strong) ${rho.toFixed(3)}; target ${TARGET_RHO}; ratio ${(rho / TARGET_RHO).toFixed(3)} (>= 1 meets it)`,
  );
  console.log(`  Spearman rho (gamed = weak lowest) ${rhoMerged.toFixed(3)}`);
  console.log(
    `  highest gamed score ${worst.score} (${worst.e.id}, ${worst.e.gaming}); target ${TARGET_GAMED_MAX}; ratio ${(worst.score / TARGET_GAMED_MAX).toFixed(3)} (<= 1 meets it)`,
  );
  return { rho, gamedMax: worst.score };
}

const held = scored.filter((r) => r.e.split === "holdout");
const holdout =
  held.length > 0 ? report("held-out answers (grading-set/holdout6/, never tuned on)", held) : null;
if (held.length === 0)
  console.log("\nno held-out set (grading-set/holdout6/ is missing): judged on the seen sets and splits");
const seenRows = scored.filter((r) => r.e.split === "seen");
const seen =
  seenRows.length > 0
    ? report("earlier held-out sets holdout to holdout5 (seen: used to mend the grader)", seenRows)
    : null;
const test = report(
  "test split",
  scored.filter((r) => r.e.split === "test"),
);
report(
  "tune split",
  scored.filter((r) => r.e.split === "tune"),
);
const all = report("all answers (first set, seen sets and any held-out set)", scored);
console.log(
  `\ngrading time: first answer ${firstMs.toFixed(0)} ms (loads the model), then ${perAnswerMs.toFixed(2)} ms per answer`,
);
if (process.env.GRADING_VERBOSE)
  for (const r of scored) console.log(`${r.e.split} ${r.e.id} ${r.e.question} ${r.e.label} ${r.score}`);
for (const r of [holdout, seen, test, all]) {
  if (r === null) continue;
  if (r.rho < TARGET_RHO) missed++;
  if (r.gamedMax > TARGET_GAMED_MAX) missed++;
}
process.exit(missed > 0 ? 1 : 0);
