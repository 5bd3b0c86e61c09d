// The first screen's data the server put in the page (apps/server/src/platform/http/first-data.ts): answers to the
// requests the shell and the screen make as the app starts (GETs by path, and the token check by VERIFY_TOKEN_KEY),
// so they need no round trip. Each answer is used once, by the request for the same key with the same token, in the
// first FIRST_DATA_TTL_MS of the page; anything later, or for another token, goes to the server as usual.

import { FIRST_DATA_ELEMENT_ID, tokenFingerprint } from "@fincareer/domain/first-data";

/** How long after the page started the answers in it count as current. */
export const FIRST_DATA_TTL_MS = 30_000;

interface FirstData {
  /** The last characters of the token the server answered for. */
  token: string;
  /** JSON bodies by request path (with its query string). */
  answers: Map<string, unknown>;
}

let data: FirstData | null | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads and removes the page's element once; null when there is none or it is not what the server writes. */
function read(): FirstData | null {
  if (data !== undefined) return data;
  data = null;
  if (typeof document === "undefined") return data;
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (element === null) return data;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? "");
    if (isRecord(parsed) && typeof parsed.token === "string" && isRecord(parsed.answers)) {
      data = { token: parsed.token, answers: new Map(Object.entries(parsed.answers)) };
    }
  } catch {
    // A page cut short: every request goes to the server.
  }
  return data;
}

/**
 * The body the page holds for `key` (a GET's path, or VERIFY_TOKEN_KEY) with `token`, taken (a second call asks
 * the server), or undefined when there is none: another token, another key, or later than FIRST_DATA_TTL_MS into
 * the page.
 */
export function takeFirstData(key: string, token: string | null): { body: unknown } | undefined {
  const first = read();
  if (first === null || token === null || first.answers.size === 0) return undefined;
  if (first.token !== tokenFingerprint(token) || performance.now() > FIRST_DATA_TTL_MS) {
    first.answers.clear();
    return undefined;
  }
  if (!first.answers.has(key)) return undefined;
  const body = first.answers.get(key);
  first.answers.delete(key);
  return { body };
}

/** Forgets what was read, so the next request looks at the page again (tests). */
export function forgetFirstData(): void {
  data = undefined;
}
