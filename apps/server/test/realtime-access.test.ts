// Live sockets end with the login they were opened with: logout, password change, reset, deactivation and a role
// change disconnect them (on every instance, through the Redis adapter), a token whose login ended is refused even by
// an instance whose session cache still trusts it, and a socket closes when its token expires.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/server.ts";
import { BACKENDS, freshDatabase } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { redisAvailable } from "./helpers/redis.ts";
import { collect, connectClient, serve, serveOnRedis } from "./helpers/sockets.ts";
import type { TestDb } from "./helpers/sockets.ts";

const redisUp = await redisAvailable("the two-instance socket disconnect tests");

/** The next `event` the socket receives. */
const next = <T = unknown>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

describe.each(BACKENDS)("sockets when access ends on $name", (backend) => {
  let db: TestDb;
  let server: RunningServer;
  let ctx: TestContext;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    db = await freshDatabase(backend);
    ({ server, ctx } = await serve(backend, db));
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server.close();
    await db.drop();
  });

  /** A socket of `url` identified with `token`. */
  async function listen(token: string, url = server.url): Promise<Socket> {
    const socket = await connectClient(url);
    sockets.push(socket);
    const ack = (await socket.timeout(5000).emitWithAck("setUid", token)) as { ok: boolean };
    expect(ack.ok).toBe(true);
    return socket;
  }

  /** The socket still gets its user's pupdate (sent after the disconnects, so it proves the socket was kept). */
  async function stillListening(socket: Socket, user: TestUser) {
    const got = next(socket, "pupdate");
    server.realtime.toUser(user.id, "pupdate", { msg: "still here" });
    expect(await got).toEqual({ msg: "still here" });
    expect(socket.connected).toBe(true);
  }

  it("logout disconnects that login's socket; the same learner's other login keeps its socket", async () => {
    const user = await ctx.makeUser();
    const phone = await ctx.login(user.id);
    const s = await listen(user.token);
    const other = await listen(phone.token);
    const gone = next<string>(s, "disconnect");
    expect((await ctx.api("POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
    expect(await gone).toBe("io server disconnect");
    await stillListening(other, user);
  });

  it("a password change disconnects the sockets of the other logins and keeps this one's", async () => {
    const user = await ctx.makeUser();
    const thief = await ctx.login(user.id);
    const mine = await listen(user.token);
    const stolen = await listen(thief.token);
    const gone = next<string>(stolen, "disconnect");
    const changed = await ctx.api("POST", "/api/user/password", {
      token: user.token,
      body: { current: user.password, next: "saffron-monsoon-ledger" },
    });
    expect(changed.status).toBe(200);
    expect(await gone).toBe("io server disconnect");
    await stillListening(mine, user);
    // The stolen token cannot listen again.
    const again = await connectClient(server.url);
    sockets.push(again);
    expect(await again.timeout(5000).emitWithAck("setUid", thief.token)).toEqual({ ok: false });
  });

  it("a reset link used disconnects every socket of the account", async () => {
    const user = await ctx.makeUser();
    const s = await listen(user.token);
    const gone = next<string>(s, "disconnect");
    const link = await ctx.api("POST", "/api/admin/users/reset-link", {
      token: ctx.operatorToken(),
      body: { email: user.email },
    });
    const token = new URL(link.body.url as string, "http://x").searchParams.get("token");
    const reset = await ctx.api("POST", "/api/auth/reset-password", {
      body: { token, password: "lotus-harbour-31" },
    });
    expect(reset.status).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });

  it("deactivation disconnects every socket of the account; another learner's socket stays", async () => {
    const admin = await ctx.makeUser({ role: "admin" });
    const user = await ctx.makeUser();
    const bystander = await ctx.makeUser();
    const [s, t] = [await listen(user.token), await listen((await ctx.login(user.id)).token)];
    const kept = await listen(bystander.token);
    const gone = [next<string>(s, "disconnect"), next<string>(t, "disconnect")];
    const off = await ctx.api("POST", "/api/admin/users/status", {
      token: admin.token,
      body: { email: user.email, deactivated: true },
    });
    expect(off.status).toBe(200);
    expect(await Promise.all(gone)).toEqual(["io server disconnect", "io server disconnect"]);
    await stillListening(kept, bystander);
  });

  it("revoking the admin role disconnects the sockets, which identify again as a learner without the market", async () => {
    const admin = await ctx.makeUser({ role: "admin" });
    const other = await ctx.makeUser({ role: "admin", programs: ["BA"], steps: 3 });
    const s = await listen(other.token);
    const gone = next<string>(s, "disconnect");
    const revoked = await ctx.api("POST", "/api/admin/users/admin", {
      token: admin.token,
      body: { email: other.email, revoke: true },
    });
    expect(revoked.status).toBe(200);
    expect(await gone).toBe("io server disconnect");
    const again = await listen(other.token);
    const prices: unknown[] = [];
    again.on("market", (p: unknown) => prices.push(p));
    server.realtime.toMarket("market", { SENSEX: 1 });
    await stillListening(again, other);
    expect(prices).toEqual([]);
  });

  it("two setUid sent at once leave the socket with the later login only", async () => {
    const victim = await ctx.makeUser();
    const sender = await ctx.makeUser();
    const s = await connectClient(server.url);
    sockets.push(s);
    const received = collect(s, "pupdate");
    const [first, second] = await Promise.all([
      s.timeout(5000).emitWithAck("setUid", victim.token),
      s.timeout(5000).emitWithAck("setUid", sender.token),
    ]);
    expect([{ ok: false }, { ok: true, userId: victim.id }]).toContainEqual(first);
    expect(second).toEqual({ ok: true, userId: sender.id, latest: 0 });
    server.realtime.toUser(victim.id, "pupdate", { msg: "for the victim" });
    const last = next(s, "pupdate");
    server.realtime.toUser(sender.id, "pupdate", { msg: "for the sender" });
    await last;
    expect(received).toEqual([{ msg: "for the sender" }]);
  });

  it("closes a socket when its token expires", async () => {
    const user = await ctx.makeUser();
    // exp counts whole seconds from a floored iat, so "1 s" can leave a few milliseconds: too few on a busy runner
    // to identify before it expires. Four leave at least three.
    const token = server.app.jwt.sign({ sub: String(user.id), sid: user.sid }, { expiresIn: 4 });
    const s = await listen(token);
    expect(await next<string>(s, "disconnect")).toBe("io server disconnect");
  });

  describe.skipIf(!redisUp)("two instances with the Redis adapter", () => {
    let a: { server: RunningServer; ctx: TestContext };
    let b: { server: RunningServer; ctx: TestContext };
    beforeAll(async () => {
      [a, b] = await serveOnRedis(backend, db);
    });
    afterAll(async () => {
      await a?.server.close();
      await b?.server.close();
    });

    it("disconnects a socket on instance B when its user logs out through instance A", async () => {
      expect(a.server.realtime.kind).toBe("redis");
      const user = await a.ctx.makeUser();
      const s = await listen(user.token, b.server.url);
      const gone = next<string>(s, "disconnect");
      expect((await a.ctx.api("POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
      expect(await gone).toBe("io server disconnect");
    });

    it("keeps this login's socket on B and drops the others' when the password changes through A", async () => {
      const user = await a.ctx.makeUser();
      const thief = await b.ctx.login(user.id);
      const mine = await listen(user.token, b.server.url);
      const stolen = await listen(thief.token, b.server.url);
      const gone = next<string>(stolen, "disconnect");
      const changed = await a.ctx.api("POST", "/api/user/password", {
        token: user.token,
        body: { current: user.password, next: "saffron-monsoon-ledger" },
      });
      expect(changed.status).toBe(200);
      expect(await gone).toBe("io server disconnect");
      const got = next(mine, "pupdate");
      a.server.realtime.toUser(user.id, "pupdate", { msg: "through A" });
      expect(await got).toEqual({ msg: "through A" });
    });

    it("refuses setUid on B with a token whose login ended through A, though B's session cache still trusts it", async () => {
      // An FMEP learner: the market read from the cache needs no second look at the login.
      const user = await a.ctx.makeUser({ programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 });
      // B has just checked this login over HTTP, so its session cache holds it for a moment.
      expect((await b.ctx.api("GET", "/api/user/info", { token: user.token })).status).toBe(200);
      expect((await a.ctx.api("POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
      const s = await connectClient(b.server.url);
      sockets.push(s);
      const identified = collect(s, "setUid:ok");
      // Refused by setUid's answer, or by the logout's own disconnect of the session's sockets: it reaches B through
      // Redis, and when it arrives after the socket has joined the session's room, the socket goes before the answer.
      const answer: unknown = await s
        .timeout(5000)
        .emitWithAck("setUid", user.token)
        .catch((error: Error) => error.message);
      expect([{ ok: false }, "socket has been disconnected"]).toContainEqual(answer);
      expect(identified).toEqual([]);
    });
  });
});
