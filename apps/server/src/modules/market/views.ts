// Row -> API shapes of the market contract (paise -> rupees in one place).
import { capSegment, isLiveStatus, toRupees } from "@fincareer/domain/market";
import { percentOf } from "@fincareer/domain/portfolio-math";
import type { Order, Scrip } from "@fincareer/domain/contract/market";
import type { MarketOrderRow } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import type { ScripInfo } from "./price-store.ts";
import type { MarketRuntime } from "./runtime.ts";

/** A percent change (2 decimals); 0 when the base is 0. */
export function pct(value: number, base: number): number {
  return percentOf(value, base);
}

/** The Scrip of a company with its live quote. */
export function scripView(market: MarketRuntime, info: ScripInfo, watched: ReadonlySet<number>): Scrip {
  const q = market.quotes.get(info.id)!;
  const cap = info.sharesOutstanding * toRupees(q.last);
  return {
    id: info.id,
    srCode: info.srCode,
    shortCode: info.shortCode,
    name: info.name,
    industry: info.industry,
    segment: capSegment(cap),
    market_price: toRupees(q.last),
    prev_close: toRupees(q.prevClose),
    change: toRupees(q.last - q.prevClose),
    change_pct: pct(q.last - q.prevClose, q.prevClose),
    market_cap: Math.round(cap),
    is_watch: watched.has(info.id),
  };
}

/** The Order of a row. */
/** The open an after-market order waits for: a live order while the market is closed. */
function waitsForOpen(market: MarketRuntime, row: MarketOrderRow): string | null {
  if (!isLiveStatus(row.status)) return null;
  const status = market.status();
  return status.open ? null : status.next_open;
}

export function orderView(market: MarketRuntime, row: MarketOrderRow): Order {
  const info = market.byId.get(row.scripId);
  return {
    id: row.id,
    scrip_id: row.scripId,
    scripcode: info?.srCode ?? "",
    shortCode: info?.shortCode ?? "",
    name: info?.name ?? "",
    action: row.action,
    typ: row.typ,
    qty: row.qty,
    price: toRupees(row.price),
    sprice: toRupees(row.sprice),
    active_sl: row.activeSl,
    reason: row.reason,
    kind: row.kind,
    upid: row.holdingId,
    trailid: row.kind === "TRAIL" ? row.id : null,
    trail: row.trail === null ? null : toRupees(row.trail),
    parent_id: row.parentId,
    status: row.status,
    status_reason: row.statusReason,
    waits_for_open: waitsForOpen(market, row),
    fill_price: row.fillPrice === null ? null : toRupees(row.fillPrice),
    filled_at: row.filledAt ? iso(row.filledAt) : null,
    triggered_at: row.triggeredAt ? iso(row.triggeredAt) : null,
    created_at: iso(row.placedAt),
    updated_at: iso(row.updatedAt),
  };
}
