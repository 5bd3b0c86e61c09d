import { showTicker } from "@fincareer/domain/navigation";
import { TickerBar } from "../../features/market/components/ticker-bar.tsx";

/**
 * Where the market ticker goes (SPEC.md section 2): FMEP programs only, never on /signup paths. The bars are fixed
 * to the bottom of the viewport; the slot keeps their height at the end of the page so nothing hides under them.
 */
export function TickerSlot({ program, path }: { program: string | null; path: string }) {
  if (!showTicker(program, path)) return null;
  return <TickerBar />;
}
