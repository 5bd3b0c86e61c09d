import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScripData } from "@fincareer/domain/contract/market";
import { setToken } from "../../../lib/token.ts";
import { jsonBody, renderWithApp, stubFetch } from "../../../test/render.tsx";
import CompanyPage from "./company-page.tsx";

// The canvas chart cannot draw in jsdom; the page's part is handing it the candles.
vi.mock("../components/candle-chart.tsx", () => ({
  CandleChart: ({ candles, label }: { candles: unknown[]; label: string }) => (
    <div role="img" aria-label={label}>
      {candles.length} candles
    </div>
  ),
}));

const DATA: ScripData = {
  scrip: {
    id: 7,
    srCode: "500180",
    shortCode: "HDFCBANK",
    name: "HDFC Bank Ltd",
    industry: "Banks",
    segment: "LARGE",
    market_price: 1791.9,
    prev_close: 1792.45,
    change: -0.55,
    change_pct: -0.03,
    market_cap: 13_69_994 * 1e7,
    is_watch: false,
  },
  data: {
    open: 1792.45,
    high: 1795,
    low: 1788.1,
    week52_high: 2270.75,
    week52_low: 1791.25,
    shares_outstanding: 7_64_42_00_000,
    beta: 1.14,
    volatility: 0.21,
    return_1m_pct: -8.84,
    return_1y_pct: -11.71,
    indices: ["SENSEX", "BANKEX"],
    real_to: null,
    real: null,
  },
  holding: null,
  is_watch: false,
  market: {
    mode: "always",
    open: true,
    next_open: "2026-03-05T04:00:00.000Z",
    as_of: "2026-03-05T04:00:00.000Z",
    prices: { real_from: null, real_to: null, real_scrips: 0 },
    calendar: { covered_to: "2026-12-31", note: null },
  },
};

const CHART = {
  id: 7,
  srCode: "500180",
  shortCode: "HDFCBANK",
  range: "6M",
  interval: "1d",
  candles: [
    { time: 1767225600, open: 1, high: 2, low: 0.5, close: 1.5 },
    { time: 1767312000, open: 1.5, high: 2, low: 1, close: 1.8 },
  ],
};

function PortfolioProbe() {
  const { state } = useLocation();
  return <p>portfolio state {JSON.stringify(state)}</p>;
}

function renderCompany(state: unknown) {
  return renderWithApp(
    <Routes>
      <Route path="/company" element={<CompanyPage />} />
      <Route path="/portfolio" element={<PortfolioProbe />} />
    </Routes>,
    { path: { pathname: "/company", state } as unknown as string },
  );
}

describe("company page", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the price, candlestick chart and key data of the company passed in the router state", async () => {
    const api = stubFetch({ "GET /api/scrips/data/7": DATA, "GET /api/scrips/chart-data/7": CHART });
    vi.stubGlobal("fetch", api.stub);
    renderCompany({ name: "HDFC Bank Ltd", id: 7 });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("HDFC Bank Ltd");
    expect(await screen.findByText("₹ 1,791.90")).toBeTruthy();
    expect(screen.getByLabelText("down -0.55 (-0.03%) since the previous close")).toBeTruthy();
    expect((await screen.findByRole("img", { name: /candlestick chart, 6M/ })).textContent).toBe("2 candles");
    expect(api.calls.some((c) => c.url === "/api/scrips/chart-data/7?range=6M")).toBe(true);
    const keyData = screen.getByRole("region", { name: "Key data" });
    expect(within(keyData).getByText("₹ 13,69,994 Cr")).toBeTruthy();
    expect(within(keyData).getByText("1.14")).toBeTruthy();
    expect(within(keyData).getByText("-11.71%")).toBeTruthy();
    expect(screen.getByText("You do not hold this company.")).toBeTruthy();

    await userEvent.click(screen.getByText("1Y"));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === "/api/scrips/chart-data/7?range=1Y")).toBe(true),
    );
  });

  it("toggles the watch list and reloads it", async () => {
    let watched = false;
    const api = stubFetch({
      "GET /api/scrips/data/7": () => ({ ...DATA, is_watch: watched }),
      "GET /api/scrips/chart-data/7": CHART,
      "POST /api/scrips/watch": (_url: string, init: RequestInit | undefined) => {
        watched = (jsonBody(init) as { is_watch: boolean }).is_watch;
        return { watchList: watched ? [DATA.scrip] : [] };
      },
      "GET /api/scrips/watch/me": () => ({ watchList: watched ? [DATA.scrip] : [] }),
    });
    vi.stubGlobal("fetch", api.stub);
    renderCompany({ name: "HDFC Bank Ltd", id: 7 });
    await userEvent.click(await screen.findByRole("button", { name: "☆ Watch" }));
    expect(await screen.findByRole("button", { name: "★ Watching" })).toBeTruthy();
    const post = api.calls.find((c) => c.method === "POST");
    expect(jsonBody(post?.init)).toEqual({ scrip_id: 7, is_watch: true });
  });

  it("hands Buy over to the portfolio's order ticket with the company", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "GET /api/scrips/data/7": DATA, "GET /api/scrips/chart-data/7": CHART }).stub,
    );
    renderCompany({ name: "HDFC Bank Ltd", id: 7 });
    await screen.findByText("₹ 1,791.90");
    await userEvent.click(screen.getByRole("button", { name: "Buy" }));
    expect(
      await screen.findByText(
        'portfolio state {"trade":{"id":7,"name":"HDFC Bank Ltd","shortCode":"HDFCBANK","action":"BUY"}}',
      ),
    ).toBeTruthy();
  });

  it("asks the learner to pick a company when opened without one", () => {
    vi.stubGlobal("fetch", stubFetch({}).stub);
    renderCompany(null);
    expect(screen.getByRole("heading", { name: "Pick a company" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Home" }).getAttribute("href")).toBe("/dashboard");
  });
});
