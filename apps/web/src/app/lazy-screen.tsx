import { lazy, Suspense, useEffect } from "react";
import type { ComponentType, ReactElement } from "react";
import { matchPath } from "react-router";
import { LoadingFallback } from "../components/loading-fallback.tsx";
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
  preload: () => void;
}

/**
 * A screen loaded on demand: 'Loading...' while its code arrives, and the maintenance page naming `service` when
 * the code cannot be loaded (SPEC.md sections 2 and 8). A screen names the browser tab after `service`; a layout
 * (which holds screens) leaves the title to them.
 */
export function lazyScreen(service: string, load: Loader, options: { layout?: boolean } = {}): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      console.error(`${service} screen failed to load`, error);
      return { default: () => <MaintenancePage service={service} /> };
    }));
  const Lazy = lazy(loadOnce);
  function LazyScreenComponent() {
    useEffect(() => {
      if (!options.layout) document.title = screenTitle(service);
    }, []);
    return (
      <Suspense fallback={<LoadingFallback />}>
        <Lazy />
      </Suspense>
    );
  }
  LazyScreenComponent.displayName = `LazyScreen(${service})`;
  LazyScreenComponent.preload = () => {
    void loadOnce();
  };
  return LazyScreenComponent;
}

/** A screen of a later release: the shared coming-soon body naming it, loaded on demand like every screen. */
export function comingSoon(screen: string): LazyScreen {
  return lazyScreen(screen, () =>
    import("./screens/coming-soon-page.tsx").then(({ ComingSoonPage }) => ({
      default: () => <ComingSoonPage screen={screen} />,
    })),
  );
}

const registry: { path: string; screen: LazyScreen }[] = [];

/** Records the screen of an authenticated path so the shell can fetch its code while the session loads. */
export function registerScreen(path: string, screen: LazyScreen): LazyScreen {
  registry.push({ path, screen });
  return screen;
}

/** The paths of every screen registered with registerScreen, in registration order. */
export function registeredPaths(): string[] {
  return registry.map(({ path }) => path);
}

/** Starts fetching the code of the screen at `pathname` (no-op for unknown paths). */
export function preloadScreen(pathname: string): void {
  registry.find(({ path }) => matchPath({ path, end: true }, pathname) !== null)?.screen.preload();
}
