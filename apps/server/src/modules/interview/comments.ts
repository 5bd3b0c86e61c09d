// What the feedback tells the learner in words: the hint for each key point not explained (the idea in plain
// words, not trigger words), and the comments in order: remarks on gaming and wrong content, points to cover,
// structure advice, fillers, repeated words, length; praise when there is nothing to say.
import type { Feedback } from "@fincareer/domain/contract/interview";
import type { PointReading } from "./key-points.ts";
import { PART_ADVICE } from "./structure.ts";

/** The hint for a key point the answer did not explain: the idea in plain words. */
export function missedHint(r: PointReading): string {
  if (r.status === "named" || r.status === "listed" || r.status === "mentioned")
    return `You named it but did not explain it. ${r.point.idea}`;
  if (r.status === "negated") return `You mentioned it only to set it aside. ${r.point.idea}`;
  if (r.status === "contradicted" && r.wrong)
    return `You said the opposite ("${r.wrong.claim}"). ${r.wrong.correction}${r.wrong.correction.includes(r.point.idea) ? "" : ` ${r.point.idea}`}`;
  return r.point.idea;
}

/** The fewest words of an answer that is advised to signpost its points. */
const SIGNPOST_WORDS = 120;

/** The comments of the rubric's feedback, in the order a learner should act on them. */
export function commentsOn(judged: {
  remarks: string[];
  missed: PointReading[];
  absent: string[];
  /** Words in the answer: signposting is advised only for a long answer. */
  words?: number;
  fillers: Feedback["fillers"];
  repeated: Feedback["repeated"];
  length: { verdict: Feedback["length"]["verdict"]; note: string };
}): string[] {
  const { remarks, missed, fillers, repeated, length } = judged;
  // Signposting helps a long answer find its way; a short one needs none.
  const absent = judged.absent.filter(
    (a) => !a.startsWith("Signposting") || (judged.words ?? 0) >= SIGNPOST_WORDS,
  );
  const comments: string[] = [...remarks];
  const open = missed.filter((m) => m.status !== "contradicted");
  if (open.length) comments.push(`Cover next time: ${open.map((m) => m.point.point).join("; ")}.`);
  // Structure advice only for an answer that lacks structure: one with its reasoning and an example (or a story with
  // its actions and result) needs no tips on signposting.
  if (absent.length > 0) comments.push(`Structure: ${absent.map((a) => PART_ADVICE[a] ?? a).join("; ")}.`);
  if (fillers.count >= 2)
    comments.push(
      `You used ${fillers.count} filler words (${fillers.words.map((f) => `"${f.word}"`).join(", ")}); pause instead.`,
    );
  if (repeated.length)
    comments.push(`Vary your wording: ${repeated.map((r) => `"${r.word}" ×${r.count}`).join(", ")}.`);
  if (length.verdict !== "good") comments.push(length.note);
  if (comments.length === 0)
    comments.push("Strong answer: it explains every key point with a clear structure.");
  return comments;
}
