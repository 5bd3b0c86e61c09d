// Revocation is instant on every instance (issue 39): two instances on one database and a real Redis. Once instance
// B has checked a login (its session cache trusts it for SESSION_CACHE_MS), a logout, password change, deactivation
// or role change through instance A stops that token on B at once: A's forget reaches B through Redis before A
// answers. A signed media link works only while the login that asked for it is live, on either instance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../src/modules/content/seed.ts";
import type { RunningServer } from "../src/server.ts";
import { BACKENDS, freshDatabase } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { redisAvailable } from "./helpers/redis.ts";
import { serveOnRedis } from "./helpers/sockets.ts";
import type { TestDb } from "./helpers/sockets.ts";

const redisUp = await redisAvailable("the two-instance revocation tests");

type Instance = { server: RunningServer; ctx: TestContext };

/**
 * What `read` answers once it gives `want`, or its last answer after SIGNAL_MS. Both instances share this process:
 * a request injected into B right after A's answer can run before B has read the signal its Redis connection already
 * holds (a real client's next request takes a network round trip), so B is asked again for a moment; the session
 * cache alone would keep answering the old way for SESSION_CACHE_MS (2 s).
 */
const SIGNAL_MS = 300;
async function soon<T>(want: T, read: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SIGNAL_MS;
  for (;;) {
    const got = await read();
    if (got === want || Date.now() > deadline) return got;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!redisUp).each(BACKENDS)("revocation across two instances on $name", (backend) => {
  let db: TestDb;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    db = await freshDatabase(backend);
    [a, b] = await serveOnRedis(backend, db);
    await a.ctx.db.transaction((tx) => seedContent(tx));
  });
  afterAll(async () => {
    await a?.server.close();
    await b?.server.close();
    await db?.drop();
  });

  /** The status of GET /api/user/info through an instance. */
  const info = async (on: Instance, token: string) =>
    (await on.ctx.api("GET", "/api/user/info", { token })).status;

  /** B has checked the token a moment ago: its session cache trusts it now. */
  async function cachedOnB(token: string) {
    expect(await info(b, token)).toBe(200);
  }

  it("a logout through A stops the token on B at once", async () => {
    const user = await a.ctx.makeUser();
    await cachedOnB(user.token);
    expect((await a.ctx.api("POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
    expect(await soon(401, () => info(b, user.token))).toBe(401);
  });

  it("a password change through A stops the account's other logins on B at once", async () => {
    const user = await a.ctx.makeUser();
    const other = await a.ctx.login(user.id);
    await cachedOnB(other.token);
    const changed = await a.ctx.api("POST", "/api/user/password", {
      token: user.token,
      body: { current: user.password, next: "saffron-monsoon-ledger" },
    });
    expect(changed.status).toBe(200);
    expect(await soon(401, () => info(b, other.token))).toBe(401);
    expect(await info(b, user.token)).toBe(200);
  });

  it("a deactivation through A stops the account on B at once", async () => {
    const admin = await a.ctx.makeUser({ role: "admin" });
    const user = await a.ctx.makeUser();
    await cachedOnB(user.token);
    const off = await a.ctx.api("POST", "/api/admin/users/status", {
      token: admin.token,
      body: { email: user.email, deactivated: true },
    });
    expect(off.status).toBe(200);
    expect(await soon(401, () => info(b, user.token))).toBe(401);
  });

  it("revoking the admin role through A applies on B at once", async () => {
    const admin = await a.ctx.makeUser({ role: "admin" });
    const other = await a.ctx.makeUser({ role: "admin" });
    expect((await b.ctx.api("GET", "/api/admin/audit", { token: other.token })).status).toBe(200);
    const revoked = await a.ctx.api("POST", "/api/admin/users/admin", {
      token: admin.token,
      body: { email: other.email, revoke: true },
    });
    expect(revoked.status).toBe(200);
    const onB = async () => (await b.ctx.api("GET", "/api/admin/audit", { token: other.token })).status;
    expect(await soon(403, onB)).toBe(403);
  });

  /** A learner's signed playback URL of the first demo clip, and its captions URL. */
  async function mediaLinks(user: TestUser) {
    const list = await a.ctx.api("GET", "/api/resources", { token: user.token });
    expect(list.status).toBe(200);
    const video = list.body.modules[0].videos[0];
    const detail = await a.ctx.api("GET", `/api/resources/videos/${video.id}`, { token: user.token });
    expect(detail.status).toBe(200);
    return detail.body.playbackUrl as string;
  }

  const fetchMedia = async (on: Instance, url: string) =>
    (await on.server.app.inject({ method: "GET", url, headers: { range: "bytes=0-99" } })).statusCode;

  it("a signed media link dies with the login that asked for it, on both instances", async () => {
    const user = await a.ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const phone = await a.ctx.login(user.id);
    const url = await mediaLinks(user);
    const phoneUrl = await mediaLinks({ ...user, token: phone.token });
    expect(await fetchMedia(a, url)).toBe(206);
    expect(await fetchMedia(b, url)).toBe(206);
    expect((await a.ctx.api("POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
    expect(await fetchMedia(a, url)).toBe(403);
    expect(await soon(403, () => fetchMedia(b, url))).toBe(403);
    const refused = await b.server.app.inject({ method: "GET", url });
    expect(refused.json()).toMatchObject({
      error: "forbidden",
      message: expect.stringMatching(/login has ended/),
    });
    // The same learner's other login keeps its own link.
    expect(await fetchMedia(b, phoneUrl)).toBe(206);
  });

  it("a signed media link dies when the account is deactivated", async () => {
    const admin = await a.ctx.makeUser({ role: "admin" });
    const user = await a.ctx.makeUser({ programs: ["CMEPGOLD"], steps: 1 });
    const url = await mediaLinks(user);
    expect(await fetchMedia(b, url)).toBe(206);
    const off = await a.ctx.api("POST", "/api/admin/users/status", {
      token: admin.token,
      body: { email: user.email, deactivated: true },
    });
    expect(off.status).toBe(200);
    expect(await soon(403, () => fetchMedia(b, url))).toBe(403);
  });
});
