// Bull or Bear's rounds cannot be looked up (issue 21): every round of fresh sets is searched, by the shape of its
// closes, in every chart a learner may read (every scrip and index, every range) and in the earlier sets' reveals,
// and found nowhere. Sets started before rounds were simulated get their uncalled rounds replaced.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHART_RANGES } from "@fincareer/domain/contract/market";
import type { G1Candle } from "@fincareer/domain/contract/games";
import { G1_CANDLES, G1_REBASE, g1Direction } from "@fincareer/domain/games";
import { gameAnswers, gameSessions } from "../src/db/schema.ts";
import type { G1HistoryRound } from "../src/modules/games/g1-series.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

/** Two closes "agree" when their ratios differ by at most 0.1 %. */
const TOLERANCE = Math.log(1.001);

/** Log ratios of consecutive closes: a shape that rebasing (any price scale) leaves unchanged. */
const shape = (closes: readonly number[]) =>
  Float64Array.from(closes.slice(1), (c, i) => Math.log(c / closes[i]!));

/** Whether `pattern` occurs anywhere in `series` (offsets fail fast on the first ratio that disagrees). */
function occursIn(series: Float64Array, pattern: Float64Array): boolean {
  search: for (let k = 0; k + pattern.length <= series.length; k++) {
    for (let j = 0; j < pattern.length; j++)
      if (Math.abs(series[k + j]! - pattern[j]!) > TOLERANCE) continue search;
    return true;
  }
  return false;
}

describe.each(BACKENDS)("Bull or Bear rounds on $name", (backend) => {
  let ctx: TestContext;
  let learner: TestUser;
  /** Every chart a learner may read: "<id> <range>" -> its closes' shape. */
  const charts = new Map<string, Float64Array>();

  // About 2,300 chart reads per backend (~20 s on an idle two-core machine): more than the default hook timeout.
  beforeAll(async () => {
    // 120 trading days: longer than a round, so rounds cut from the stored history would fit in it.
    ctx = await createTestContext(backend, { env: { MARKET_HISTORY_DAYS: "120" } });
    learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await ctx.app.market.ready();
    const requests = [...ctx.app.market.byId.keys()].flatMap((id) =>
      CHART_RANGES.map((range) => ({ id, range })),
    );
    // A few at a time: the shared CI machine has two cores.
    for (let i = 0; i < requests.length; i += 16) {
      await Promise.all(
        requests.slice(i, i + 16).map(async ({ id, range }) => {
          const res = await ctx.api("GET", `/api/scrips/chart-data/${id}?range=${range}`, {
            token: learner.token,
          });
          expect(res.status).toBe(200);
          charts.set(`${id} ${range}`, shape(res.body.candles.map((c: { close: number }) => c.close)));
        }),
      );
    }
  }, 300_000);
  afterAll(async () => {
    await ctx.close();
  });

  /** Plays the learner's latest g1 set to the end and returns its rounds with their reveals. */
  async function playSet(): Promise<{ candles: G1Candle[]; after: G1Candle[]; answer: string }[]> {
    const start = await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token });
    expect(start.body.resumed).toBe(false);
    let wins = 0;
    for (let round = 1; round <= 10; round++) {
      const res = await ctx.api("POST", `/api/games/round-wins/${start.body.id}`, {
        token: learner.token,
        body: { round, pick: round % 2 ? "up" : "down", wins },
      });
      expect(res.status).toBe(200);
      wins = res.body.wins;
    }
    const view = await ctx.api("GET", "/api/games/gameg1", { token: learner.token });
    const done = await ctx.api("POST", `/api/games/set-wins/${start.body.id}`, {
      token: learner.token,
      body: { wins },
    });
    expect(done.status).toBe(200);
    return view.body.rounds.map(
      (r: { candles: G1Candle[]; reveal: { after: G1Candle[]; answer: string } }) => ({
        candles: r.candles,
        after: r.reveal.after,
        answer: r.reveal.answer,
      }),
    );
  }

  it("the search finds a window cut from a chart the way rounds used to be", async () => {
    // The control: without it, a search that can find nothing would pass the test below.
    const id = ctx.app.market.scrips[0]!.id;
    const chart = await ctx.api("GET", `/api/scrips/chart-data/${id}?range=2Y`, { token: learner.token });
    const window = (chart.body.candles as { close: number }[]).slice(20, 20 + G1_CANDLES).map((c) => c.close);
    const rebased = window.map((c) => Math.round((c / window[G1_CANDLES - 1]!) * G1_REBASE * 100) / 100);
    const pattern = shape(rebased);
    expect(pattern).toHaveLength(G1_CANDLES - 1);
    const containing = [...charts].filter(([, series]) => occursIn(series, pattern)).map(([chart]) => chart);
    expect(containing).toContain(`${id} 2Y`);
  });

  it("finds no round of fresh sets in any chart range of any scrip or in an earlier set's reveals", async () => {
    const reveals: Float64Array[] = [];
    const found: string[] = [];
    for (let set = 1; set <= 3; set++) {
      const rounds = await playSet();
      rounds.forEach((r, i) => {
        expect(r.candles).toHaveLength(G1_CANDLES);
        const pattern = shape(r.candles.map((c) => c.close));
        for (const [chart, series] of charts)
          if (occursIn(series, pattern)) found.push(`set ${set} round ${i + 1}: ${chart}`);
        reveals.forEach((series, j) => {
          if (occursIn(series, pattern)) found.push(`set ${set} round ${i + 1}: earlier reveal ${j + 1}`);
        });
        // The answer is the shown series' own continuation.
        expect(r.after).toHaveLength(5);
        expect(r.answer).toBe(g1Direction(G1_REBASE, r.after[4]!.close));
      });
      reveals.push(...rounds.map((r) => shape([...r.candles, ...r.after].map((c) => c.close))));
    }
    expect(found).toEqual([]);
  });

  it("tells the learner plainly that a round is simulated practice data", async () => {
    const { id } = (await ctx.api("GET", "/api/games/start_game/g1", { token: learner.token })).body;
    const res = await ctx.api("POST", `/api/games/round-wins/${id}`, {
      token: learner.token,
      body: { round: 1, pick: "up", wins: 0 },
    });
    expect(res.body.g1).toMatchObject({ source: "simulated" });
    expect(res.body.g1.description).toMatch(
      /^Simulated practice data: .*not a real company's price history\.$/,
    );
    expect(JSON.stringify(res.body)).not.toMatch(/"company"|"short_code"|\d{4}-\d{2}-\d{2}/);
    const view = await ctx.api("GET", "/api/games/gameg1", { token: learner.token });
    expect(view.body.rounds[0].reveal).toEqual(res.body.g1);
  });

  /** A g1 set as sets were stored before rounds were simulated: ten windows of a scrip's 2Y chart. */
  async function historySet(user: TestUser): Promise<{ id: number; rounds: G1HistoryRound[] }> {
    const scrip = ctx.app.market.scrips[1]!;
    const chart = await ctx.api("GET", `/api/scrips/chart-data/${scrip.id}?range=2Y`, { token: user.token });
    const rounds = Array.from({ length: 10 }, (_, r): G1HistoryRound => {
      const bars = chart.body.candles.slice(r * 5, r * 5 + 65) as {
        open: number;
        high: number;
        low: number;
        close: number;
      }[];
      const scale = G1_REBASE / bars[G1_CANDLES - 1]!.close;
      const candles = bars.map((b, i) => ({
        t: i + 1,
        open: b.open * scale,
        high: b.high * scale,
        low: b.low * scale,
        close: b.close * scale,
      }));
      const last = candles[64]!.close;
      return {
        srCode: scrip.srCode,
        shortCode: scrip.shortCode,
        name: scrip.name,
        industry: scrip.industry,
        from: "2026-01-01",
        to: "2026-04-01",
        candles: candles.slice(0, G1_CANDLES),
        after: candles.slice(G1_CANDLES),
        changePercent: last - G1_REBASE,
        answer: g1Direction(G1_REBASE, last),
      };
    });
    const [row] = await ctx.db
      .insert(gameSessions)
      .values({ userId: user.id, game: "g1", program: "FMEPGOLD", content: { rounds }, maxScore: 10 })
      .returning({ id: gameSessions.id });
    return { id: row!.id, rounds };
  }

  it("replaces the uncalled rounds of a set started from the stored history, keeping the called one", async () => {
    const user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const { id, rounds } = await historySet(user);
    await ctx.db.insert(gameAnswers).values({ gameId: id, round: 1, pick: "up", points: 1, correct: true });
    await ctx.db.update(gameSessions).set({ score: 1 }).where(eq(gameSessions.id, id));

    // Two reads at once replace the rounds once: both show the same new charts.
    const [view, twin] = await Promise.all([
      ctx.api("GET", "/api/games/gameg1", { token: user.token }),
      ctx.api("GET", "/api/games/gameg1", { token: user.token }),
    ]);
    expect(view.status).toBe(200);
    expect(twin.body).toEqual(view.body);
    expect(view.body.rounds[0].candles).toEqual(rounds[0]!.candles);
    expect(view.body.rounds[0].reveal).toMatchObject({ source: "market-history" });
    expect(view.body.rounds[0].reveal.description).toContain(rounds[0]!.shortCode);
    for (const r of view.body.rounds.slice(1)) {
      const pattern = shape(r.candles.map((c: G1Candle) => c.close));
      expect([...charts.values()].some((series) => occursIn(series, pattern))).toBe(false);
    }
    // The same rounds on the next read: replaced once, not on every read.
    const again = await ctx.api("GET", "/api/games/gameg1", { token: user.token });
    expect(again.body.rounds).toEqual(view.body.rounds);
  });

  it("refuses a call on an uncalled history round with 409 and gives that round a new chart", async () => {
    const user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const { id, rounds } = await historySet(user);
    const call = { token: user.token, body: { round: 2, pick: "down", wins: 0 } };
    const refused = await ctx.api("POST", `/api/games/round-wins/${id}`, call);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("round_replaced");
    expect(await ctx.db.select().from(gameAnswers).where(eq(gameAnswers.gameId, id))).toHaveLength(0);
    const view = await ctx.api("GET", "/api/games/gameg1", { token: user.token });
    expect(view.body.rounds[1].candles).not.toEqual(rounds[1]!.candles);
    const accepted = await ctx.api("POST", `/api/games/round-wins/${id}`, call);
    expect(accepted.status).toBe(200);
    expect(accepted.body.g1.source).toBe("simulated");
  });
});
