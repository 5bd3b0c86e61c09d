// Login throttling against guessing and password spraying (docs/decisions.md "Login limits"). A browser with a valid
// device cookie for the account (device-cookie.ts) is counted against that cookie alone, so a shared lab or hostel
// address never locks out the learners who have logged in there before. Every other attempt is counted twice: per
// account AND address (so a stranger elsewhere cannot lock the owner out) and per address across all accounts (so
// one address spraying a common password over many accounts is stopped). Attempts are counted before the password
// is checked (an atomic increment that returns the new count), so parallel guesses get at most the limit's number
// of checks; a refused or successful attempt is taken back, so the counts hold failures and attempts in flight.
import { tooMany } from "../../errors.ts";
import type { AttemptCount, AttemptCounter } from "../../lib/attempt-counter.ts";

/** Failed logins one address may make on one account before it waits (browsers without a device cookie). */
export const ACCOUNT_FAILURES = { max: 10, windowMs: 5 * 60_000 };
/** Failed logins one address may make across every account before it waits (browsers without a device cookie). */
export const ADDRESS_FAILURES = { max: 30, windowMs: 10 * 60_000 };
/** Failed logins one device cookie may make on its account before it waits. */
export const DEVICE_FAILURES = { max: 10, windowMs: 5 * 60_000 };

function wait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

interface Limit {
  key: string;
  max: number;
  windowMs: number;
  /** What the 429 says is over the limit. */
  what: string;
  /** After the right password: reset forgives every failure; undo takes back only this attempt. */
  onSuccess: "reset" | "undo";
}

/** Who is trying to log in: the (lower-cased) email, the client address and its device cookie's id, if valid. */
export interface LoginClient {
  email: string;
  ip: string;
  device: string | null;
}

/**
 * Creates the throttle over a counter store. A store failure (Redis down) lets logins through rather than locking
 * everyone out, as the route rate limits do (`skipOnError`).
 */
export function createLoginThrottle(store: AttemptCounter, onError: (err: unknown) => void = () => {}) {
  const none: AttemptCount = { count: 0, retryAfterMs: 0 };
  const counter = {
    hit: (key: string, windowMs: number) =>
      store.hit(key, windowMs).catch((err: unknown) => (onError(err), none)),
    undo: (key: string) => store.undo(key).catch(onError),
    reset: (key: string) => store.reset(key).catch(onError),
  };
  const limitsOf = ({ email, ip, device }: LoginClient): Limit[] =>
    device
      ? [{ key: `login:device:${device}`, ...DEVICE_FAILURES, what: "on this browser", onSuccess: "reset" }]
      : [
          // The right password of one account says nothing about the address's other attempts.
          { key: `login:ip:${ip}`, ...ADDRESS_FAILURES, what: "from your network", onSuccess: "undo" },
          {
            key: `login:acct:${ip}|${email}`,
            ...ACCOUNT_FAILURES,
            what: "for this account",
            onSuccess: "reset",
          },
        ];

  return {
    /**
     * Counts a login attempt before its password is checked, and throws 429 when it is over a limit. On the
     * answer, call `succeeded` when the password was right, or `cancel` when no password was checked (a server
     * error); a wrong password stays counted.
     */
    async attempt(
      client: LoginClient,
    ): Promise<{ succeeded: () => Promise<void>; cancel: () => Promise<void> }> {
      const limits = limitsOf(client);
      const counts = await Promise.all(limits.map((l) => counter.hit(l.key, l.windowMs)));
      // An attempt that checked no password is no failure: taken back, it cannot lengthen a lock-out.
      const cancel = async () => {
        await Promise.all(limits.map((l) => counter.undo(l.key)));
      };
      const over = limits.findIndex((l, i) => counts[i]!.count > l.max);
      if (over >= 0) {
        await cancel();
        const l = limits[over]!;
        throw tooMany(`too many failed logins ${l.what}: try again in ${wait(counts[over]!.retryAfterMs)}`);
      }
      return {
        succeeded: async () => {
          await Promise.all(limits.map((l) => counter[l.onSuccess](l.key)));
        },
        cancel,
      };
    },
  };
}

/** The login throttle's interface. */
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
