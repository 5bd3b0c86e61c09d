// Following end-of-day imports (eod-import.ts stores them, from any instance): which import this process has
// applied, how often it looks for a newer one, the price restarts an import asks of the live quotes, feed and bars,
// and which stocks have real prices for which days (the store's `real`). The feed loop decides when to look; this says what to do.
import { and, eq, gt, gte, sql } from "drizzle-orm";
import { istDate, istDayStart } from "@fincareer/domain/ist";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { marketDailyBars, marketImports, marketIndices, marketIntradayBars } from "../../db/schema.ts";
import type { LiveBars } from "./live-bars.ts";
import type { PriceStore } from "./price-store.ts";
import type { PriceFeed } from "./simulator.ts";

/**
 * How often a tick or a follower's refresh asks whether another instance imported end-of-day prices. The importing
 * instance applies its own import at once (`pricesImported`); this only bounds how late the others notice.
 */
const IMPORT_POLL_MS = 30_000;

/** The end-of-day imports as this process follows them. */
export class ImportFollower {
  /** The newest end-of-day import whose price restarts this process has applied (or, following, seen). */
  appliedImport = 0;
  /** When (Date.now()) the newest import was last looked up; 0 forces the next look. */
  private importCheckedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly store: PriceStore,
    private readonly bars: LiveBars,
    private readonly logger?: Logger,
  ) {}

  /** Whether a tick or refresh should look for a newer import now (at most every IMPORT_POLL_MS). */
  checkDue(): boolean {
    return Date.now() - this.importCheckedAt >= IMPORT_POLL_MS;
  }

  /** Makes the next tick or refresh look for a newer import. */
  recheck(): void {
    this.importCheckedAt = 0;
  }

  /** The id of the newest end-of-day import (0 before the first). */
  async newestImport(): Promise<number> {
    this.importCheckedAt = Date.now();
    const [row] = await this.db
      .select({ id: sql<number>`coalesce(max(${marketImports.id}), 0)::int` })
      .from(marketImports);
    return row?.id ?? 0;
  }

  /**
   * Reads which stocks have real end-of-day prices and for which days (into the store's `real`): each one's first
   * and last real day, how many days are real, and how many stored days between them are simulated.
   */
  async loadCoverage(): Promise<void> {
    const result = (await this.db.execute<{
      code: string;
      first: string;
      last: string;
      days: number;
      between: number;
    }>(sql`
      with r as (
        select code, min(day) as first, max(day) as last, count(*)::int as days
        from market_daily_bars where source = 'real' group by code)
      select r.code, r.first::text as first, r.last::text as last, r.days,
        (select count(*)::int from market_daily_bars b
          where b.code = r.code and b.source = 'simulated' and b.day > r.first and b.day < r.last) as between
      from r`)) as { rows: { code: string; first: string; last: string; days: number; between: number }[] };
    const { bySr, real } = this.store;
    real.clear();
    for (const r of result.rows)
      if (bySr.has(r.code))
        real.set(r.code, { from: r.first, to: r.last, days: r.days, simulated_between: r.between });
  }

  /**
   * Applies the price restarts of imports newer than the last one applied: each imported scrip's live price, its
   * day's figures and the feed move to where the import left it, the simulated bars this process kept in memory
   * for it are dropped (they were drawn around the old price), and the indices take the divisors the imports
   * adjusted (so their levels do not jump with the new prices). Runs in the tick chain.
   */
  async applyImports(feed: PriceFeed | null): Promise<void> {
    const rows = await this.db
      .select({ id: marketImports.id, restarts: marketImports.restarts })
      .from(marketImports)
      .where(gt(marketImports.id, this.appliedImport))
      .orderBy(marketImports.id);
    if (rows.length === 0) return;
    const today = istDate(new Date());
    const moved = new Map<string, number>();
    for (const row of rows) {
      for (const r of row.restarts) {
        const info = this.store.bySr.get(r.code);
        if (!info) continue;
        this.store.quotes.set(info.id, {
          last: r.close,
          prevClose: r.prevClose,
          open: r.open,
          high: r.high,
          low: r.low,
          date: r.day,
        });
        moved.set(r.code, r.close);
        this.bars.drop(r.code);
        // A tick that ran between the import's commit and now may have stored bars around the old price again.
        await this.db
          .delete(marketIntradayBars)
          .where(and(eq(marketIntradayBars.code, r.code), gte(marketIntradayBars.at, istDayStart(r.day))));
        if (r.day < today)
          await this.db
            .delete(marketDailyBars)
            .where(
              and(
                eq(marketDailyBars.code, r.code),
                eq(marketDailyBars.day, today),
                eq(marketDailyBars.source, "simulated"),
              ),
            );
      }
      this.appliedImport = row.id;
    }
    feed?.set(moved);
    // The imports scaled the divisors of the indices holding these scrips: with the new prices, the same levels.
    const indices = await this.db
      .select({ code: marketIndices.code, divisorFactor: marketIndices.divisorFactor })
      .from(marketIndices);
    this.store.setDivisorFactors(new Map(indices.map((i) => [i.code, i.divisorFactor])));
    await this.loadCoverage();
    this.store.quotesVersion++;
    this.logger?.info({ scrips: moved.size }, "live prices restarted from imported end-of-day closes");
  }
}
