import type { PlayQuestion } from "@fincareer/domain/contract/games";
import { roundState } from "./round-dots.tsx";

/**
 * Where a question set stands: the question shown (the one chosen by `index`, else the first unanswered, else the
 * last), its place in the list and the progress dots.
 */
export function questionSetState(list: PlayQuestion[], index: number | null) {
  const firstOpen = list.findIndex((q) => q.answered === null);
  const currentIndex = index ?? (firstOpen < 0 ? list.length - 1 : firstOpen);
  const question = list[currentIndex]!;
  const states = list.map((x, i) => roundState(x.answered ? x.answered.correct : null, i === currentIndex));
  return { currentIndex, question, states };
}
