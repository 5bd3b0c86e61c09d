// Scrips: search, the filtered list and the ticker, a company's key data and chart, industries, the watch list.
import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { beta as betaOf, annualisedVolatility, dailyReturns } from "@fincareer/domain/market-analytics";
import { toRupees } from "@fincareer/domain/market";
import { istDate, istDayStart } from "@fincareer/domain/ist";
import type {
  ChartData,
  ScripData,
  ScripListQuery,
  Scrip,
  TickerResponse,
} from "@fincareer/domain/contract/market";
import type { Db } from "../../../db/client.ts";
import { marketDailyBars, marketHoldings, marketIntradayBars, marketWatch } from "../../../db/schema.ts";
import { notFound } from "../../../lib/errors.ts";
import type { ScripInfo } from "../price-store.ts";
import type { MarketRuntime } from "../runtime.ts";
import { pct, scripView } from "../views.ts";
import { createListCache } from "./list-cache.ts";
import type { CachedList } from "./list-cache.ts";

const SEARCH_LIMIT = 20;
const DAY_MS = 86_400_000;

/** Sorts and filters Scrips as the list's query asks. */
export function filterScrips(
  scrips: Scrip[],
  q: { segment: ScripListQuery["segment"]; industry: string },
): Scrip[] {
  return scrips.filter(
    (s) =>
      (q.segment === "ALL" || (q.segment === "WATCH" ? s.is_watch : s.segment === q.segment)) &&
      (q.industry === "ALL" || s.industry.toLowerCase() === q.industry.toLowerCase()),
  );
}

const SORTS: Record<ScripListQuery["sort"], (a: Scrip, b: Scrip) => number> = {
  NAME: (a, b) => a.name.localeCompare(b.name),
  PRICE: (a, b) => b.market_price - a.market_price,
  GAINERS: (a, b) => b.change_pct - a.change_pct,
  LOSERS: (a, b) => a.change_pct - b.change_pct,
  MCAP: (a, b) => b.market_cap - a.market_cap,
};

/** A company as the ticker shows it. */
function tickerStock({ srCode, shortCode, market_price, prev_close }: Scrip) {
  return { srCode, shortCode, market_price, prev_close };
}

/** A stored bar (prices in paise) as a chart candle at `ms` (epoch milliseconds): seconds and rupees. */
function toCandle(
  ms: number,
  b: { open: number; high: number; low: number; close: number },
  source: "real" | "simulated",
) {
  return {
    time: Math.floor(ms / 1000),
    open: toRupees(b.open),
    high: toRupees(b.high),
    low: toRupees(b.low),
    close: toRupees(b.close),
    source,
  };
}

/** Creates the scrips service. */
export function createScripService(deps: { db: Db; market: MarketRuntime }) {
  const { db, market } = deps;

  async function watched(userId: number): Promise<Set<number>> {
    const rows = await db
      .select({ id: marketWatch.scripId })
      .from(marketWatch)
      .where(eq(marketWatch.userId, userId));
    return new Set(rows.map((r) => r.id));
  }

  function info(id: number): ScripInfo {
    const s = market.byId.get(id);
    if (!s) throw notFound(`scrip ${id} not found`);
    return s;
  }

  async function watchList(userId: number): Promise<{ watchList: Scrip[] }> {
    await market.ready();
    const rows = await db
      .select({ id: marketWatch.scripId })
      .from(marketWatch)
      .where(eq(marketWatch.userId, userId))
      .orderBy(asc(marketWatch.createdAt));
    const set = new Set(rows.map((r) => r.id));
    return { watchList: rows.map((r) => scripView(market, info(r.id), set)) };
  }

  // Watch lists read for the cached list, kept until the next tick (quotesVersion): a learner's change through
  // this process drops theirs at once; one made through another instance shows from the next tick (about 1 s).
  const watchSets = new Map<number, Set<number>>();
  const watchGeneration = new Map<number, number>();
  let watchSetsVersion = -1;
  async function watchedThisTick(userId: number): Promise<Set<number>> {
    if (market.quotesVersion !== watchSetsVersion) {
      watchSetsVersion = market.quotesVersion;
      watchSets.clear();
    }
    const cached = watchSets.get(userId);
    if (cached) return cached;
    const generation = watchGeneration.get(userId) ?? 0;
    const version = watchSetsVersion;
    const set = await watched(userId);
    // A change made while reading would be lost if this older read were kept.
    if (generation === (watchGeneration.get(userId) ?? 0) && version === watchSetsVersion) {
      watchSets.set(userId, set);
    }
    return set;
  }

  const NONE: ReadonlySet<number> = new Set();
  /** The index quotes of the ticker. */
  const tickerIndices = () =>
    market.indices.map((i) => {
      const q = market.indexQuotes.get(i.code)!;
      return {
        code: i.code,
        no_code: null,
        short: i.shortLabel,
        name: i.name,
        price: toRupees(q.last),
        previous_eod: toRupees(q.prevClose),
      };
    });
  // Keys: "ticker", or JSON [segment, sort, industry] (a WATCH list is the ALL list cut to the watched scrips).
  const listCache = createListCache({
    // The calendar's coverage too: a note for learners appears (or goes) when a year starts or a list is loaded.
    version: () => {
      const status = market.status();
      return `${market.quotesVersion}.${status.open ? 1 : 0}.${status.calendar.covered_to ?? "-"}`;
    },
    build: (key) => {
      const all = market.scrips.map((s) => scripView(market, s, NONE));
      if (key === "ticker") {
        const scrips = all.sort(SORTS.NAME);
        return {
          scrips,
          extra: {
            indices: tickerIndices(),
            stocks: scrips.map(tickerStock),
            market: market.status(),
          },
        };
      }
      const [segment, sort, industry] = JSON.parse(key) as [
        ScripListQuery["segment"],
        ScripListQuery["sort"],
        string,
      ];
      const scrips = filterScrips(all, { segment: segment === "WATCH" ? "ALL" : segment, industry });
      return { scrips: scrips.sort(SORTS[sort]), extra: null };
    },
  });

  return {
    /** Companies whose name or short code contains the text (short-code prefix matches first). */
    async search(userId: number, text: string): Promise<{ scrips: Scrip[] }> {
      await market.ready();
      const q = text.trim().toLowerCase();
      if (!q) return { scrips: [] };
      const set = await watched(userId);
      const rank = (s: ScripInfo) => {
        const code = s.shortCode.toLowerCase();
        const name = s.name.toLowerCase();
        if (code === q) return 0;
        if (code.startsWith(q)) return 1;
        if (name.startsWith(q)) return 2;
        if (name.split(/\s+/).some((w) => w.startsWith(q))) return 3;
        if (name.includes(q) || code.includes(q) || s.srCode === q) return 4;
        return -1;
      };
      const hits = market.scrips
        .map((s) => ({ s, r: rank(s) }))
        .filter((h) => h.r >= 0)
        .sort((a, b) => a.r - b.r || a.s.name.localeCompare(b.s.name))
        .slice(0, SEARCH_LIMIT);
      return { scrips: hits.map((h) => scripView(market, h.s, set)) };
    },

    /** The filtered, sorted list. */
    async list(userId: number, q: ScripListQuery): Promise<{ scrips: Scrip[] }> {
      await market.ready();
      const set = await watched(userId);
      const all = market.scrips.map((s) => scripView(market, s, set));
      return { scrips: filterScrips(all, q).sort(SORTS[q.sort]) };
    },

    /**
     * The list (or with for_ticker the ticker) as a cached JSON body with its ETag: the same answer as list() and
     * ticker(), built once per tick and query, with this learner's watch flags.
     */
    async cachedList(userId: number, q: ScripListQuery): Promise<CachedList> {
      await market.ready();
      const set = await watchedThisTick(userId);
      if (q.for_ticker) return listCache.get("ticker", set, false);
      const industry = q.industry === "ALL" ? "ALL" : q.industry.toLowerCase();
      return listCache.get(JSON.stringify([q.segment, q.sort, industry]), set, q.segment === "WATCH");
    },

    /** The ticker: every scrip (ALL/ALL/NAME), the index quotes and the stock quotes. */
    async ticker(userId: number): Promise<TickerResponse> {
      const { scrips } = await this.list(userId, {
        segment: "ALL",
        sort: "NAME",
        industry: "ALL",
        for_ticker: true,
      });
      return {
        scrips,
        indices: tickerIndices(),
        stocks: scrips.map(tickerStock),
        market: market.status(),
      };
    },

    /** Key data of a company, the learner's holding and watch flag. */
    async data(userId: number, id: number): Promise<ScripData> {
      await market.ready();
      const s = info(id);
      const set = await watched(userId);
      const q = market.quotes.get(id)!;
      const since = new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 10);
      const bars = await db
        .select()
        .from(marketDailyBars)
        .where(and(inArray(marketDailyBars.code, [s.srCode, "SENSEX"]), gte(marketDailyBars.day, since)))
        .orderBy(asc(marketDailyBars.day));
      const own = bars.filter((b) => b.code === s.srCode);
      const idx = new Map(bars.filter((b) => b.code === "SENSEX").map((b) => [b.day, b.close]));
      const yearAgo = new Date(Date.now() - 365 * DAY_MS).toISOString().slice(0, 10);
      const lastYear = own.filter((b) => b.day >= yearAgo);
      const paired = own.filter((b) => idx.has(b.day));
      const sr = dailyReturns(paired.map((b) => b.close));
      const mr = dailyReturns(paired.map((b) => idx.get(b.day)!));
      const closeAt = (daysBack: number) => {
        const day = new Date(Date.now() - daysBack * DAY_MS).toISOString().slice(0, 10);
        const bar = [...own].reverse().find((b) => b.day <= day);
        return bar ? bar.close : null;
      };
      const m1 = closeAt(30);
      const y1 = closeAt(365);
      const [holding] = await db
        .select()
        .from(marketHoldings)
        .where(and(eq(marketHoldings.userId, userId), eq(marketHoldings.scripId, id)));
      const highs = [...lastYear.map((b) => b.high), q.high];
      const lows = [...lastYear.map((b) => b.low), q.low];
      return {
        scrip: scripView(market, s, set),
        data: {
          open: toRupees(q.open),
          high: toRupees(q.high),
          low: toRupees(q.low),
          week52_high: toRupees(Math.max(...highs)),
          week52_low: toRupees(Math.min(...lows)),
          shares_outstanding: s.sharesOutstanding,
          beta: Math.round((betaOf(sr, mr) ?? s.beta) * 100) / 100,
          volatility: Math.round((annualisedVolatility(sr) ?? s.volatility) * 100) / 100,
          return_1m_pct: m1 ? pct(q.last - m1, m1) : null,
          return_1y_pct: y1 ? pct(q.last - y1, y1) : null,
          indices: market.indices.filter((i) => i.constituents.includes(s.shortCode)).map((i) => i.code),
          real_to: market.real.get(s.srCode)?.to ?? null,
          real: market.real.get(s.srCode) ?? null,
        },
        holding:
          holding && holding.qty > 0
            ? {
                upid: holding.id,
                qty: holding.qty,
                avg_price: toRupees(Math.round(holding.cost / holding.qty)),
                invested: toRupees(holding.cost),
                value: toRupees(holding.qty * q.last),
                pnl: toRupees(holding.qty * q.last - holding.cost),
              }
            : null,
        is_watch: set.has(id),
        market: market.status(),
      };
    },

    /** OHLC candles: 1D/5D from the 5-minute bars, longer ranges from the daily bars. */
    async chart(id: number, range: ChartData["range"]): Promise<ChartData> {
      await market.ready();
      const s = info(id);
      const base = { id, srCode: s.srCode, shortCode: s.shortCode, range };
      if (range === "1D" || range === "5D") {
        const sessions = range === "1D" ? 1 : 5;
        const recent = await db
          .selectDistinct({ at: marketIntradayBars.at })
          .from(marketIntradayBars)
          .where(eq(marketIntradayBars.code, s.srCode))
          .orderBy(desc(marketIntradayBars.at))
          .limit(sessions * 75 + 300);
        // Whole sessions: the IST dates of the newest bars.
        const days = [...new Set(recent.map((r) => istDate(r.at)))].slice(0, sessions);
        const from = days.length ? istDayStart(days[days.length - 1]!) : new Date(0);
        const bars = await db
          .select()
          .from(marketIntradayBars)
          .where(and(eq(marketIntradayBars.code, s.srCode), gte(marketIntradayBars.at, from)))
          .orderBy(asc(marketIntradayBars.at));
        return {
          ...base,
          interval: "5m",
          // Intraday bars are always simulated: imports carry end-of-day prices only.
          candles: bars.map((b) => toCandle(b.at.getTime(), b, "simulated")),
        };
      }
      const days = { "1M": 31, "6M": 183, "1Y": 366, "2Y": 731 }[range];
      const since = new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
      const bars = await db
        .select()
        .from(marketDailyBars)
        .where(and(eq(marketDailyBars.code, s.srCode), gte(marketDailyBars.day, since)))
        .orderBy(asc(marketDailyBars.day));
      return {
        ...base,
        interval: "1d",
        candles: bars.map((b) => toCandle(Date.parse(`${b.day}T00:00:00Z`), b, b.source)),
      };
    },

    /** Industries for the filter, A-Z. */
    async industries(): Promise<{ industries: string[] }> {
      await market.ready();
      return { industries: [...new Set(market.scrips.map((s) => s.industry))].sort() };
    },

    /** Adds or removes a scrip from the watch list; returns the list. */
    async watch(userId: number, scripId: number, isWatch: boolean): Promise<{ watchList: Scrip[] }> {
      await market.ready();
      info(scripId);
      if (isWatch) await db.insert(marketWatch).values({ userId, scripId }).onConflictDoNothing();
      else
        await db
          .delete(marketWatch)
          .where(and(eq(marketWatch.userId, userId), eq(marketWatch.scripId, scripId)));
      // After the write: a read that started before it is not kept (its generation is now old).
      watchGeneration.set(userId, (watchGeneration.get(userId) ?? 0) + 1);
      watchSets.delete(userId);
      return watchList(userId);
    },

    watchList,
  };
}

/** The scrips service's interface. */
export type ScripService = ReturnType<typeof createScripService>;
