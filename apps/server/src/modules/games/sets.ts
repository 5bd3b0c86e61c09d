// Building a g1 or g2 set: the rounds with their answer key, stored in game_sessions.content (never sent as is).
import { asc, eq, inArray } from "drizzle-orm";
import {
  companyRatios,
  G1_CANDLES,
  G1_HORIZON,
  G1_REBASE,
  G1_ROUNDS,
  G2_COMPANIES,
  G2_ROUNDS,
  g1Direction,
} from "@fincareer/domain/games";
import type { Ratios } from "@fincareer/domain/games";
import type { G1Candle } from "@fincareer/domain/contract/games";
import { marketDailyBars, marketScrips } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { DbOrTx } from "./common.ts";
import { shuffle } from "./common.ts";
import { FUNDAMENTALS } from "./data/fundamentals.ts";

/** A g1 round as stored: what the chart shows, what followed, and the company. */
export interface G1StoredRound {
  srCode: string;
  shortCode: string;
  name: string;
  industry: string;
  from: string;
  to: string;
  candles: G1Candle[];
  after: G1Candle[];
  changePercent: number;
  answer: "up" | "down";
}

/** A g2 round as stored: companies in display order, shuffled cards, answer[card] = company index. */
export interface G2StoredRound {
  companies: { name: string; short_code: string; industry: string }[];
  cards: Ratios[];
  answer: number[];
}

const r2 = (x: number) => Math.round(x * 100) / 100;

/** Ten g1 rounds from ten different scrips, each a random 65-day window of stored daily history. */
export async function buildG1Rounds(db: DbOrTx, random: (n: number) => number): Promise<G1StoredRound[]> {
  const need = G1_CANDLES + G1_HORIZON;
  const scrips = await db
    .select({
      srCode: marketScrips.srCode,
      shortCode: marketScrips.shortCode,
      name: marketScrips.name,
      industry: marketScrips.industry,
    })
    .from(marketScrips);
  const rounds: G1StoredRound[] = [];
  for (const s of shuffle(scrips, random)) {
    if (rounds.length === G1_ROUNDS) break;
    const bars = await db
      .select()
      .from(marketDailyBars)
      .where(eq(marketDailyBars.code, s.srCode))
      .orderBy(asc(marketDailyBars.day));
    // The newest bar may be today's, still moving: windows end before it.
    const usable = bars.length - 1;
    if (usable < need) continue;
    const start = random(usable - need + 1);
    const window = bars.slice(start, start + need);
    const lastShown = window[G1_CANDLES - 1]!.close;
    const scale = G1_REBASE / lastShown;
    const candles = window.map((b, i) => ({
      t: i + 1,
      open: r2(b.open * scale),
      high: r2(b.high * scale),
      low: r2(b.low * scale),
      close: r2(b.close * scale),
    }));
    const horizonClose = window[need - 1]!.close;
    rounds.push({
      ...s,
      from: window[0]!.day,
      to: window[need - 1]!.day,
      candles: candles.slice(0, G1_CANDLES),
      after: candles.slice(G1_CANDLES),
      changePercent: r2(((horizonClose - lastShown) / lastShown) * 100),
      answer: g1Direction(lastShown, horizonClose),
    });
  }
  if (rounds.length < G1_ROUNDS)
    throw new AppError("not_enough_history", 503, "the market history is too short for Bull or Bear yet");
  return rounds;
}

/** Three g2 rounds of five companies each (15 different companies), cards shuffled within each round. */
export async function buildG2Rounds(db: DbOrTx, random: (n: number) => number): Promise<G2StoredRound[]> {
  const rows = await db
    .select()
    .from(marketScrips)
    .where(inArray(marketScrips.shortCode, Object.keys(FUNDAMENTALS)));
  const picked = shuffle(rows, random).slice(0, G2_ROUNDS * G2_COMPANIES);
  if (picked.length < G2_ROUNDS * G2_COMPANIES)
    throw new AppError("not_enough_companies", 503, "the company data for Ratio Match is missing");
  const rounds: G2StoredRound[] = [];
  for (let r = 0; r < G2_ROUNDS; r++) {
    const companies = picked.slice(r * G2_COMPANIES, (r + 1) * G2_COMPANIES);
    const order = shuffle(
      companies.map((_, i) => i),
      random,
    );
    rounds.push({
      companies: companies.map((c) => ({ name: c.name, short_code: c.shortCode, industry: c.industry })),
      cards: order.map((i) => {
        const c = companies[i]!;
        return companyRatios(FUNDAMENTALS[c.shortCode]!, c.referenceClose, c.sharesOutstanding);
      }),
      answer: order,
    });
  }
  return rounds;
}
