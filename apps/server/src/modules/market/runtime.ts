// The market runtime, the facade the rest of the server uses: loads the reference data and generated history on
// first use, and composes the live price store (its base class), the order engine, the bars the feed forms, the
// following of end-of-day imports and the feed loop (which ticks, matches and publishes in the one process that
// owns the feed, and elsewhere follows the stored prices). Also counts changes to each learner's portfolio.
import { calendarFallbackNote, coveredThrough, istDate, marketOpen, nextOpen } from "@fincareer/domain/ist";
import type { TradingCalendar } from "@fincareer/domain/ist";
import type { MarketStatus } from "@fincareer/domain/contract/market";
import type { MarketOrderRow } from "../../db/schema.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import { OrderEngine } from "./engine.ts";
import { FeedLoop } from "./feed-loop.ts";
import type { FeedDeps, TickOptions, TickResult } from "./feed-loop.ts";
import { ensureMarketHistory } from "./history-store.ts";
import { ImportFollower } from "./import-follow.ts";
import { LiveBars } from "./live-bars.ts";
import { PriceStore } from "./price-store.ts";

/** Dependencies of the runtime: the feed's, and where fills notify learners. */
export interface MarketRuntimeDeps extends FeedDeps {
  notifications: NotificationService;
}

/** The market runtime: one per app. Its quotes, scrips and indices are the price store it extends. */
export class MarketRuntime extends PriceStore {
  readonly engine: OrderEngine;
  private readonly bars: LiveBars;
  private readonly imports: ImportFollower;
  private readonly loop: FeedLoop;
  private readyPromise: Promise<void> | null = null;
  private readonly versions = new Map<number, number>();

  constructor(private readonly deps: MarketRuntimeDeps) {
    super();
    this.engine = new OrderEngine(
      deps.handle.db,
      deps.notifications,
      (id) => this.byId.get(id)?.shortCode ?? `scrip ${id}`,
      deps.logger,
    );
    this.engine.onUserChange = (userId) => this.touch(userId);
    this.bars = new LiveBars(deps.handle.db, this);
    this.imports = new ImportFollower(deps.handle.db, this, this.bars, deps.logger);
    this.loop = new FeedLoop(deps, {
      store: this,
      bars: this.bars,
      imports: this.imports,
      engine: this.engine,
      ready: () => this.ready(),
      loadStarted: () => this.readyPromise !== null,
    });
  }

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
    return this.loop.isOwner;
  }

  /** Loads reference data, history and live orders once (first call does the work; later calls wait for it). */
  ready(): Promise<void> {
    this.readyPromise ??= this.bootstrap().catch((err: unknown) => {
      this.readyPromise = null;
      throw err;
    });
    return this.readyPromise;
  }

  /** The trading calendar the hours, the history and the games follow. */
  calendar(): TradingCalendar {
    return this.deps.calendar();
  }

  /** The session status at `now`. */
  status(now = new Date()): MarketStatus {
    const mode = this.deps.config.hours;
    const calendar = this.calendar();
    const today = istDate(now);
    return {
      mode,
      open: marketOpen(mode, now, calendar),
      next_open: nextOpen(mode, now, calendar).toISOString(),
      as_of: this.lastTickAt.toISOString(),
      prices: this.coverage(),
      calendar: {
        covered_to: coveredThrough(today, calendar),
        // A demo market (always) is open whatever the calendar says: nothing to tell learners.
        note: mode === "nse" ? calendarFallbackNote(today, calendar) : null,
      },
    };
  }

  /**
   * An end-of-day file was imported (by this process): the owner of the feed (or a process ticked by hand) restarts
   * the imported scrips from their last close now; a follower re-reads the stored prices, which the import set.
   */
  async pricesImported(): Promise<void> {
    if (!this.readyPromise) return;
    await this.ready();
    await this.loop.pricesImported();
  }

  /** Tells the engine about an order committed by this process (followers' orders reach the owner by sync). */
  orderChanged(row: MarketOrderRow): void {
    this.touch(row.userId);
    if (this.loop.isOwner || this.deps.config.tickMs === 0) this.engine.upsertRow(row);
  }

  private async bootstrap(): Promise<void> {
    const today = istDate(new Date());
    await this.loadReference(this.db, today);

    // One transaction with its completion marker; a history cut short by an earlier run is repaired here.
    await ensureMarketHistory(this.db, {
      today,
      historyDays: this.deps.config.historyDays,
      seed: this.deps.config.seed,
      calendar: this.calendar(),
      logger: this.deps.logger,
    });

    await this.imports.loadCoverage();
    this.imports.appliedImport = await this.imports.newestImport();
    await this.loop.prepare();
  }

  /** Starts the feed: takes ownership (or follows the owner) and ticks every tickMs. */
  start(): Promise<void> {
    return this.loop.start();
  }

  /** Seconds since the feed last ticked or refreshed here; null before the first (metrics). */
  feedLagSeconds(now = Date.now()): number | null {
    return this.loop.feedLagSeconds(now);
  }

  /**
   * One feed tick: new prices, matching, stored quotes and the `market` event. Ticks run one at a time; tests
   * call it by hand (MARKET_TICK_MS=0), optionally with scripted prices.
   */
  tick(opts: TickOptions = {}): Promise<TickResult> {
    return this.loop.tick(opts);
  }

  /** Writes finished and forming 5-minute bars and today's daily bar of every stock and index. */
  flushBars(): Promise<void> {
    return this.bars.flush();
  }

  /** Stops ticking, waits for a running tick, stores the bars and releases the feed lock. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
