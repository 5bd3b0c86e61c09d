// Code fetched when first needed: the dropdowns and dialogs of the shell (menus, the bell, the side drawer, the
// program chooser) carry Mantine's Menu, Popover, Modal and floating-ui, about 60 KB compressed that no first
// screen draws. Their buttons render from the start; the code comes on first use, or ahead of it when the pointer
// or the keyboard reaches the button.
import { createElement, startTransition, useEffect, useState } from "react";
import type { ComponentType, ReactElement } from "react";

/** A component whose code is fetched on demand. */
export interface OnDemand<P extends object> {
  /** Renders `fallback` until the code has arrived (starting its download on mount), then the component. */
  Component: (props: P & { fallback: ReactElement | null }) => ReactElement | null;
  /** Starts the download (hover, focus, an idle moment); harmless to call again. */
  preload: () => void;
}

/**
 * The stand-in button of a menu loaded on demand: `used` turns true on its first click (render the loaded menu,
 * open, from then on); hovering or focusing it starts the download.
 */
export function useMenuStandIn(part: Pick<OnDemand<object>, "preload">) {
  const [used, setUsed] = useState(false);
  const buttonProps = {
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    "aria-busy": used || undefined,
    onClick: () => setUsed(true),
    onPointerEnter: part.preload,
    onFocus: part.preload,
  };
  return { used, buttonProps };
}

/** Wraps `load` (a dynamic import) as a component rendered once its code is in. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download (offline, a redeploy) is tried again on the next use.
        pending = null;
        console.error("could not load a part of the page", error);
      },
    ));

  function Component({ fallback, ...props }: P & { fallback: ReactElement | null }) {
    const [, setReady] = useState(loaded !== null);
    useEffect(() => {
      if (loaded !== null) return;
      let live = true;
      void fetchCode().then(() => {
        // A transition: React renders the arrived part in slices, not in one long task (a form of twenty inputs
        // is 50 ms of work on a fast machine, four times that on a phone).
        if (live) startTransition(() => setReady(loaded !== null));
      });
      return () => {
        live = false;
      };
    }, []);
    return loaded === null ? fallback : createElement(loaded, props as unknown as P);
  }

  return {
    Component,
    preload: () => {
      void fetchCode();
    },
  };
}
