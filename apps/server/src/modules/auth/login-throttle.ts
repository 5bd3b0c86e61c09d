// Login throttling against guessing and password spraying (docs/decisions.md "Login limits"). Failed logins are
// counted twice: per account AND address (so a stranger elsewhere cannot lock the owner out) and per address
// across all accounts (so one address spraying a common password over many accounts is stopped). Both windows
// are short, and a successful login clears its account+address count.
import { tooMany } from "../../errors.ts";
import type { AttemptCounter } from "../../lib/attempt-counter.ts";

/** Failed logins one address may make on one account before it waits. */
export const ACCOUNT_FAILURES = { max: 10, windowMs: 5 * 60_000 };
/** Failed logins one address may make across every account before it waits. */
export const ADDRESS_FAILURES = { max: 30, windowMs: 10 * 60_000 };

function wait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Creates the throttle over a counter store. A store failure (Redis down) lets logins through rather than locking
 * everyone out, as the route rate limits do (`skipOnError`).
 */
export function createLoginThrottle(store: AttemptCounter, onError: (err: unknown) => void = () => {}) {
  const none = { count: 0, retryAfterMs: 0 };
  const counter: AttemptCounter = {
    peek: (key) => store.peek(key).catch((err: unknown) => (onError(err), none)),
    hit: (key, windowMs) => store.hit(key, windowMs).catch((err: unknown) => (onError(err), none)),
    reset: (key) => store.reset(key).catch(onError),
  };
  const keys = (email: string, ip: string) => ({
    address: `login:ip:${ip}`,
    account: `login:acct:${ip}|${email}`,
  });
  return {
    /** Throws 429 when this address, or this address on this account, has failed too often lately. */
    async check(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      const [address, account] = await Promise.all([counter.peek(k.address), counter.peek(k.account)]);
      if (address.count >= ADDRESS_FAILURES.max) {
        throw tooMany(`too many failed logins from your network: try again in ${wait(address.retryAfterMs)}`);
      }
      if (account.count >= ACCOUNT_FAILURES.max) {
        throw tooMany(`too many failed logins for this account: try again in ${wait(account.retryAfterMs)}`);
      }
    },
    /** Counts a failed login. */
    async failed(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await Promise.all([
        counter.hit(k.address, ADDRESS_FAILURES.windowMs),
        counter.hit(k.account, ACCOUNT_FAILURES.windowMs),
      ]);
    },
    /** Clears the account+address count after a successful login (the address count stays). */
    async succeeded(email: string, ip: string): Promise<void> {
      await counter.reset(keys(email, ip).account);
    },
  };
}

/** The login throttle's interface. */
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
