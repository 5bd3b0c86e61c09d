// Login throttling against guessing and password spraying (docs/decisions.md "Login limits"). A browser with a valid
// device cookie for the account (device-cookie.ts) is counted against that cookie alone, so a shared lab or hostel
// address never locks out the learners who have logged in there before. Every other attempt is counted three times:
// per account AND address (so a stranger elsewhere cannot lock the owner out), per address across all accounts (so
// one address spraying a common password over many accounts is stopped), and per account across all addresses (so
// guessing spread over many addresses is slowed too; the owner's own browsers, holding the cookie, are not). Attempts
// are counted before the password is checked (an atomic increment that returns the new count), so parallel guesses
// get at most the limit's number of checks; a refused or successful attempt is taken back, so the counts hold
// failures and attempts in flight. Addresses count by lib/address-key.ts: an IPv6 /64 is one address. Sign-ups are
// limited here too, per address and per email.
import { addressKey } from "../../lib/address-key.ts";
import { tooMany } from "../../lib/errors.ts";
import type { AttemptCount, AttemptCounter } from "../../lib/attempt-counter.ts";

/** Failed logins one address may make on one account before it waits (browsers without a device cookie). */
export const ACCOUNT_FAILURES = { max: 10, windowMs: 5 * 60_000 };
/** Failed logins one address may make across every account before it waits (browsers without a device cookie). */
export const ADDRESS_FAILURES = { max: 30, windowMs: 10 * 60_000 };
/** Failed logins on one account from every browser without its device cookie, whatever their address. */
export const UNTRUSTED_ACCOUNT_FAILURES = { max: 20, windowMs: 15 * 60_000 };
/** Failed logins one device cookie may make on its account before it waits. */
export const DEVICE_FAILURES = { max: 10, windowMs: 5 * 60_000 };
/** Sign-ups one address (an IPv6 /64) may make, whatever the emails: each one hashes a password. */
export const SIGNUP_PER_ADDRESS = { max: 20, windowMs: 15 * 60_000 };
/** Sign-ups for one email, from any address (a taken email gets a notification each time). */
export const SIGNUP_PER_EMAIL = { max: 5, windowMs: 15 * 60_000 };

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
  const limitsOf = ({ email, ip, device }: LoginClient): Limit[] => {
    if (device)
      return [
        { key: `login:device:${device}`, ...DEVICE_FAILURES, what: "on this browser", onSuccess: "reset" },
      ];
    const address = addressKey(ip);
    return [
      // The right password of one account says nothing about the address's other attempts.
      { key: `login:ip:${address}`, ...ADDRESS_FAILURES, what: "from your network", onSuccess: "undo" },
      {
        key: `login:acct:${address}|${email}`,
        ...ACCOUNT_FAILURES,
        what: "for this account",
        onSuccess: "reset",
      },
      // Nor does it forgive guesses at this account made elsewhere; a password reset does (forgiveAccount).
      {
        key: untrustedKey(email),
        ...UNTRUSTED_ACCOUNT_FAILURES,
        what: "for this account from browsers it has not logged in on before (log in on one you have used, or reset the password)",
        onSuccess: "undo",
      },
    ];
  };
  const untrustedKey = (email: string) => `login:untrusted:${email}`;

  /** Counts one hit on each limit; throws 429 naming the first that is over (its hit taken back, if asked). */
  async function hitAll(limits: Omit<Limit, "onSuccess">[], undoWhenOver: boolean, verb: string) {
    const counts = await Promise.all(limits.map((l) => counter.hit(l.key, l.windowMs)));
    const over = limits.findIndex((l, i) => counts[i]!.count > l.max);
    if (over < 0) return;
    if (undoWhenOver) await Promise.all(limits.map((l) => counter.undo(l.key)));
    const l = limits[over]!;
    throw tooMany(`too many ${verb} ${l.what}: try again in ${wait(counts[over]!.retryAfterMs)}`);
  }

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
      // A refused attempt checks no password and is taken back: it cannot lengthen a lock-out.
      await hitAll(limits, true, "failed logins");
      // An attempt that checked no password is no failure.
      const cancel = async () => {
        await Promise.all(limits.map((l) => counter.undo(l.key)));
      };
      return {
        succeeded: async () => {
          await Promise.all(limits.map((l) => counter[l.onSuccess](l.key)));
        },
        cancel,
      };
    },

    /** After a password reset: the account's owner may log in from a new browser again at once. */
    async forgiveAccount(email: string): Promise<void> {
      await counter.reset(untrustedKey(email));
    },

    /**
     * Counts a sign-up before its password is hashed, per address (an IPv6 /64) and per (lower-cased) email, and
     * throws 429 when either is over; every sign-up counts, whether or not the email was taken.
     */
    async signup(client: { email: string; ip: string }): Promise<void> {
      await hitAll(
        [
          { key: `signup:ip:${addressKey(client.ip)}`, ...SIGNUP_PER_ADDRESS, what: "from your network" },
          { key: `signup:email:${client.email}`, ...SIGNUP_PER_EMAIL, what: "for this email" },
        ],
        false,
        "sign-ups",
      );
    },
  };
}

/** The login throttle's interface. */
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
