// Address-based limits (issue 39): every limit that counts per client address counts an IPv6 /64 as one address
// (one helper, lib/address-key.ts), and sign-up is limited per address as well as per email, so one address can no
// longer make dozens of accounts (each an argon2 hash) at once. On PGlite and PostgreSQL with the counts in the
// process, and on PGlite with the counts in the real Redis.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressKey } from "../src/lib/address-key.ts";
import { FORGOT_PER_ADDRESS } from "../src/modules/auth/routes.ts";
import { SIGNUP_PER_ADDRESS, SIGNUP_PER_EMAIL } from "../src/modules/auth/login-throttle.ts";
import { createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { counterSetups } from "./helpers/login.ts";

describe("the address key of a limit", () => {
  it("groups IPv6 addresses by /64, in any spelling, and keeps IPv4 addresses (plain or mapped) one by one", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    const one = addressKey("2001:db8:1:2::1");
    expect(one).toBe("2001:db8:1:2::/64");
    for (const same of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:00aa",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::203.0.113.9",
      "fe80::1%eth0".replace("fe80::1", "2001:db8:1:2::9"),
    ]) {
      expect(addressKey(same), same).toBe(one);
    }
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    // Not an address (a test's made-up client): unchanged.
    expect(addressKey("unknown")).toBe("unknown");
  });
});

// Every database backend with the in-process counters, and PGlite with the counters in Redis.
const { setups: SETUPS, dropKeys } = await counterSetups("the address limits on Redis");

describe.each(SETUPS)("address limits on $name", (setup) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(setup.backend, { env: setup.env });
  });
  afterAll(async () => {
    await ctx.close();
    await dropKeys(setup);
  });

  const signup = (ip: string, email: string) =>
    ctx.app
      .inject({
        method: "POST",
        url: "/api/auth/signup",
        remoteAddress: ip,
        payload: {
          name: "Aarav Menon",
          email,
          password: "kite-river-harbour-42",
          consent: { notice_version: 1, accepted: true },
        },
      })
      .then((res) => ({ status: res.statusCode, body: res.json<{ error?: string; message?: string }>() }));

  it("limits sign-ups per IPv6 /64 whatever the emails, and creates no account past the limit", async () => {
    const tag = randomBytes(3).toString("hex");
    const answers = [];
    // Every sign-up from another address of one /64, each for another email.
    for (let i = 0; i <= SIGNUP_PER_ADDRESS.max; i++) {
      answers.push(
        await signup(`2001:db8:${tag.slice(0, 4)}:7::${(i + 1).toString(16)}`, `s${i}-${tag}@x.in`),
      );
    }
    expect(answers.slice(0, SIGNUP_PER_ADDRESS.max).map((a) => a.status)).toEqual(
      Array<number>(SIGNUP_PER_ADDRESS.max).fill(200),
    );
    const refused = answers[SIGNUP_PER_ADDRESS.max]!;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: "too_many_requests" });
    expect(refused.body.message).toMatch(/too many sign-ups from your network: try again in \d+ minutes/);
    const login = await ctx.api("POST", "/api/auth/login", {
      body: { email: `s${SIGNUP_PER_ADDRESS.max}-${tag}@x.in`, password: "kite-river-harbour-42" },
    });
    expect(login.status).toBe(401);
    // The next /64 is another network.
    expect((await signup(`2001:db8:${tag.slice(0, 4)}:8::1`, `other-${tag}@x.in`)).status).toBe(200);
  });

  it("limits sign-ups per email whatever the addresses", async () => {
    const email = `taken-${randomBytes(3).toString("hex")}@x.in`;
    const statuses = [];
    for (let i = 0; i <= SIGNUP_PER_EMAIL.max; i++)
      statuses.push((await signup(`198.51.100.${i + 1}`, email)).status);
    expect(statuses).toEqual([...Array<number>(SIGNUP_PER_EMAIL.max).fill(200), 429]);
    const last = await signup("198.51.100.200", email.toUpperCase());
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/too many sign-ups for this email/);
  });

  it("counts a route limit per IPv6 /64: addresses of one /64 share the forgot-password limit", async () => {
    const tag = randomBytes(2).toString("hex");
    const forgot = (ip: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/forgot",
        remoteAddress: ip,
        payload: { email: `nobody-${tag}@x.in` },
      });
    const statuses = [];
    for (let i = 0; i <= FORGOT_PER_ADDRESS.max; i++) {
      statuses.push((await forgot(`2001:db8:${tag}:9:${i + 1}::1`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(FORGOT_PER_ADDRESS.max).fill(200), 429]);
    expect((await forgot(`2001:db8:${tag}:a::1`)).statusCode).toBe(200);
  });

  it("counts a route limit without a key of its own per IPv6 /64 (certificate verification)", async () => {
    const tag = randomBytes(2).toString("hex");
    const statuses = new Set<number>();
    for (let i = 0; i < 31; i++) {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/api/certificates/verify/FC-0000-0000",
        remoteAddress: `2001:db8:${tag}:b::${(i + 1).toString(16)}`,
      });
      statuses.add(res.statusCode);
      if (i === 30) expect(res.statusCode).toBe(429);
    }
    expect(statuses.has(429)).toBe(true);
  });
});
