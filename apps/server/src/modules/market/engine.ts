// The order engine: trigger books in memory, and the fill of each fired order in ONE database transaction that
// re-checks the order (still live, placed before this price, condition still met), moves cash and holdings, records
// the fill (unique per order: nothing fills twice) and the learner's notification. Only the feed owner runs it.
import { ORDER_NOTICE_LINK } from "@fincareer/domain/notification-links";
import { and, eq, sql } from "drizzle-orm";
import { formatRupees } from "@fincareer/domain/format";
import { executesAt, isLiveStatus, stopTriggered, toRupees } from "@fincareer/domain/market";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { marketAccounts, marketFills, marketHoldings, marketOrders } from "../../db/schema.ts";
import type { MarketOrderRow } from "../../db/schema.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import { TriggerBooks } from "./books.ts";
import { changeOrder } from "./order-changes.ts";
import type { RestingOrder, TrailMove } from "./books.ts";

/** What happened to one fired order. */
export type FireOutcome = "filled" | "triggered" | "rejected" | "requeued" | "gone";

/** The book entry of an order row. */
export function restingOf(row: MarketOrderRow): RestingOrder {
  return {
    id: row.id,
    userId: row.userId,
    scripId: row.scripId,
    action: row.action,
    typ: row.typ,
    qty: row.qty,
    price: row.price,
    sprice: row.sprice,
    trail: row.trail,
    kind: row.kind,
    status: row.status,
    placedAt: row.placedAt.getTime(),
  };
}

const rupees = (paise: number) => formatRupees(toRupees(paise));

/** The engine. */
export class OrderEngine {
  readonly books = new TriggerBooks();
  private lastSeq = 0;
  /** Called with the learner of every order row the engine applies (fills, triggers, synced changes). */
  onUserChange: (userId: number) => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    private readonly symbol: (scripId: number) => string,
    private readonly logger?: Logger,
  ) {}

  /**
   * Rebuilds the books from every live order in the database (start-up, taking over the feed, and the periodic
   * reconciliation). The highest change number is read BEFORE the orders: a change committed between the two
   * reads then has a higher number and the next sync reads it again; read after, it would count as seen
   * although the orders read lack it.
   */
  async load(): Promise<void> {
    const [max] = await this.db
      .select({ seq: sql<string>`coalesce(max(${marketOrders.changeSeq}), 0)` })
      .from(marketOrders);
    const rows = await this.db
      .select()
      .from(marketOrders)
      .where(sql`${marketOrders.status} in ('OPEN', 'TRIGGER_PENDING')`);
    this.books.clear();
    for (const row of rows) this.books.upsert(restingOf(row));
    this.lastSeq = Number(max?.seq ?? 0);
  }

  /** Applies an order's committed state: live orders rest in the books, finished ones leave them. */
  upsertRow(row: MarketOrderRow): void {
    this.onUserChange(row.userId);
    if (isLiveStatus(row.status)) this.books.upsert(restingOf(row));
    else this.books.remove(row.id);
  }

  /**
   * Picks up orders changed by other instances. Sequence values commit out of order, so recently updated rows are
   * read again too (updated_at is the clock time of the change, not the start of its transaction); applying a row
   * twice is harmless. What commits later than that still reaches the books at the next full reload.
   */
  async sync(): Promise<void> {
    const rows = await this.db
      .select()
      .from(marketOrders)
      .where(
        sql`${marketOrders.changeSeq} > ${this.lastSeq} or ${marketOrders.updatedAt} > clock_timestamp() - interval '5 seconds'`,
      );
    for (const row of rows) {
      this.upsertRow(row);
      if (row.changeSeq > this.lastSeq) this.lastSeq = row.changeSeq;
    }
  }

  /** Matches the books against new prices (scrip id -> paise) seen at `at`; returns how many orders filled. */
  async onPrices(prices: Map<number, number>, at: Date): Promise<{ fired: number; filled: number }> {
    const work: { order: RestingOrder; last: number }[] = [];
    const moves: TrailMove[] = [];
    for (const [scripId, last] of prices) {
      const { fired, moved } = this.books.fire(scripId, last);
      for (const order of fired) work.push({ order, last });
      moves.push(...moved);
    }
    if (moves.length > 0) await this.saveTrailMoves(moves);
    work.sort((a, b) => a.order.id - b.order.id);
    let filled = 0;
    for (const { order, last } of work) {
      const outcome = await this.fire(order, last, at).catch((err: unknown) => {
        this.logger?.error({ err, orderId: order.id }, "order fill failed: kept for the next tick");
        this.books.upsert(order);
        return "requeued" as const;
      });
      if (outcome === "filled") filled++;
    }
    return { fired: work.length, filled };
  }

  /** Raises the stored triggers of trailing stops (never lowers them: the update only moves up). */
  private async saveTrailMoves(moves: TrailMove[]): Promise<void> {
    await this.db.execute(sql`
      update market_orders set sprice = v.sprice, updated_at = clock_timestamp(), change_seq = nextval('market_order_change_seq')
      from json_to_recordset(${JSON.stringify(moves)}::json) as v(id int, sprice bigint)
      where market_orders.id = v.id and market_orders.status = 'TRIGGER_PENDING' and market_orders.sprice < v.sprice`);
  }

  /** Handles one fired order in one transaction, then updates the books and pushes the notification. */
  async fire(order: RestingOrder, last: number, at: Date): Promise<FireOutcome> {
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(marketOrders).where(eq(marketOrders.id, order.id)).for("update");
      if (!row || !isLiveStatus(row.status))
        return { outcome: "gone" as const, rows: [] as MarketOrderRow[] };
      // A price the order did not see after its placement (or a stale book entry) cannot fill it.
      if (row.placedAt.getTime() > at.getTime()) return { outcome: "requeued" as const, rows: [row] };
      const symbol = this.symbol(row.scripId);
      let triggered = false;
      if (row.status === "TRIGGER_PENDING") {
        if (!stopTriggered(row.action, row.sprice, last))
          return { outcome: "requeued" as const, rows: [row] };
        triggered = true;
        if (row.typ === "SL" && !executesAt(row, last)) {
          const open = await changeOrder(tx, row.id, { status: "OPEN", triggeredAt: at });
          const push = await this.notifications.notifyIn(
            tx,
            row.userId,
            `Your ${row.action} SL order #${row.id} for ${row.qty} ${symbol} was triggered at ${rupees(last)}; it now waits for its limit ${rupees(row.price)}.`,
            ORDER_NOTICE_LINK,
          );
          return { outcome: "triggered" as const, rows: [open], push };
        }
      } else if (!executesAt(row, last)) return { outcome: "requeued" as const, rows: [row] };

      const reject = async (why: string) => {
        const rejected = await changeOrder(tx, row.id, {
          status: "REJECTED",
          statusReason: why,
          triggeredAt: triggered ? at : row.triggeredAt,
        });
        const push = await this.notifications.notifyIn(
          tx,
          row.userId,
          `Your ${row.action} order #${row.id} for ${row.qty} ${symbol} was rejected: ${why}.`,
          ORDER_NOTICE_LINK,
        );
        return { outcome: "rejected" as const, rows: [rejected], push };
      };

      const amount = row.qty * last;
      const extra: MarketOrderRow[] = [];
      let avgCost = last;
      let realised = 0;
      const [account] = await tx
        .select()
        .from(marketAccounts)
        .where(eq(marketAccounts.userId, row.userId))
        .for("update");
      if (!account) return reject("no trading account");
      if (row.action === "BUY") {
        if (account.cash < amount)
          return reject(
            `not enough cash at ${rupees(last)}: needs ${rupees(amount)}, cash is ${rupees(account.cash)}`,
          );
        const [holding] = await tx
          .insert(marketHoldings)
          .values({ userId: row.userId, scripId: row.scripId, qty: row.qty, cost: amount })
          .onConflictDoUpdate({
            target: [marketHoldings.userId, marketHoldings.scripId],
            set: {
              qty: sql`${marketHoldings.qty} + ${row.qty}`,
              cost: sql`${marketHoldings.cost} + ${amount}`,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        await tx
          .update(marketAccounts)
          .set({ cash: sql`${marketAccounts.cash} - ${amount}` })
          .where(eq(marketAccounts.userId, row.userId));
        if (row.activeSl && row.sprice > 0) {
          const [stop] = await tx
            .insert(marketOrders)
            .values({
              userId: row.userId,
              scripId: row.scripId,
              action: "SELL",
              typ: "SL-M",
              qty: row.qty,
              sprice: row.sprice,
              kind: "PROTECTIVE",
              holdingId: holding!.id,
              parentId: row.id,
              status: "TRIGGER_PENDING",
              reason: `Protective stop for order #${row.id}`,
              placedAt: at,
              updatedAt: sql`clock_timestamp()`,
            })
            .returning();
          extra.push(stop!);
        }
      } else {
        const [holding] = await tx
          .select()
          .from(marketHoldings)
          .where(and(eq(marketHoldings.userId, row.userId), eq(marketHoldings.scripId, row.scripId)))
          .for("update");
        if (!holding || holding.qty < row.qty)
          return reject(`you hold ${holding?.qty ?? 0} ${symbol}, the order sells ${row.qty}`);
        // The sold shares leave at their share of the cost: cost x qty / held (the rest keeps the average).
        const costOut = Math.round((holding.cost * row.qty) / holding.qty);
        avgCost = Math.round(holding.cost / holding.qty);
        realised = amount - costOut;
        await tx
          .update(marketHoldings)
          .set({
            qty: holding.qty - row.qty,
            cost: holding.cost - costOut,
            realisedPnl: holding.realisedPnl + realised,
            updatedAt: sql`now()`,
          })
          .where(eq(marketHoldings.id, holding.id));
        await tx
          .update(marketAccounts)
          .set({
            cash: sql`${marketAccounts.cash} + ${amount}`,
            realisedPnl: sql`${marketAccounts.realisedPnl} + ${realised}`,
          })
          .where(eq(marketAccounts.userId, row.userId));
      }
      await tx.insert(marketFills).values({
        orderId: row.id,
        userId: row.userId,
        scripId: row.scripId,
        action: row.action,
        qty: row.qty,
        price: last,
        avgCost,
        realisedPnl: realised,
        filledAt: at,
      });
      const done = await changeOrder(tx, row.id, {
        status: "COMPLETE",
        fillPrice: last,
        filledAt: at,
        triggeredAt: triggered ? at : row.triggeredAt,
      });
      const pnl = row.action === "SELL" ? ` (P&L ${rupees(realised)})` : "";
      const push = await this.notifications.notifyIn(
        tx,
        row.userId,
        `Your ${row.action} order #${row.id} for ${row.qty} ${symbol} was filled at ${rupees(last)}${pnl}.`,
        ORDER_NOTICE_LINK,
      );
      return { outcome: "filled" as const, rows: [done, ...extra], push };
    });
    for (const row of result.rows) this.upsertRow(row);
    if (result.outcome === "gone") this.books.remove(order.id);
    if ("push" in result && result.push) result.push();
    return result.outcome;
  }
}
