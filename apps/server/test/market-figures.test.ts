// Figures on one screen agree with each other: best trades are profits, the finscore's return is the summary's
// XIRR, and the day's change % is the domain's one definition.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayChangePct } from "@fincareer/domain/portfolio-math";
import { marketFills } from "../src/db/schema.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

describe.each(BACKENDS)("figures that agree on $name", (backend) => {
  let ctx: TestContext;
  let ids: Record<string, number>;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.app.market.ready();
    ids = Object.fromEntries(ctx.app.market.scrips.map((s) => [s.shortCode, s.id]));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const tick = (prices: Record<string, number>) => ctx.app.market.tick({ prices });
  async function trade(u: TestUser, code: string, action: "BUY" | "SELL", qty: number, price: number) {
    await tick({ [code]: price });
    const res = await ctx.api("POST", `/api/order/new/${ids[code]}`, {
      token: u.token,
      body: { action, typ: "MARKET", qty, price: 0, sprice: 0, active_sl: false, reason: "test" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await tick({ [code]: price });
  }
  const get = async (u: TestUser, path: string) => (await ctx.api("GET", path, { token: u.token })).body;

  it("never lists a losing trade among the best trades", async () => {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "ITC", "BUY", 10, 100);
    await trade(u, "ITC", "SELL", 10, 90);
    const stats = await get(u, "/api/portfolio/stats");
    expect(stats.best_trades).toEqual([]);
    expect(stats.worst_trades).toHaveLength(1);
    expect(stats.worst_trades[0]).toMatchObject({ pnl: -100 });
  });

  it("gives the finscore the summary's XIRR, and neither before 30 days of history", async () => {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "TCS", "BUY", 5, 3000);
    await tick({ TCS: 3100 });
    const early = await get(u, "/api/portfolio/list");
    expect(early.portfolio.xirr_pct).toBeNull();
    const earlyScore = await get(u, "/api/portfolio/finscore");
    const earlyRar = earlyScore.components.find((c: { key: string }) => c.key === "risk_adjusted_return");
    expect(earlyRar.detail).toMatch(/once you have 30 days of trading history/);

    await ctx.db
      .update(marketFills)
      .set({ filledAt: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(marketFills.userId, u.id));
    await trade(u, "TCS", "BUY", 1, 3100); // a new fill also refreshes the cached portfolio state
    const later = await get(u, "/api/portfolio/list");
    expect(later.portfolio.xirr_pct).not.toBeNull();
    const score = await get(u, "/api/portfolio/finscore");
    const rar = score.components.find((c: { key: string }) => c.key === "risk_adjusted_return");
    const shown = Number(/XIRR (-?[\d.]+)% a year/.exec(rar.detail)?.[1]);
    expect(shown).toBeCloseTo(later.portfolio.xirr_pct, 0);
  });

  it("computes the day's change % on the holdings' previous value, as the web does", async () => {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "INFY", "BUY", 4, 1500);
    const { portfolio } = await get(u, "/api/portfolio/list");
    expect(portfolio.day_change_pct).toBe(dayChangePct(portfolio.day_change, portfolio.market_value));
  });
});
