// Scrips, ticker, charts, watch list, the socket `market` event, and the demo seed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketAccounts, marketHoldings, marketOrders, users } from "../src/db/schema.ts";
import { seedDemo } from "../src/demo/service.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("scrips on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("ships at least 150 companies with BSE codes and industries, and the main BSE indices", async () => {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const list = await ctx.api("GET", "/api/scrips/list?segment=ALL&sort=NAME&industry=ALL", {
      token: u.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.scrips.length).toBeGreaterThanOrEqual(150);
    for (const s of list.body.scrips) expect(s.srCode).toMatch(/^\d{6}$/);
    const names = list.body.scrips.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const industries = await ctx.api("GET", "/api/scrips/industries", { token: u.token });
    expect(industries.body.industries).toContain("Banks");
    const banks = await ctx.api("GET", "/api/scrips/list?industry=Banks&sort=MCAP", { token: u.token });
    expect(banks.body.scrips[0].shortCode).toBe("HDFCBANK");
    expect(banks.body.scrips.every((s: { industry: string }) => s.industry === "Banks")).toBe(true);
    const ticker = await ctx.api("GET", "/api/scrips/list?for_ticker=1", { token: u.token });
    const codes = ticker.body.indices.map((i: { code: string }) => i.code);
    expect(codes).toEqual(expect.arrayContaining(["SENSEX", "BSE100", "BSE200", "BANKEX", "BSEIT"]));
    expect(ticker.body.indices[0]).toMatchObject({
      code: "SENSEX",
      short: "SENSEX",
      no_code: null,
      price: expect.any(Number),
      previous_eod: expect.any(Number),
    });
    expect(ticker.body.stocks[0]).toEqual({
      srCode: expect.any(String),
      shortCode: expect.any(String),
      market_price: expect.any(Number),
      prev_close: expect.any(Number),
    });
    expect(ticker.body.market).toMatchObject({ mode: "always", open: true });
    const bad = await ctx.api("GET", "/api/scrips/list?segment=HUGE", { token: u.token });
    expect(bad.status).toBe(400);
  });

  it("searches by name and short code, short-code matches first", async () => {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const res = await ctx.api("GET", "/api/scrips/search-company?company=tata", { token: u.token });
    expect(res.body.scrips.length).toBeGreaterThan(3);
    expect(res.body.scrips[0].shortCode).toMatch(/^TATA/);
    const infy = await ctx.api("GET", "/api/scrips/search-company?company=INFY", { token: u.token });
    expect(infy.body.scrips[0]).toMatchObject({ shortCode: "INFY", name: "Infosys Ltd" });
    expect((await ctx.api("GET", "/api/scrips/search-company?company=", { token: u.token })).body).toEqual({
      scrips: [],
    });
  });

  it("gives key data and candles from the generated history; unknown ids are 404", async () => {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const id = ctx.app.market.byShort.get("RELIANCE")!.id;
    const data = await ctx.api("GET", `/api/scrips/data/${id}`, { token: u.token });
    expect(data.status).toBe(200);
    expect(data.body.data.indices).toContain("SENSEX");
    expect(data.body.data.week52_high).toBeGreaterThanOrEqual(data.body.data.week52_low);
    expect(data.body.holding).toBeNull();
    const daily = await ctx.api("GET", `/api/scrips/chart-data/${id}?range=1M`, { token: u.token });
    expect(daily.body.interval).toBe("1d");
    expect(daily.body.candles.length).toBeGreaterThan(15);
    for (const c of daily.body.candles) {
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
    }
    const intraday = await ctx.api("GET", `/api/scrips/chart-data/${id}?range=1D`, { token: u.token });
    expect(intraday.body.interval).toBe("5m");
    expect(intraday.body.candles.length).toBeGreaterThanOrEqual(75);
    expect((await ctx.api("GET", "/api/scrips/data/999999", { token: u.token })).status).toBe(404);
    // Ids beyond the database's integer range, or not plain numbers, are bad input (400), not a server error.
    const tooBig = "params.id: Id must be at most 2147483647";
    for (const [url, message] of [
      ["/api/scrips/data/99999999999", tooBig],
      ["/api/scrips/data/2147483648", tooBig],
      ["/api/scrips/data/1e3", "params.id: Enter id as a number"],
      ["/api/scrips/chart-data/99999999999?range=1M", tooBig],
      ["/api/scrips/watch/99999999999", tooBig],
    ]) {
      const res = await ctx.api("GET", url!, { token: u.token });
      expect(res.status, url).toBe(400);
      expect(fieldText(res.body), url).toBe(message);
    }
    expect((await ctx.api("GET", `/api/scrips/chart-data/${id}?range=10Y`, { token: u.token })).status).toBe(
      400,
    );
  });

  it("adds and removes watch list entries; another learner's list is 404", async () => {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const other = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const id = ctx.app.market.byShort.get("TCS")!.id;
    const add = await ctx.api("POST", "/api/scrips/watch", {
      token: u.token,
      body: { scrip_id: id, is_watch: true },
    });
    expect(
      add.body.watchList.map((s: { shortCode: string; is_watch: boolean }) => [s.shortCode, s.is_watch]),
    ).toEqual([["TCS", true]]);
    expect(
      (await ctx.api("GET", `/api/scrips/watch/${u.id}`, { token: u.token })).body.watchList,
    ).toHaveLength(1);
    expect((await ctx.api("GET", "/api/scrips/watch/me", { token: u.token })).body.watchList).toHaveLength(1);
    expect((await ctx.api("GET", `/api/scrips/watch/${u.id}`, { token: other.token })).status).toBe(404);
    const watchSeg = await ctx.api("GET", "/api/scrips/list?segment=WATCH", { token: u.token });
    expect(watchSeg.body.scrips.map((s: { shortCode: string }) => s.shortCode)).toEqual(["TCS"]);
    const remove = await ctx.api("POST", "/api/scrips/watch", {
      token: u.token,
      body: { scrip_id: id, is_watch: false },
    });
    expect(remove.body.watchList).toEqual([]);
    const before = await ctx.snapshot();
    expect(
      (
        await ctx.api("POST", "/api/scrips/watch", {
          token: u.token,
          body: { scrip_id: 999999, is_watch: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.api("POST", "/api/scrips/watch", {
          token: u.token,
          body: { scrip_id: "x", is_watch: true },
        })
      ).status,
    ).toBe(400);
    const notNumber = "body.scrip_id: Enter scrip_id as a number";
    const tooBigId = "body.scrip_id: Scrip_id must be at most 2147483647";
    for (const [scrip_id, message] of [
      [99999999999, tooBigId],
      [2147483648, tooBigId],
      [true, notNumber],
      [[id], notNumber],
      [" 1", notNumber],
    ] as const) {
      const res = await ctx.api("POST", "/api/scrips/watch", {
        token: u.token,
        body: { scrip_id, is_watch: true },
      });
      expect(res.status, JSON.stringify(scrip_id)).toBe(400);
      expect(fieldText(res.body), JSON.stringify(scrip_id)).toBe(message);
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("sends `market` with every changed stock's srCode and every index on a tick, and moves prices", async () => {
    const sent: { event: string; payload: Record<string, number> }[] = [];
    const original = ctx.realtime.toMarket.bind(ctx.realtime);
    ctx.realtime.toMarket = (event, payload) => {
      sent.push({ event, payload: payload as Record<string, number> });
      original(event, payload);
    };
    try {
      const before = new Map(ctx.app.market.quotes);
      const before2 = new Map([...before].map(([k, q]) => [k, q.last]));
      await ctx.app.market.tick();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.event).toBe("market");
      const payload = sent[0]!.payload;
      expect(payload["500325"]).toEqual(expect.any(Number));
      expect(payload.SENSEX).toEqual(expect.any(Number));
      expect(Object.keys(payload).length).toBe(ctx.app.market.scrips.length + ctx.app.market.indices.length);
      const moved = [...ctx.app.market.quotes].filter(([k, q]) => q.last !== before2.get(k)).length;
      expect(moved).toBeGreaterThan(100);
      for (const q of ctx.app.market.quotes.values()) expect(q.last % 5).toBe(0);
    } finally {
      ctx.realtime.toMarket = original;
    }
  });

  it("seeds the FMEP demo learners' holdings, orders and watch list once", async () => {
    await seedDemo(ctx.db);
    await seedDemo(ctx.db);
    const [fmep] = await ctx.db.select().from(users).where(eq(users.email, "fmep@demo.test"));
    const holdings = await ctx.db.select().from(marketHoldings).where(eq(marketHoldings.userId, fmep!.id));
    expect(holdings).toHaveLength(5);
    const orders = await ctx.db.select().from(marketOrders).where(eq(marketOrders.userId, fmep!.id));
    expect(orders.filter((o) => o.status === "COMPLETE")).toHaveLength(5);
    expect(orders.map((o) => o.kind)).toEqual(expect.arrayContaining(["TRAIL", "PROTECTIVE"]));
    const accounts = await ctx.db.select().from(marketAccounts).where(eq(marketAccounts.userId, fmep!.id));
    expect(accounts).toHaveLength(1);
    // The running engine picks the seeded live orders up on its next tick.
    await ctx.app.market.tick();
    const limit = orders.find((o) => o.typ === "LIMIT")!;
    expect(ctx.app.market.engine.books.has(limit.id)).toBe(true);
  });

  it("serves the market routes in the OpenAPI document", async () => {
    const res = await ctx.api("GET", "/api/docs/json");
    expect(res.status).toBe(200);
    for (const path of [
      "/api/order/new/{scrip_id}",
      "/api/portfolio/list",
      "/api/scrips/list",
      "/api/portfolio/stats",
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
  });
});
