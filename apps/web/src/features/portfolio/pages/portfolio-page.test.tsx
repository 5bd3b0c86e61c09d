import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order, PortfolioSummary } from "@fincareer/domain/contract/market";
import { userKeys } from "../../../lib/query-keys.ts";
import { setToken } from "../../../lib/token.ts";
import { jsonBody, makeUser, renderWithApp, stubFetch, testQueryClient } from "../../../test/render.tsx";
import { HOLDING } from "../test-holding.ts";
import PortfolioPage from "./portfolio-page.tsx";

// Row menus and dialogs load their code on first use (lib/on-demand.tsx): on a busy runner the first load of each,
// transformed by Vitest on the spot, can take longer than a findBy's default second.
const ON_DEMAND = { timeout: 10_000 };

const SUMMARY: PortfolioSummary = {
  starting_cash: 1_000_000,
  cash: 900_000,
  committed_cash: 0,
  available_cash: 900_000,
  invested: 28_000,
  market_value: 30_000,
  total_value: 930_000,
  realised_pnl: 0,
  unrealised_pnl: 2_000,
  day_change: 200,
  day_change_pct: 0.02,
  total_return_pct: -7,
  xirr_pct: null,
  holdings_count: 1,
  setup_done: true,
};

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 501,
    scrip_id: 11,
    scripcode: "500209",
    shortCode: "INFY",
    name: "Infosys Ltd",
    action: "BUY",
    typ: "LIMIT",
    qty: 5,
    price: 1450,
    sprice: 0,
    active_sl: false,
    reason: "Dip buy",
    kind: "REGULAR",
    upid: null,
    trailid: null,
    trail: null,
    parent_id: null,
    status: "OPEN",
    status_reason: null,
    waits_for_open: null,
    fill_price: null,
    filled_at: null,
    triggered_at: null,
    created_at: "2026-03-05T04:00:00.000Z",
    updated_at: "2026-03-05T04:00:00.000Z",
    ...overrides,
  };
}

const SCRIP_DATA = {
  scrip: {
    id: 11,
    srCode: "500209",
    shortCode: "INFY",
    name: "Infosys Ltd",
    industry: "IT",
    segment: "LARGE",
    market_price: 1500,
    prev_close: 1490,
    change: 10,
    change_pct: 0.67,
    market_cap: 6e12,
    is_watch: false,
  },
  data: {},
  holding: { upid: 31, qty: 20, avg_price: 1400, invested: 28000, value: 30000, pnl: 2000 },
  is_watch: false,
  market: {
    mode: "always",
    open: true,
    next_open: "2026-03-05T04:00:00.000Z",
    as_of: "2026-03-05T04:00:00.000Z",
  },
};

function api(
  orders: Order[] = [order({ id: 500, status: "COMPLETE", fill_price: 1400, typ: "MARKET", price: 0 })],
) {
  return stubFetch({
    "GET /api/portfolio/list": { portfolio: SUMMARY, myScrips: [HOLDING] },
    "GET /api/order/list": () => ({ orders }),
    "GET /api/scrips/industries": { industries: ["Banks", "IT"] },
    "GET /api/scrips/data/11": SCRIP_DATA,
    "POST /api/order/new/11": (_url: string, init: RequestInit | undefined) => {
      const body = jsonBody(init) as Partial<Order>;
      const placed = order({ ...body, id: 777, created_at: "2026-03-05T05:00:00.000Z" });
      orders.unshift(placed);
      return { order_id: 777, order: placed, message: "Order #777 placed: BUY 3 INFY" };
    },
    "DELETE /api/order/cancel/501": () => {
      orders[0] = order({ status: "CANCELLED" });
      return { order_id: 501, order: orders[0], message: "Order #501 cancelled" };
    },
    "POST /api/order/reason/500": {
      order_id: 500,
      order: order({ id: 500 }),
      message: "Reason of order #500 saved",
    },
    "POST /api/order/newtrail/11": (_url: string, init: RequestInit | undefined) => {
      const body = jsonBody(init) as Partial<Order>;
      return {
        order_id: 900,
        order: order({ ...body, id: 900, kind: "TRAIL" }),
        message: "Trailing stop placed",
      };
    },
  });
}

function calls(stub: ReturnType<typeof api>, method: string, prefix: string) {
  return stub.calls.filter((c) => c.method === method && c.url.startsWith(prefix));
}

describe("portfolio page", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    // Loaded once here, the on-demand parts then open at once in every test.
    await Promise.all([
      import("../../../components/row-menu-dropdown.tsx"),
      import("../components/order-ticket.tsx"),
      import("../components/trail-ticket.tsx"),
      import("../components/cancel-order-dialog.tsx"),
      import("../components/reason-dialog.tsx"),
      import("../components/score-risk-panel.tsx"),
    ]);
    // jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
    if (!("fonts" in document)) {
      Object.defineProperty(document, "fonts", {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  }, 60_000);
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the account totals and the holdings with the segment, industry and sort filters", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PortfolioPage />, { path: "/portfolio" });
    const table = await screen.findByRole("table", { name: "Holdings" });
    expect(within(table).getByText("INFY")).toBeTruthy();
    expect(within(table).getByText("₹ 30,000.00")).toBeTruthy();
    expect(screen.getByText("₹ 9,30,000.00")).toBeTruthy();
    expect(calls(stub, "GET", "/api/portfolio/list")[0]?.url).toBe(
      "/api/portfolio/list?segment=ALL&sort=VALUE&industry=ALL",
    );

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Segment" }), "MID");
    await waitFor(() =>
      expect(calls(stub, "GET", "/api/portfolio/list?segment=MID&sort=VALUE&industry=ALL")).toHaveLength(1),
    );
  });

  it("places a LIMIT order, remembers its id and refreshes portfolio, orders and user info", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    const queryClient = testQueryClient();
    queryClient.setQueryData(userKeys.info(), makeUser());
    renderWithApp(<PortfolioPage />, { path: "/portfolio", queryClient });
    await screen.findByRole("table", { name: "Holdings" });
    const portfolioCalls = calls(stub, "GET", "/api/portfolio/list").length;

    await userEvent.click(screen.getByRole("button", { name: "Buy" }));
    const dialog = await screen.findByRole("dialog", { name: "Buy INFY" }, ON_DEMAND);
    await within(dialog).findByText("1,500.00");
    await userEvent.click(within(dialog).getByText("LIMIT", { exact: true }));
    const qty = within(dialog).getByRole("textbox", { name: "Quantity (shares)" });
    await userEvent.clear(qty);
    await userEvent.type(qty, "3");
    expect(within(dialog).getByRole<HTMLInputElement>("textbox", { name: "Limit price (₹)" }).value).toBe(
      "1500.00",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Cloud deals pipeline");
    await userEvent.click(within(dialog).getByRole("button", { name: "Place BUY order" }));

    await waitFor(() => expect(calls(stub, "POST", "/api/order/new/11")).toHaveLength(1));
    expect(jsonBody(calls(stub, "POST", "/api/order/new/11")[0]?.init)).toEqual({
      action: "BUY",
      typ: "LIMIT",
      qty: 3,
      price: 1500,
      sprice: 0,
      active_sl: false,
      reason: "Cloud deals pipeline",
    });
    const orders = await screen.findByRole("table", { name: "Orders" });
    const latest = within(orders).getByText("Latest").closest("tr");
    expect(latest?.getAttribute("data-order-id")).toBe("777");
    expect(window.sessionStorage.getItem("latestOrderId")).toBe("777");
    await waitFor(() =>
      expect(calls(stub, "GET", "/api/portfolio/list").length).toBeGreaterThan(portfolioCalls),
    );
    expect(calls(stub, "GET", "/api/order/list").length).toBeGreaterThan(1);
    expect(queryClient.getQueryState(userKeys.info())?.isInvalidated).toBe(true);
  });

  it("stops a SELL larger than the holding before it is sent", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PortfolioPage />, { path: "/portfolio" });
    await screen.findByRole("table", { name: "Holdings" });
    await userEvent.click(screen.getByRole("button", { name: "Sell" }));
    const dialog = await screen.findByRole("dialog", { name: "Sell INFY" }, ON_DEMAND);
    await within(dialog).findByText("You hold 20 shares");
    const qty = within(dialog).getByRole("textbox", { name: "Quantity (shares)" });
    await userEvent.clear(qty);
    await userEvent.type(qty, "25");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Take profit");
    await userEvent.click(within(dialog).getByRole("button", { name: "Place SELL order" }));
    expect(await within(dialog).findByText("You hold only 20 shares.")).toBeTruthy();
    expect(calls(stub, "POST", "/api/order/new")).toHaveLength(0);
  });

  it("shows an error beside a zero quantity instead of rewriting it to 1", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PortfolioPage />, { path: "/portfolio" });
    await screen.findByRole("table", { name: "Holdings" });
    await userEvent.click(screen.getByRole("button", { name: "Sell" }));
    const dialog = await screen.findByRole("dialog", { name: "Sell INFY" }, ON_DEMAND);
    await within(dialog).findByText("You hold 20 shares");
    const qty = within(dialog).getByRole("textbox", { name: "Quantity (shares)" });
    await userEvent.clear(qty);
    await userEvent.type(qty, "0");
    await userEvent.tab();
    expect((qty as HTMLInputElement).value).toBe("0");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Take profit");
    await userEvent.click(within(dialog).getByRole("button", { name: "Place SELL order" }));
    expect(await within(dialog).findByText("Enter a whole number of shares, at least 1.")).toBeTruthy();
    expect(calls(stub, "POST", "/api/order/new")).toHaveLength(0);
  });

  it("shows the order statuses and cancels an open order with a reason", async () => {
    const stub = api([
      order(),
      order({ id: 499, status: "REJECTED", status_reason: "Not enough cash" }),
      order({ id: 498, typ: "SL-M", sprice: 1300, status: "TRIGGER_PENDING", action: "SELL" }),
    ]);
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PortfolioPage />, { path: "/portfolio" });
    await userEvent.click(await screen.findByRole("tab", { name: /Orders/ }));
    const table = await screen.findByRole("table", { name: "Orders" });
    expect(within(table).getByText("Open")).toBeTruthy();
    expect(within(table).getByText("Rejected")).toBeTruthy();
    expect(within(table).getByText("Not enough cash")).toBeTruthy();
    expect(within(table).getByText("Trigger pending")).toBeTruthy();
    expect(within(table).getByText("Trigger 1,300.00")).toBeTruthy();

    await userEvent.click(within(table).getByRole("button", { name: "More actions for order 501" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Cancel order" }, ON_DEMAND));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order #501?" }, ON_DEMAND);
    await userEvent.type(within(dialog).getByRole("textbox"), "Changed my mind");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(calls(stub, "DELETE", "/api/order/cancel/501")).toHaveLength(1));
    expect(jsonBody(calls(stub, "DELETE", "/api/order/cancel/501")[0]?.init)).toEqual({
      reason: "Changed my mind",
    });
    expect(await within(table).findByText("Cancelled")).toBeTruthy();
  });

  it("edits the reason of a finished order", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PortfolioPage />, { path: "/portfolio" });
    await userEvent.click(await screen.findByRole("tab", { name: /Orders/ }));
    await userEvent.click(await screen.findByRole("button", { name: "More actions for order 500" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Edit reason" }, ON_DEMAND));
    const dialog = await screen.findByRole("dialog", { name: "Journal note for order #500" }, ON_DEMAND);
    const box = within(dialog).getByRole("textbox", { name: "Reason" });
    await userEvent.clear(box);
    await userEvent.type(box, "Bought after the results call");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save note" }));
    await waitFor(() => expect(calls(stub, "POST", "/api/order/reason/500")).toHaveLength(1));
    expect(jsonBody(calls(stub, "POST", "/api/order/reason/500")[0]?.init)).toEqual({
      reason: "Bought after the results call",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sets a trailing stop on a holding", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PortfolioPage />, { path: "/portfolio" });
    await screen.findByRole("table", { name: "Holdings" });
    await userEvent.click(screen.getByRole("button", { name: "More actions for INFY" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Set trailing stop" }, ON_DEMAND));
    const dialog = await screen.findByRole("dialog", { name: "Trailing stop on INFY" }, ON_DEMAND);
    const trail = within(dialog).getByRole("textbox", { name: "Trail (₹ below the price)" });
    await userEvent.clear(trail);
    await userEvent.type(trail, "50");
    expect(within(dialog).getByText("₹ 1,450.00")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Protect gains");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set trailing stop" }));
    await waitFor(() => expect(calls(stub, "POST", "/api/order/newtrail/11")).toHaveLength(1));
    expect(jsonBody(calls(stub, "POST", "/api/order/newtrail/11")[0]?.init)).toEqual({
      action: "SELL",
      typ: "SL-M",
      qty: 20,
      price: 0,
      sprice: 1450,
      trail: 50,
      reason: "Protect gains",
      upid: 31,
    });
  });
});
