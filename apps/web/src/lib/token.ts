// Where the login token lives: a cookie and localStorage, both named `token` (SPEC.md section 7). Reads prefer
// the cookie; writes and clears touch both so the two never disagree for long.
import Cookies from "js-cookie";

export const TOKEN_KEY = "token";
const FALLBACK_DAYS = 7;

/** Expiry of a JWT from its `exp` claim, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): Date | null {
  const payload = token.split(".")[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

function readLocal(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

// Reading document.cookie is a synchronous round trip to the browser's network process (about 4 ms a read on a
// mid-range phone), and every API call asks for the token: it is read once and then kept here. This tab's
// setToken and clearToken update the copy; another tab's login or logout changes localStorage, whose `storage`
// event drops it so the next read goes back to the cookie.
let cached: { value: string | null } | null = null;
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === TOKEN_KEY) forgetToken();
  });
}

/** Drops the kept copy of the token: the next read goes back to the cookie and localStorage (tests set them). */
export function forgetToken(): void {
  cached = null;
}

/** The stored token (cookie first, then localStorage), or null when logged out. */
export function getToken(): string | null {
  if (cached !== null) return cached.value;
  const value = Cookies.get(TOKEN_KEY) ?? readLocal();
  const token = value === null || value === undefined || value === "" ? null : value;
  cached = { value: token };
  return token;
}

/** Stores the token in the cookie (expiring with the JWT) and in localStorage. */
export function setToken(token: string): void {
  Cookies.set(TOKEN_KEY, token, {
    expires: tokenExpiry(token) ?? FALLBACK_DAYS,
    path: "/",
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
  cached = { value: token };
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Private mode without storage: the cookie alone keeps the session.
  }
}

/** Removes the token (and the user remembered with it) from the cookie and localStorage. */
export function clearToken(): void {
  Cookies.remove(TOKEN_KEY, { path: "/" });
  cached = { value: null };
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Where the last verified user info is kept, with the end of the token it was verified with. */
export const LAST_USER_KEY = "lastUser";
const tokenTag = (token: string) => token.slice(-24);

/**
 * The user info last loaded with this token, or null: the shell renders from it at once while the token is
 * checked again (a rejected token still logs out).
 */
export function readLastUser<T>(token: string): T | null {
  try {
    const raw = window.localStorage.getItem(LAST_USER_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as { tag?: unknown; user?: unknown };
    return parsed.tag === tokenTag(token) && typeof parsed.user === "object" && parsed.user !== null
      ? (parsed.user as T)
      : null;
  } catch {
    return null;
  }
}

/** Remembers the user info the server sent for this (verified) token. */
export function writeLastUser(token: string, user: unknown): void {
  try {
    window.localStorage.setItem(LAST_USER_KEY, JSON.stringify({ tag: tokenTag(token), user }));
  } catch {
    // No storage: the next start waits for the server, as before.
  }
}
