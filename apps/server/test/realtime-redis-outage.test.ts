// Redis killed under the socket.io adapter (issue 39, found by the fault bench): while Redis was down, Redis
// client promises that the adapter and node-redis's reconnect leave unhandled rejected (SocketClosedUnexpectedly)
// and Node ended the instance. The server's process guard (installed by main.ts) keeps it running through those,
// and only those: any other unhandled rejection still ends the process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRedisConnectionDrop, keepRunningThroughRedisDrops } from "../src/lib/redis-guard.ts";
import { createClient } from "redis";
import { createRealtime } from "../src/platform/realtime.ts";
import type { SocketRealtime } from "../src/platform/realtime.ts";
import { redisServerInstalled, startOwnRedis } from "./helpers/redis.ts";
import type { OwnRedis } from "./helpers/redis.ts";
import { until } from "./helpers/wait.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(redisServerInstalled())("the socket.io Redis adapter when Redis dies", () => {
  let redis: OwnRedis;
  let realtime: SocketRealtime;
  let uninstall: () => void;
  const kept: Error[] = [];
  const other: unknown[] = [];
  const onOther = (reason: unknown) => {
    if (!isRedisConnectionDrop(reason)) other.push(reason);
  };
  beforeAll(async () => {
    redis = await startOwnRedis();
    realtime = await createRealtime({ redisUrl: redis.url, redisKey: "fault-test" });
    uninstall = keepRunningThroughRedisDrops((err) => kept.push(err));
    process.on("unhandledRejection", onOther);
  });
  afterAll(async () => {
    uninstall();
    process.off("unhandledRejection", onOther);
    await Promise.race([realtime.close(), sleep(2000)]);
    await redis.stop();
  });

  it("keeps broadcasting through the outage: only dropped-connection rejections, each logged", async () => {
    for (let i = 0; i < 3; i += 1) realtime.toMarket("market", { tick: i });
    await redis.kill();
    for (let i = 3; i <= 20; i += 1) {
      realtime.toMarket("market", { tick: i });
      realtime.toUser(1, "notification", { id: i });
      await sleep(50);
    }
    await redis.start();
    await sleep(1500);
    realtime.toMarket("market", { tick: 21 });
    await sleep(300);
    expect(other).toEqual([]);
    expect(kept.every((e) => isRedisConnectionDrop(e))).toBe(true);
  });

  it("keeps ticks local while Redis is paused, so no stale burst reaches the other instances when it resumes", async () => {
    const listener = createClient({ url: redis.url });
    await listener.connect();
    const heard: string[] = [];
    await listener.pSubscribe(
      "fault-test#*",
      (message: Buffer) => {
        const tick = ["TICK_BEFORE", "TICK_PAUSED", "TICK_AFTER"].find((k) => message.includes(k));
        if (tick) heard.push(tick);
      },
      true,
    );
    try {
      await until(
        () => {
          realtime.toMarket("market", { TICK_BEFORE: 1 });
          return heard.length > 0;
        },
        "a tick through Redis before the pause",
        { every: 100 },
      );
      const before = heard.length;
      // Paused 4 s (SIGSTOP: connections stay open, nothing answers), a tick every 250 ms as a fast feed sends.
      redis.pause();
      for (let i = 0; i < 16; i += 1) {
        realtime.toMarket("market", { TICK_PAUSED: 1 });
        await sleep(250);
      }
      redis.resume();
      await sleep(1500);
      const stale = heard.length - before;
      // Only the ticks sent before an unanswered PING showed the stall (STALL_MS + a heartbeat, under a second)
      // arrive late: at most 5 of the 16.
      expect(stale).toBeLessThanOrEqual(5);
      // And the feed reaches the others again once Redis answers.
      realtime.toMarket("market", { TICK_AFTER: 1 });
      await sleep(500);
      expect(heard.at(-1)).toBe("TICK_AFTER");
    } finally {
      redis.resume();
      await listener.close();
    }
  });

  it("knows a dropped connection from other errors", () => {
    class SocketClosedUnexpectedlyError extends Error {}
    expect(isRedisConnectionDrop(new SocketClosedUnexpectedlyError("Socket closed unexpectedly"))).toBe(true);
    // What node-redis rejects the commands in flight with when a killed server resets the connection.
    const reset = Object.assign(new Error("read ECONNRESET"), {
      errno: -104,
      code: "ECONNRESET",
      syscall: "read",
    });
    expect(isRedisConnectionDrop(reset)).toBe(true);
    expect(isRedisConnectionDrop(Object.assign(new Error("x"), { code: "ECONNRESET" }))).toBe(false);
    expect(
      isRedisConnectionDrop(Object.assign(new Error("no file"), { code: "ENOENT", syscall: "open" })),
    ).toBe(false);
    expect(isRedisConnectionDrop(new TypeError("x is undefined"))).toBe(false);
    expect(isRedisConnectionDrop("text")).toBe(false);
  });
});
