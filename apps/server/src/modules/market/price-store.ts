// The live price store: the market in memory as the routes read it — the scrips and indices of the reference data,
// their live quotes, which stocks have real (imported) end-of-day prices and for which days, and a counter of quote changes that
// caches key on; how a quote is read from and written to its row. Ticking is feed-loop.ts's, `real` is kept by
// import-follow.ts.
import { sql } from "drizzle-orm";
import type { PriceCoverage, RealRange } from "@fincareer/domain/price-data";
import type { Db } from "../../db/client.ts";
import { marketIndices, marketScrips } from "../../db/schema.ts";
import type { MarketScripRow } from "../../db/schema.ts";
import { insertReferenceData } from "./reference-db.ts";
import { makeBasket } from "./simulator.ts";
import type { IndexBasket } from "./simulator.ts";

/** A company's static data. */
export interface ScripInfo {
  id: number;
  srCode: string;
  shortCode: string;
  name: string;
  industry: string;
  sharesOutstanding: number;
  beta: number;
  volatility: number;
}

/** A live quote (paise; index levels in hundredths of a point). */
export interface Quote {
  last: number;
  prevClose: number;
  open: number;
  high: number;
  low: number;
  date: string;
}

/** An index's static data and basket. */
export interface IndexInfo {
  id: number;
  code: string;
  shortLabel: string;
  name: string;
  constituents: string[];
  /** Its basket: the divisor is the reference one times the stored factor (market_indices.divisor_factor). */
  basket: IndexBasket;
  /** The divisor at the reference closes, before any import's adjustment. */
  referenceDivisor: number;
}

/** A stored quote: the last price or level, and the day's figures of its row (market_scrips, market_indices). */
export function quoteOf(
  last: number,
  {
    prevClose,
    dayOpen,
    dayHigh,
    dayLow,
    priceDate,
  }: Pick<MarketScripRow, "prevClose" | "dayOpen" | "dayHigh" | "dayLow" | "priceDate">,
): Quote {
  return { last, prevClose, open: dayOpen, high: dayHigh, low: dayLow, date: priceDate };
}

/** A new trading day: yesterday's last price becomes the previous close. */
export function rollQuote(q: Quote, today: string, price: number): void {
  if (q.date === today) return;
  q.prevClose = q.last;
  q.open = price;
  q.high = price;
  q.low = price;
  q.date = today;
}

/** Stores the live quotes (one statement for stocks, one for indices): what the followers read. */
export async function saveQuotes(db: Db, store: PriceStore, at: Date): Promise<void> {
  const stocks = store.scrips.map((s) => ({ id: s.id, ...store.quotes.get(s.id)! }));
  await db.execute(sql`
    update market_scrips s set last_price = v.last, prev_close = v."prevClose", day_open = v.open,
      day_high = v.high, day_low = v.low, price_date = v.date, price_at = ${at.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(stocks)}::json)
      as v(id int, last bigint, "prevClose" bigint, open bigint, high bigint, low bigint, date date)
    where s.id = v.id`);
  const indices = store.indices.map((i) => ({ code: i.code, ...store.indexQuotes.get(i.code)! }));
  await db.execute(sql`
    update market_indices x set last_value = v.last, prev_close = v."prevClose", day_open = v.open,
      day_high = v.high, day_low = v.low, price_date = v.date, price_at = ${at.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(indices)}::json)
      as v(code text, last bigint, "prevClose" bigint, open bigint, high bigint, low bigint, date date)
    where x.code = v.code`);
}

/**
 * The price store. MarketRuntime extends it, so what the routes read on every request (quotes, byId,
 * quotesVersion, lastPrice) stays a plain property or method of the runtime, behind no getter.
 */
export class PriceStore {
  readonly scrips: ScripInfo[] = [];
  readonly byId = new Map<number, ScripInfo>();
  readonly bySr = new Map<string, ScripInfo>();
  readonly byShort = new Map<string, ScripInfo>();
  readonly quotes = new Map<number, Quote>();
  readonly indices: IndexInfo[] = [];
  readonly indexQuotes = new Map<string, Quote>();
  /** The real end-of-day range of each stock with imported prices (srCode -> its first and last real day). */
  readonly real = new Map<string, RealRange>();
  /** Counts quote changes (ticks here, refreshes from the leader): what caches of quote-derived answers key on. */
  quotesVersion = 0;
  /** When the quotes were last ticked or refreshed (the status's `as_of`). */
  lastTickAt = new Date();

  /** Which prices are real: the oldest and newest real end-of-day day of any stock, and how many stocks have some. */
  coverage(): PriceCoverage {
    let from: string | null = null;
    let to: string | null = null;
    for (const r of this.real.values()) {
      if (from === null || r.from < from) from = r.from;
      if (to === null || r.to > to) to = r.to;
    }
    return { real_from: from, real_to: to, real_scrips: this.real.size };
  }

  /** The last price (paise) of a scrip. */
  lastPrice(scripId: number): number | undefined {
    return this.quotes.get(scripId)?.last;
  }

  /** Stores the reference data if missing, then loads the scrips, indices and their stored quotes. */
  protected async loadReference(db: Db, today: string): Promise<void> {
    await insertReferenceData(db, today);
    const scripRows = await db.select().from(marketScrips).orderBy(marketScrips.id);
    const indexRows = await db.select().from(marketIndices).orderBy(marketIndices.id);
    this.scrips.length = 0;
    for (const r of scripRows) {
      const info: ScripInfo = {
        id: r.id,
        srCode: r.srCode,
        shortCode: r.shortCode,
        name: r.name,
        industry: r.industry,
        sharesOutstanding: r.sharesOutstanding,
        beta: r.beta,
        volatility: r.volatility,
      };
      this.scrips.push(info);
      this.byId.set(r.id, info);
      this.bySr.set(r.srCode, info);
      this.byShort.set(r.shortCode, info);
      this.quotes.set(r.id, quoteOf(r.lastPrice, r));
    }
    // Divisors come from the reference data and the stored adjustments of imports, so an index level means the same
    // after every restart.
    const refPrices = new Map(scripRows.map((r) => [r.srCode, r.referenceClose]));
    this.indices.length = 0;
    for (const r of indexRows) {
      const members = r.constituents
        .map((code) => this.byShort.get(code))
        .filter((s): s is ScripInfo => s !== undefined)
        .map((s) => ({ code: s.srCode, shares: s.sharesOutstanding }));
      const basket = makeBasket(r.code, members, refPrices, r.referenceClose);
      const referenceDivisor = basket.divisor;
      basket.divisor = referenceDivisor * r.divisorFactor;
      this.indices.push({
        id: r.id,
        code: r.code,
        shortLabel: r.shortLabel,
        name: r.name,
        constituents: r.constituents,
        basket,
        referenceDivisor,
      });
      this.indexQuotes.set(r.code, quoteOf(r.lastValue, r));
    }
  }

  /** Sets the indices' divisors from their stored factors (after an import adjusted them). */
  setDivisorFactors(factors: ReadonlyMap<string, number>): void {
    for (const index of this.indices) {
      const factor = factors.get(index.code);
      if (factor !== undefined) index.basket.divisor = index.referenceDivisor * factor;
    }
  }
}
