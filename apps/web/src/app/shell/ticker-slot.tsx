import { showTicker } from "@fincareer/domain/navigation";

/**
 * Where the market ticker goes (SPEC.md section 2): FMEP programs only, never on /signup paths. The markets
 * release renders the index and stock tickers inside this slot; until then it is an empty, zero-height region.
 */
export function TickerSlot({ program, path }: { program: string | null; path: string }) {
  if (!showTicker(program, path)) return null;
  return <div data-ticker-slot="" />;
}
