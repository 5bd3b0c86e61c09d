// Demo market data for the FMEP demo learners: a funded account, a few holdings bought three weeks ago (with their
// orders and fills), an open LIMIT order, a protective stop, a trailing stop and a watch list. Idempotent: a
// learner who already has a trading account is left alone.
import { eq, inArray } from "drizzle-orm";
import { floorToTick } from "@fincareer/domain/market";
import type { Db } from "../../db/client.ts";
import {
  marketAccounts,
  marketFills,
  marketHoldings,
  marketOrders,
  marketScrips,
  marketWatch,
  users,
} from "../../db/schema.ts";
import { insertReferenceData } from "./reference-db.ts";

/** Starting cash of a demo account (paise): Rs 10,00,000, the default MARKET_START_CASH. */
const DEMO_CASH = 100_000_000;

const PLANS: Record<string, { buys: [string, number][]; watch: string[]; limit: [string, number] }> = {
  "fmep@demo.test": {
    buys: [
      ["RELIANCE", 40],
      ["HDFCBANK", 30],
      ["INFY", 35],
      ["ITC", 120],
      ["LT", 10],
    ],
    watch: ["TCS", "SBIN", "BHARTIARTL", "TITAN", "ASIANPAINT"],
    limit: ["TCS", 5],
  },
  "gold@demo.test": {
    buys: [
      ["TCS", 15],
      ["ICICIBANK", 40],
      ["SUNPHARMA", 30],
    ],
    watch: ["RELIANCE", "MARUTI", "NTPC"],
    limit: ["MARUTI", 2],
  },
  "silver@demo.test": {
    buys: [
      ["SBIN", 60],
      ["TATAMOTORS", 50],
    ],
    watch: ["ITC", "COALINDIA"],
    limit: ["ITC", 50],
  },
  "multi@demo.test": {
    buys: [
      ["BHARTIARTL", 25],
      ["HINDUNILVR", 15],
      ["KOTAKBANK", 20],
      ["NTPC", 150],
    ],
    watch: ["INFY", "WIPRO"],
    limit: ["WIPRO", 20],
  },
};

/** Seeds the demo market data (inside the caller's transaction). */
export async function seedMarketDemo(db: Db, now: Date): Promise<void> {
  await insertReferenceData(db, now.toISOString().slice(0, 10));
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(PLANS)));
  const codes = [
    ...new Set(Object.values(PLANS).flatMap((p) => [...p.buys.map((b) => b[0]), ...p.watch, p.limit[0]])),
  ];
  const scrips = new Map(
    (await db.select().from(marketScrips).where(inArray(marketScrips.shortCode, codes))).map((s) => [
      s.shortCode,
      s,
    ]),
  );
  const boughtAt = new Date(now.getTime() - 21 * 86_400_000);
  for (const user of accounts) {
    const [existing] = await db.select().from(marketAccounts).where(eq(marketAccounts.userId, user.id));
    if (existing) continue;
    const plan = PLANS[user.email]!;
    let cash = DEMO_CASH;
    let first = true;
    for (const [code, qty] of plan.buys) {
      const s = scrips.get(code);
      if (!s) continue;
      // Bought about 4% below the reference close, so the demo portfolio starts with a small gain.
      const price = floorToTick(Math.round(s.referenceClose * 0.96));
      cash -= price * qty;
      const [order] = await db
        .insert(marketOrders)
        .values({
          userId: user.id,
          scripId: s.id,
          action: "BUY",
          typ: "MARKET",
          qty,
          reason: `Core long-term position in ${s.name}: steady earnings and sector leadership`,
          status: "COMPLETE",
          fillPrice: price,
          filledAt: boughtAt,
          placedAt: boughtAt,
          updatedAt: boughtAt,
        })
        .returning();
      const [holding] = await db
        .insert(marketHoldings)
        .values({
          userId: user.id,
          scripId: s.id,
          qty,
          cost: price * qty,
          createdAt: boughtAt,
          updatedAt: boughtAt,
        })
        .returning();
      await db.insert(marketFills).values({
        orderId: order!.id,
        userId: user.id,
        scripId: s.id,
        action: "BUY",
        qty,
        price,
        avgCost: price,
        filledAt: boughtAt,
      });
      // The first holding gets a trailing stop, the second a protective stop.
      if (first) {
        const trail = floorToTick(Math.round(s.referenceClose * 0.05));
        await db.insert(marketOrders).values({
          userId: user.id,
          scripId: s.id,
          action: "SELL",
          typ: "SL-M",
          qty,
          sprice: floorToTick(s.referenceClose - trail),
          trail,
          kind: "TRAIL",
          holdingId: holding!.id,
          reason: "Lock in gains if the trend turns: trail 5% below the price",
          status: "TRIGGER_PENDING",
        });
        first = false;
      } else if (plan.buys[1]?.[0] === code) {
        await db.insert(marketOrders).values({
          userId: user.id,
          scripId: s.id,
          action: "SELL",
          typ: "SL-M",
          qty,
          sprice: floorToTick(Math.round(s.referenceClose * 0.9)),
          kind: "PROTECTIVE",
          holdingId: holding!.id,
          parentId: order!.id,
          reason: `Protective stop for order #${order!.id}`,
          status: "TRIGGER_PENDING",
        });
      }
    }
    const target = scrips.get(plan.limit[0]);
    if (target) {
      await db.insert(marketOrders).values({
        userId: user.id,
        scripId: target.id,
        action: "BUY",
        typ: "LIMIT",
        qty: plan.limit[1],
        price: floorToTick(Math.round(target.referenceClose * 0.95)),
        reason: "Buy on a 5% dip: valuation support at that level",
        status: "OPEN",
      });
    }
    await db
      .insert(marketAccounts)
      .values({ userId: user.id, cash, startingCash: DEMO_CASH, setupDoneAt: boughtAt, createdAt: boughtAt });
    for (const code of plan.watch) {
      const s = scrips.get(code);
      if (s) await db.insert(marketWatch).values({ userId: user.id, scripId: s.id }).onConflictDoNothing();
    }
  }
}
