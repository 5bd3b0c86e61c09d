// Nothing a learner should see is lost by a blink (issue 39). A socket that identifies itself again names the newest
// notification it has and gets the newer ones from the database; an instance that loses Redis and hears it again
// sends each of its sockets what the other instances sent meanwhile (a fill notice, a grade); and market ticks sent
// while Redis is gone are not delivered in a stale burst when it is back. With a redis-server of the test's own,
// which it kills and starts again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import type { Socket } from "socket.io-client";
import { notifications } from "../src/db/schema.ts";
import { keepRunningThroughRedisDrops } from "../src/lib/redis-guard.ts";
import type { RunningServer } from "../src/server.ts";
import { BACKENDS, freshDatabase } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { redisServerInstalled, startOwnRedis } from "./helpers/redis.ts";
import type { OwnRedis } from "./helpers/redis.ts";
import { collect, connectClient, serve } from "./helpers/sockets.ts";
import type { TestDb } from "./helpers/sockets.ts";
import { until } from "./helpers/wait.ts";

type Instance = { server: RunningServer; ctx: TestContext };
type Notice = { msg?: string; id?: number };

/** setUid with the token (and `{ since }` when given); the server's acknowledgement. */
async function setUid(socket: Socket, token: string, since?: unknown) {
  const args = since === undefined ? [token] : [token, { since }];
  return (await socket.timeout(5000).emitWithAck("setUid", ...args)) as {
    ok: boolean;
    userId?: number;
    latest?: number;
  };
}

const ids = (received: unknown[]) => (received as Notice[]).map((n) => n.id);

describe.each(BACKENDS)("a reconnecting socket catches up on $name", (backend) => {
  let db: TestDb;
  let one: Instance;
  beforeAll(async () => {
    db = await freshDatabase(backend);
    one = await serve(backend, db);
  });
  afterAll(async () => {
    await one?.server.close();
    await db?.drop();
  });

  it("gets the notifications made while it was away, once each, oldest first", async () => {
    const { ctx, server } = one;
    const user = await ctx.makeUser();
    const other = await ctx.makeUser();
    const first = await connectClient(server.url);
    const live = collect(first, "pupdate");
    const ack = await setUid(first, user.token);
    expect(ack).toMatchObject({ ok: true, userId: user.id, latest: 0 });
    const seen = await ctx.app.services.notifications.notify(
      user.id,
      "Your order for 10 TCS filled at ₹3,912.40",
    );
    await until(() => live.length === 1, "the live notification");
    expect(live).toEqual([{ msg: "Your order for 10 TCS filled at ₹3,912.40", id: seen.id }]);
    first.disconnect();

    // Away: a fill, a grade, and a notice for someone else.
    const missedFill = await ctx.app.services.notifications.notify(user.id, "Your order for 5 INFY filled");
    await ctx.app.services.notifications.notify(other.id, "Not yours");
    const missedGrade = await ctx.app.services.notifications.notify(
      user.id,
      "Your research was graded: 8/10",
    );

    const again = await connectClient(server.url);
    const replayed = collect(again, "pupdate");
    const back = await setUid(again, user.token, seen.id);
    expect(back).toMatchObject({ ok: true, latest: missedGrade.id });
    await until(() => replayed.length === 2, "two replayed notifications");
    expect(replayed).toEqual([
      { msg: "Your order for 5 INFY filled", id: missedFill.id },
      { msg: "Your research was graded: 8/10", id: missedGrade.id },
    ]);
    again.disconnect();
  });

  it("sends nothing for a `since` it cannot use, and at most the newest 20 for a long absence", async () => {
    const { ctx, server } = one;
    const user = await ctx.makeUser();
    for (let i = 1; i <= 25; i++)
      await ctx.db.insert(notifications).values({ userId: user.id, message: `Notice ${i}` });
    for (const bad of ["12", -1, 1.5, 2 ** 40, { x: 1 }]) {
      const s = await connectClient(server.url);
      const got = collect(s, "pupdate");
      expect(await setUid(s, user.token, bad)).toMatchObject({ ok: true, userId: user.id });
      await new Promise((r) => setTimeout(r, 50));
      expect(got).toEqual([]);
      s.disconnect();
    }
    const s = await connectClient(server.url);
    const got = collect(s, "pupdate");
    const ack = await setUid(s, user.token, 0);
    await until(() => got.length === 20, "twenty notifications");
    expect((got as Notice[]).map((n) => n.msg)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Notice ${i + 6}`),
    );
    expect(ack.latest).toBe((got as Notice[])[19]!.id);
    s.disconnect();
  });
});

describe.runIf(redisServerInstalled()).each(BACKENDS)(
  "an instance that hears Redis again on $name",
  (backend) => {
    let redis: OwnRedis;
    let db: TestDb;
    let a: Instance;
    let b: Instance;
    let uninstall = () => {};
    beforeAll(async () => {
      // As main.ts does: the Redis clients' dropped-connection rejections are logged, not fatal.
      uninstall = keepRunningThroughRedisDrops(() => {});
      redis = await startOwnRedis();
      db = await freshDatabase(backend);
      const env = { REDIS_URL: redis.url, REDIS_PREFIX: "catchup-test:" };
      [a, b] = [await serve(backend, db, env), await serve(backend, db, env)];
    });
    afterAll(async () => {
      await a?.server.close();
      await b?.server.close();
      await db?.drop();
      await redis?.stop();
      uninstall();
    });

    it("catches its sockets up with the notices made while Redis was down, and drops the ticks sent meanwhile", async () => {
      const user = await a.ctx.makeUser({ programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 });
      const socket = await connectClient(b.server.url);
      const notices = collect(socket, "pupdate");
      const ticks = collect(socket, "market");
      expect(await setUid(socket, user.token)).toMatchObject({ ok: true });

      // Through Redis while it is up: A's notice and tick reach B's socket.
      const before = await a.ctx.app.services.notifications.notify(user.id, "Order placed");
      a.server.realtime.toMarket("market", { SENSEX: 81_000 });
      await until(() => notices.length === 1 && ticks.length === 1, "one notice and one tick");

      await redis.kill();
      // While it is down: A fills an order (its push cannot reach B), a grade is stored whose push was lost, and A's
      // feed ticks five times.
      const fill = await a.ctx.app.services.notifications.notify(user.id, "Your order for 3 HDFCBANK filled");
      const [graded] = await a.ctx.db
        .insert(notifications)
        .values({ userId: user.id, message: "Your research was graded" })
        .returning();
      for (let i = 1; i <= 5; i++) a.server.realtime.toMarket("market", { SENSEX: 80_000 + i });
      await new Promise((r) => setTimeout(r, 300));
      expect(ids(notices)).toEqual([before.id]);

      // Long enough down that A's publisher waits over a second between attempts to reconnect.
      await new Promise((r) => setTimeout(r, 2500));
      await redis.start();
      // Listening on the deployment's channels before A's publisher is back: it must not flush the outage's ticks.
      const listener = createClient({ url: redis.url });
      await listener.connect();
      let staleTicks = 0;
      await listener.pSubscribe(
        "catchup-test:socket.io#*",
        (message: Buffer) => void (message.includes("SENSEX") && (staleTicks += 1)),
        true,
      );
      // B catches its socket up from the database once its subscriber is back.
      await until(
        () => new Set(ids(notices)).has(graded!.id) && new Set(ids(notices)).has(fill.id),
        "the grade's and the fill's notifications",
      );
      expect(staleTicks).toBe(0);
      await listener.close();
      // Fresh ticks flow again; none of the five sent during the outage arrives, now or later.
      let n = 0;
      await until(() => {
        a.server.realtime.toMarket("market", { SENSEX: 82_000 + ++n });
        return ticks.some((t) => (t as { SENSEX: number }).SENSEX > 82_000);
      }, "a fresh tick after the outage");
      await new Promise((r) => setTimeout(r, 300));
      const prices = (ticks as { SENSEX: number }[]).map((t) => t.SENSEX);
      expect(prices[0]).toBe(81_000);
      expect(prices.filter((p) => p > 80_000 && p < 81_000)).toEqual([]);
      socket.disconnect();
    });
  },
);
