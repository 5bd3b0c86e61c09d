// Shape of the curated interview bank (one data module per track in this folder).
import type { InterviewTrack } from "@fincareer/domain/contract/interview";

/** A concept a strong answer covers: its name, the words that show it (synonyms), and a follow-up probing it. */
export interface KeyPoint {
  point: string;
  /** Phrases that count as covering the point; matched on word stems, so "hedged" matches "hedging". */
  terms: string[];
  /** The follow-up asked when the answer missed this point, or to probe it further when it was covered. */
  ask: string;
}

/** One bank question with its key points and a model answer to compare with. */
export interface BankQuestion {
  id: string;
  text: string;
  points: KeyPoint[];
  model: string;
}

/** A track's bank. */
export interface TrackBank {
  id: InterviewTrack;
  name: string;
  description: string;
  /** Behavioural tracks are judged for STAR structure. */
  behavioural: boolean;
  questions: BankQuestion[];
}

/** Shorthand for a key point in the data files: [point, terms, follow-up]. */
export type PointSpec = [point: string, terms: string[], ask: string];

/** Builds a bank question from the compact form used in the data files. */
export function q(id: string, text: string, points: PointSpec[], model: string): BankQuestion {
  return { id, text, model, points: points.map(([point, terms, ask]) => ({ point, terms, ask })) };
}
