import { lazy, Suspense, useEffect } from "react";
import type { ComponentType, ReactElement } from "react";
import { matchPath } from "react-router";
import { LoadingFallback } from "../components/loading-fallback.tsx";
import { markFirstScreenShown } from "../lib/first-screen.ts";
import type { ScreenData, ScreenDataContext } from "../lib/screen-data.ts";
import { MaintenancePage } from "./screens/maintenance-page.tsx";

type Loader = () => Promise<{ default: ComponentType }>;

/** The product name at the end of every tab title. */
export const PRODUCT_NAME = "FinCareer";

/** The tab title of a screen: "Portfolio · FinCareer". */
export function screenTitle(service: string): string {
  return `${service} · ${PRODUCT_NAME}`;
}

/** A screen component whose code can also be fetched ahead of rendering. */
export interface LazyScreen {
  (): ReactElement;
  displayName?: string;
  /** Starts fetching the code; with `data`, the screen's first render also waits (a while) for that to settle. */
  preload: (data?: Promise<unknown>) => void;
}

/**
 * How long the first screen waits for its first data before rendering without it (its own loading state): on a
 * link slow enough for that, the learner sees the page take shape rather than a spinner.
 */
export const FIRST_DATA_WAIT_MS = 3000;

function settledWithin(data: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    data.then(done, done);
  });
}

/**
 * A screen loaded on demand: 'Loading...' while its code arrives, and the maintenance page naming `service` when
 * the code cannot be loaded (SPEC.md sections 2 and 8). A screen names the browser tab after `service`; a layout
 * (which holds screens) leaves the title to them.
 */
export function lazyScreen(service: string, load: Loader, options: { layout?: boolean } = {}): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = (data?: Promise<unknown>) =>
    (pending ??= Promise.all([
      load().catch((error: unknown) => {
        console.error(`${service} screen failed to load`, error);
        return { default: () => <MaintenancePage service={service} /> };
      }),
      data === undefined ? undefined : settledWithin(data, FIRST_DATA_WAIT_MS),
    ]).then(([screen]) => screen));
  const Lazy = lazy(() => loadOnce());
  function LazyScreenComponent() {
    useEffect(() => {
      if (!options.layout) document.title = screenTitle(service);
    }, []);
    return (
      <Suspense fallback={<LoadingFallback />}>
        <Lazy />
        {!options.layout && <ScreenShown />}
      </Suspense>
    );
  }
  LazyScreenComponent.displayName = `LazyScreen(${service})`;
  LazyScreenComponent.preload = (data?: Promise<unknown>) => {
    void loadOnce(data);
  };
  return LazyScreenComponent;
}

/** Reports the first screen shown: it commits with the screen's content, not with the loading state. */
function ScreenShown() {
  useEffect(markFirstScreenShown, []);
  return null;
}

/** A screen of a later release: the shared coming-soon body naming it, loaded on demand like every screen. */
export function comingSoon(screen: string): LazyScreen {
  return lazyScreen(screen, () =>
    import("./screens/coming-soon-page.tsx").then(({ ComingSoonPage }) => ({
      default: () => <ComingSoonPage screen={screen} />,
    })),
  );
}

const registry: { path: string; screen: LazyScreen; data?: ScreenData }[] = [];

/**
 * Records the screen of an authenticated path so the shell can fetch its code while the session loads, with the
 * loader of its first data (lib/screen-data.ts) when it has one.
 */
export function registerScreen(path: string, screen: LazyScreen, data?: ScreenData): LazyScreen {
  registry.push({ path, screen, data });
  return screen;
}

/** The paths of every screen registered with registerScreen, in registration order. */
export function registeredPaths(): string[] {
  return registry.map(({ path }) => path);
}

/**
 * Starts fetching the code of the screen at `pathname` (no-op for unknown paths); with a context, its first data
 * too, which its first render then waits for.
 */
export function preloadScreen(pathname: string, context?: Omit<ScreenDataContext, "pathname">): void {
  const entry = registry.find(({ path }) => matchPath({ path, end: true }, pathname) !== null);
  if (entry === undefined) return;
  const data =
    context === undefined || entry.data === undefined ? undefined : entry.data({ ...context, pathname });
  entry.screen.preload(data);
}
