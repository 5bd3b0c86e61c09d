// What the learner came for is drawn first: the shell's extras (the ticker bars, the live socket) wait until the
// first screen has rendered and the browser has a quiet moment, instead of competing with it for a phone's main
// thread while it loads.
import { startTransition, useEffect, useState } from "react";

/** The longest the extras wait for a quiet moment once the first screen is shown. */
const IDLE_TIMEOUT_MS = 1000;
/** The longest they wait for the first screen at all (a screen that never reports, a very slow link). */
const FIRST_SCREEN_TIMEOUT_MS = 6000;

let marked = false;
let shown = false;
const waiting = new Set<() => void>();

/** Runs `run` once the browser has painted the next frame (a frame callback, then a task after it). */
function afterPaint(run: () => void): void {
  if (typeof window.requestAnimationFrame !== "function") {
    setTimeout(run, 0);
    return;
  }
  window.requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Called once the first screen's content (not its loading state) has been committed; the extras resume after the
 * browser has painted it, so their requests and renders come after the learner sees the screen, not before.
 */
export function markFirstScreenShown(): void {
  if (marked) return;
  marked = true;
  afterPaint(() => {
    shown = true;
    for (const resume of waiting) resume();
    waiting.clear();
  });
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * False until the first screen is shown and the main thread is idle (or FIRST_SCREEN_TIMEOUT_MS passed), then
 * true for good; the switch renders as a transition, in slices.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancelIdle: (() => void) | undefined;
    const go = () => {
      cancelIdle ??= whenIdle(() => startTransition(() => setReady(true)));
    };
    if (shown) go();
    else waiting.add(go);
    const timer = setTimeout(go, FIRST_SCREEN_TIMEOUT_MS);
    return () => {
      waiting.delete(go);
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [ready]);
  return ready;
}

/**
 * False on the first render, then true from a transition started once the browser has painted that render: for a
 * part of a screen below what a phone shows first (a long list), so the first render, and the paint of what the
 * learner reads first, do not wait for it.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let live = true;
    afterPaint(() => {
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}
