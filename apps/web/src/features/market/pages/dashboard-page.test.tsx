import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Scrip } from "@fincareer/domain/contract/market";
import { setToken } from "../../../lib/token.ts";
import { makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import DashboardPage, { topMovers } from "./dashboard-page.tsx";

function scrip(id: number, shortCode: string, price: number, prev: number): Scrip {
  return {
    id,
    srCode: String(500000 + id),
    shortCode,
    name: `${shortCode} Ltd`,
    industry: "IT",
    segment: "LARGE",
    market_price: price,
    prev_close: prev,
    change: price - prev,
    change_pct: ((price - prev) / prev) * 100,
    market_cap: 1e12,
    is_watch: false,
  };
}

const SCRIPS = [
  scrip(1, "UPBIG", 110, 100),
  scrip(2, "UPSMALL", 101, 100),
  scrip(3, "FLAT", 100, 100),
  scrip(4, "DOWN", 95, 100),
];

const TICKER = {
  scrips: SCRIPS,
  indices: [
    { code: "SENSEX", no_code: null, short: "SENSEX", name: "BSE SENSEX", price: 74000, previous_eod: 73000 },
  ],
  stocks: [],
  market: {
    mode: "always",
    open: true,
    next_open: "2026-03-05T04:00:00.000Z",
    as_of: "2026-03-05T04:00:00.000Z",
    prices: { real_from: null, real_to: null, real_scrips: 0 },
    calendar: { covered_to: "2026-12-31", note: null as string | null },
  },
};

const PORTFOLIO = {
  portfolio: {
    starting_cash: 1_000_000,
    cash: 1_000_000,
    committed_cash: 0,
    available_cash: 1_000_000,
    invested: 0,
    market_value: 0,
    total_value: 1_000_000,
    realised_pnl: 0,
    unrealised_pnl: 0,
    day_change: 0,
    day_change_pct: 0,
    total_return_pct: 0,
    xirr_pct: null,
    holdings_count: 0,
    setup_done: true,
  },
  myScrips: [],
};

describe("top movers", () => {
  it("ranks by live percentage change and leaves unchanged companies out", () => {
    const { gainers, losers } = topMovers(SCRIPS, { "500004": 104 });
    expect(gainers.map((r) => r.shortCode)).toEqual(["UPBIG", "DOWN", "UPSMALL"]);
    expect(losers).toEqual([]);
    expect(topMovers(SCRIPS, {}).losers.map((r) => r.shortCode)).toEqual(["DOWN"]);
  });
});

describe("dashboard page", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("shows indices, the portfolio summary, an empty watchlist, gainers and losers, and the search box", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/scrips/list": TICKER,
        "GET /api/portfolio/list": PORTFOLIO,
        "GET /api/scrips/watch/me": { watchList: [] },
      }).stub,
    );
    renderWithApp(<DashboardPage />, { path: "/dashboard", user: makeUser({ name: "Asha Rao" }) });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, Asha" })).toBeTruthy();
    const indices = await screen.findByRole("list", { name: "BSE indices" });
    expect(within(indices).getByText("74,000.00")).toBeTruthy();
    expect((await screen.findAllByText("₹ 10,00,000.00")).length).toBe(2);
    expect(screen.getByRole("link", { name: "Place your first order" }).getAttribute("href")).toBe(
      "/portfolio",
    );
    expect(await screen.findByText(/No companies yet/)).toBeTruthy();
    const gainers = screen.getByRole("list", { name: "Top gainers" });
    expect(
      within(gainers)
        .getAllByRole("link")
        .map((a) => a.textContent?.slice(0, 5)),
    ).toEqual(["UPBIG", "UPSMA"]);
    const losers = screen.getByRole("list", { name: "Top losers" });
    expect(within(losers).getByText("DOWN")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Search for companies" })).toBeTruthy();
  });

  it("tells learners when the year's NSE holidays are not loaded: every weekday trades", async () => {
    const note =
      "Trading holidays for 2027 are not loaded yet: every weekday counts as a trading day, so the market opens " +
      "on NSE holidays too.";
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/scrips/list": {
          ...TICKER,
          market: { ...TICKER.market, mode: "nse", calendar: { covered_to: null, note } },
        },
        "GET /api/portfolio/list": PORTFOLIO,
        "GET /api/scrips/watch/me": { watchList: [] },
      }).stub,
    );
    renderWithApp(<DashboardPage />, { path: "/dashboard", user: makeUser({ name: "Asha Rao" }) });
    expect(await screen.findByText(note)).toBeTruthy();
  });
});
