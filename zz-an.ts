import { rubricFeedback } from "./apps/server/src/modules/interview/rubric.ts";
import { gradingRequest, seenSet, gradingSet, holdoutSet } from "./apps/server/src/modules/interview/grading-set.ts";
const sets = [...gradingSet(), ...seenSet(), ...holdoutSet()].filter((e) => e.label === "adequate" || e.label === "strong" || e.label==="weak");
const rows: Record<string, number[][]> = {};
for (const e of sets) {
  const f = await rubricFeedback(gradingRequest(e));
  const parts = f.structure.parts.map((p) => (p.present ? 1 : 0));
  const k = `${e.label}${e.kind ? "/" + e.kind : ""}`;
  (rows[k] ??= []).push([f.score, f.dimensions.coverage, f.dimensions.structure, f.dimensions.length, f.length.words, ...parts]);
}
for (const [k, r] of Object.entries(rows)) {
  const m = (i: number) => (r.reduce((a, x) => a + (x[i] ?? 0), 0) / r.length).toFixed(1);
  console.log(k.padEnd(24), "n", r.length, "score", m(0), "cov", m(1), "struct", m(2), "len", m(3), "words", m(4), "parts", m(5), m(6), m(7));
}
