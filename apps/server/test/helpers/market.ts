// The market test setup shared by the market-* files: the app on a fresh database with the market ready, scrip ids
// by short code, and the few calls every market test makes (ticks by hand, orders through the API).
import { beforeAll, expect } from "vitest";
import { testSuite } from "./context.ts";
import type { Backend, TestContext, TestUser } from "./context.ts";

/** What marketSuite() gives a describe block; `ctx` and `ids` are set once its beforeAll has run. */
export interface MarketSuite {
  readonly ctx: TestContext;
  /** Scrip ids by short code. */
  ids: Record<string, number>;
  /** A learner on FMEPGOLD past sign-up (the market in the menu). */
  learner: () => Promise<TestUser>;
  /** One tick of the feed at these prices (by short code). */
  tick: (prices: Record<string, number>) => Promise<unknown>;
  /** POST /api/order/new for `code` as `u`: price, sprice 0, no protective stop and no reason unless `body` says. */
  order: (u: TestUser, code: string, body: Record<string, unknown>) => ReturnType<TestContext["api"]>;
  /** A MARKET order that must be accepted, filled at `price` (a tick before and after). */
  trade: (
    u: TestUser,
    code: string,
    action: "BUY" | "SELL",
    qty: number,
    price: number,
    reason?: string,
  ) => Promise<void>;
}

/** testSuite() with the market ready and the scrip ids read (in the calling describe block's beforeAll). */
export function marketSuite(backend: Backend): MarketSuite {
  const base = testSuite(backend);
  const suite: MarketSuite = {
    get ctx() {
      return base.ctx;
    },
    ids: {},
    learner: () => suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 }),
    tick: (prices) => suite.ctx.app.market.tick({ prices }),
    order: (u, code, body) =>
      suite.ctx.api("POST", `/api/order/new/${suite.ids[code]}`, {
        token: u.token,
        body: { price: 0, sprice: 0, active_sl: false, reason: "", ...body },
      }),
    async trade(u, code, action, qty, price, reason = "") {
      await suite.tick({ [code]: price });
      const res = await suite.order(u, code, { action, typ: "MARKET", qty, reason });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await suite.tick({ [code]: price });
    },
  };
  beforeAll(async () => {
    await suite.ctx.app.market.ready();
    suite.ids = Object.fromEntries(suite.ctx.app.market.scrips.map((s) => [s.shortCode, s.id]));
  });
  return suite;
}
