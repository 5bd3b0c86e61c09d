// Logins as a browser on a given address makes them, keeping the device cookie the server sets; and a counter of
// password checks for the tests that count them (vi.mock wraps argon2's verify with it).
import type { TestContext } from "./context.ts";

/** A login's answer: its status, error message and the device cookie it set, as `name=value`. */
export interface LoginAnswer {
  status: number;
  message: string | undefined;
  deviceCookie: string | undefined;
}

/** Logs in from an address, sending a device cookie (`name=value`) when given. */
export async function loginFrom(
  ctx: TestContext,
  ip: string,
  email: string,
  password: string,
  deviceCookie?: string,
): Promise<LoginAnswer> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    headers: deviceCookie ? { cookie: deviceCookie } : {},
    payload: { email, password },
  });
  const [cookie] = res.cookies as { name: string; value: string }[];
  return {
    status: res.statusCode,
    message: (JSON.parse(res.body) as { message?: string }).message,
    deviceCookie: cookie && `${cookie.name}=${cookie.value}`,
  };
}

/** How many passwords the server has checked (argon2 verify calls) since the count was last set to 0. */
export const passwordChecks = {
  count: 0,
  /** Wraps a verify function so each call counts. */
  wrap<A extends unknown[], R>(verify: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      passwordChecks.count += 1;
      return verify(...args);
    };
  },
};
