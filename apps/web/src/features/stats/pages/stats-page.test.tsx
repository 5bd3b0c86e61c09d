import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortfolioStats } from "@fincareer/domain/contract/market";
import { setToken } from "../../../lib/token.ts";
import { renderWithApp, stubFetch } from "../../../test/render.tsx";
import StatsPage from "./stats-page.tsx";

vi.mock("../components/return-chart.tsx", () => ({
  ReturnChart: ({ series, label }: { series: unknown[]; label: string }) => (
    <div role="img" aria-label={label}>
      {series.length} points
    </div>
  ),
}));

const trade = {
  order_id: 9,
  scrip_id: 3,
  shortCode: "TCS",
  name: "Tata Consultancy Services Ltd",
  qty: 5,
  buy_price: 4000,
  sell_price: 4200,
  pnl: 1000,
  pnl_pct: 5,
  closed_at: "2026-03-04T09:00:00.000Z",
};

const STATS: PortfolioStats = {
  series: [
    { date: "2026-03-03", value: 1_000_000, return_pct: 0, index_return_pct: 0 },
    { date: "2026-03-04", value: 1_012_500, return_pct: 1.25, index_return_pct: -0.4 },
  ],
  realised_pnl: 1000,
  unrealised_pnl: -250.5,
  trades: 4,
  wins: 3,
  win_rate_pct: 75,
  best_trades: [trade],
  worst_trades: [],
  leaderboard: [
    { rank: 1, name: "Meera M.", total_value: 1_020_000, return_pct: 2, is_me: false },
    { rank: 2, name: "Asha R.", total_value: 1_012_500, return_pct: 1.25, is_me: true },
  ],
  cohort: "FMEPGOLD",
  my_rank: 2,
  cohort_size: 14,
};

describe("stats page", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("shows return against the index, P&L, win rate, trades and the cohort leaderboard", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/portfolio/stats": STATS }).stub);
    renderWithApp(<StatsPage />, { path: "/stats" });
    expect((await screen.findByRole("img", { name: /return against SENSEX/ })).textContent).toBe("2 points");
    expect(screen.getAllByText("+1.25%")).toHaveLength(2);
    expect(screen.getByText("SENSEX -0.40%")).toBeTruthy();
    expect(screen.getByText("-₹ 250.50")).toBeTruthy();
    expect(screen.getByText("75%")).toBeTruthy();
    expect(screen.getByText("3 of 4 closed trades")).toBeTruthy();
    expect(screen.getByText("of 14 in FMEPGOLD")).toBeTruthy();
    const best = screen.getByRole("list", { name: "Best trades" });
    expect(within(best).getByText("TCS")).toBeTruthy();
    expect(within(best).getByText("₹ 1,000.00")).toBeTruthy();
    expect(screen.getByText("No losing trades yet. Closed trades appear here.")).toBeTruthy();
    const board = screen.getByRole("table", { name: "Cohort leaderboard" });
    const me = within(board).getByText("(you)").closest("tr");
    expect(me?.textContent).toContain("Asha R.");
  });

  it("explains an empty history instead of drawing a chart", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/portfolio/stats": {
          ...STATS,
          series: [],
          trades: 0,
          wins: 0,
          win_rate_pct: null,
          best_trades: [],
          leaderboard: [],
        },
      }).stub,
    );
    renderWithApp(<StatsPage />, { path: "/stats" });
    expect(
      await screen.findByText("Your return chart starts after your first full trading day."),
    ).toBeTruthy();
    expect(screen.getByText("No closed trades yet")).toBeTruthy();
    expect(
      screen.getByText("The leaderboard fills once learners in your cohort start trading."),
    ).toBeTruthy();
  });
});
