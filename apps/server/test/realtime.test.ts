// socket.io on a real listening server (127.0.0.1, port 0) with socket.io-client: the setUid handshake, per-user
// pupdate, and two instances sharing rooms (and login rate limits) through Redis.
import { randomBytes } from "node:crypto";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/server.ts";
import { BACKENDS, freshDatabase } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { redisAvailable } from "./helpers/redis.ts";
import { collect, connectClient, serve, serveOnRedis } from "./helpers/sockets.ts";
import type { TestDb } from "./helpers/sockets.ts";
import { until } from "./helpers/wait.ts";

const redisUp = await redisAvailable("the two-instance Redis adapter tests");

async function setUid(socket: Socket, token: string): Promise<{ ok: boolean; userId?: number }> {
  const confirmed = new Promise<{ userId: number }>((resolve) => socket.once("setUid:ok", resolve));
  const ack = await socket.timeout(5000).emitWithAck("setUid", token);
  await confirmed;
  return ack as { ok: boolean; userId?: number };
}

const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe.each(BACKENDS)("realtime on $name", (backend) => {
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

  it("listens on 127.0.0.1 with an ephemeral port", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it("joins the user's room on setUid with a good token; pupdate reaches only that user", async () => {
    const alice = await ctx.makeUser();
    const bob = await ctx.makeUser();
    const a = await connectClient(server.url);
    const b = await connectClient(server.url);
    sockets.push(a, b);
    expect(await setUid(a, alice.token)).toEqual({ ok: true, userId: alice.id, latest: 0 });
    expect(await setUid(b, `Bearer ${bob.token}`)).toEqual({ ok: true, userId: bob.id, latest: 0 });
    const toA = collect(a, "pupdate");
    const toB = collect(b, "pupdate");

    // Through the HTTP admin API, as the CLI does.
    const res = await fetch(`${server.url}/api/admin/notify`, {
      method: "POST",
      headers: { authorization: `Bearer ${ctx.operatorToken()}`, "content-type": "application/json" },
      body: JSON.stringify({ email: alice.email, message: "Your research was graded" }),
    });
    expect(res.status).toBe(200);
    await settle();
    expect(toA).toEqual([{ msg: "Your research was graded", id: expect.any(Number) }]);
    expect(toB).toEqual([]);
  });

  it("refuses a bad token: emits unauthorized and disconnects", async () => {
    const user = await ctx.makeUser();
    for (const token of ["garbage", ctx.forgedToken(user), ctx.expiredToken(user), ""]) {
      const s = await connectClient(server.url);
      sockets.push(s);
      const unauthorized = new Promise<{ message: string }>((resolve) => s.once("unauthorized", resolve));
      const disconnected = new Promise<string>((resolve) => s.once("disconnect", resolve));
      s.emit("setUid", token);
      expect((await unauthorized).message).toBe("invalid or expired token: log in again");
      expect(await disconnected).toBe("io server disconnect");
    }
  });

  it("sends the market feed only to sockets whose learner may read the market", async () => {
    const fmep = await ctx.makeUser({ programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 });
    const ba = await ctx.makeUser({ programs: ["BA"], steps: 3 });
    const admin = await ctx.makeUser({ role: "admin" });
    const [f, b, a, anonymous] = await Promise.all([1, 2, 3, 4].map(() => connectClient(server.url)));
    sockets.push(f!, b!, a!, anonymous!);
    await setUid(f!, fmep.token);
    await setUid(b!, ba.token);
    await setUid(a!, admin.token);
    const received = [f!, b!, a!, anonymous!].map((s) => collect(s, "market"));
    server.realtime.toMarket("market", { SENSEX: 81234.5 });
    await settle();
    // The FMEP learner and the admin (who reads every program area) get it; a BA learner and a socket that never
    // identified itself do not.
    expect(received).toEqual([[{ SENSEX: 81234.5 }], [], [{ SENSEX: 81234.5 }], []]);

    // The BA learner switches to an FMEP program (the tab reloads and identifies itself again): the feed follows.
    await ctx.enrol(ba.id, "FMEPSILVER", { start: "2024-01-01" });
    const switched = await ctx.api("POST", "/api/selectprogram/switch", {
      token: ba.token,
      body: { selection: "FMEPSILVER" },
    });
    expect(switched.status).toBe(200);
    await setUid(b!, ba.token);
    server.realtime.toMarket("market", { SENSEX: 2 });
    await settle();
    expect(received[1]).toEqual([{ SENSEX: 2 }]);
    // A second setUid with a token of a program without the market leaves the room.
    const other = await ctx.makeUser({ programs: ["PYTHON"], steps: 3 });
    await setUid(f!, other.token);
    server.realtime.toMarket("market", { SENSEX: 3 });
    await settle();
    expect(received[0]).toEqual([{ SENSEX: 81234.5 }, { SENSEX: 2 }]);
    expect(received[1]).toEqual([{ SENSEX: 2 }, { SENSEX: 3 }]);
  });

  describe.skipIf(!redisUp)("two instances with the Redis adapter", () => {
    let second: { server: RunningServer; ctx: TestContext };
    let first: { server: RunningServer; ctx: TestContext };
    beforeAll(async () => {
      [first, second] = await serveOnRedis(backend, db);
    });
    afterAll(async () => {
      await first?.server.close();
      await second?.server.close();
    });

    it("delivers a pupdate sent through one instance to a socket connected to the other", async () => {
      expect(first.server.realtime.kind).toBe("redis");
      const user = await first.ctx.makeUser();
      const other = await first.ctx.makeUser();
      const s = await connectClient(first.server.url);
      const o = await connectClient(first.server.url);
      sockets.push(s, o);
      await setUid(s, user.token);
      await setUid(o, other.token);
      const received = collect(s, "pupdate");
      const notReceived = collect(o, "pupdate");
      const res = await second.ctx.api("POST", "/api/admin/notify", {
        token: second.ctx.operatorToken(),
        body: { email: user.email, message: "Order filled" },
      });
      expect(res.status).toBe(200);
      await until(() => received.length > 0, "the notification sent through the other instance", {
        ms: 2000,
        every: 100,
      });
      expect(received).toEqual([{ msg: "Order filled", id: expect.any(Number) }]);
      expect(notReceived).toEqual([]);
    });

    it("counts login attempts across instances in Redis", async () => {
      const user = await first.ctx.makeUser({ email: `rl-${randomBytes(4).toString("hex")}@example.com` });
      for (let i = 0; i < 10; i++) {
        const target = i % 2 === 0 ? first.ctx : second.ctx;
        const res = await target.api("POST", "/api/auth/login", {
          body: { email: user.email, password: "nope-nope" },
        });
        expect(res.status).toBe(401);
      }
      const blocked = await second.ctx.api("POST", "/api/auth/login", {
        body: { email: user.email, password: "password123" },
      });
      expect(blocked.status).toBe(429);
    });
  });
});
