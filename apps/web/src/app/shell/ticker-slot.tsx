import { showTicker } from "@fincareer/domain/navigation";
import { TickerBar } from "../../features/market/components/ticker-bar.tsx";
import { useAfterFirstScreen } from "../../lib/first-screen.ts";

/**
 * Where the market ticker goes (SPEC.md section 2): FMEP programs only, never on /signup paths. The bars are fixed
 * to the bottom of the viewport; the slot keeps their height at the end of the page so nothing hides under them.
 * They fill in once the first screen is shown (lib/first-screen.ts); the slot holds their room from the start.
 */
export function TickerSlot({ program, path }: { program: string | null; path: string }) {
  const ready = useAfterFirstScreen();
  if (!showTicker(program, path)) return null;
  return <TickerBar waiting={!ready} />;
}
