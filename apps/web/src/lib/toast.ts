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

/** One toast per subject (an order's "order-12"), the latest message about it shown in place (see `show`). */
export interface ToastOptions {
  id?: string;
  /**
   * Set on the answer to a request about the subject: `toastMark()` taken when the request was sent. A message
   * pushed about the subject since then (the order's fill on the socket, which can beat the answer) is newer, so
   * the answer is dropped. A message with an `id` and no `since` is a push: it always replaces the shown one.
   */
  since?: number;
}

/** The toast shown for a subject: react-toastify's id of it while it is queued or on screen. */
interface Subject {
  toastId?: string;
  pushedAt: number;
}

const SUBJECTS_MAX = 100;
const subjects = new Map<string, Subject>();
/** Counts pushed subject messages: `since` and `pushedAt` are readings of it. */
let clock = 0;
let serial = 0;

/** A reading to pass as `since` with the answer to a request sent now. */
export function toastMark(): number {
  return clock;
}

function subjectOf(id: string): Subject {
  let subject = subjects.get(id);
  if (subject === undefined) {
    subject = { pushedAt: -1 };
    subjects.set(id, subject);
    if (subjects.size > SUBJECTS_MAX) subjects.delete(subjects.keys().next().value!);
  }
  return subject;
}

/**
 * Shows a toast. With an `id`, what to show is decided now (calls keep their order) and drawn when the library is
 * in: the subject's toast on screen gets the new text and colour (react-toastify's update); one still queued
 * because the container has not mounted yet (the first toast of a visit), or closing, cannot be updated, so it is
 * taken back and the new message shown in a fresh toast. Each toast of a subject has its own react-toastify id
 * ("order-12.3"): a message reusing the id of one still closing would be dropped by the library as a duplicate.
 */
function show(kind: "default" | "success" | "error", message: string, options: ToastOptions = {}): void {
  const { id, since } = options;
  let subject: Subject | undefined;
  if (id !== undefined) {
    subject = subjectOf(id);
    if (since === undefined) subject.pushedAt = ++clock;
    else if (subject.pushedAt > since) return;
  }
  void loadToasts().then(({ toast: library }) => {
    if (subject === undefined || id === undefined) {
      if (kind === "default") library(message);
      else library[kind](message);
      return;
    }
    const shown = subject.toastId;
    if (shown !== undefined && library.isActive(shown)) {
      library.update(shown, { render: message, type: kind });
      return;
    }
    if (shown !== undefined) library.dismiss(shown);
    const toastId = `${id}.${++serial}`;
    const settings = {
      toastId,
      onClose: () => {
        if (subject.toastId === toastId) subject.toastId = undefined;
      },
    };
    subject.toastId = toastId;
    if (kind === "default") library(message, settings);
    else library[kind](message, settings);
  });
}

/** The subject id of an order's toasts: its answers and the pushes about it share one toast. */
export function orderToastId(orderId: number): string {
  return `order-${orderId}`;
}

/** The order a pushed message is about, read from its "order #12" or "stop #12", or undefined. */
function orderInMessage(message: string): number | undefined {
  const match = /\b(?:order|stop) #(\d+)\b/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The toast of a message pushed on the live socket. One about an order (its fill, rejection or trigger) takes the
 * place of the order's toast ("Order #12 placed" becomes "Your BUY order #12 ... was filled at ..."): one order,
 * one toast, ending on its outcome, green for a fill and red for a rejection.
 */
export function toastPushed(message: string): void {
  const order = orderInMessage(message);
  if (order === undefined) {
    show("default", message);
    return;
  }
  const options = { id: orderToastId(order) };
  if (/ was filled at /.test(message)) show("success", message, options);
  else if (/ was rejected: /.test(message)) show("error", message, options);
  else show("default", message, options);
}

/** A plain toast; `toast.success` and `toast.error` for the coloured ones. */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show("default", message, options),
  {
    success: (message: string, options?: ToastOptions) => show("success", message, options),
    error: (message: string, options?: ToastOptions) => show("error", message, options),
  },
);
