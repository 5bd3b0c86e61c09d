import { useSyncExternalStore } from "react";
import type * as ReactToastify from "react-toastify";

/**
 * Toasts (top-right, closing by themselves) with react-toastify fetched on the first one instead of on every first
 * visit: most visits show none, and the library is 16 KB of the entry. A toast asked for before the library
 * arrives is shown as soon as it does (react-toastify queues toasts until its container mounts).
 */
type Toastify = typeof ReactToastify;

let library: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Starts fetching react-toastify (once) and tells the container below the providers to mount. */
export function loadToasts(): Promise<Toastify> {
  library ??= import("react-toastify");
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return library;
}

/** Whether a toast has been asked for, so the container should be in the page. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

function show(kind: "default" | "success" | "error", message: string): void {
  void loadToasts().then(({ toast: library }) => {
    if (kind === "default") library(message);
    else library[kind](message);
  });
}

/** A plain toast; `toast.success` and `toast.error` for the coloured ones. */
export const toast = Object.assign((message: string) => show("default", message), {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
});
