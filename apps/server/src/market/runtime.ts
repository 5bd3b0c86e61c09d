// The market at run time: loads the reference data and generated history on first use, keeps live quotes in
// memory, and — in the one process that owns the feed — ticks the simulator, matches orders, stores prices and
// bars, and sends the socket `market` event to the market room. Other instances follow the stored prices.
import { and, eq, gt, gte, sql } from "drizzle-orm";
import { istDate, istDayStart, marketOpen, nextOpen } from "@fincareer/domain/ist";
import { toPaise, toRupees } from "@fincareer/domain/market";
import type { MarketPayload, MarketStatus } from "@fincareer/domain/contract/market";
import type { PriceCoverage } from "@fincareer/domain/price-data";
import type { Logger } from "pino";
import type { MarketConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  marketDailyBars,
  marketImports,
  marketIndices,
  marketIntradayBars,
  marketScrips,
} from "../db/schema.ts";
import type { MarketOrderRow, MarketScripRow } from "../db/schema.ts";
import type { NotificationService } from "../modules/notifications/service.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { OrderEngine } from "./engine.ts";
import { bucketStart } from "./history.ts";
import { ensureMarketHistory } from "./history-store.ts";
import type { DailyBar, IntradayBar } from "./history.ts";
import { createLeadership } from "./leader.ts";
import type { Leadership } from "./leader.ts";
import { insertReferenceData } from "./reference-db.ts";
import { mixSeed } from "./rng.ts";
import { SimulatedFeed, basketLevel, makeBasket } from "./simulator.ts";
import type { IndexBasket, PriceFeed } from "./simulator.ts";
import type { MarketTimings } from "../plugins/metrics.ts";

/** The socket event carrying live prices. */
export const MARKET_EVENT = "market";

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
  basket: IndexBasket;
}

/** A scripted tick: prices by srCode or shortCode in rupees (tests); the other stocks do not move. */
export interface TickOptions {
  prices?: Record<string, number>;
  at?: Date;
}

/** What one tick did. */
export interface TickResult {
  at: Date;
  open: boolean;
  changed: number;
  fired: number;
  filled: number;
}

/** Dependencies of the runtime. */
export interface MarketRuntimeDeps {
  handle: DatabaseHandle;
  realtime: Realtime;
  notifications: NotificationService;
  config: MarketConfig;
  logger?: Logger;
  /** A feed to use instead of the simulator (a vendor feed, or a test's). */
  feed?: PriceFeed;
  /** The feed ownership to use instead of the database's (tests). */
  leadership?: Leadership;
  /** How often a follower (or a leader that lost the lock) tries to take the feed; default 5 s. */
  leaderRetryMs?: number;
  /** Receives each tick's and its matching's duration (the metrics). */
  timings?: MarketTimings;
}

const BAR_FLUSH_EVERY = 10;
const LEADER_RETRY_MS = 5_000;
/**
 * The books are rebuilt from the database this often (and at each session open): sync reads changes by their
 * change number plus a 5-second window, so an order whose transaction committed very late could otherwise be
 * missed until a restart.
 */
const RELOAD_EVERY_MS = 60_000;
/**
 * How often a tick or a follower's refresh asks whether another instance imported end-of-day prices. The importing
 * instance applies its own import at once (`pricesImported`); this only bounds how late the others notice.
 */
const IMPORT_POLL_MS = 30_000;

/** A stored quote: the last price or level, and the day's figures of its row (market_scrips, market_indices). */
function quoteOf(
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

/** The market runtime: one per app. */
export class MarketRuntime {
  readonly scrips: ScripInfo[] = [];
  readonly byId = new Map<number, ScripInfo>();
  readonly bySr = new Map<string, ScripInfo>();
  readonly byShort = new Map<string, ScripInfo>();
  readonly quotes = new Map<number, Quote>();
  readonly indices: IndexInfo[] = [];
  readonly indexQuotes = new Map<string, Quote>();
  readonly engine: OrderEngine;
  private feed: PriceFeed | null = null;
  private readonly buckets = new Map<string, IntradayBar>();
  private readonly closedBars: IntradayBar[] = [];
  private readyPromise: Promise<void> | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private leaderTimer: NodeJS.Timeout | null = null;
  private leadership: Leadership | null = null;
  private owner = false;
  private leading = false;
  private stopped = false;
  /** Tick time of the last full reload of the books, and whether the last tick found the market open. */
  private reloadedAt = Date.now();
  private wasOpen = true;
  private ticks = 0;
  private lastTickAt = new Date();
  /** When a tick (open or closed market) or a follower's refresh last finished: the feed lag's origin. */
  private lastBeat: number | null = null;
  /** The last real end-of-day day of each stock with imported prices (srCode -> yyyy-mm-dd). */
  readonly realTo = new Map<string, string>();
  /** The newest end-of-day import whose price restarts this process has applied (or, following, seen). */
  private appliedImport = 0;
  /** When (Date.now()) the newest import was last looked up; 0 forces the next look. */
  private importCheckedAt = 0;
  /** Counts quote changes (ticks here, refreshes from the leader): what caches of quote-derived answers key on. */
  quotesVersion = 0;

  constructor(private readonly deps: MarketRuntimeDeps) {
    this.engine = new OrderEngine(
      deps.handle.db,
      deps.notifications,
      (id) => this.byId.get(id)?.shortCode ?? `scrip ${id}`,
      deps.logger,
    );
    this.engine.onUserChange = (userId) => this.touch(userId);
  }

  private readonly versions = new Map<number, number>();

  /** Marks a learner's portfolio changed (their cached portfolio reads are then refreshed). */
  touch(userId: number): void {
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
  }

  /** The change counter of a learner's portfolio in this process. */
  version(userId: number): number {
    return this.versions.get(userId) ?? 0;
  }

  private get db() {
    return this.deps.handle.db;
  }

  /** Whether this process runs the feed and the order engine. */
  get isOwner(): boolean {
    return this.owner;
  }

  /** Loads reference data, history and live orders once (first call does the work; later calls wait for it). */
  ready(): Promise<void> {
    this.readyPromise ??= this.bootstrap().catch((err: unknown) => {
      this.readyPromise = null;
      throw err;
    });
    return this.readyPromise;
  }

  /** The session status at `now`. */
  status(now = new Date()): MarketStatus {
    const mode = this.deps.config.hours;
    return {
      mode,
      open: marketOpen(mode, now),
      next_open: nextOpen(mode, now).toISOString(),
      as_of: this.lastTickAt.toISOString(),
      prices: this.coverage(),
    };
  }

  /** Which prices are real: the newest real end-of-day day of any stock, and how many stocks have some. */
  coverage(): PriceCoverage {
    let realTo: string | null = null;
    for (const day of this.realTo.values()) if (realTo === null || day > realTo) realTo = day;
    return { real_to: realTo, real_scrips: this.realTo.size };
  }

  /** Reads which stocks have real end-of-day prices, and up to when. */
  private async loadCoverage(): Promise<void> {
    const rows = await this.db
      .select({ code: marketDailyBars.code, day: sql<string>`max(${marketDailyBars.day})::text` })
      .from(marketDailyBars)
      .where(eq(marketDailyBars.source, "real"))
      .groupBy(marketDailyBars.code);
    this.realTo.clear();
    for (const r of rows) if (this.bySr.has(r.code)) this.realTo.set(r.code, r.day);
  }

  /** Whether a tick or refresh should look for a newer import now (at most every IMPORT_POLL_MS). */
  private importCheckDue(): boolean {
    return Date.now() - this.importCheckedAt >= IMPORT_POLL_MS;
  }

  /** The id of the newest end-of-day import (0 before the first). */
  private async newestImport(): Promise<number> {
    this.importCheckedAt = Date.now();
    const [row] = await this.db
      .select({ id: sql<number>`coalesce(max(${marketImports.id}), 0)::int` })
      .from(marketImports);
    return row?.id ?? 0;
  }

  /**
   * An end-of-day file was imported (by this process): the owner of the feed (or a process ticked by hand) restarts
   * the imported scrips from their last close now; a follower re-reads the stored prices, which the import set.
   */
  async pricesImported(): Promise<void> {
    if (!this.readyPromise) return;
    await this.ready();
    this.importCheckedAt = 0;
    if (this.owner || !this.leadership) await this.serial(() => this.applyImports());
    else await this.follow();
  }

  /**
   * Applies the price restarts of imports newer than the last one applied: each imported scrip's live price, its
   * day's figures and the feed move to where the import left it, and the simulated bars this process kept in
   * memory for it are dropped (they were drawn around the old price). Runs in the tick chain.
   */
  private async applyImports(): Promise<void> {
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
        const info = this.bySr.get(r.code);
        if (!info) continue;
        this.quotes.set(info.id, {
          last: r.close,
          prevClose: r.prevClose,
          open: r.open,
          high: r.high,
          low: r.low,
          date: r.day,
        });
        moved.set(r.code, r.close);
        this.buckets.delete(r.code);
        for (let i = this.closedBars.length - 1; i >= 0; i--)
          if (this.closedBars[i]!.code === r.code) this.closedBars.splice(i, 1);
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
    this.feed?.set(moved);
    await this.loadCoverage();
    this.quotesVersion++;
    this.deps.logger?.info({ scrips: moved.size }, "live prices restarted from imported end-of-day closes");
  }

  /** The last price (paise) of a scrip. */
  lastPrice(scripId: number): number | undefined {
    return this.quotes.get(scripId)?.last;
  }

  /** Tells the engine about an order committed by this process (followers' orders reach the owner by sync). */
  orderChanged(row: MarketOrderRow): void {
    this.touch(row.userId);
    if (this.owner || this.deps.config.tickMs === 0) this.engine.upsertRow(row);
  }

  private async bootstrap(): Promise<void> {
    const today = istDate(new Date());
    await insertReferenceData(this.db, today);
    const scripRows = await this.db.select().from(marketScrips).orderBy(marketScrips.id);
    const indexRows = await this.db.select().from(marketIndices).orderBy(marketIndices.id);
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
    // Divisors come from the reference data, so an index level means the same after every restart.
    const refPrices = new Map(scripRows.map((r) => [r.srCode, r.referenceClose]));
    this.indices.length = 0;
    for (const r of indexRows) {
      const members = r.constituents
        .map((code) => this.byShort.get(code))
        .filter((s): s is ScripInfo => s !== undefined)
        .map((s) => ({ code: s.srCode, shares: s.sharesOutstanding }));
      this.indices.push({
        id: r.id,
        code: r.code,
        shortLabel: r.shortLabel,
        name: r.name,
        constituents: r.constituents,
        basket: makeBasket(r.code, members, refPrices, r.referenceClose),
      });
      this.indexQuotes.set(r.code, quoteOf(r.lastValue, r));
    }

    // One transaction with its completion marker; a history cut short by an earlier run is repaired here.
    await ensureMarketHistory(this.db, {
      today,
      historyDays: this.deps.config.historyDays,
      seed: this.deps.config.seed,
      logger: this.deps.logger,
    });

    await this.loadCoverage();
    this.appliedImport = await this.newestImport();

    this.feed =
      this.deps.feed ??
      new SimulatedFeed(
        this.scrips.map((s) => ({
          code: s.srCode,
          beta: s.beta,
          volatility: s.volatility,
          price: this.quotes.get(s.id)!.last,
        })),
        mixSeed(this.deps.config.seed, Date.now() & 0x7fffffff),
      );
    await this.engine.load();
    this.reloadedAt = Date.now();
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

  /** Starts the feed: takes ownership (or follows the owner) and ticks every tickMs. */
  async start(): Promise<void> {
    if (this.deps.config.tickMs <= 0 || this.stopped) return;
    await this.ready();
    this.leadership = this.deps.leadership ?? createLeadership(this.deps.handle);
    await this.tryLead();
    this.schedule();
  }

  private async tryLead(): Promise<void> {
    const leadership = this.leadership;
    if (this.stopped || this.owner || this.leading || !leadership) return;
    this.leading = true;
    try {
      const won = await leadership
        .acquire(() => this.lost("the feed lock's connection failed"))
        .catch(() => false);
      if (won && this.stopped) await leadership.release();
      else if (won) {
        try {
          // In the tick chain, so no tick matches against half-loaded books; the feed continues from the last
          // stored tick (the previous leader's), not from the prices this process loaded when it started.
          await this.serial(async () => {
            await this.resumeFromStored();
            await this.reload(new Date());
          });
        } catch (err) {
          // Without its books this process cannot lead: let another instance (or a later retry) take the feed.
          this.deps.logger?.error({ err }, "could not load the order books: not taking the market feed");
          await leadership.release().catch(() => {});
          return;
        }
        this.owner = true;
        if (this.leaderTimer) clearInterval(this.leaderTimer);
        this.leaderTimer = null;
        this.deps.logger?.info("this instance owns the market feed");
      }
    } finally {
      this.leading = false;
      if (!this.owner) this.retryLead();
    }
  }

  /** Loads the stored quotes (the last tick of whichever instance led) and moves the feed to them. */
  private async resumeFromStored(): Promise<void> {
    await this.follow();
    this.feed?.set(new Map(this.scrips.map((s) => [s.srCode, this.quotes.get(s.id)!.last])));
  }

  /** Tries to take the feed every few seconds until it does (the timer stops when this process leads). */
  private retryLead(): void {
    if (this.stopped || this.leaderTimer) return;
    this.leaderTimer = setInterval(() => void this.tryLead(), this.deps.leaderRetryMs ?? LEADER_RETRY_MS);
    this.leaderTimer.unref();
  }

  /** The feed lock is gone: another instance may take over, so stop matching here and try to lead again later. */
  private lost(why: string): void {
    if (!this.owner) return;
    this.owner = false;
    this.deps.logger?.warn(`lost the market feed lock (${why}): following`);
    this.retryLead();
  }

  /** Whether this process may match: without a leadership (ticks driven by hand) always; else only as owner. */
  private async mayMatch(): Promise<boolean> {
    if (!this.leadership) return true;
    if (!this.owner) return false;
    if (await this.leadership.verify().catch(() => false)) return true;
    this.lost("the lock is no longer held by its connection");
    return false;
  }

  /** Rebuilds the books from the database and notes when (tick time). */
  private async reload(at: Date): Promise<void> {
    await this.engine.load();
    this.reloadedAt = at.getTime();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const work = this.owner ? this.tick() : this.follow();
      void work
        .catch((err: unknown) => this.deps.logger?.error({ err }, "market tick failed"))
        .finally(() => this.schedule());
    }, this.deps.config.tickMs);
    this.timer.unref();
  }

  /** Followers refresh their quotes from the stored prices. */
  private async follow(): Promise<void> {
    // Only what a quote holds: every second on every follower, the names, codes and model columns are not read.
    const rows = await this.db
      .select({
        id: marketScrips.id,
        lastPrice: marketScrips.lastPrice,
        prevClose: marketScrips.prevClose,
        dayOpen: marketScrips.dayOpen,
        dayHigh: marketScrips.dayHigh,
        dayLow: marketScrips.dayLow,
        priceDate: marketScrips.priceDate,
      })
      .from(marketScrips);
    for (const r of rows) {
      this.quotes.set(r.id, quoteOf(r.lastPrice, r));
    }
    for (const r of await this.db.select().from(marketIndices)) {
      this.indexQuotes.set(r.code, quoteOf(r.lastValue, r));
    }
    // The owner applies imports; a follower only needs to know which prices are real now.
    const newest = this.importCheckDue() ? await this.newestImport() : this.appliedImport;
    if (newest !== this.appliedImport) {
      await this.loadCoverage();
      this.appliedImport = newest;
    }
    this.lastTickAt = new Date();
    this.quotesVersion++;
    this.lastBeat = Date.now();
  }

  /** Seconds since the feed last ticked or refreshed here; null before the first (metrics). */
  feedLagSeconds(now = Date.now()): number | null {
    return this.lastBeat === null ? null : Math.max(0, now - this.lastBeat) / 1000;
  }

  /**
   * One feed tick: new prices, matching, stored quotes and the `market` event. Ticks run one at a time; tests
   * call it by hand (MARKET_TICK_MS=0), optionally with scripted prices.
   */
  tick(opts: TickOptions = {}): Promise<TickResult> {
    return this.serial(async () => {
      const started = performance.now();
      const result = await this.runTick(opts);
      this.lastBeat = Date.now();
      if (result.open) this.deps.timings?.tick((performance.now() - started) / 1000);
      return result;
    });
  }

  /** Runs `work` after the running tick (and whatever else is queued), one at a time. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work);
    this.chain = run.catch(() => {});
    return run;
  }

  private async runTick(opts: TickOptions): Promise<TickResult> {
    await this.ready();
    const at = opts.at ?? new Date();
    const open = marketOpen(this.deps.config.hours, at);
    if (!opts.prices && !open) {
      this.wasOpen = false;
      return { at, open: false, changed: 0, fired: 0, filled: 0 };
    }
    // Never match without the feed lock: another instance may own the feed by now.
    if (!(await this.mayMatch())) return { at, open, changed: 0, fired: 0, filled: 0 };
    // An import (by any instance) restarts its scrips from their last real close before this tick moves them.
    if ((opts.prices || this.importCheckDue()) && (await this.newestImport()) > this.appliedImport)
      await this.applyImports();
    const feed = this.feed!;
    let prices: Map<string, number>;
    if (opts.prices) {
      prices = new Map();
      for (const [code, rupees] of Object.entries(opts.prices)) {
        const info = this.bySr.get(code) ?? this.byShort.get(code);
        if (!info) throw new Error(`unknown scrip ${code}`);
        prices.set(info.srCode, toPaise(rupees));
      }
      feed.set(prices);
    } else {
      const seconds = this.deps.config.tickMs > 0 ? this.deps.config.tickMs / 1000 : 1;
      prices = feed.next(at, seconds);
    }
    const today = istDate(at);
    const changed = new Map<number, number>();
    const payload: MarketPayload = {};
    for (const [code, price] of prices) {
      const info = this.bySr.get(code);
      if (!info) continue;
      const q = this.quotes.get(info.id)!;
      this.roll(q, today, price);
      q.last = price;
      q.high = Math.max(q.high, price);
      q.low = Math.min(q.low, price);
      changed.set(info.id, price);
      payload[code] = toRupees(price);
      this.barUpdate(code, at, price);
    }
    const allPrices = new Map(this.scrips.map((s) => [s.srCode, this.quotes.get(s.id)!.last]));
    for (const index of this.indices) {
      const q = this.indexQuotes.get(index.code)!;
      const level = basketLevel(index.basket, allPrices);
      this.roll(q, today, level);
      q.last = level;
      q.high = Math.max(q.high, level);
      q.low = Math.min(q.low, level);
      payload[index.code] = toRupees(level);
      this.barUpdate(index.code, at, level);
    }
    this.lastTickAt = at;
    this.quotesVersion++;
    this.ticks++;

    // A full reload at the session open and every minute, so no order stays missed for long; sync then adds
    // what changed since.
    if (!this.wasOpen || Math.abs(at.getTime() - this.reloadedAt) >= RELOAD_EVERY_MS) await this.reload(at);
    this.wasOpen = true;
    const matchStarted = performance.now();
    await this.engine.sync();
    const { fired, filled } = await this.engine.onPrices(changed, at);
    this.deps.timings?.matching((performance.now() - matchStarted) / 1000);
    await this.saveQuotes(at);
    if (this.ticks % BAR_FLUSH_EVERY === 0 || this.closedBars.length > 0) await this.flushBars();
    this.deps.realtime.toMarket(MARKET_EVENT, payload);
    return { at, open: true, changed: changed.size, fired, filled };
  }

  /** A new trading day: yesterday's last price becomes the previous close. */
  private roll(q: Quote, today: string, price: number): void {
    if (q.date === today) return;
    q.prevClose = q.last;
    q.open = price;
    q.high = price;
    q.low = price;
    q.date = today;
  }

  private barUpdate(code: string, at: Date, price: number): void {
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

  /** Stores the live quotes (one statement for stocks, one for indices). */
  private async saveQuotes(at: Date): Promise<void> {
    const stocks = this.scrips.map((s) => ({ id: s.id, ...this.quotes.get(s.id)! }));
    await this.db.execute(sql`
      update market_scrips s set last_price = v.last, prev_close = v."prevClose", day_open = v.open,
        day_high = v.high, day_low = v.low, price_date = v.date, price_at = ${at.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(stocks)}::json)
        as v(id int, last bigint, "prevClose" bigint, open bigint, high bigint, low bigint, date date)
      where s.id = v.id`);
    const indices = this.indices.map((i) => ({ code: i.code, ...this.indexQuotes.get(i.code)! }));
    await this.db.execute(sql`
      update market_indices x set last_value = v.last, prev_close = v."prevClose", day_open = v.open,
        day_high = v.high, day_low = v.low, price_date = v.date, price_at = ${at.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(indices)}::json)
        as v(code text, last bigint, "prevClose" bigint, open bigint, high bigint, low bigint, date date)
      where x.code = v.code`);
  }

  /** Writes finished and forming 5-minute bars and today's daily bar of every stock and index. */
  async flushBars(): Promise<void> {
    const bars = [...this.closedBars.splice(0), ...this.buckets.values()];
    if (bars.length > 0) await this.insertIntraday(bars);
    const daily: DailyBar[] = [];
    for (const s of this.scrips) {
      const q = this.quotes.get(s.id)!;
      daily.push({ code: s.srCode, day: q.date, open: q.open, high: q.high, low: q.low, close: q.last });
    }
    for (const i of this.indices) {
      const q = this.indexQuotes.get(i.code)!;
      daily.push({ code: i.code, day: q.date, open: q.open, high: q.high, low: q.low, close: q.last });
    }
    await this.insertDaily(daily, true);
  }

  /** Stops ticking, waits for a running tick, stores the bars and releases the feed lock. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.leaderTimer) clearInterval(this.leaderTimer);
    await this.chain;
    if (this.readyPromise && this.ticks > 0 && (this.owner || this.deps.config.tickMs === 0)) {
      await this.flushBars().catch((err: unknown) =>
        this.deps.logger?.warn({ err }, "could not store the last bars"),
      );
    }
    this.owner = false;
    await this.leadership?.release().catch(() => {});
  }
}
