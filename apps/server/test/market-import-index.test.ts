// Issue 41 (honest prices after a partial import): an index is simulated, its level a basket of its companies'
// prices. When an import restarts some of them from real closes, the index's divisor is adjusted at the import so its
// level goes on from where it was (no fake move on the index cards), it keeps doing so after a restart, and the
// index is never called real: its bars stay simulated, and a file cannot load prices for it.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDate, tradingDaysBefore } from "@fincareer/domain/ist";
import { roundToTick, toRupees } from "@fincareer/domain/market";
import { marketDailyBars, marketIndices } from "../src/db/schema.ts";
import { divisorAdjustments } from "../src/modules/market/eod-import.ts";
import { PriceStore } from "../src/modules/market/price-store.ts";
import { basketLevel } from "../src/modules/market/simulator.ts";
import type { Db } from "../src/db/client.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { postMultipart } from "./helpers/research.ts";

/** A price store loaded from the database as a restarted server loads it. */
class Reloaded extends PriceStore {
  static async from(db: Db, today: string): Promise<Reloaded> {
    const store = new Reloaded();
    await store.loadReference(db, today);
    return store;
  }
}

describe("divisorAdjustments", () => {
  const scrips = [
    { srCode: "1", shortCode: "AAA", sharesOutstanding: 10, lastPrice: 100 },
    { srCode: "2", shortCode: "BBB", sharesOutstanding: 30, lastPrice: 200 },
    { srCode: "3", shortCode: "CCC", sharesOutstanding: 5, lastPrice: 50 },
  ];
  const indices = [
    { code: "AB", constituents: ["AAA", "BBB", "GONE"], divisorFactor: 1.5 },
    { code: "C", constituents: ["CCC"], divisorFactor: 1 },
  ];

  it("scales the factor of an index by its restarted companies' change in capitalisation", () => {
    // AB: 10 x 100 + 30 x 200 = 7,000 before; AAA restarts at 170: 7,700 after, so the divisor grows by 10 %.
    const [ab, ...others] = divisorAdjustments(indices, scrips, [{ code: "1", close: 170 }]);
    expect(others).toEqual([]);
    expect(ab!.code).toBe("AB");
    expect(ab!.divisorFactor).toBeCloseTo(1.5 * 1.1, 12);
  });

  it("leaves an index none of whose companies restarted, or restarted at the same price", () => {
    expect(divisorAdjustments(indices, scrips, [{ code: "2", close: 200 }])).toEqual([]);
    expect(divisorAdjustments(indices, scrips, [])).toEqual([]);
  });
});

describe.each(BACKENDS)("an end-of-day import and the indices on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  let days: string[];
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({ role: "admin", programs: ["FMEPGOLD"], steps: 3 });
    learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    days = tradingDaysBefore(istDate(), 4, ctx.app.calendar.current());
    await ctx.app.market.ready();
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  const upload = (name: string, text: string) =>
    postMultipart(ctx, "/api/admin/market/import", admin.token, {}, [
      { name, type: "text/csv", bytes: Buffer.from(text) },
    ]);
  const level = (code: string) => ctx.app.market.indexQuotes.get(code)!;

  it("keeps each index's level where it was when some of its companies restart from real closes", async () => {
    const market = ctx.app.market;
    // A tick that moves nothing: every index's level is its basket at the current prices.
    await market.tick({ prices: {} });
    const codes = market.indices.map((i) => i.code);
    const before = new Map(codes.map((c) => [c, { ...level(c) }]));

    // Real closes 6 % above the simulated prices for three SENSEX companies (about a third of its weight): with the
    // divisor unchanged, SENSEX would jump by about 2 % on the next tick, a move no market made.
    const d4 = days[3]!;
    const moved = ["RELIANCE", "HDFCBANK", "TCS"].map((short) => {
      const info = market.byShort.get(short)!;
      const close = roundToTick(market.quotes.get(info.id)!.last * 1.06);
      return { info, close };
    });
    const csv = [
      "date,symbol,open,high,low,close,volume",
      ...moved.map(({ info, close }) => {
        const c = toRupees(close).toFixed(2);
        return `${d4},${info.shortCode},${c},${c},${c},${c},1000`;
      }),
      // An index is not a company: a row for it is skipped as an unknown symbol.
      `${d4},SENSEX,85000,85100,84900,85050,0`,
    ].join("\n");
    const res = await upload("eod.csv", csv);
    expect(res.status).toBe(200);
    expect(res.body.summary.skipped).toMatchObject({ unknown_symbols: 1, unknown_examples: ["SENSEX"] });

    await market.tick({ prices: {} });
    for (const { info, close } of moved) expect(market.quotes.get(info.id)!.last).toBe(close);
    for (const code of codes) {
      const was = before.get(code)!;
      const now = level(code);
      // The level goes on from where it was (to a hundredth of a point), and so does the day's change.
      expect(Math.abs(now.last - was.last), code).toBeLessThanOrEqual(1);
      expect(now.prevClose, code).toBe(was.prevClose);
    }

    // After the import the index follows its companies again: RELIANCE up 2 % moves SENSEX up.
    const reliance = moved[0]!;
    const sensexBefore = level("SENSEX").last;
    await market.tick({ prices: { RELIANCE: toRupees(roundToTick(reliance.close * 1.02)) } });
    expect(level("SENSEX").last).toBeGreaterThan(sensexBefore);
    // An index that does not hold RELIANCE does not move.
    const without = market.indices.find((i) => !i.constituents.includes("RELIANCE"));
    if (without) expect(level(without.code).last).toBe(before.get(without.code)!.last);
  });

  it("keeps the adjusted divisor after a restart, so the level does not jump back", async () => {
    const market = ctx.app.market;
    await market.tick({ prices: {} });
    const reloaded = await Reloaded.from(ctx.db, istDate());
    const prices = new Map(reloaded.scrips.map((s) => [s.srCode, reloaded.quotes.get(s.id)!.last]));
    for (const index of reloaded.indices) {
      const live = level(index.code).last;
      expect(Math.abs(basketLevel(index.basket, prices) - live), index.code).toBeLessThanOrEqual(1);
    }
    const [sensex] = await ctx.db.select().from(marketIndices).where(eq(marketIndices.code, "SENSEX"));
    expect(sensex!.divisorFactor).toBeGreaterThan(1.01);
  });

  it("leaves the indices simulated: their bars, their quotes and the marker", async () => {
    const d4 = days[3]!;
    const [bar] = await ctx.db
      .select()
      .from(marketDailyBars)
      .where(and(eq(marketDailyBars.code, "SENSEX"), eq(marketDailyBars.day, d4)));
    expect(bar?.source).toBe("simulated");
    const ticker = await ctx.api("GET", "/api/scrips/list?for_ticker=1&segment=ALL&industry=ALL&sort=NAME", {
      token: learner.token,
    });
    expect(ticker.status).toBe(200);
    const sensex = (ticker.body.indices as { code: string }[]).find((i) => i.code === "SENSEX");
    expect(sensex).toBeDefined();
    expect(Object.keys(sensex!).sort()).toEqual([
      "code",
      "name",
      "no_code",
      "previous_eod",
      "price",
      "short",
    ]);
    // The coverage counts companies only.
    expect(ticker.body.market.prices).toMatchObject({ real_scrips: 3 });
  });
});
