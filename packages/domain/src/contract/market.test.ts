// The order bodies of the market contract: prices on the ₹0.05 tick with "not given" read as 0, the older clients'
// 0/1 and "true"/"false" flags, path ids and the optional bodies.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_ID } from "./common.ts";
import { CancelOrderBody, ModifyOrderBody, OrderBody, OrderIdParams, WatchBody } from "./market.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

const order = (over: Record<string, unknown> = {}) => ({
  action: "BUY",
  typ: "LIMIT",
  qty: 10,
  price: 101.5,
  sprice: 0,
  ...over,
});

describe("OrderBody prices", () => {
  it("reads a missing, null or empty price as 0 (not given), and a numeric string as its number", () => {
    for (const price of [undefined, null, ""]) {
      expect(OrderBody.parse(order({ price })).price, String(price)).toBe(0);
    }
    expect(OrderBody.parse(order({ price: "250.05", sprice: "0" }))).toMatchObject({
      price: 250.05,
      sprice: 0,
    });
  });

  it("refuses a negative price, naming the field", () => {
    expect(issues(OrderBody, order({ price: -0.05 }))).toEqual([
      "price: Enter the limit price in rupees, 0 or more",
    ]);
    expect(issues(OrderBody, order({ sprice: -5 }))).toEqual([
      "sprice: Enter the trigger price in rupees, 0 or more",
    ]);
    expect(OrderBody.parse(order({ price: 0 })).price).toBe(0);
  });

  it("takes prices up to ₹1,00,00,000 and refuses one tick more", () => {
    expect(OrderBody.parse(order({ price: 10_000_000 })).price).toBe(10_000_000);
    expect(issues(OrderBody, order({ price: 10_000_000.05 }))).toEqual([
      "price: Enter a limit price of at most ₹1,00,00,000",
    ]);
  });

  it("refuses a price off the ₹0.05 tick", () => {
    expect(issues(OrderBody, order({ price: 101.52 }))).toEqual([
      "price: Enter the limit price in steps of ₹0.05 (the price tick)",
    ]);
  });

  it("refuses a price that is not a number", () => {
    expect(issues(OrderBody, order({ price: "ten" }))).toEqual(["price: Enter limit price as a number"]);
    expect(issues(OrderBody, order({ price: false }))).toEqual(["price: Enter limit price as a number"]);
  });
});

describe("the active_sl flag", () => {
  it.each([
    [1, true],
    ["1", true],
    ["true", true],
    [true, true],
    [0, false],
    ["0", false],
    ["false", false],
    [false, false],
    [null, false],
    [undefined, false],
  ])("reads %j as %j", (input, expected) => {
    expect(OrderBody.parse(order({ active_sl: input })).active_sl).toBe(expected);
  });

  it.each([[2], ["yes"], ["TRUE"], [""], [[1]]])("refuses %j", (input) => {
    expect(issues(OrderBody, order({ active_sl: input }))).toEqual(["active_sl: must be true or false"]);
  });

  it("reads is_watch the same way, required there but null meaning off", () => {
    expect(WatchBody.parse({ scrip_id: "7", is_watch: "1" })).toEqual({ scrip_id: 7, is_watch: true });
    expect(WatchBody.parse({ scrip_id: 7, is_watch: null })).toEqual({ scrip_id: 7, is_watch: false });
  });
});

describe("ids", () => {
  it("takes positive whole ids up to the largest integer column value", () => {
    expect(OrderIdParams.parse({ id: "42" })).toEqual({ id: 42 });
    expect(OrderIdParams.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
    expect(issues(OrderIdParams, { id: String(MAX_ID + 1) })).toEqual([`id: id must be at most ${MAX_ID}`]);
    expect(issues(OrderIdParams, { id: "0" })).toEqual(["id: id must be above 0"]);
    expect(issues(OrderIdParams, { id: "1.5" })).toEqual(["id: id must be a whole number"]);
  });

  it('reads a modified order\'s upid of 0 or "" as none, and keeps a real one', () => {
    const base = order({ typ: "SL-M", price: 0, sprice: 95 });
    expect(ModifyOrderBody.parse({ ...base, upid: 0 }).upid).toBeNull();
    expect(ModifyOrderBody.parse({ ...base, upid: "" }).upid).toBeNull();
    expect(ModifyOrderBody.parse({ ...base, upid: null }).upid).toBeNull();
    expect(ModifyOrderBody.parse(base).upid).toBeUndefined();
    expect(ModifyOrderBody.parse({ ...base, upid: "12" }).upid).toBe(12);
    expect(issues(ModifyOrderBody, { ...base, upid: -3 })).toEqual(["upid: upid must be above 0"]);
  });
});

describe("CancelOrderBody", () => {
  it("takes no body (or JSON null) as an empty one: no reason", () => {
    expect(CancelOrderBody.parse(undefined)).toEqual({ reason: "" });
    expect(CancelOrderBody.parse(null)).toEqual({ reason: "" });
    expect(CancelOrderBody.parse({ reason: " Stop hit " })).toEqual({ reason: "Stop hit" });
    expect(CancelOrderBody.safeParse("cancel").success).toBe(false);
  });
});
