// Building a g2 set: the rounds with their answer key, stored in game_sessions.content (never sent as is). g1's
// rounds are generated in g1-series.ts.
import { inArray } from "drizzle-orm";
import { companyRatios, G2_COMPANIES, G2_ROUNDS } from "@fincareer/domain/games";
import type { Ratios } from "@fincareer/domain/games";
import { marketScrips } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import type { DbOrTx } from "./common.ts";
import { shuffle } from "./common.ts";
import { FUNDAMENTALS } from "./data/fundamentals.ts";

/** A g2 round as stored: companies in display order, shuffled cards, answer[card] = company index. */
export interface G2StoredRound {
  companies: { name: string; short_code: string; industry: string }[];
  cards: Ratios[];
  answer: number[];
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
