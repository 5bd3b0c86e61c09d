// Trading games (SPEC.md section 7 "Games", PRODUCT.md "Games"): which games a program plays, how long a set is,
// when a set counts as won, and the record/percentile arithmetic shared by the server and the performance screen.
// Pure: no I/O. Design choices are recorded in docs/decisions.md ("Games").
import { familyOf } from "./programs.ts";

/** The four games: g1 Bull or Bear, g2 Ratio Match, ecode timed case quiz, ibep investment-banking sets. */
export const GAMES = ["g1", "g2", "ecode", "ibep"] as const;
export type Game = (typeof GAMES)[number];

/** Games that `start_game/{game}` starts (IBEP sets start on the first GET ibepgames). */
export const STARTABLE_GAMES = ["g1", "g2", "ecode"] as const;
export type StartableGame = (typeof STARTABLE_GAMES)[number];

/** Display names of the games. */
export const GAME_TITLES: Record<Game, string> = {
  g1: "Bull or Bear",
  g2: "Ratio Match",
  ecode: "eCode case quiz",
  ibep: "IBEP question sets",
};

/** One set of a game as result messages name it ("You lost this IBEP question set"). */
export const GAME_SET_NAMES: Record<Game, string> = {
  g1: "Bull or Bear set",
  g2: "Ratio Match set",
  ecode: "eCode case quiz",
  ibep: "IBEP question set",
};

/** g1: rounds per set, candles shown, trading days called. */
export const G1_ROUNDS = 10;
export const G1_CANDLES = 60;
export const G1_HORIZON = 5;
/** g1 chart prices are rebased so the last shown close is this value. */
export const G1_REBASE = 100;

/** g2: rounds per set and companies per round (each round matches this many companies to as many ratio cards). */
export const G2_ROUNDS = 3;
export const G2_COMPANIES = 5;

/** ecode: questions per attempt and the time limit. */
export const ECODE_QUESTIONS = 10;
export const ECODE_MINUTES = 10;

/** IBEP: questions per set and the topics a set draws two questions from each. */
export const IBEP_QUESTIONS = 10;
export const IBEP_TOPICS = ["valuation", "accounting", "mna", "lbo", "markets"] as const;
export type IbepTopic = (typeof IBEP_TOPICS)[number];
/** ecode case-question topics. */
export const ECODE_TOPICS = [
  "valuation",
  "accounting",
  "ratios",
  "markets",
  "corporate-finance",
  "banking",
] as const;

const TOPIC_ACRONYMS: Record<string, string> = { mna: "M&A", lbo: "LBO" };

/** A question topic as learners read it: "corporate-finance" is "Corporate finance", "mna" is "M&A". */
export function topicLabel(topic: string): string {
  const known = TOPIC_ACRONYMS[topic];
  if (known !== undefined) return known;
  const words = topic.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The most points one set of a game can score. */
export function maxScore(game: Game): number {
  switch (game) {
    case "g1":
      return G1_ROUNDS;
    case "g2":
      return G2_ROUNDS * G2_COMPANIES;
    case "ecode":
      return ECODE_QUESTIONS;
    case "ibep":
      return IBEP_QUESTIONS;
  }
}

/** A set is won at 60% of the points (g1: 6 of 10 calls; g2: 9 of 15 pairs; ecode and IBEP: 6 of 10). */
export function isWin(game: Game, score: number): boolean {
  return score * 10 >= maxScore(game) * 6;
}

/**
 * Games a program's learners may play. Which programs have Games at all is the API access table's job (area
 * "games"); within it every program plays all four, IBEP's sets listed first for the IBEP family.
 */
export function gamesForProgram(program: string | null | undefined): Game[] {
  if (!program) return [];
  return familyOf(program) === "IBEP" ? ["ibep", "g1", "g2", "ecode"] : ["g1", "g2", "ecode", "ibep"];
}

/** Longest run of consecutive wins in finished sets, oldest first. */
export function bestStreak(wins: readonly boolean[]): number {
  let best = 0;
  let run = 0;
  for (const w of wins) {
    run = w ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/**
 * Percentile rank of `mine` among the cohort's values (which include mine): the share strictly below plus half
 * the ties, 0-100, rounded. A cohort of one is the 50th percentile.
 */
export function percentileRank(mine: number, cohort: readonly number[]): number {
  if (cohort.length === 0) return 50;
  let below = 0;
  let equal = 0;
  for (const v of cohort) {
    if (v < mine) below++;
    else if (v === mine) equal++;
  }
  return Math.round(((below + equal / 2) / cohort.length) * 100);
}

/** Fewest learners with a finished set before a cohort percentile means anything (below it: "Not enough learners yet"). */
export const MIN_PERCENTILE_COHORT = 10;

/** True when a cohort of this size is large enough to show a percentile rank. */
export function showsPercentile(cohortSize: number): boolean {
  return cohortSize >= MIN_PERCENTILE_COHORT;
}

/** Whole-number accuracy percentage of points over possible points (0 when nothing was possible). */
export function accuracyPercent(points: number, possible: number): number {
  return possible > 0 ? Math.round((points / possible) * 100) : 0;
}

/** g1's verdict: the move over the horizon is up when the last close is above the close the learner saw. */
export function g1Direction(lastShownClose: number, horizonClose: number): "up" | "down" {
  return horizonClose > lastShownClose ? "up" : "down";
}

/** A company's reported figures (₹ crore, DPS in rupees) used by g2. */
export interface Fundamentals {
  revenueCr: number;
  netProfitCr: number;
  equityCr: number;
  debtCr: number;
  dividendPerShare: number;
}

/** The five ratios of a g2 card. */
export interface Ratios {
  pe: number;
  roe: number;
  debt_equity: number;
  net_margin: number;
  dividend_yield: number;
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * g2's ratios from reported figures and the share price: P/E = market cap / net profit, ROE = net profit / equity,
 * D/E = borrowings / equity, net margin = net profit / revenue, dividend yield = DPS / price (percentages).
 */
export function companyRatios(f: Fundamentals, pricePaise: number, sharesOutstanding: number): Ratios {
  const price = pricePaise / 100;
  const marketCapCr = (price * sharesOutstanding) / 1e7;
  return {
    pe: round(marketCapCr / f.netProfitCr, 1),
    roe: round((f.netProfitCr / f.equityCr) * 100, 1),
    debt_equity: round(f.debtCr / f.equityCr, 2),
    net_margin: round((f.netProfitCr / f.revenueCr) * 100, 1),
    dividend_yield: round((f.dividendPerShare / price) * 100, 2),
  };
}

/** g2 points of a pick: the cards matched to the right company (pick[card] and answer[card] are company indexes). */
export function g2Points(pick: readonly number[], answer: readonly number[]): number {
  return answer.reduce((n, company, card) => n + (pick[card] === company ? 1 : 0), 0);
}
