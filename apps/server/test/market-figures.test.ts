// Figures on one screen agree with each other: best trades are profits, the finscore's return is the summary's
// XIRR, and the day's change % is the domain's one definition.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dayChangePct } from "@fincareer/domain/portfolio-math";
import { marketFills } from "../src/db/schema.ts";
import { BACKENDS } from "./helpers/context.ts";
import type { TestUser } from "./helpers/context.ts";
import { marketSuite } from "./helpers/market.ts";

describe.each(BACKENDS)("figures that agree on $name", (backend) => {
  const suite = marketSuite(backend);
  const { tick } = suite;
  const trade = (u: TestUser, code: string, action: "BUY" | "SELL", qty: number, price: number) =>
    suite.trade(u, code, action, qty, price, "test");
  const get = async (u: TestUser, path: string) =>
    (await suite.ctx.api("GET", path, { token: u.token })).body;

  it("never lists a losing trade among the best trades", async () => {
    const u = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "ITC", "BUY", 10, 100);
    await trade(u, "ITC", "SELL", 10, 90);
    const stats = await get(u, "/api/portfolio/stats");
    expect(stats.best_trades).toEqual([]);
    expect(stats.worst_trades).toHaveLength(1);
    expect(stats.worst_trades[0]).toMatchObject({ pnl: -100 });
  });

  it("gives the finscore the summary's XIRR, and neither before 30 days of history", async () => {
    const u = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "TCS", "BUY", 5, 3000);
    await tick({ TCS: 3100 });
    const early = await get(u, "/api/portfolio/list");
    expect(early.portfolio.xirr_pct).toBeNull();
    const earlyScore = await get(u, "/api/portfolio/finscore");
    const earlyRar = earlyScore.components.find((c: { key: string }) => c.key === "risk_adjusted_return");
    expect(earlyRar.detail).toMatch(/once you have 30 days of trading history/);

    await suite.ctx.db
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
    const u = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await trade(u, "INFY", "BUY", 4, 1500);
    const { portfolio } = await get(u, "/api/portfolio/list");
    expect(portfolio.day_change_pct).toBe(dayChangePct(portfolio.day_change, portfolio.market_value));
  });
});
