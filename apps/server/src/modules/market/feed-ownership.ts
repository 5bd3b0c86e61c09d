// This process's hold on the feed over time: it takes the lock (leader.ts) when the feed starts or keeps trying
// every few seconds, loses it when the lock's connection fails or the owner's check before a tick finds it gone
// (and tries again), and gives it up when the feed stops. Taking over loads the books in the feed's tick chain.
import type { Logger } from "pino";
import type { DatabaseHandle } from "../../db/client.ts";
import { createLeadership } from "./leader.ts";
import type { Leadership } from "./leader.ts";

/** What a FeedOwnership needs. */
export interface OwnershipDeps {
  handle: DatabaseHandle;
  /** The feed ownership to use instead of the database's (tests). */
  leadership?: Leadership;
  /** How often a follower (or a leader that lost the lock) tries to take the feed; default 5 s. */
  leaderRetryMs?: number;
  logger?: Logger;
}

const LEADER_RETRY_MS = 5_000;

/**
 * This process's hold on the feed: takes the lock at start or keeps trying every few seconds, loses it when its
 * connection fails or the check before a tick finds it gone (then tries again), and gives it up at stop.
 */
export class FeedOwnership {
  private leadership: Leadership | null = null;
  private owner = false;
  private leading = false;
  private stopped = false;
  private leaderTimer: NodeJS.Timeout | null = null;

  /** `takeOver` runs once the lock is won, before this process owns the feed; if it fails, the lock is released. */
  constructor(
    private readonly deps: OwnershipDeps,
    private readonly takeOver: () => Promise<void>,
  ) {}

  /** Whether this process runs the feed and the order engine. */
  get isOwner(): boolean {
    return this.owner;
  }

  /** Whether a lock decides who owns the feed: not before start, nor when ticks are driven by hand. */
  get hasLeadership(): boolean {
    return this.leadership !== null;
  }

  /** Takes the feed if it is free, else keeps trying. */
  async start(): Promise<void> {
    this.leadership = this.deps.leadership ?? createLeadership(this.deps.handle);
    await this.tryLead();
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
          await this.takeOver();
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
  async mayMatch(): Promise<boolean> {
    if (!this.leadership) return true;
    if (!this.owner) return false;
    if (await this.leadership.verify().catch(() => false)) return true;
    this.lost("the lock is no longer held by its connection");
    return false;
  }

  /** Stops trying to take the feed (the feed is stopping). */
  halt(): void {
    this.stopped = true;
    if (this.leaderTimer) clearInterval(this.leaderTimer);
  }

  /** Gives the feed up: this process no longer owns it, and the lock is released. */
  async release(): Promise<void> {
    this.owner = false;
    await this.leadership?.release().catch(() => {});
  }
}
