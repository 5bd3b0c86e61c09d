// Stores the generated price history as ONE step: the reference data, every daily and 5-minute bar and the
// completion marker (market_history) commit together or not at all. The demo seed and the runtime's first start
// both call it; whoever comes second finds the marker and does nothing. A database without the marker but with
// bars (a generation cut short before this was one transaction) is repaired: the generated days are rewritten.
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { marketHistory, marketIndices, marketScrips } from "../../db/schema.ts";
import { istDayStart, tradingDaysBefore } from "@fincareer/domain/ist";
import type { TradingCalendar } from "@fincareer/domain/ist";
import { BARS_PER_SESSION, generateHistory } from "./history.ts";
import type { DailyBar, IntradayBar } from "./history.ts";
import { insertReferenceData } from "./reference-db.ts";
import { makeBasket } from "./simulator.ts";
import { LOCK_KEYS } from "../../lib/locks.ts";

/** Transaction-scoped advisory lock: instances and the CLI generating at once take turns ("MKTHIST"). */
const HISTORY_LOCK_KEY = LOCK_KEYS.marketHistory;
const CHUNK = 50_000;

/** What the history needs from the configuration. */
export interface HistoryOptions {
  /** Today in IST (yyyy-mm-dd): the history covers the trading days before it. */
  today: string;
  historyDays: number;
  seed: number;
  /** The trading calendar whose trading days the history has (the stored one: modules/calendar). */
  calendar: TradingCalendar;
  logger?: Logger;
}

type HistoryCounts = {
  expected: number;
  bars: number;
  first_bars: number;
  intraday_codes: number;
};

/** What ensureMarketHistory did. */
export type HistoryOutcome = "present" | "generated" | "repaired" | "marked";

/**
 * Makes sure the generated history is complete, in one transaction (nested as a savepoint inside a caller's).
 * Returns "present" when the marker was there, "generated" on an empty database, "repaired" when bars without the
 * marker were found incomplete and rewritten, "marked" when they were complete and only the marker was missing.
 */
export async function ensureMarketHistory(db: Db, opts: HistoryOptions): Promise<HistoryOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK_KEY})`);
    if ((await tx.select({ id: marketHistory.id }).from(marketHistory)).length > 0) return "present";
    await insertReferenceData(tx, opts.today);

    // Both drivers answer execute() with { rows }; Db's result type is the drivers' common HKT (unknown).
    const result = (await tx.execute<HistoryCounts>(sql`
        with codes as (select sr_code as code from market_scrips union all select code from market_indices)
        select (select count(*)::int from codes) as expected,
          (select count(*)::int from market_daily_bars) as bars,
          (select count(*)::int from market_daily_bars
            where day = (select min(day) from market_daily_bars)) as first_bars,
          (select count(*)::int from (select code from market_intraday_bars group by code
            having count(*) >= ${BARS_PER_SESSION}) x) as intraday_codes`)) as { rows: HistoryCounts[] };
    const state = result.rows[0];
    const s = state!;
    if (s.bars > 0 && s.first_bars >= s.expected && s.intraday_codes >= s.expected) {
      // Generated completely before the marker existed: record it as it is.
      await tx.execute(sql`
        insert into market_history (id, first_day, last_day, days, seed)
        select 1, min(day), max(day), count(distinct day)::int, ${opts.seed} from market_daily_bars
          where day < ${opts.today}::date
        on conflict (id) do nothing`);
      return "marked";
    }
    if (s.bars > 0) {
      // Cut short (some scrips without history, or no 5-minute bars): the generated days are rewritten; today's
      // live bars stay.
      const todayStart = istDayStart(opts.today).toISOString();
      // Imported (real) days are kept: the regenerated bars go around them (on conflict do nothing).
      await tx.execute(
        sql`delete from market_daily_bars where day < ${opts.today}::date and source = 'simulated'`,
      );
      await tx.execute(sql`delete from market_intraday_bars where at < ${todayStart}::timestamptz`);
      opts.logger?.warn(
        { bars: s.bars, scrips: s.first_bars, expected: s.expected },
        "market history was incomplete (a generation cut short): regenerating it",
      );
    }

    const started = Date.now();
    const scripRows = await tx.select().from(marketScrips).orderBy(marketScrips.id);
    const indexRows = await tx.select().from(marketIndices).orderBy(marketIndices.id);
    const byShort = new Map(scripRows.map((r) => [r.shortCode, r]));
    const refPrices = new Map(scripRows.map((r) => [r.srCode, r.referenceClose]));
    const baskets = indexRows.map((r) =>
      makeBasket(
        r.code,
        r.constituents
          .map((code) => byShort.get(code))
          .filter((x) => x !== undefined)
          .map((x) => ({ code: x.srCode, shares: x.sharesOutstanding })),
        refPrices,
        r.referenceClose,
      ),
    );
    const days = tradingDaysBefore(opts.today, opts.historyDays, opts.calendar);
    const history = generateHistory({ companies: scripRows, baskets, days, seed: opts.seed });
    await insertDaily(tx, history.daily);
    await insertIntraday(tx, history.intraday);
    // Written last: its presence is the promise that every bar above is stored.
    await tx
      .insert(marketHistory)
      .values({
        id: 1,
        firstDay: days[0]!,
        lastDay: days[days.length - 1]!,
        days: days.length,
        seed: opts.seed,
      })
      .onConflictDoNothing();
    opts.logger?.info(
      {
        days: opts.historyDays,
        bars: history.daily.length + history.intraday.length,
        ms: Date.now() - started,
      },
      "generated market history",
    );
    return s.bars > 0 ? "repaired" : "generated";
  });
}

async function insertDaily(db: Db, bars: DailyBar[]): Promise<void> {
  for (let i = 0; i < bars.length; i += CHUNK) {
    await db.execute(sql`
      insert into market_daily_bars (code, day, open, high, low, close)
      select code, day, open, high, low, close
      from json_to_recordset(${JSON.stringify(bars.slice(i, i + CHUNK))}::json)
        as x(code text, day date, open bigint, high bigint, low bigint, close bigint)
      on conflict do nothing`);
  }
}

async function insertIntraday(db: Db, bars: IntradayBar[]): Promise<void> {
  for (let i = 0; i < bars.length; i += CHUNK) {
    await db.execute(sql`
      insert into market_intraday_bars (code, at, open, high, low, close)
      select code, at, open, high, low, close
      from json_to_recordset(${JSON.stringify(bars.slice(i, i + CHUNK))}::json)
        as x(code text, at timestamptz, open bigint, high bigint, low bigint, close bigint)
      on conflict do nothing`);
  }
}
