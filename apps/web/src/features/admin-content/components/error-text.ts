import { errorMessage } from "../../../lib/field-errors.ts";

/** The server's message for a failed call, or a generic one. */
export function errorText(error: unknown): string | null {
  return error ? errorMessage(error) : null;
}

/** Moves the item at `index` one place up (-1) or down (+1) in a list of ids. */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
