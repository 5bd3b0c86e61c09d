// The feed loop: in the one process that owns the feed (feed-ownership.ts), a tick every tickMs moves the prices,
// matches orders, stores the quotes and bars and sends the socket `market` event to the market room; any other
// instance refreshes its quotes from the stored prices instead. Ticks, refreshes, a new owner's loading of the
// books and import restarts run one at a time, in one chain.
import { istDate, marketOpen } from "@fincareer/domain/ist";
import type { TradingCalendar } from "@fincareer/domain/ist";
import { toPaise, toRupees } from "@fincareer/domain/market";
import type { MarketPayload } from "@fincareer/domain/contract/market";
import type { MarketConfig } from "../../platform/config.ts";
import { marketIndices, marketScrips } from "../../db/schema.ts";
import type { Realtime } from "../../platform/realtime.ts";
import type { MarketTimings } from "../../platform/http/metrics.ts";
import { mixSeed } from "../../lib/rng.ts";
import type { OrderEngine } from "./engine.ts";
import type { ImportFollower } from "./import-follow.ts";
import { FeedOwnership } from "./feed-ownership.ts";
import type { OwnershipDeps } from "./feed-ownership.ts";
import type { LiveBars } from "./live-bars.ts";
import { quoteOf, rollQuote, saveQuotes } from "./price-store.ts";
import type { PriceStore } from "./price-store.ts";
import { SimulatedFeed, basketLevel, modelVolatility } from "./simulator.ts";
import type { PriceFeed } from "./simulator.ts";

/** The socket event carrying live prices. */
export const MARKET_EVENT = "market";

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

/** What the feed needs of the runtime's dependencies (the database handle, leadership and logger: ownership's). */
export interface FeedDeps extends OwnershipDeps {
  realtime: Realtime;
  config: MarketConfig;
  /** The trading calendar in force (the calendar module: read from the database, followed as it changes). */
  calendar: () => TradingCalendar;
  /** A feed to use instead of the simulator (a vendor feed, or a test's). */
  feed?: PriceFeed;
  /** Receives each tick's and its matching's duration (the metrics). */
  timings?: MarketTimings;
}

/** The runtime's parts the loop works on, and the runtime's first load. */
export interface FeedParts {
  store: PriceStore;
  bars: LiveBars;
  imports: ImportFollower;
  engine: OrderEngine;
  /** Waits for the runtime's first load (starting it if need be). */
  ready: () => Promise<void>;
  /** Whether the runtime's first load was started (and has not failed). */
  loadStarted: () => boolean;
}

const BAR_FLUSH_EVERY = 10;
/**
 * The books are rebuilt from the database this often (and at each session open): sync reads changes by their
 * change number plus a 5-second window, so an order whose transaction committed very late could otherwise be
 * missed until a restart.
 */
const RELOAD_EVERY_MS = 60_000;

/** The feed loop: one per runtime. */
export class FeedLoop {
  private readonly store: PriceStore;
  private readonly bars: LiveBars;
  private readonly imports: ImportFollower;
  private readonly engine: OrderEngine;
  private readonly ready: () => Promise<void>;
  private readonly loadStarted: () => boolean;
  private feed: PriceFeed | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private readonly ownership: FeedOwnership;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Tick time of the last full reload of the books, and whether the last tick found the market open. */
  private reloadedAt = Date.now();
  private wasOpen = true;
  private ticks = 0;
  /** When a tick (open or closed market) or a follower's refresh last finished: the feed lag's origin. */
  private lastBeat: number | null = null;

  constructor(
    private readonly deps: FeedDeps,
    parts: FeedParts,
  ) {
    this.store = parts.store;
    this.bars = parts.bars;
    this.imports = parts.imports;
    this.engine = parts.engine;
    this.ready = parts.ready;
    this.loadStarted = parts.loadStarted;
    this.ownership = new FeedOwnership(deps, () =>
      // In the tick chain, so no tick matches against half-loaded books; the feed continues from the last
      // stored tick (the previous leader's), not from the prices this process loaded when it started.
      this.serial(async () => {
        await this.resumeFromStored();
        await this.reload(new Date());
      }),
    );
  }

  private get db() {
    return this.deps.handle.db;
  }

  /** Whether this process runs the feed and the order engine. */
  get isOwner(): boolean {
    return this.ownership.isOwner;
  }

  /** Creates the feed at the loaded quotes and loads the books (the end of the runtime's first load). */
  async prepare(): Promise<void> {
    this.feed =
      this.deps.feed ??
      new SimulatedFeed(
        this.store.scrips.map((s) => ({
          code: s.srCode,
          beta: s.beta,
          volatility: modelVolatility(s, (s.sharesOutstanding * this.store.quotes.get(s.id)!.last) / 100),
          price: this.store.quotes.get(s.id)!.last,
        })),
        mixSeed(this.deps.config.seed, Date.now() & 0x7fffffff),
      );
    await this.engine.load();
    this.reloadedAt = Date.now();
  }

  /**
   * An end-of-day file was imported (by this process): the owner of the feed (or a process ticked by hand) restarts
   * the imported scrips from their last close now; a follower re-reads the stored prices, which the import set.
   */
  async pricesImported(): Promise<void> {
    this.imports.recheck();
    if (this.ownership.isOwner || !this.ownership.hasLeadership)
      await this.serial(() => this.imports.applyImports(this.feed));
    else await this.follow();
  }

  /** Starts the feed: takes ownership (or follows the owner) and ticks every tickMs. */
  async start(): Promise<void> {
    if (this.deps.config.tickMs <= 0 || this.stopped) return;
    await this.ready();
    await this.ownership.start();
    this.schedule();
  }

  /** Loads the stored quotes (the last tick of whichever instance led) and moves the feed to them. */
  private async resumeFromStored(): Promise<void> {
    await this.follow();
    this.feed?.set(new Map(this.store.scrips.map((s) => [s.srCode, this.store.quotes.get(s.id)!.last])));
  }

  /** Rebuilds the books from the database and notes when (tick time). */
  private async reload(at: Date): Promise<void> {
    await this.engine.load();
    this.reloadedAt = at.getTime();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const work = this.ownership.isOwner ? this.tick() : this.follow();
      void work
        .catch((err: unknown) => this.deps.logger?.error({ err }, "market tick failed"))
        .finally(() => this.schedule());
    }, this.deps.config.tickMs);
    this.timer.unref();
  }

  /** Followers refresh their quotes from the stored prices. */
  private async follow(): Promise<void> {
    const { store, imports } = this;
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
      store.quotes.set(r.id, quoteOf(r.lastPrice, r));
    }
    for (const r of await this.db.select().from(marketIndices)) {
      store.indexQuotes.set(r.code, quoteOf(r.lastValue, r));
    }
    // The owner applies imports; a follower only needs to know which prices are real now.
    const newest = imports.checkDue() ? await imports.newestImport() : imports.appliedImport;
    if (newest !== imports.appliedImport) {
      await imports.loadCoverage();
      imports.appliedImport = newest;
    }
    store.lastTickAt = new Date();
    store.quotesVersion++;
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
    const { store, bars, imports } = this;
    const at = opts.at ?? new Date();
    const open = marketOpen(this.deps.config.hours, at, this.deps.calendar());
    if (!opts.prices && !open) {
      this.wasOpen = false;
      return { at, open: false, changed: 0, fired: 0, filled: 0 };
    }
    // Never match without the feed lock: another instance may own the feed by now.
    if (!(await this.ownership.mayMatch())) return { at, open, changed: 0, fired: 0, filled: 0 };
    // An import (by any instance) restarts its scrips from their last real close before this tick moves them.
    if ((opts.prices || imports.checkDue()) && (await imports.newestImport()) > imports.appliedImport)
      await imports.applyImports(this.feed);
    const feed = this.feed!;
    let prices: Map<string, number>;
    if (opts.prices) {
      prices = new Map();
      for (const [code, rupees] of Object.entries(opts.prices)) {
        const info = store.bySr.get(code) ?? store.byShort.get(code);
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
      const info = store.bySr.get(code);
      if (!info) continue;
      const q = store.quotes.get(info.id)!;
      rollQuote(q, today, price);
      q.last = price;
      q.high = Math.max(q.high, price);
      q.low = Math.min(q.low, price);
      changed.set(info.id, price);
      payload[code] = toRupees(price);
      bars.update(code, at, price);
    }
    const allPrices = new Map(store.scrips.map((s) => [s.srCode, store.quotes.get(s.id)!.last]));
    for (const index of store.indices) {
      const q = store.indexQuotes.get(index.code)!;
      const level = basketLevel(index.basket, allPrices);
      rollQuote(q, today, level);
      q.last = level;
      q.high = Math.max(q.high, level);
      q.low = Math.min(q.low, level);
      payload[index.code] = toRupees(level);
      bars.update(index.code, at, level);
    }
    store.lastTickAt = at;
    store.quotesVersion++;
    this.ticks++;

    // A full reload at the session open and every minute, so no order stays missed for long; sync then adds
    // what changed since.
    if (!this.wasOpen || Math.abs(at.getTime() - this.reloadedAt) >= RELOAD_EVERY_MS) await this.reload(at);
    this.wasOpen = true;
    const matchStarted = performance.now();
    await this.engine.sync();
    const { fired, filled } = await this.engine.onPrices(changed, at);
    this.deps.timings?.matching((performance.now() - matchStarted) / 1000);
    await saveQuotes(this.db, store, at);
    if (this.ticks % BAR_FLUSH_EVERY === 0 || bars.hasClosed) await bars.flush();
    this.deps.realtime.toMarket(MARKET_EVENT, payload);
    return { at, open: true, changed: changed.size, fired, filled };
  }

  /** Stops ticking, waits for a running tick, stores the bars and releases the feed lock. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.ownership.halt();
    await this.chain;
    if (this.loadStarted() && this.ticks > 0 && (this.ownership.isOwner || this.deps.config.tickMs === 0)) {
      await this.bars
        .flush()
        .catch((err: unknown) => this.deps.logger?.warn({ err }, "could not store the last bars"));
    }
    await this.ownership.release();
  }
}
