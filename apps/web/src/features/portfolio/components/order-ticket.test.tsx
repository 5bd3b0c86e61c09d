// Issue 26: a LIMIT or SL order starts with the last price filled in, also when the type was picked before the
// price had loaded, never at 0.00.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../lib/token.ts";
import { renderWithApp, stubFetch } from "../../../test/render.tsx";
import { withStartingPrices } from "./order-form.ts";
import type { OrderFormValues } from "./order-form.ts";
import { OrderTicket } from "./order-ticket.tsx";

const SCRIP = {
  id: 3,
  srCode: "500325",
  shortCode: "RELIANCE",
  name: "Reliance Industries",
  industry: "Energy",
  segment: "LARGE",
  market_price: 2456.3,
  prev_close: 2440,
  change: 16.3,
  change_pct: 0.67,
  market_cap: 1,
  is_watch: false,
};

const EMPTY: OrderFormValues = {
  action: "BUY",
  typ: "LIMIT",
  qty: 1,
  price: "",
  trigger: "",
  activeSl: false,
  stop: "",
  reason: "",
};

describe("order ticket starting prices", () => {
  beforeEach(() => {
    setToken("t");
    // jsdom has no FontFaceSet; the reason field's autosize listens to it.
    if (!("fonts" in document))
      Object.defineProperty(document, "fonts", {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts a limit at the last price and a trigger 1% beyond it, leaving typed prices alone", () => {
    expect(withStartingPrices(EMPTY, 2456.32)).toMatchObject({ price: 2456.3 });
    expect(withStartingPrices({ ...EMPTY, price: 0 }, 100)).toMatchObject({ price: 100 });
    expect(withStartingPrices({ ...EMPTY, typ: "SL", action: "SELL" }, 100)).toMatchObject({
      price: 100,
      trigger: 99,
    });
    expect(withStartingPrices({ ...EMPTY, price: 2400 }, 2456.3)).toMatchObject({ price: 2400 });
    expect(withStartingPrices(EMPTY, null)).toEqual(EMPTY);
  });

  it("fills the limit price once the quote arrives after LIMIT was picked", async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const api = stubFetch({ "GET /api/scrips/data/": { scrip: SCRIP, holding: null } });
    // The quote answers only once released, so LIMIT is picked while the price is still loading.
    const slow = async (input: RequestInfo | URL, init?: RequestInit) => {
      await loaded;
      return api.stub(input, init);
    };
    vi.stubGlobal("fetch", slow);
    renderWithApp(
      <OrderTicket
        mode={{ kind: "new", scrip: { id: 3, name: SCRIP.name, shortCode: SCRIP.shortCode } }}
        availableCash={100000}
        onClose={() => undefined}
        onDone={() => undefined}
      />,
    );
    await userEvent.click(await screen.findByRole("radio", { name: "LIMIT" }));
    const limit = screen.getByLabelText<HTMLInputElement>(/Limit price/);
    expect(limit.value).toBe("");
    release();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Limit price/).value).toBe("2456.30"));
  }, 20_000);
});
