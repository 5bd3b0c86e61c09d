import { useQuery, useQueryClient } from "@tanstack/react-query";
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

function normalise(raw: Record<string, unknown> | undefined): LivePrices {
  if (raw === undefined) return EMPTY;
  const out: Record<string, number> = {};
  for (const [code, value] of Object.entries(raw)) {
    const price = livePriceOf(value);
    if (price !== undefined) out[code] = price;
  }
  return out;
}

/**
 * The live prices the shell's socket merges into the cache. Never fetched: the query only reads what the socket
 * wrote, so invalidating it cannot wipe the prices.
 */
export function useLivePrices(): LivePrices {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: marketKeys.live(),
    queryFn: () => queryClient.getQueryData<Record<string, unknown>>(marketKeys.live()) ?? {},
    staleTime: Infinity,
    gcTime: Infinity,
    select: normalise,
  });
  return data ?? EMPTY;
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
