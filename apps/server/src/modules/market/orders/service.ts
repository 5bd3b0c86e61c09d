// Orders: place (regular and trailing stops), modify, cancel, list, and the journal reason. Each command is one
// transaction that locks what it checks (the account for a BUY, the holding for a SELL), so concurrent orders can
// never commit more cash or shares than the learner has. Matching happens in the engine on later ticks.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { countOf } from "@fincareer/domain/portfolio-math";
import { formatRupees } from "@fincareer/domain/format";
import { formatOpensAt } from "@fincareer/domain/ist";
import {
  committedPaise,
  committedTotal,
  floorToTick,
  initialStatus,
  isLiveStatus,
  orderProblem,
  stopSideProblem,
  toPaise,
  toRupees,
} from "@fincareer/domain/market";
import type { OrderInput, OrderProblem } from "@fincareer/domain/market";
import type { OrderListResponse, OrderResult } from "@fincareer/domain/contract/market";
import type { Db } from "../../../db/client.ts";
import { marketHoldings, marketOrders } from "../../../db/schema.ts";
import type { MarketOrderRow } from "../../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../../lib/errors.ts";
import { ensureAccount } from "../accounts.ts";
import { changeOrder } from "../order-changes.ts";
import type { ScripInfo } from "../price-store.ts";
import type { MarketRuntime } from "../runtime.ts";
import { orderView } from "../views.ts";

const LIST_LIMIT = 500;
const LIVE = ["OPEN", "TRIGGER_PENDING"] as const;
const rupees = (paise: number) => formatRupees(toRupees(paise));

/** The fields an order command carries (rupees, as parsed by the contract). */
export interface OrderFields {
  action: "BUY" | "SELL";
  typ: "MARKET" | "LIMIT" | "SL" | "SL-M";
  qty: number;
  price: number;
  sprice: number;
  active_sl: boolean;
  reason?: string;
  trail?: number;
}

function inputOf(f: OrderFields): OrderInput {
  return {
    action: f.action,
    typ: f.typ,
    qty: f.qty,
    price: toPaise(f.price),
    sprice: toPaise(f.sprice),
    activeSl: f.active_sl,
  };
}

/** Throws a 400 carrying the problem's code (the web maps codes to fields, never messages). */
function refuseProblem(problem: OrderProblem | null): void {
  if (problem) throw badRequest(problem.message, problem.code);
}

/**
 * What a modification sets besides the new terms: the reason when one is given, and the placement time, since a
 * changed order is a new order to the engine (only prices seen after now may fill it).
 */
function replacedNow(reason: string | undefined) {
  return { ...(reason !== undefined ? { reason } : {}), placedAt: new Date() };
}

/** Creates the order service. */
export function createOrderService(deps: { db: Db; market: MarketRuntime; startingCash: number }) {
  const { db, market, startingCash } = deps;

  function scrip(id: number): ScripInfo {
    const s = market.byId.get(id);
    if (!s) throw notFound(`scrip ${id} not found`);
    return s;
  }

  function last(scripId: number): number {
    return market.lastPrice(scripId) ?? 0;
  }

  /** Refuses a BUY whose cost exceeds the cash not already held by open BUY orders (account row locked). */
  async function checkCash(tx: Db, userId: number, input: OrderInput, scripId: number, exceptId?: number) {
    const account = await ensureAccount(tx, userId, startingCash, true);
    const live = await tx
      .select()
      .from(marketOrders)
      .where(
        and(
          eq(marketOrders.userId, userId),
          eq(marketOrders.action, "BUY"),
          inArray(marketOrders.status, [...LIVE]),
          exceptId ? ne(marketOrders.id, exceptId) : undefined,
        ),
      );
    const committed = committedTotal(live, last);
    const need = committedPaise(input, last(scripId));
    const available = account.cash - committed;
    if (need > available) {
      throw badRequest(
        `not enough cash: this BUY needs about ${rupees(need)} but only ${rupees(Math.max(available, 0))} is available ` +
          `(cash ${rupees(account.cash)}, ${rupees(committed)} held by open BUY orders)`,
        "insufficient_cash",
      );
    }
  }

  /** Refuses a SELL of more shares than held minus those in other open SELL orders (holding row locked). */
  async function checkShares(tx: Db, userId: number, qty: number, s: ScripInfo, exceptId?: number) {
    const [holding] = await tx
      .select()
      .from(marketHoldings)
      .where(and(eq(marketHoldings.userId, userId), eq(marketHoldings.scripId, s.id)))
      .for("update");
    const held = holding?.qty ?? 0;
    if (held === 0) throw badRequest(`you hold no ${s.shortCode} shares to sell`, "insufficient_holding");
    const [row] = await tx
      .select({ n: sql<string>`coalesce(sum(${marketOrders.qty}), 0)` })
      .from(marketOrders)
      .where(
        and(
          eq(marketOrders.userId, userId),
          eq(marketOrders.scripId, s.id),
          eq(marketOrders.action, "SELL"),
          inArray(marketOrders.status, [...LIVE]),
          exceptId ? ne(marketOrders.id, exceptId) : undefined,
        ),
      );
    const reserved = Number(row?.n ?? 0);
    if (qty > held - reserved) {
      throw badRequest(
        `you hold ${countOf(held, `${s.shortCode} share`)}` +
          (reserved > 0 ? ` (${reserved} already in open SELL orders)` : "") +
          `: cannot sell ${qty}`,
        "insufficient_holding",
      );
    }
    return holding!;
  }

  async function ownLiveOrder(tx: Db, userId: number, id: number): Promise<MarketOrderRow> {
    const [row] = await tx
      .select()
      .from(marketOrders)
      .where(and(eq(marketOrders.id, id), eq(marketOrders.userId, userId)))
      .for("update");
    // Another learner's order answers exactly like a missing one.
    if (!row) throw notFound(`order ${id} not found`);
    if (!isLiveStatus(row.status))
      throw conflict(`order #${id} is ${row.status}: only open orders can be changed`, "order_closed");
    return row;
  }

  function result(row: MarketOrderRow, message: string): OrderResult {
    market.orderChanged(row);
    return { order_id: row.id, order: orderView(market, row), message };
  }

  function describe(row: MarketOrderRow, s: ScripInfo): string {
    const how =
      row.typ === "MARKET"
        ? "at market"
        : row.typ === "LIMIT"
          ? `limit ${rupees(row.price)}`
          : row.typ === "SL"
            ? `trigger ${rupees(row.sprice)}, limit ${rupees(row.price)}`
            : `trigger ${rupees(row.sprice)}`;
    const status = market.status();
    const wait = status.open
      ? ""
      : `; the market is closed: an after-market order, executed from the open (${formatOpensAt(status.next_open)} IST)`;
    return `${row.action} ${row.qty} ${s.shortCode} ${how}${wait}`;
  }

  /** Trail distance and first trigger of a trailing stop from the body (trail wins over sprice). */
  function trailOf(f: OrderFields, price: number): { trail: number; sprice: number } {
    if (price <= 0) throw badRequest("no market price yet: try again after the next tick");
    if (f.trail !== undefined && f.trail > 0) {
      const trail = toPaise(f.trail);
      if (trail >= price) throw badRequest("trail must be below the market price");
      return { trail, sprice: floorToTick(price - trail) };
    }
    const sprice = toPaise(f.sprice);
    if (sprice <= 0) throw badRequest("sprice (the first trigger) or trail is required for a trailing stop");
    if (sprice >= price)
      throw badRequest(`sprice must be below the market price ${rupees(price)} for a trailing stop`);
    return { trail: price - sprice, sprice };
  }

  return {
    /** Places an order on a scrip. */
    async place(userId: number, scripId: number, f: OrderFields): Promise<OrderResult> {
      await market.ready();
      const s = scrip(scripId);
      const input = inputOf(f);
      refuseProblem(orderProblem(input) ?? stopSideProblem(input, last(s.id)));
      const row = await db.transaction(async (tx) => {
        if (input.action === "BUY") await checkCash(tx, userId, input, s.id);
        else {
          await ensureAccount(tx, userId, startingCash);
          await checkShares(tx, userId, input.qty, s);
        }
        const [inserted] = await tx
          .insert(marketOrders)
          .values({
            userId,
            scripId: s.id,
            action: input.action,
            typ: input.typ,
            qty: input.qty,
            price: input.typ === "LIMIT" || input.typ === "SL" ? input.price : 0,
            sprice: input.typ === "SL" || input.typ === "SL-M" || input.activeSl ? input.sprice : 0,
            activeSl: input.activeSl,
            reason: f.reason ?? "",
            status: initialStatus(input.typ),
            placedAt: new Date(),
            updatedAt: sql`clock_timestamp()`,
          })
          .returning();
        return inserted!;
      });
      return result(row, `Order #${row.id} placed: ${describe(row, s)}`);
    },

    /** Places a trailing stop (SELL SL-M whose trigger follows the price up) on holding `upid`. */
    async placeTrail(
      userId: number,
      scripId: number,
      f: OrderFields & { upid: number },
    ): Promise<OrderResult> {
      await market.ready();
      const s = scrip(scripId);
      refuseProblem(orderProblem({ ...inputOf(f), typ: "MARKET", price: 0, sprice: 0, activeSl: false }));
      const row = await db.transaction(async (tx) => {
        const [holding] = await tx
          .select()
          .from(marketHoldings)
          .where(and(eq(marketHoldings.id, f.upid), eq(marketHoldings.userId, userId)));
        if (!holding) throw notFound(`holding ${f.upid} not found`);
        if (holding.scripId !== s.id)
          throw badRequest(`holding ${f.upid} is not a ${s.shortCode} holding`, "holding_mismatch");
        const [existing] = await tx
          .select({ id: marketOrders.id })
          .from(marketOrders)
          .where(
            and(
              eq(marketOrders.holdingId, holding.id),
              eq(marketOrders.kind, "TRAIL"),
              inArray(marketOrders.status, [...LIVE]),
            ),
          );
        if (existing)
          throw conflict(
            `holding ${holding.id} already has trailing stop #${existing.id}: modify or cancel it`,
            "trail_exists",
          );
        await checkShares(tx, userId, f.qty, s);
        const { trail, sprice } = trailOf(f, last(s.id));
        const [inserted] = await tx
          .insert(marketOrders)
          .values({
            userId,
            scripId: s.id,
            action: "SELL",
            typ: "SL-M",
            qty: f.qty,
            sprice,
            trail,
            kind: "TRAIL",
            holdingId: holding.id,
            reason: f.reason ?? "",
            status: "TRIGGER_PENDING",
            placedAt: new Date(),
            updatedAt: sql`clock_timestamp()`,
          })
          .returning();
        return inserted!;
      });
      return result(
        row,
        `Trailing stop #${row.id} placed: SELL ${row.qty} ${s.shortCode} if the price falls to ${rupees(row.sprice)}; ` +
          `the trigger follows the price up ${rupees(row.trail!)} below it`,
      );
    },

    /** Changes a live order (not its side or scrip). */
    async modify(
      userId: number,
      id: number,
      f: OrderFields & { upid?: number | null; scripcode?: string | null },
    ): Promise<OrderResult> {
      await market.ready();
      const row = await db.transaction(async (tx) => {
        const current = await ownLiveOrder(tx, userId, id);
        const s = scrip(current.scripId);
        if (f.action !== current.action)
          throw badRequest("action cannot change: cancel the order and place a new one", "invalid_order");
        if (f.scripcode && f.scripcode !== s.srCode && f.scripcode !== s.shortCode)
          throw badRequest(
            `scripcode ${f.scripcode} is not this order's scrip (${s.srCode})`,
            "invalid_order",
          );
        if (current.kind === "TRAIL") {
          if (f.upid && f.upid !== current.holdingId)
            throw badRequest(`upid ${f.upid} is not the holding of trailing stop #${id}`, "holding_mismatch");
          await checkShares(tx, userId, f.qty, s, id);
          const price = last(s.id);
          const next =
            f.trail !== undefined && f.trail > 0
              ? trailOf(f, price)
              : f.sprice > 0
                ? trailOf({ ...f, trail: undefined }, price)
                : { trail: current.trail!, sprice: current.sprice };
          return changeOrder(tx, id, {
            qty: f.qty,
            trail: next.trail,
            sprice: next.sprice,
            ...replacedNow(f.reason),
          });
        }
        const input = inputOf(f);
        if (
          current.kind === "PROTECTIVE" &&
          (input.typ === "MARKET" || input.typ === "LIMIT") &&
          input.activeSl
        )
          throw badRequest("a protective stop cannot carry active_sl", "invalid_order");
        refuseProblem(orderProblem(input) ?? stopSideProblem(input, last(s.id)));
        if (input.action === "BUY") await checkCash(tx, userId, input, s.id, id);
        else await checkShares(tx, userId, input.qty, s, id);
        return changeOrder(tx, id, {
          typ: input.typ,
          qty: input.qty,
          price: input.typ === "LIMIT" || input.typ === "SL" ? input.price : 0,
          sprice: input.typ === "SL" || input.typ === "SL-M" || input.activeSl ? input.sprice : 0,
          activeSl: input.activeSl,
          status: initialStatus(input.typ),
          triggeredAt: null,
          ...replacedNow(f.reason),
        });
      });
      return result(row, `Order #${row.id} modified: ${describe(row, scrip(row.scripId))}`);
    },

    /** The learner's orders, newest first. */
    async list(userId: number): Promise<OrderListResponse> {
      await market.ready();
      const rows = await db
        .select()
        .from(marketOrders)
        .where(eq(marketOrders.userId, userId))
        .orderBy(desc(marketOrders.id))
        .limit(LIST_LIMIT);
      return { orders: rows.map((r) => orderView(market, r)) };
    },

    /** Cancels a live order. */
    async cancel(userId: number, id: number, reason?: string): Promise<OrderResult> {
      await market.ready();
      const row = await db.transaction(async (tx) => {
        await ownLiveOrder(tx, userId, id);
        return changeOrder(tx, id, {
          status: "CANCELLED",
          statusReason: reason?.trim() ? reason.trim() : "cancelled by you",
        });
      });
      return result(row, `Order #${row.id} cancelled`);
    },

    /** Cancels the trailing stop `id` on holding `upid`. */
    async cancelTrail(userId: number, id: number, upid: number): Promise<OrderResult> {
      await market.ready();
      const row = await db.transaction(async (tx) => {
        const current = await ownLiveOrder(tx, userId, id);
        if (current.kind !== "TRAIL" || current.holdingId !== upid)
          throw notFound(`trailing stop ${id} on holding ${upid} not found`);
        return changeOrder(tx, id, { status: "CANCELLED", statusReason: "trailing stop cancelled by you" });
      });
      return result(row, `Trailing stop #${row.id} cancelled`);
    },

    /** Edits the journal reason of any of the learner's orders (finished ones too). */
    async setReason(userId: number, id: number, reason: string): Promise<OrderResult> {
      await market.ready();
      const [row] = await db
        .update(marketOrders)
        .set({ reason, updatedAt: sql`now()` })
        .where(and(eq(marketOrders.id, id), eq(marketOrders.userId, userId)))
        .returning();
      if (!row) throw notFound(`order ${id} not found`);
      market.touch(userId);
      return { order_id: row.id, order: orderView(market, row), message: `Reason of order #${row.id} saved` };
    },
  };
}

/** The order service's interface. */
export type OrderService = ReturnType<typeof createOrderService>;
