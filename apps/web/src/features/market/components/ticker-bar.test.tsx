import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TickerResponse } from "@fincareer/domain/contract/market";
import { TickerSlot } from "../../../app/shell/ticker-slot.tsx";
import { setToken } from "../../../lib/token.ts";
import { marketKeys } from "../../../lib/query-keys.ts";
import { renderWithApp, stubFetch, testQueryClient } from "../../../test/render.tsx";
import { TickerBar } from "./ticker-bar.tsx";
import { markFirstScreenShown } from "../../../lib/first-screen.ts";

const scrip = {
  id: 11,
  srCode: "500325",
  shortCode: "RELIANCE",
  name: "Reliance Industries Ltd",
  industry: "Oil & Gas",
  segment: "LARGE" as const,
  market_price: 2950.5,
  prev_close: 2900,
  change: 50.5,
  change_pct: 1.74,
  market_cap: 1e13,
  is_watch: false,
};

const TICKER: TickerResponse = {
  scrips: [scrip, { ...scrip, id: 12, srCode: "500180", shortCode: "HDFCBANK", name: "HDFC Bank Ltd" }],
  indices: [
    {
      code: "SENSEX",
      no_code: null,
      short: "SENSEX",
      name: "S&P BSE SENSEX",
      price: 73651.35,
      previous_eod: 73530.9,
    },
    { code: "BANKEX", no_code: null, short: "BANKEX", name: "BSE BANKEX", price: 50000, previous_eod: 50000 },
  ],
  stocks: [
    { srCode: "500325", shortCode: "RELIANCE", market_price: 2950.5, prev_close: 2900 },
    { srCode: "500180", shortCode: "HDFCBANK", market_price: 1500, prev_close: 1525 },
  ],
  market: {
    mode: "always",
    open: true,
    next_open: "2026-03-05T10:00:00.000Z",
    as_of: "2026-03-05T10:00:00.000Z",
    prices: { real_from: null, real_to: null, real_scrips: 0 },
    calendar: { covered_to: "2026-12-31", note: null },
  },
};

function quote(region: HTMLElement, label: string): HTMLElement {
  const item = within(region).getAllByText(label)[0]?.parentElement;
  if (!item) throw new Error(`no quote ${label}`);
  return item;
}

describe("ticker bar", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the ticker list with segment ALL, industry ALL and sort NAME", async () => {
    const api = stubFetch({ "GET /api/scrips/list": TICKER });
    vi.stubGlobal("fetch", api.stub);
    renderWithApp(<TickerBar />);
    await screen.findByRole("region", { name: "Index quotes" });
    const url = new URL(api.calls[0]?.url ?? "", "http://x");
    expect(url.pathname).toBe("/api/scrips/list");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      segment: "ALL",
      industry: "ALL",
      sort: "NAME",
      for_ticker: "1",
    });
  });

  it("shows price, change against the previous close, an arrow and the percentage to 2 decimals", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/scrips/list": TICKER }).stub);
    renderWithApp(<TickerBar />);
    const indices = await screen.findByRole("region", { name: "Index quotes" });
    const sensex = quote(indices, "SENSEX");
    expect(sensex.textContent).toContain("73,651.35");
    expect(within(sensex).getByLabelText("up 120.45 (0.16%) since the previous close").textContent).toBe(
      "▲120.45 (0.16%)",
    );
    // An unchanged quote points down (SPEC.md: down when zero or negative).
    expect(
      within(quote(indices, "BANKEX")).getByLabelText("down 0.00 (0.00%) since the previous close"),
    ).toBeTruthy();

    const stocks = screen.getByRole("region", { name: "Stock quotes" });
    const hdfc = quote(stocks, "HDFCBANK");
    expect(hdfc.textContent).toContain("1,500.00");
    expect(within(hdfc).getByLabelText("down -25.00 (-1.64%) since the previous close")).toBeTruthy();
    expect(hdfc.closest("a")?.getAttribute("href")).toBe("/company");
  });

  it("lets live market prices override the stored ones", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/scrips/list": TICKER }).stub);
    const queryClient = testQueryClient();
    renderWithApp(<TickerBar />, { queryClient });
    const stocks = await screen.findByRole("region", { name: "Stock quotes" });
    queryClient.setQueryData(marketKeys.live(), { "500325": 2871, SENSEX: 73000 });
    await waitFor(() => expect(quote(stocks, "RELIANCE").textContent).toContain("2,871.00"));
    expect(
      within(quote(stocks, "RELIANCE")).getByLabelText("down -29.00 (-1.00%) since the previous close"),
    ).toBeTruthy();
    const indices = screen.getByRole("region", { name: "Index quotes" });
    expect(quote(indices, "SENSEX").textContent).toContain("73,000.00");
  });

  it("renders only the stock quotes that can be on screen, not the whole row", async () => {
    const stocks = Array.from({ length: 300 }, (_, i) => ({
      srCode: String(600000 + i),
      shortCode: `CO${i}`,
      market_price: 100 + i,
      prev_close: 100,
    }));
    vi.stubGlobal("fetch", stubFetch({ "GET /api/scrips/list": { ...TICKER, stocks } }).stub);
    renderWithApp(<TickerBar />);
    const row = await screen.findByRole("region", { name: "Stock quotes" });
    expect(within(row).getByText("CO0")).toBeTruthy();
    const rendered = row.querySelectorAll("[data-quote]").length;
    expect(rendered).toBeGreaterThan(3);
    expect(rendered).toBeLessThan(20);
    expect(within(row).queryByText("CO299")).toBeNull();
  });

  it("says when the market is closed and when it opens", async () => {
    // Sunday 1 March 2026; the fixture's next open is Thursday 5 March, 15:30 IST.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T06:00:00Z") });
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/scrips/list": { ...TICKER, market: { ...TICKER.market, mode: "nse", open: false } },
      }).stub,
    );
    renderWithApp(<TickerBar />);
    expect(await screen.findByText("Market closed, opens Thu 15:30")).toBeTruthy();
    vi.useRealTimers();
  });

  it("shows a message instead of quotes when the list fails", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/scrips/list": new Response("{}", { status: 500 }) }).stub);
    renderWithApp(<TickerBar />);
    expect(await screen.findByText("Index quotes are unavailable right now.")).toBeTruthy();
  });
});

describe("ticker slot", () => {
  beforeEach(() => {
    setToken("t");
    // The bars wait for the first screen (lib/first-screen.ts); here the slot is rendered on its own.
    markFirstScreenShown();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the ticker for FMEP programs only, and never on /signup paths", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/scrips/list": TICKER }).stub);
    const { rerender } = renderWithApp(<TickerSlot program="FMEPGOLD" path="/dashboard" />);
    expect(await screen.findByRole("region", { name: "Stock quotes" })).toBeTruthy();
    rerender(<TickerSlot program="IBEPGOLD" path="/dashboard" />);
    expect(screen.queryByRole("region", { name: "Stock quotes" })).toBeNull();
    rerender(<TickerSlot program="FMEPGOLD" path="/signup/step2" />);
    expect(screen.queryByRole("region", { name: "Stock quotes" })).toBeNull();
  });
});
