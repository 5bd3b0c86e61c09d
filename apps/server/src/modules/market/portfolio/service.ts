// Portfolio: holdings with totals and XIRR, setup, and the analytics (finscore, stockrisk, /stats with the cohort
// leaderboard). Values use the live quotes; risk figures use the daily history.
import { LRUCache } from "lru-cache";
import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import {
  annualisedVolatility,
  beta as betaOf,
  dailyReturns,
  finScore,
  JOURNAL_MIN_CHARS,
  valueAtRisk95,
  weightedReturns,
  xirr,
} from "@fincareer/domain/market-analytics";
import { istDate } from "@fincareer/domain/ist";
import { capSegment, committedTotal, toRupees } from "@fincareer/domain/market";
import { ANNUALISE_MIN_DAYS, bestAndWorst, dayChangePct } from "@fincareer/domain/portfolio-math";
import type {
  FinScore,
  Holding,
  PortfolioListQuery,
  PortfolioListResponse,
  PortfolioStats,
  PortfolioSummary,
  StockRisk,
  Trade,
} from "@fincareer/domain/contract/market";
import { withdrawnSql } from "../../../platform/privacy.ts";
import type { Db } from "../../../db/client.ts";
import {
  marketAccounts,
  marketDailyBars,
  marketFills,
  marketHoldings,
  marketOrders,
  marketWatch,
  users,
} from "../../../db/schema.ts";
import type { MarketAccountRow, MarketHoldingRow, MarketOrderRow } from "../../../db/schema.ts";
import { iso } from "../../../lib/dates.ts";
import { ensureAccount } from "../accounts.ts";
import type { MarketRuntime } from "../runtime.ts";
import { pct } from "../views.ts";

const DAY_MS = 86_400_000;
const RISK_LOOKBACK_DAYS = 365;
const LEADERBOARD_SIZE = 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
/** How long a learner's cached portfolio rows may be served without re-reading (other instances' changes). */
const STATE_TTL_MS = 1000;

/** The rows the holdings list needs. */
interface PortfolioState {
  account: MarketAccountRow;
  holdings: MarketHoldingRow[];
  live: MarketOrderRow[];
  fills: { action: "BUY" | "SELL"; qty: number; price: number; at: Date }[];
}

const SORTS: Record<PortfolioListQuery["sort"], (a: Holding, b: Holding) => number> = {
  NAME: (a, b) => a.name.localeCompare(b.name),
  VALUE: (a, b) => b.value - a.value,
  PNL: (a, b) => b.pnl - a.pnl,
  PNL_PCT: (a, b) => b.pnl_pct - a.pnl_pct,
  DAY_CHANGE: (a, b) => b.day_change - a.day_change,
};

/** "Meera Multi-program" -> "Meera M." (the leaderboard shows classmates by first name and initial). */
function shortName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : (first ?? "");
}

/** Creates the portfolio service. */
export function createPortfolioService(deps: { db: Db; market: MarketRuntime; startingCash: number }) {
  const { db, market, startingCash } = deps;
  const cache = new LRUCache<number, { version: number; at: number; state: PortfolioState }>({ max: 10_000 });

  async function holdingsOf(userId: number): Promise<MarketHoldingRow[]> {
    return db
      .select()
      .from(marketHoldings)
      .where(and(eq(marketHoldings.userId, userId), gt(marketHoldings.qty, 0)))
      .orderBy(asc(marketHoldings.id));
  }

  function valueOf(h: { scripId: number; qty: number }): number {
    return h.qty * (market.lastPrice(h.scripId) ?? 0);
  }

  /** Daily closes by code and day since `since` (yyyy-mm-dd). */
  async function closes(codes: string[], since: string): Promise<Map<string, Map<string, number>>> {
    const out = new Map<string, Map<string, number>>();
    if (codes.length === 0) return out;
    const rows = await db
      .select({ code: marketDailyBars.code, day: marketDailyBars.day, close: marketDailyBars.close })
      .from(marketDailyBars)
      .where(and(inArray(marketDailyBars.code, codes), gte(marketDailyBars.day, since)))
      .orderBy(asc(marketDailyBars.day));
    for (const r of rows) {
      let m = out.get(r.code);
      if (!m) out.set(r.code, (m = new Map<string, number>()));
      m.set(r.day, r.close);
    }
    return out;
  }

  /** Risk of a set of holdings from the daily history (shared by stockrisk and finscore). */
  async function risk(holdings: MarketHoldingRow[]): Promise<StockRisk> {
    const value = holdings.reduce((s, h) => s + valueOf(h), 0);
    const infos = holdings.map((h) => market.byId.get(h.scripId)!);
    const since = new Date(Date.now() - RISK_LOOKBACK_DAYS * DAY_MS).toISOString().slice(0, 10);
    const history = await closes([...infos.map((i) => i.srCode), "SENSEX"], since);
    const index = history.get("SENSEX") ?? new Map<string, number>();
    // Days on which the index and every holding have a close.
    const days = [...index.keys()].filter((d) => infos.every((i) => history.get(i.srCode)?.has(d))).sort();
    const mr = dailyReturns(days.map((d) => index.get(d)!));
    const series = infos.map((i) => dailyReturns(days.map((d) => history.get(i.srCode)!.get(d)!)));
    const weights = holdings.map((h) => (value > 0 ? valueOf(h) / value : 0));
    const pr = weightedReturns(series, weights);
    const sectors = new Map<string, number>();
    holdings.forEach((h, k) =>
      sectors.set(infos[k]!.industry, (sectors.get(infos[k]!.industry) ?? 0) + valueOf(h)),
    );
    const b = holdings.length > 0 ? betaOf(pr, mr) : null;
    const vol = holdings.length > 0 ? annualisedVolatility(pr) : null;
    const v = holdings.length > 0 ? valueAtRisk95(pr, toRupees(value)) : null;
    return {
      benchmark: "SENSEX",
      days: pr.length,
      value: toRupees(value),
      beta: b === null ? null : round4(b),
      volatility: vol === null ? null : round4(vol),
      var95: v === null ? null : round2(v),
      var95_pct: v === null || value === 0 ? null : round2((v / toRupees(value)) * 100),
      sectors: [...sectors]
        .map(([industry, val]) => ({ industry, value: toRupees(val), weight_pct: pct(val, value) }))
        .sort((x, y) => y.value - x.value),
      holdings: holdings.map((h, k) => {
        const hb = betaOf(series[k]!, mr);
        const hv = annualisedVolatility(series[k]!);
        return {
          scrip_id: h.scripId,
          shortCode: infos[k]!.shortCode,
          weight_pct: pct(valueOf(h), value),
          beta: hb === null ? null : round4(hb),
          volatility: hv === null ? null : round4(hv),
        };
      }),
    };
  }

  /** Money-weighted annual return of the trades: BUYs paid in, SELLs and today's holdings value received. */
  function tradeXirr(fills: PortfolioState["fills"], marketValue: number, now: Date): number | null {
    if (fills.length === 0) return null;
    const flows = fills.map((f) => ({
      amount: (f.action === "BUY" ? -1 : 1) * toRupees(f.qty * f.price),
      date: f.at,
    }));
    if (marketValue > 0) flows.push({ amount: toRupees(marketValue), date: now });
    // A few days of history annualise noise into absurd rates (ANNUALISE_MIN_DAYS).
    const first = Math.min(...flows.map((f) => f.date.getTime()));
    if (now.getTime() - first < ANNUALISE_MIN_DAYS * DAY_MS) return null;
    const r = xirr(flows);
    return r === null ? null : round2(r * 100);
  }

  /**
   * What the holdings list reads from the database, cached per learner for at most STATE_TTL_MS and dropped at once
   * when this process changes the learner's orders or fills (another instance's change shows within the TTL).
   */
  async function state(userId: number): Promise<PortfolioState> {
    const version = market.version(userId);
    const hit = cache.get(userId);
    if (hit && hit.version === version && Date.now() - hit.at < STATE_TTL_MS) return hit.state;
    const account = await ensureAccount(db, userId, startingCash);
    const holdings = await holdingsOf(userId);
    const live = await db
      .select()
      .from(marketOrders)
      .where(and(eq(marketOrders.userId, userId), inArray(marketOrders.status, ["OPEN", "TRIGGER_PENDING"])));
    const fills = await db
      .select({
        action: marketFills.action,
        qty: marketFills.qty,
        price: marketFills.price,
        at: marketFills.filledAt,
      })
      .from(marketFills)
      .where(eq(marketFills.userId, userId));
    const fresh = { account, holdings, live, fills };
    cache.set(userId, { version, at: Date.now(), state: fresh });
    return fresh;
  }

  function summary(st: PortfolioState): PortfolioSummary {
    const { account, holdings } = st;
    const live = st.live.filter((o) => o.action === "BUY");
    const committed = committedTotal(live, (scripId) => market.lastPrice(scripId) ?? 0);
    const invested = holdings.reduce((s, h) => s + h.cost, 0);
    const marketValue = holdings.reduce((s, h) => s + valueOf(h), 0);
    const dayChange = holdings.reduce((s, h) => {
      const q = market.quotes.get(h.scripId)!;
      return s + h.qty * (q.last - q.prevClose);
    }, 0);
    const total = account.cash + marketValue;
    return {
      starting_cash: toRupees(account.startingCash),
      cash: toRupees(account.cash),
      committed_cash: toRupees(committed),
      available_cash: toRupees(Math.max(account.cash - committed, 0)),
      invested: toRupees(invested),
      market_value: toRupees(marketValue),
      total_value: toRupees(total),
      realised_pnl: toRupees(account.realisedPnl),
      unrealised_pnl: toRupees(marketValue - invested),
      day_change: toRupees(dayChange),
      day_change_pct: dayChangePct(dayChange, marketValue),
      total_return_pct: pct(total - account.startingCash, account.startingCash),
      xirr_pct: tradeXirr(st.fills, marketValue, new Date()),
      holdings_count: holdings.length,
      setup_done: account.setupDoneAt !== null,
    };
  }

  return {
    /** Holdings (filtered and sorted) and the account totals (over every holding). */
    async list(userId: number, q: PortfolioListQuery): Promise<PortfolioListResponse> {
      await market.ready();
      const st = await state(userId);
      const { holdings } = st;
      const portfolio = summary(st);
      const trails = st.live.filter((o) => o.kind === "TRAIL");
      const stops = st.live.filter((o) => o.kind === "PROTECTIVE");
      const watch =
        q.segment === "WATCH"
          ? new Set(
              (
                await db
                  .select({ id: marketWatch.scripId })
                  .from(marketWatch)
                  .where(eq(marketWatch.userId, userId))
              ).map((r) => r.id),
            )
          : null;
      const total = holdings.reduce((s, h) => s + valueOf(h), 0);
      const rows: Holding[] = holdings.map((h) => {
        const info = market.byId.get(h.scripId)!;
        const quote = market.quotes.get(h.scripId)!;
        const value = h.qty * quote.last;
        const trail = trails.find((t) => t.holdingId === h.id);
        const protective = stops.filter((o) => o.scripId === h.scripId);
        return {
          upid: h.id,
          scrip_id: h.scripId,
          srCode: info.srCode,
          shortCode: info.shortCode,
          name: info.name,
          industry: info.industry,
          segment: capSegment(info.sharesOutstanding * toRupees(quote.last)),
          qty: h.qty,
          avg_price: toRupees(Math.round(h.cost / h.qty)),
          market_price: toRupees(quote.last),
          prev_close: toRupees(quote.prevClose),
          invested: toRupees(h.cost),
          value: toRupees(value),
          pnl: toRupees(value - h.cost),
          pnl_pct: pct(value - h.cost, h.cost),
          day_change: toRupees(h.qty * (quote.last - quote.prevClose)),
          weight_pct: pct(value, total),
          trail: trail
            ? {
                trailid: trail.id,
                sprice: toRupees(trail.sprice),
                trail: toRupees(trail.trail ?? 0),
                qty: trail.qty,
              }
            : null,
          stop:
            protective.length === 0
              ? null
              : {
                  sprice: toRupees(Math.max(...protective.map((o) => o.sprice))),
                  qty: protective.reduce((n, o) => n + o.qty, 0),
                  count: protective.length,
                },
        };
      });
      const myScrips = rows
        .filter(
          (h) =>
            (q.segment === "ALL" || (watch ? watch.has(h.scrip_id) : h.segment === q.segment)) &&
            (q.industry === "ALL" || h.industry.toLowerCase() === q.industry.toLowerCase()),
        )
        .sort(SORTS[q.sort]);
      return { portfolio, myScrips };
    },

    /** Opens the trading account (sign-up step 2); idempotent. */
    async setupDone(userId: number): Promise<{ ok: true; cash: number }> {
      const account = await ensureAccount(db, userId, startingCash);
      if (!account.setupDoneAt)
        await db
          .update(marketAccounts)
          .set({ setupDoneAt: sql`now()` })
          .where(eq(marketAccounts.userId, userId));
      market.touch(userId);
      return { ok: true, cash: toRupees(account.cash) };
    },

    /** Beta, volatility, VaR and sector weights of the current holdings. */
    async stockrisk(userId: number): Promise<StockRisk> {
      await market.ready();
      return risk(await holdingsOf(userId));
    },

    /** The 0-100 finscore and its components. */
    async finscore(userId: number, now = new Date()): Promise<FinScore> {
      await market.ready();
      await ensureAccount(db, userId, startingCash);
      const holdings = await holdingsOf(userId);
      const r = await risk(holdings);
      // The same annualised return the summary shows as XIRR, so the two figures can never disagree.
      const xirrPct = tradeXirr(
        (await state(userId)).fills,
        holdings.reduce((s, h) => s + valueOf(h), 0),
        now,
      );
      const [orders] = await db
        .select({
          n: sql<string>`count(*)`,
          reasoned: sql<string>`count(*) filter (where length(trim(${marketOrders.reason})) >= ${JOURNAL_MIN_CHARS})`,
        })
        .from(marketOrders)
        .where(and(eq(marketOrders.userId, userId), eq(marketOrders.kind, "REGULAR")));
      const [fills] = await db
        .select({ n: sql<string>`count(*)` })
        .from(marketFills)
        .where(
          and(
            eq(marketFills.userId, userId),
            gte(marketFills.filledAt, new Date(now.getTime() - 30 * DAY_MS)),
          ),
        );
      return finScore({
        holdingValues: holdings.map((h) => toRupees(valueOf(h))),
        annualReturn: holdings.length > 0 && xirrPct !== null ? xirrPct / 100 : null,
        volatility: r.volatility,
        orders: Number(orders?.n ?? 0),
        ordersWithReason: Number(orders?.reasoned ?? 0),
        recentFills: Number(fills?.n ?? 0),
      });
    },

    /** The /stats screen: value over time against SENSEX, trades, win rate, and the cohort leaderboard. */
    async stats(userId: number, now = new Date()): Promise<PortfolioStats> {
      await market.ready();
      const account = await ensureAccount(db, userId, startingCash);
      const fills = await db
        .select()
        .from(marketFills)
        .where(eq(marketFills.userId, userId))
        .orderBy(asc(marketFills.filledAt), asc(marketFills.id));
      const holdings = await holdingsOf(userId);

      // Value per trading day since the account opened: cash and shares after that day's fills at its closes.
      const start = istDate(account.createdAt);
      const today = istDate(now);
      const traded = [...new Set(fills.map((f) => f.scripId))];
      const history = await closes([...traded.map((id) => market.byId.get(id)!.srCode), "SENSEX"], start);
      const sensex = history.get("SENSEX") ?? new Map<string, number>();
      const days = [...sensex.keys()].filter((d) => d < today).sort();
      const series: PortfolioStats["series"] = [];
      const qty = new Map<number, number>();
      const lastClose = new Map<number, number>();
      let cash = account.startingCash;
      let k = 0;
      const firstIndex =
        days.length > 0 ? sensex.get(days[0]!)! : (market.indexQuotes.get("SENSEX")?.last ?? 0);
      const point = (date: string, value: number, indexLevel: number) =>
        series.push({
          date,
          value: toRupees(value),
          return_pct: pct(value - account.startingCash, account.startingCash),
          index_return_pct: pct(indexLevel - firstIndex, firstIndex),
        });
      for (const day of days) {
        while (k < fills.length && istDate(fills[k]!.filledAt) <= day) {
          const f = fills[k++]!;
          qty.set(f.scripId, (qty.get(f.scripId) ?? 0) + (f.action === "BUY" ? f.qty : -f.qty));
          cash += (f.action === "BUY" ? -1 : 1) * f.qty * f.price;
          if (!lastClose.has(f.scripId)) lastClose.set(f.scripId, f.price);
        }
        let value = cash;
        for (const [id, n] of qty) {
          const c = history.get(market.byId.get(id)!.srCode)?.get(day);
          if (c !== undefined) lastClose.set(id, c);
          value += n * (lastClose.get(id) ?? 0);
        }
        point(day, value, sensex.get(day)!);
      }
      const liveValue = account.cash + holdings.reduce((s, h) => s + valueOf(h), 0);
      point(today, liveValue, market.indexQuotes.get("SENSEX")?.last ?? firstIndex);

      const trades: Trade[] = fills
        .filter((f) => f.action === "SELL")
        .map((f) => {
          const info = market.byId.get(f.scripId)!;
          return {
            order_id: f.orderId,
            scrip_id: f.scripId,
            shortCode: info.shortCode,
            name: info.name,
            qty: f.qty,
            buy_price: toRupees(f.avgCost),
            sell_price: toRupees(f.price),
            pnl: toRupees(f.realisedPnl),
            pnl_pct: pct(f.price - f.avgCost, f.avgCost),
            closed_at: iso(f.filledAt),
          };
        });
      const wins = trades.filter((t) => t.pnl > 0).length;
      const { best, worst } = bestAndWorst(trades, 3);

      // Cohort: learners whose current program is the learner's.
      const [me] = await db.select({ cprogram: users.cprogram }).from(users).where(eq(users.id, userId));
      const cohort = me?.cprogram ?? null;
      const members = await db
        .select({
          userId: marketAccounts.userId,
          cash: marketAccounts.cash,
          startingCash: marketAccounts.startingCash,
          name: users.name,
          // Withdrew "show my name" (issue 43, /profile/privacy): shown to classmates without a name, at once.
          hidden: sql<boolean>`${withdrawnSql(sql`${users.id}`, "public_name")}`,
        })
        .from(marketAccounts)
        .innerJoin(users, eq(users.id, marketAccounts.userId))
        .where(cohort ? eq(users.cprogram, cohort) : eq(users.id, userId));
      const memberHoldings = members.length
        ? await db
            .select({
              userId: marketHoldings.userId,
              scripId: marketHoldings.scripId,
              qty: marketHoldings.qty,
            })
            .from(marketHoldings)
            .where(
              and(
                inArray(
                  marketHoldings.userId,
                  members.map((m) => m.userId),
                ),
                gt(marketHoldings.qty, 0),
              ),
            )
        : [];
      const values = new Map(members.map((m) => [m.userId, m.cash]));
      for (const h of memberHoldings) values.set(h.userId, (values.get(h.userId) ?? 0) + valueOf(h));
      const ranked = members
        .map((m) => {
          const total = values.get(m.userId) ?? m.cash;
          return {
            userId: m.userId,
            name: m.hidden && m.userId !== userId ? "A classmate" : shortName(m.name),
            total_value: toRupees(total),
            return_pct: pct(total - m.startingCash, m.startingCash),
          };
        })
        .sort((a, b) => b.return_pct - a.return_pct || a.userId - b.userId)
        .map((r, i) => ({ ...r, rank: i + 1, is_me: r.userId === userId }));
      const mine = ranked.find((r) => r.is_me);
      const board = ranked.slice(0, LEADERBOARD_SIZE);
      if (mine && !board.includes(mine)) board.push(mine);

      return {
        series,
        realised_pnl: toRupees(account.realisedPnl),
        unrealised_pnl: toRupees(holdings.reduce((s, h) => s + valueOf(h) - h.cost, 0)),
        trades: trades.length,
        wins,
        win_rate_pct: trades.length ? pct(wins, trades.length) : null,
        best_trades: best,
        worst_trades: worst,
        leaderboard: board.map(({ rank, name, total_value, return_pct, is_me }) => ({
          rank,
          name,
          total_value,
          return_pct,
          is_me,
        })),
        cohort,
        my_rank: mine?.rank ?? null,
        cohort_size: ranked.length,
      };
    },
  };
}

/** The portfolio service's interface. */
export type PortfolioService = ReturnType<typeof createPortfolioService>;
