// Charts that are not what a screen is opened for first (/stats' return line, /games/performance's scores) are
// drawn once that screen has been shown: lightweight-charts (about 48 KB compressed) is fetched then, so a phone
// paints the figures and tables without waiting for the chart's code, and the chart's first draw is not part of
// the screen's first render. The container keeps its size meanwhile (no layout shift when the chart arrives).
import type * as ChartParts from "./chart-library.ts";
import { useEffect } from "react";
import type { DependencyList, RefObject } from "react";
import { useAfterFirstScreen } from "./first-screen.ts";

/** The chart library, as the draw function gets it. */
export type ChartLibrary = typeof ChartParts;

/**
 * Runs `draw` (which creates the chart in the container and returns its cleanup) once the first screen is shown
 * and the library has loaded, again when `deps` change; the chart is removed on unmount.
 */
export function useChartAfterFirstScreen(
  ref: RefObject<HTMLDivElement | null>,
  draw: (library: ChartLibrary, container: HTMLDivElement) => () => void,
  deps: DependencyList,
): void {
  const ready = useAfterFirstScreen();
  useEffect(() => {
    if (!ready) return;
    let live = true;
    let remove: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    import("./chart-library.ts").then(
      (library) => {
        // The first draw in a task of its own: the library's evaluation and the chart's creation are each a long
        // task on a phone, and one after the other in the same task they were one twice as long.
        timer = setTimeout(() => {
          const container = ref.current;
          if (live && container !== null) remove = draw(library, container);
        }, 0);
      },
      (error: unknown) => console.error("could not load the chart", error),
    );
    return () => {
      live = false;
      clearTimeout(timer);
      remove?.();
    };
    // `draw` is a new function each render: the chart is drawn again when its data (deps) change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, ...deps]);
}
