// Price-indexed trigger books: per scrip, resting orders sorted by the price at which they fire, so a tick only
// looks at the head of each side (plus the market orders and trailing stops) instead of every order.
import { TICK_PAISE, trailTrigger } from "@fincareer/domain/market";
import type { OrderAction, OrderKind, OrderStatus, OrderType } from "@fincareer/domain/market";

/** A live order as the books hold it (prices in paise). */
export interface RestingOrder {
  id: number;
  userId: number;
  scripId: number;
  action: OrderAction;
  typ: OrderType;
  qty: number;
  price: number;
  sprice: number;
  trail: number | null;
  kind: OrderKind;
  status: OrderStatus;
  /** Placement time (ms): the order may only fill at prices seen after it. */
  placedAt: number;
}

/** Ascending keys with the orders at each position; fires the prefix whose key is <= a bound. */
class SortedSide {
  private keys: number[] = [];
  private orders: RestingOrder[] = [];

  get size(): number {
    return this.keys.length;
  }

  private lowerBound(key: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(key: number, order: RestingOrder): void {
    // After equal keys: orders at one price fire in arrival order.
    let i = this.lowerBound(key);
    while (i < this.keys.length && this.keys[i] === key) i++;
    this.keys.splice(i, 0, key);
    this.orders.splice(i, 0, order);
  }

  remove(key: number, id: number): boolean {
    for (let i = this.lowerBound(key); i < this.keys.length && this.keys[i] === key; i++) {
      if (this.orders[i]!.id === id) {
        this.keys.splice(i, 1);
        this.orders.splice(i, 1);
        return true;
      }
    }
    return false;
  }

  /** Removes and returns every order whose key is <= bound. */
  takeUpTo(bound: number): RestingOrder[] {
    if (this.keys.length === 0 || this.keys[0]! > bound) return [];
    let n = 0;
    while (n < this.keys.length && this.keys[n]! <= bound) n++;
    this.keys.splice(0, n);
    return this.orders.splice(0, n);
  }
}

/** Where an order rests: which side and under which key. */
type Slot = { side: "ge" | "le"; key: number } | { side: "market" } | { side: "trail" };

/** The books of one scrip. */
class ScripBook {
  /** Fires when last >= key (SELL limits at their price, BUY stops at their trigger). */
  readonly ge = new SortedSide();
  /** Fires when last <= key; stored as -key so the ascending side fires the highest keys first. */
  readonly le = new SortedSide();
  readonly market = new Map<number, RestingOrder>();
  /**
   * Trailing stops rest in `le` at their trigger like any SELL stop, and here at their anchor (trigger + trail):
   * the price above which the trigger moves up. A tick touches only the trails it fires or moves.
   */
  readonly trailUp = new SortedSide();
}

const anchorOf = (o: RestingOrder) => o.sprice + (o.trail ?? 0);

/** The slot of a live order: SL/SL-M wait on their trigger, triggered or plain orders on their limit. */
export function slotOf(o: RestingOrder): Slot {
  if (o.status === "TRIGGER_PENDING") {
    if (o.kind === "TRAIL") return { side: "trail" };
    return o.action === "BUY" ? { side: "ge", key: o.sprice } : { side: "le", key: -o.sprice };
  }
  if (o.typ === "MARKET" || o.typ === "SL-M") return { side: "market" };
  return o.action === "BUY" ? { side: "le", key: -o.price } : { side: "ge", key: o.price };
}

/** A trailing stop whose trigger moved up on a tick. */
export interface TrailMove {
  id: number;
  sprice: number;
}

/** Every scrip's books; the engine's in-memory index of live orders. */
export class TriggerBooks {
  private readonly books = new Map<number, ScripBook>();
  private readonly where = new Map<number, { order: RestingOrder; slot: Slot }>();

  /** Live orders held. */
  get size(): number {
    return this.where.size;
  }

  has(id: number): boolean {
    return this.where.has(id);
  }

  get(id: number): RestingOrder | undefined {
    return this.where.get(id)?.order;
  }

  private book(scripId: number): ScripBook {
    let b = this.books.get(scripId);
    if (!b) this.books.set(scripId, (b = new ScripBook()));
    return b;
  }

  /** Adds an order, or replaces the held copy of it (modify, trigger, trail move). */
  upsert(order: RestingOrder): void {
    this.remove(order.id);
    const slot = slotOf(order);
    const b = this.book(order.scripId);
    if (slot.side === "market") b.market.set(order.id, order);
    else if (slot.side === "trail") {
      b.le.insert(-order.sprice, order);
      b.trailUp.insert(anchorOf(order), order);
    } else b[slot.side].insert(slot.key, order);
    this.where.set(order.id, { order, slot });
  }

  /** Drops an order (filled, cancelled, rejected). */
  remove(id: number): RestingOrder | undefined {
    const held = this.where.get(id);
    if (!held) return undefined;
    this.where.delete(id);
    const b = this.book(held.order.scripId);
    const { slot } = held;
    if (slot.side === "market") b.market.delete(id);
    else if (slot.side === "trail") {
      b.le.remove(-held.order.sprice, id);
      b.trailUp.remove(anchorOf(held.order), id);
    } else b[slot.side].remove(slot.key, id);
    return held.order;
  }

  /**
   * The orders of a scrip that fire at `last` (removed from the books; the caller re-adds what does not fill),
   * and the trailing stops whose trigger moved up (updated in place).
   */
  fire(scripId: number, last: number): { fired: RestingOrder[]; moved: TrailMove[] } {
    const b = this.books.get(scripId);
    if (!b) return { fired: [], moved: [] };
    const fired: RestingOrder[] = [];
    if (b.market.size > 0) {
      for (const o of b.market.values()) fired.push(o);
      b.market.clear();
    }
    fired.push(...b.ge.takeUpTo(last), ...b.le.takeUpTo(-last));
    for (const o of fired)
      if (o.kind === "TRAIL" && o.status === "TRIGGER_PENDING") b.trailUp.remove(anchorOf(o), o.id);
    const moved: TrailMove[] = [];
    // Trails whose anchor is at least a tick below the price move their trigger up to (price - trail).
    for (const o of b.trailUp.takeUpTo(last - TICK_PAISE)) {
      const next = trailTrigger(o.sprice, last, o.trail ?? 0);
      b.le.remove(-o.sprice, o.id);
      o.sprice = next;
      b.le.insert(-o.sprice, o);
      b.trailUp.insert(anchorOf(o), o);
      moved.push({ id: o.id, sprice: next });
    }
    for (const o of fired) this.where.delete(o.id);
    if (fired.length > 1) fired.sort((a, c) => a.id - c.id);
    return { fired, moved };
  }

  /** Forgets everything (before a rebuild from the database). */
  clear(): void {
    this.books.clear();
    this.where.clear();
  }
}
