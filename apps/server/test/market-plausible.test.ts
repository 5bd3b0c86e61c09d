// Simulated prices stay plausible for the company they stand for (issue 41): over many seeds, every scrip's generated
// history ends a year with a return, and spans a 52-week high and low, that a listed company of its size and sector
// shows; large-caps move at their sector's volatility (IT at 20-30 % a year). And the joins between simulated and
// imported real prices invent no move (planJoins).
import { describe, expect, it } from "vitest";
import { annualisedVolatility, dailyReturns } from "@fincareer/domain/market-analytics";
import { capSegment } from "@fincareer/domain/market";
import { loadCompanies } from "../src/modules/market/reference.ts";
import { generateHistory } from "../src/modules/market/history.ts";
import { planJoins } from "../src/modules/market/eod-import.ts";
import type { SourcedBar } from "../src/modules/market/eod-import.ts";
import { LARGE_CAP_VOLATILITY, modelVolatility, TRADING_DAYS } from "../src/modules/market/simulator.ts";

const companies = loadCompanies();
/** 300 weekdays from 2025-09-01: the history's days (the calendar's holidays do not change the model). */
const days: string[] = [];
for (let t = Date.UTC(2025, 8, 1); days.length < 300; t += 86_400_000) {
  const d = new Date(t);
  if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
}
const SEEDS = [20241101, ...Array.from({ length: 29 }, (_, k) => 1 + k * 7919)];

/** Each scrip's last-year figures in one generated history. */
function yearFigures(seed: number) {
  const { daily } = generateHistory({ companies, baskets: [], days, seed });
  const byCode = new Map<string, typeof daily>();
  for (const b of daily) {
    const list = byCode.get(b.code) ?? [];
    list.push(b);
    byCode.set(b.code, list);
  }
  return companies.map((c) => {
    const bars = byCode.get(c.srCode)!;
    const year = bars.slice(-(TRADING_DAYS + 1));
    const last = year.at(-1)!.close;
    return {
      company: c,
      large: capSegment((c.sharesOutstanding * c.referenceClose) / 100) === "LARGE",
      last,
      return1y: last / year[0]!.close - 1,
      high: Math.max(...year.map((b) => b.high)),
      low: Math.min(...year.map((b) => b.low)),
      vol: annualisedVolatility(dailyReturns(year.map((b) => b.close)))!,
    };
  });
}

describe("the seeded simulator across all scrips and many seeds", () => {
  const runs = SEEDS.map(yearFigures);

  it("ends every history at the scrip's reference close", () => {
    for (const run of runs) for (const f of run) expect(f.last).toBe(f.company.referenceClose);
  });

  it("keeps 1-year returns and 52-week ranges realistic for each scrip's size and sector", () => {
    for (const run of runs)
      for (const f of run) {
        const where = `${f.company.shortCode} (${f.company.industry})`;
        // Steady large-caps (IT, banks, FMCG, pharma...): as TCS, Infosys or HUL move in a year.
        const steady = f.large && (LARGE_CAP_VOLATILITY[f.company.industry]?.[1] ?? 1) <= 0.32;
        const [down, up, range, highOverLast] = steady
          ? [-0.45, 0.8, 2.25, 2.25]
          : f.large
            ? [-0.5, 1.0, 3.1, 3.1]
            : [-0.65, 1.6, 4.5, 4.5];
        expect(f.return1y, where).toBeGreaterThan(down);
        expect(f.return1y, where).toBeLessThan(up);
        expect(f.high / f.low, where).toBeLessThan(range);
        // The 52-week high is never far above where a stock ends a year it fell in.
        expect(f.high / f.last, where).toBeLessThan(highOverLast);
        if (f.company.shortCode === "TCS") {
          // Not a 52-week high of 6,119.50 and -29.6 % on the year: within about -22 % to +41 % (TCS's band).
          expect(f.return1y, where).toBeGreaterThan(-0.23);
          expect(f.return1y, where).toBeLessThan(0.42);
          expect(f.high / f.low, where).toBeLessThan(1.66);
          expect(f.high / f.last, where).toBeLessThan(1.66);
        }
      }
  });

  it("moves large-caps at their sector's volatility: IT large-caps 20-30 % a year, TCS among them", () => {
    const tcs = companies.find((c) => c.shortCode === "TCS")!;
    expect(modelVolatility(tcs, (tcs.sharesOutstanding * tcs.referenceClose) / 100)).toBeGreaterThanOrEqual(
      0.2,
    );
    for (const run of runs)
      for (const f of run.filter((x) => x.large)) {
        const [lo, hi] = LARGE_CAP_VOLATILITY[f.company.industry] ?? [0.18, 0.38];
        // Realised over one year of daily closes: the model's volatility give or take sampling error.
        expect(f.vol, f.company.shortCode).toBeGreaterThan(lo * 0.7);
        expect(f.vol, f.company.shortCode).toBeLessThan(hi * 1.2);
      }
    const itVols = runs.flatMap((run) =>
      run.filter((f) => f.large && f.company.industry === "IT Services").map((f) => f.vol),
    );
    const mean = itVols.reduce((a, b) => a + b, 0) / itVols.length;
    expect(mean).toBeGreaterThan(0.17);
    expect(mean).toBeLessThan(0.3);
  });
});

describe("joining simulated days to imported real ones", () => {
  const sim = (day: string, close: number): SourcedBar => ({
    day,
    open: close,
    high: close + 500,
    low: close - 500,
    close,
    source: "simulated",
  });
  const real = (day: string, open: number, close: number): SourcedBar => ({
    day,
    open,
    high: Math.max(open, close) + 500,
    low: Math.min(open, close) - 500,
    close,
    source: "real",
  });
  // TCS simulated near ₹4,276.90, then two real days near ₹3,100, then four simulated days to yesterday.
  const bars = [
    sim("2026-11-20", 427_000),
    sim("2026-11-23", 425_000),
    sim("2026-11-24", 428_000),
    sim("2026-11-25", 427_690),
    real("2026-11-26", 310_000, 311_500),
    real("2026-11-27", 311_500, 312_005),
    sim("2026-11-30", 440_000),
    sim("2026-12-01", 441_000),
  ];
  const vol = 0.2;
  const dailyMove = vol / Math.sqrt(TRADING_DAYS);
  const plan = planJoins(bars, vol, (day) => day.length * 31);
  const byDay = new Map(plan.redrawn.map((b) => [b.day, b]));

  it("scales the simulated days before the first real day so they close at its open, moves kept", () => {
    expect(plan.scaleBefore).toBeCloseTo(310_000 / 427_690, 6);
    expect(byDay.get("2026-11-25")!.close).toBe(310_000);
    // The simulated day-to-day moves are unchanged (to the tick).
    const ratio = byDay.get("2026-11-24")!.close / byDay.get("2026-11-23")!.close;
    expect(ratio).toBeCloseTo(428_000 / 425_000, 3);
  });

  it("starts the first simulated price after the import within a normal daily move of the last real close", () => {
    const first = byDay.get("2026-11-30")!;
    expect(Math.abs(Math.log(first.close / 312_005))).toBeLessThan(4 * dailyMove);
    expect(Math.abs(Math.log(first.open / 312_005))).toBeLessThan(4 * dailyMove);
    // Every later simulated day moves like a day, not like the 40 % gap to the old simulated level.
    const after = plan.redrawn.filter((b) => b.day > "2026-11-27");
    for (let k = 1; k < after.length; k++)
      expect(Math.abs(Math.log(after[k]!.close / after[k - 1]!.close))).toBeLessThan(4 * dailyMove);
  });

  it("bridges simulated days between two real ones from the earlier close to the later open", () => {
    const holed = [
      real("2026-11-20", 300_000, 301_000),
      sim("2026-11-23", 420_000),
      sim("2026-11-24", 421_000),
      real("2026-11-25", 305_000, 306_000),
    ];
    const p = planJoins(holed, vol, () => 9);
    expect(p.scaleBefore).toBeNull();
    expect(p.redrawn.map((b) => b.day)).toEqual(["2026-11-23", "2026-11-24"]);
    expect(p.redrawn.at(-1)!.close).toBe(305_000);
    expect(Math.abs(Math.log(p.redrawn[0]!.close / 301_000))).toBeLessThan(4 * dailyMove + 0.01);
  });
});
