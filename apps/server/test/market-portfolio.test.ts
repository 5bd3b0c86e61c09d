// Portfolio and analytics through the API, against hand-computed values.
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { marketDailyBars } from "../src/db/schema.ts";
import { BACKENDS } from "./helpers/context.ts";
import { marketSuite } from "./helpers/market.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("portfolio and analytics on $name", (backend) => {
  const suite = marketSuite(backend);
  const { tick, trade } = suite;

  it("lists holdings with hand-computed totals, filters and sorts", async () => {
    const u = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "ITC", "BUY", 10, 100);
    await trade(u, "TCS", "BUY", 2, 4000);
    await tick({ ITC: 120, TCS: 3900 });
    const res = await suite.ctx.api("GET", "/api/portfolio/list?segment=ALL&sort=VALUE&industry=ALL", {
      token: u.token,
    });
    expect(res.status).toBe(200);
    const itcPrev = suite.ctx.app.market.quotes.get(suite.ids.ITC!)!.prevClose / 100;
    const tcsPrev = suite.ctx.app.market.quotes.get(suite.ids.TCS!)!.prevClose / 100;
    expect(res.body.portfolio).toMatchObject({
      starting_cash: 1_000_000,
      cash: 1_000_000 - 1000 - 8000,
      invested: 9000,
      market_value: 1200 + 7800,
      total_value: 1_000_000 - 9000 + 9000,
      unrealised_pnl: 200 - 200,
      realised_pnl: 0,
      day_change: Math.round((10 * (120 - itcPrev) + 2 * (3900 - tcsPrev)) * 100) / 100,
      holdings_count: 2,
      committed_cash: 0,
      setup_done: false,
    });
    expect(res.body.myScrips.map((h: { shortCode: string }) => h.shortCode)).toEqual(["TCS", "ITC"]);
    expect(res.body.myScrips[1]).toMatchObject({
      qty: 10,
      avg_price: 100,
      market_price: 120,
      pnl: 200,
      pnl_pct: 20,
      value: 1200,
    });
    const it = await suite.ctx.api("GET", "/api/portfolio/list?industry=IT%20Services", { token: u.token });
    expect(it.body.myScrips.map((h: { shortCode: string }) => h.shortCode)).toEqual(["TCS"]);
    expect(it.body.portfolio.holdings_count).toBe(2);
    const bad = await suite.ctx.api("GET", "/api/portfolio/list?sort=RANDOM", { token: u.token });
    expect(bad.status).toBe(400);
    expect(fieldText(bad.body)).toBe(
      "querystring.sort: Sort must be one of NAME, VALUE, PNL, PNL_PCT, DAY_CHANGE",
    );
    const setup = await suite.ctx.api("PATCH", "/api/portfolio/setup-done", { token: u.token });
    expect(setup.body).toEqual({ ok: true, cash: 991_000 });
    expect(
      (await suite.ctx.api("GET", "/api/portfolio/list", { token: u.token })).body.portfolio.setup_done,
    ).toBe(true);
  });

  it("computes stockrisk (beta, volatility, VaR, sectors) from the daily history by hand", async () => {
    const u = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "NESTLEIND", "BUY", 10, 1000);
    const nestle = suite.ctx.app.market.byId.get(suite.ids.NESTLEIND!)!.srCode;
    // Market returns m and the stock's exactly 2m over five recent days.
    const m = [0.01, -0.02, 0.03, -0.01];
    const sensex = [8_000_000];
    const stock = [100_000];
    for (const r of m) {
      sensex.push(Math.round(sensex.at(-1)! * (1 + r)));
      stock.push(Math.round(stock.at(-1)! * (1 + 2 * r)));
    }
    await suite.ctx.db.delete(marketDailyBars).where(inArray(marketDailyBars.code, ["SENSEX", nestle]));
    const day = (i: number) => new Date(Date.now() - (6 - i) * 86_400_000).toISOString().slice(0, 10);
    await suite.ctx.db
      .insert(marketDailyBars)
      .values([
        ...sensex.map((c, i) => ({ code: "SENSEX", day: day(i), open: c, high: c, low: c, close: c })),
        ...stock.map((c, i) => ({ code: nestle, day: day(i), open: c, high: c, low: c, close: c })),
      ]);
    const res = await suite.ctx.api("GET", "/api/portfolio/stockrisk", { token: u.token });
    expect(res.status).toBe(200);
    // sd(m) = sqrt(1.475e-3 / 3) = 0.0221736; sd(2m) = 0.0443471; x sqrt(252) = 0.70399
    expect(res.body).toMatchObject({ benchmark: "SENSEX", days: 4, value: 10_000 });
    expect(res.body.beta).toBeCloseTo(2, 2);
    expect(res.body.volatility).toBeCloseTo(0.704, 2);
    // 1.6449 x 0.0443471 x 10,000 = 729.45
    expect(res.body.var95).toBeGreaterThan(727);
    expect(res.body.var95).toBeLessThan(732);
    expect(res.body.sectors).toEqual([{ industry: "FMCG", value: 10_000, weight_pct: 100 }]);
  });

  it("gives /stats trades, win rate, best and worst trades, and the cohort leaderboard", async () => {
    const a = await suite.ctx.makeUser({ programs: ["FMEPPLATINUM"], steps: 3 });
    const b = await suite.ctx.makeUser({ programs: ["FMEPPLATINUM"], steps: 3 });
    await trade(a, "SBIN", "BUY", 10, 100);
    await trade(a, "SBIN", "SELL", 5, 110, "taking profits");
    await trade(a, "SBIN", "SELL", 5, 90, "stop loss hit");
    await suite.ctx.api("PATCH", "/api/portfolio/setup-done", { token: b.token });
    await trade(b, "ITC", "BUY", 100, 100);
    await tick({ ITC: 150 });
    const res = await suite.ctx.api("GET", "/api/portfolio/stats", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      trades: 2,
      wins: 1,
      win_rate_pct: 50,
      realised_pnl: 0,
      cohort: "FMEPPLATINUM",
    });
    expect(res.body.best_trades[0]).toMatchObject({
      shortCode: "SBIN",
      qty: 5,
      buy_price: 100,
      sell_price: 110,
      pnl: 50,
      pnl_pct: 10,
    });
    expect(res.body.worst_trades[0]).toMatchObject({ pnl: -50, pnl_pct: -10 });
    expect(
      res.body.leaderboard.map((r: { rank: number; is_me: boolean; return_pct: number }) => [
        r.rank,
        r.is_me,
        r.return_pct,
      ]),
    ).toEqual([
      [1, false, 0.5],
      [2, true, 0],
    ]);
    expect(res.body).toMatchObject({ my_rank: 2, cohort_size: 2 });
    expect(res.body.series.at(-1)).toMatchObject({ value: 1_000_000, return_pct: 0 });
  });

  it("scores the finscore from its components, with the journal counted by hand", async () => {
    const u = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "INFY", "BUY", 5, 1800, "Strong deal pipeline and margins");
    await trade(u, "WIPRO", "BUY", 10, 300, "short");
    const res = await suite.ctx.api("GET", "/api/portfolio/finscore", { token: u.token });
    expect(res.status).toBe(200);
    const journal = res.body.components.find((c: { key: string }) => c.key === "journal");
    expect(journal).toMatchObject({ score: 10, max: 20, detail: "1 of 2 orders explain their reason" });
    const activity = res.body.components.find((c: { key: string }) => c.key === "activity");
    expect(activity.score).toBe(4);
    const sum = res.body.components.reduce((s: number, c: { score: number }) => s + c.score, 0);
    expect(res.body.score).toBe(Math.round(sum));
  });
});
