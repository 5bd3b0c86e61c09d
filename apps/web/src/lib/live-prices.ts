import { hashKey, useQueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useState } from "react";
import { marketKeys } from "./query-keys.ts";

/** Latest live prices by scrip code (srCode for stocks, code for indices), from the socket `market` event. */
export type LivePrices = Readonly<Record<string, number>>;

const EMPTY: LivePrices = {};

/** A `market` value is a bare price or an object carrying one (SPEC.md section 4); anything else is ignored. */
export function livePriceOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const field of ["price", "market_price", "ltp", "close"]) {
      const n = livePriceOf(record[field]);
      if (n !== undefined) return n;
    }
  }
  return undefined;
}

const normalised = new WeakMap<object, LivePrices>();

function normalise(raw: Record<string, unknown> | undefined): LivePrices {
  if (raw === undefined) return EMPTY;
  const known = normalised.get(raw);
  if (known !== undefined) return known;
  const out: Record<string, number> = {};
  for (const [code, value] of Object.entries(raw)) {
    const price = livePriceOf(value);
    if (price !== undefined) out[code] = price;
  }
  normalised.set(raw, out);
  return out;
}

const LIVE_HASH = hashKey(marketKeys.live());

/**
 * The live prices the shell's socket merges into the query cache (never fetched). A tick re-renders its readers
 * as a transition: React renders them in slices between the browser's own work and drops a render that a newer
 * tick overtakes, so a phone on a live market is never blocked by a second's prices (useQuery would render every
 * reader at once, in one task, on every tick).
 */
export function useLivePrices(): LivePrices {
  const queryClient = useQueryClient();
  const [prices, setPrices] = useState(() =>
    normalise(queryClient.getQueryData<Record<string, unknown>>(marketKeys.live())),
  );
  useEffect(() => {
    const sync = () => {
      const next = normalise(queryClient.getQueryData<Record<string, unknown>>(marketKeys.live()));
      startTransition(() => setPrices(next));
    };
    sync();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.query.queryHash === LIVE_HASH) sync();
    });
  }, [queryClient]);
  return prices;
}

/** The live price of `code` when the socket has sent one, else the stored price. */
export function livePrice(
  prices: LivePrices,
  code: string | number | null | undefined,
  stored: number,
): number {
  if (code === null || code === undefined) return stored;
  return prices[String(code)] ?? stored;
}
