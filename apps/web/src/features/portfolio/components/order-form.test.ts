import { describe, expect, it } from "vitest";
import { estimatedValue, orderBody, serverOrderErrors, validateOrder } from "./order-form.ts";
import type { OrderFormValues } from "./order-form.ts";

const base: OrderFormValues = {
  action: "BUY",
  typ: "MARKET",
  qty: 10,
  price: "",
  trigger: "",
  activeSl: false,
  stop: "",
  reason: "Results beat estimates",
};
const ctx = { scripPicked: true, held: 5, reasonRequired: true };

describe("order form", () => {
  it("sends a MARKET order with unused prices as 0", () => {
    expect(validateOrder(base, ctx)).toEqual({});
    expect(orderBody(base)).toEqual({
      action: "BUY",
      typ: "MARKET",
      qty: 10,
      price: 0,
      sprice: 0,
      active_sl: false,
      reason: "Results beat estimates",
    });
  });

  it("sends a LIMIT BUY with a protective stop as price + sprice + active_sl", () => {
    const v = { ...base, typ: "LIMIT" as const, price: 100, activeSl: true, stop: 95 };
    expect(validateOrder(v, ctx)).toEqual({});
    expect(orderBody(v)).toMatchObject({ typ: "LIMIT", price: 100, sprice: 95, active_sl: true });
  });

  it("sends SL with limit and trigger, SL-M with the trigger only", () => {
    expect(orderBody({ ...base, action: "SELL", typ: "SL", qty: 2, price: 90, trigger: 91 })).toMatchObject({
      price: 90,
      sprice: 91,
      active_sl: false,
    });
    expect(orderBody({ ...base, typ: "SL-M", price: 90, trigger: 120, activeSl: true })).toMatchObject({
      price: 0,
      sprice: 120,
      active_sl: false,
    });
  });

  it("asks for a company, a whole quantity, prices on the 0.05 tick and a reason", () => {
    const errors = validateOrder(
      { ...base, typ: "SL", qty: 1.5, price: 100.03, trigger: "", reason: " " },
      { ...ctx, scripPicked: false },
    );
    expect(errors).toEqual({
      scrip: "Pick a company.",
      qty: "Enter a whole number of shares, at least 1.",
      price: "The limit price must be in steps of ₹0.05.",
      trigger: "Enter the trigger price.",
      reason: "Write a line for your trading journal: why this trade?",
    });
  });

  it("rejects a SELL larger than the holding before sending it", () => {
    expect(validateOrder({ ...base, action: "SELL", qty: 6 }, ctx).qty).toBe("You hold only 5 shares.");
    expect(validateOrder({ ...base, action: "SELL", qty: 1 }, { ...ctx, held: 0 }).qty).toBe(
      "You hold no shares of this company to sell.",
    );
  });

  it("uses the domain rules for a stop on the wrong side", () => {
    expect(validateOrder({ ...base, typ: "LIMIT", price: 100, activeSl: true, stop: 105 }, ctx).stop).toBe(
      "The stop-loss must be below the BUY limit price.",
    );
    expect(validateOrder({ ...base, typ: "SL", price: 99, trigger: 100 }, ctx).price).toBe(
      "For a BUY SL order the limit price must be at or above the trigger price.",
    );
  });

  it("refuses stops on the wrong side of the last price beside the field, as the server does", () => {
    const live = { ...ctx, ltp: 100 };
    expect(validateOrder({ ...base, typ: "SL-M", trigger: 99 }, live).trigger).toBe(
      "Trigger price for a stop-loss buy must be above the last traded price (₹\u00a0100.00).",
    );
    expect(validateOrder({ ...base, action: "SELL", qty: 1, typ: "SL-M", trigger: 101 }, live).trigger).toBe(
      "Trigger price for a stop-loss sell must be below the last traded price (₹\u00a0100.00).",
    );
    expect(validateOrder({ ...base, activeSl: true, stop: 100.5 }, live).stop).toBe(
      "The stop-loss must be below the last traded price (₹\u00a0100.00).",
    );
    expect(validateOrder({ ...base, typ: "SL-M", trigger: 101 }, live)).toEqual({});
  });

  it("refuses zero and negative input instead of rewriting it", () => {
    expect(validateOrder({ ...base, qty: 0 }, ctx).qty).toBe("Enter a whole number of shares, at least 1.");
    expect(validateOrder({ ...base, typ: "LIMIT", price: -5 }, ctx).price).toBe(
      "The limit price must be above ₹0.",
    );
    expect(validateOrder({ ...base, typ: "SL-M", trigger: 0 }, ctx).trigger).toBe(
      "The trigger price must be above ₹0.",
    );
  });

  it("lets a modification keep its reason", () => {
    expect(validateOrder({ ...base, reason: "" }, { ...ctx, reasonRequired: false })).toEqual({});
  });

  it("estimates the value from the limit, the trigger or the last price", () => {
    expect(estimatedValue(base, 250)).toBe(2500);
    expect(estimatedValue({ ...base, typ: "LIMIT", price: 240 }, 250)).toBe(2400);
    expect(estimatedValue({ ...base, typ: "SL-M", trigger: 260 }, 250)).toBe(2600);
    expect(estimatedValue({ ...base, qty: "" }, 250)).toBeNull();
    expect(estimatedValue(base, null)).toBeNull();
  });

  it("puts the server's field messages on the ticket's inputs, its sprice on the trigger or the stop", () => {
    const named = { qty: "Enter a quantity", sprice: "Set the trigger below the price", upid: "Unknown" };
    expect(serverOrderErrors(named, { ...base, typ: "SL-M" })).toEqual({
      qty: "Enter a quantity",
      trigger: "Set the trigger below the price",
    });
    expect(serverOrderErrors(named, { ...base, activeSl: true })).toEqual({
      qty: "Enter a quantity",
      stop: "Set the trigger below the price",
    });
  });
});
