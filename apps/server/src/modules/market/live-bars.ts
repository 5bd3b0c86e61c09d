// The bars the live feed forms: each code's 5-minute bar in progress and those finished since the last flush, and
// their storage with today's daily bar of every stock and index (market_intraday_bars, market_daily_bars). A real
// (imported) daily bar is never overwritten by simulated ticks.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bucketStart } from "./history.ts";
import type { DailyBar, IntradayBar } from "./history.ts";
import type { PriceStore } from "./price-store.ts";

/** The bars formed by ticks, kept in memory until flushed. */
export class LiveBars {
  private readonly buckets = new Map<string, IntradayBar>();
  private readonly closedBars: IntradayBar[] = [];

  constructor(
    private readonly db: Db,
    private readonly store: PriceStore,
  ) {}

  /** Whether a bar finished since the last flush (the tick then flushes at once). */
  get hasClosed(): boolean {
    return this.closedBars.length > 0;
  }

  /** Moves a code's bar in progress to `price` at `at` (a new 5-minute bucket closes the previous bar). */
  update(code: string, at: Date, price: number): void {
    const start = bucketStart(at);
    const bar = this.buckets.get(code);
    if (bar && bar.at.getTime() === start.getTime()) {
      bar.high = Math.max(bar.high, price);
      bar.low = Math.min(bar.low, price);
      bar.close = price;
      return;
    }
    if (bar) this.closedBars.push(bar);
    this.buckets.set(code, { code, at: start, open: price, high: price, low: price, close: price });
  }

  /** Forgets a code's bars not yet stored (an import restarted its price: they were drawn around the old one). */
  drop(code: string): void {
    this.buckets.delete(code);
    for (let i = this.closedBars.length - 1; i >= 0; i--)
      if (this.closedBars[i]!.code === code) this.closedBars.splice(i, 1);
  }

  /** Writes finished and forming 5-minute bars and today's daily bar of every stock and index. */
  async flush(): Promise<void> {
    const bars = [...this.closedBars.splice(0), ...this.buckets.values()];
    if (bars.length > 0) await this.insertIntraday(bars);
    const { scrips, quotes, indices, indexQuotes } = this.store;
    const daily: DailyBar[] = [];
    for (const s of scrips) {
      const q = quotes.get(s.id)!;
      daily.push({ code: s.srCode, day: q.date, open: q.open, high: q.high, low: q.low, close: q.last });
    }
    for (const i of indices) {
      const q = indexQuotes.get(i.code)!;
      daily.push({ code: i.code, day: q.date, open: q.open, high: q.high, low: q.low, close: q.last });
    }
    await this.insertDaily(daily, true);
  }

  /** Inserts daily bars (one statement per chunk, arrays unnested server-side). */
  private async insertDaily(bars: DailyBar[], upsert = false): Promise<void> {
    for (let i = 0; i < bars.length; i += 50_000) {
      const chunk = bars.slice(i, i + 50_000);
      const conflict = upsert
        ? // A real (imported) day is never overwritten by simulated ticks.
          sql`on conflict (code, day) do update set high = greatest(market_daily_bars.high, excluded.high),
            low = least(market_daily_bars.low, excluded.low), close = excluded.close
            where market_daily_bars.source = 'simulated'`
        : sql`on conflict do nothing`;
      await this.db.execute(sql`
        insert into market_daily_bars (code, day, open, high, low, close)
        select code, day, open, high, low, close
        from json_to_recordset(${JSON.stringify(chunk)}::json)
          as x(code text, day date, open bigint, high bigint, low bigint, close bigint)
        ${conflict}`);
    }
  }

  /** Inserts (or, for a bar still forming, updates) 5-minute bars. */
  private async insertIntraday(bars: IntradayBar[]): Promise<void> {
    for (let i = 0; i < bars.length; i += 50_000) {
      const chunk = bars.slice(i, i + 50_000);
      await this.db.execute(sql`
        insert into market_intraday_bars (code, at, open, high, low, close)
        select code, at, open, high, low, close
        from json_to_recordset(${JSON.stringify(chunk)}::json)
          as x(code text, at timestamptz, open bigint, high bigint, low bigint, close bigint)
        on conflict (code, at) do update set high = greatest(market_intraday_bars.high, excluded.high),
          low = least(market_intraday_bars.low, excluded.low), close = excluded.close`);
    }
  }
}
