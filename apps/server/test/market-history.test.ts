// The generated market history is stored in one step: `cli migrate` then `cli seed` leave it complete (the CLI's
// app never starts the feed), a failed generation leaves nothing behind, and a server that finds a history cut
// short by an earlier run repairs it when the market starts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, countDistinct, inArray, not, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { runCli } from "../src/cli/run-cli.ts";
import { openDatabase } from "../src/db/client.ts";
import type { Db } from "../src/db/client.ts";
import {
  marketDailyBars,
  marketHistory,
  marketIndices,
  marketIntradayBars,
  marketScrips,
} from "../src/db/schema.ts";
import { ensureMarketHistory } from "../src/modules/market/history-store.ts";
import { BARS_PER_SESSION } from "../src/modules/market/history.ts";
import { MarketRuntime } from "../src/modules/market/runtime.ts";
import { istDate } from "@fincareer/domain/ist";
import { BACKENDS, TEST_SECRET, createTestContext, freshDatabase, testConfig } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

/** Bars per code and whether the marker is there. */
async function historyState(db: Db) {
  const [codes] = await db.select({ n: count() }).from(marketScrips);
  const [indices] = await db.select({ n: count() }).from(marketIndices);
  const [daily] = await db
    .select({ n: count(), codes: countDistinct(marketDailyBars.code) })
    .from(marketDailyBars);
  const [intraday] = await db
    .select({ n: count(), codes: countDistinct(marketIntradayBars.code) })
    .from(marketIntradayBars);
  const marker = await db.select().from(marketHistory);
  return {
    codes: (codes?.n ?? 0) + (indices?.n ?? 0),
    daily: daily!.n,
    dailyCodes: daily!.codes,
    intraday: intraday!.n,
    intradayCodes: intraday!.codes,
    marker: marker.length,
  };
}

describe.each(BACKENDS)("market history on $name", (backend) => {
  describe("cli migrate, then cli seed", () => {
    let dataDir: string;
    let dbUrl: string | null = null;
    let drop: (() => Promise<void>) | null = null;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), "fincareer-history-"));
      if (backend.name === "postgres") {
        const fresh = await freshDatabase(backend);
        dbUrl = fresh.url;
        // The CLI migrates it itself; only its name is needed here.
        await fresh.handle.db.execute(sql`drop schema if exists drizzle cascade`);
        await fresh.handle.db.execute(sql`drop schema public cascade`);
        await fresh.handle.db.execute(sql`create schema public`);
        drop = fresh.drop;
      }
    });
    afterAll(async () => {
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("leaves the complete history of every scrip and index, daily and 5-minute", async () => {
      // The default MARKET_HISTORY_DAYS (500) and feed interval: what an operator runs.
      const env: NodeJS.ProcessEnv = {
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_SECRET,
        LOG_LEVEL: "silent",
        NODE_ENV: "test",
        ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
      };
      const io = { env, out: () => {}, err: (t: string) => void process.stderr.write(t) };
      expect(await runCli(["migrate"], io)).toBe(0);
      expect(await runCli(["seed"], io)).toBe(0);

      const config = testConfig(env);
      const handle = await openDatabase(config);
      try {
        const state = await historyState(handle.db);
        expect(state.codes).toBeGreaterThan(370);
        expect(state).toEqual({
          codes: state.codes,
          daily: state.codes * 500,
          dailyCodes: state.codes,
          intraday: state.codes * BARS_PER_SESSION,
          intradayCodes: state.codes,
          marker: 1,
        });
        // Nothing ticked: the CLI's app never ran the feed.
        const [ticked] = await handle.db
          .select({ n: count() })
          .from(marketScrips)
          .where(sql`${marketScrips.lastPrice} <> ${marketScrips.referenceClose}`);
        expect(ticked!.n).toBe(0);
      } finally {
        await handle.close();
        rmSync(config.dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  });

  describe("on a test database", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext(backend);
    });
    afterAll(async () => {
      await ctx.close();
    });
    const options = () => ({
      today: istDate(new Date()),
      historyDays: 60,
      seed: ctx.config.market.seed,
      calendar: ctx.app.calendar.current(),
    });

    it("stores nothing when the generation fails part way", async () => {
      const failed = ctx.db.transaction(async (tx) => {
        await ensureMarketHistory(tx, options());
        throw new Error("connection lost");
      });
      await expect(failed).rejects.toThrow("connection lost");
      expect(await historyState(ctx.db)).toMatchObject({ daily: 0, intraday: 0, marker: 0 });
    });

    it("generates once: a second call finds the marker", async () => {
      expect(await ensureMarketHistory(ctx.db, options())).toBe("generated");
      const first = await historyState(ctx.db);
      expect(await ensureMarketHistory(ctx.db, options())).toBe("present");
      expect(await historyState(ctx.db)).toEqual(first);
    });

    it("only records the marker for a complete history generated before the marker existed", async () => {
      const complete = await historyState(ctx.db);
      await ctx.db.delete(marketHistory);
      expect(await ensureMarketHistory(ctx.db, options())).toBe("marked");
      expect(await historyState(ctx.db)).toEqual(complete);
    });

    it("never starts the feed in an app built without background work", async () => {
      const config = testConfig({ MARKET_TICK_MS: "1000" });
      const app = await buildApp({ config, db: ctx.handle, background: false });
      try {
        await app.ready();
        await new Promise((r) => setTimeout(r, 300));
        expect(app.market.isOwner).toBe(false);
      } finally {
        await app.close();
        rmSync(config.dataDir, { recursive: true, force: true });
      }
    });

    it("repairs a history cut short by an earlier run when the market starts", async () => {
      const complete = await historyState(ctx.db);
      // What a seed cut off mid-generation left: 100 scrips' daily bars, no 5-minute bars, no marker.
      const kept = (await ctx.db.select({ code: marketScrips.srCode }).from(marketScrips).limit(100)).map(
        (r) => r.code,
      );
      await ctx.db.delete(marketHistory);
      await ctx.db.delete(marketDailyBars).where(not(inArray(marketDailyBars.code, kept)));
      await ctx.db.delete(marketIntradayBars);
      expect((await historyState(ctx.db)).dailyCodes).toBe(100);

      const market = new MarketRuntime({
        handle: ctx.handle,
        realtime: ctx.realtime,
        notifications: ctx.app.services.notifications,
        config: ctx.config.market,
        calendar: () => ctx.app.calendar.current(),
      });
      await market.ready();
      expect(await historyState(ctx.db)).toEqual(complete);
      await market.stop();
    });
  });
});
