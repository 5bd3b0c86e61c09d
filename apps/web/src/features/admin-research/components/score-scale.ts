// One scale for the grading screen (issue 41): every figure reads "x of max", a total adds its percentage, and
// the rule behind a peer total is spelt out instead of the raw ratings-list name. Presentation only: the stored
// values and the API's score_detail stay as SPEC.md section 5 defines them.
import type { ScoreDetail } from "@fincareer/domain/contract/research";
import { formatShare } from "@fincareer/domain/format";

/** "7.5 of 10". */
export function ofMax(value: number, max: number): string {
  return `${value} of ${max}`;
}

/** A total with its share of the maximum: "11 of 33 (33%)". */
export function totalText(detail: Pick<ScoreDetail, "total" | "out_of">): string {
  const share = detail.out_of > 0 ? ` (${formatShare(detail.total / detail.out_of)})` : "";
  return `${ofMax(detail.total, detail.out_of)}${share}`;
}

/** What the total is: the instructor's mark, a final peer total, or a provisional one. */
export function totalKind(detail: Pick<ScoreDetail, "source" | "final">): string {
  if (detail.source === "admin") return "Instructor's mark";
  return detail.final ? "Peer total" : "Provisional peer total";
}

/** The queue's one-line score: "Provisional peer total: 15 of 33 (45%)". */
export function scoreLine(detail: ScoreDetail): string {
  return `${totalKind(detail)}: ${totalText(detail)}`;
}

/**
 * How a peer total is made up, in words: "Best 3 peer ratings, each out of 10, plus extra points up to 3: out of
 * 33" (the item's ratings counted, maximum per rating and bonus; an instructor's mark replaces all of it).
 */
export function peerRule(ratingsNeeded: number, maxPerRating: number, bonus: number): string {
  const best = ratingsNeeded === 1 ? "The peer rating" : `Best ${ratingsNeeded} peer ratings, each`;
  const outOf = ratingsNeeded * maxPerRating + bonus;
  return `${best} out of ${maxPerRating}, plus extra points up to ${bonus}: out of ${outOf}`;
}
