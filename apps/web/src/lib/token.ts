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
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/")) as string;
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

/** The stored token (cookie first, then localStorage), or null when logged out. */
export function getToken(): string | null {
  const value = Cookies.get(TOKEN_KEY) ?? readLocal();
  return value === null || value === undefined || value === "" ? null : value;
}

/** Stores the token in the cookie (expiring with the JWT) and in localStorage. */
export function setToken(token: string): void {
  Cookies.set(TOKEN_KEY, token, {
    expires: tokenExpiry(token) ?? FALLBACK_DAYS,
    path: "/",
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Private mode without storage: the cookie alone keeps the session.
  }
}

/** Removes the token from the cookie and localStorage. */
export function clearToken(): void {
  Cookies.remove(TOKEN_KEY, { path: "/" });
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
}
