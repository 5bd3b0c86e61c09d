import { describe, expect, it } from "vitest";
import {
  committedPaise,
  committedTotal,
  executesAt,
  initialStatus,
  isOnTick,
  orderProblem,
  stopSideProblem,
  roundToTick,
  stopTriggered,
  toPaise,
  trailTrigger,
} from "./market.ts";
import type { OrderInput } from "./market.ts";

const base: OrderInput = { action: "BUY", typ: "MARKET", qty: 1, price: 0, sprice: 0, activeSl: false };

describe("the 0.05 tick", () => {
  it.each([
    [100, true],
    [100.05, true],
    [0.05, true],
    [1250.1, true],
    [100.03, false],
    [100.051, false],
    [Number.NaN, false],
  ])("isOnTick(%s) is %s", (price, ok) => expect(isOnTick(price)).toBe(ok));

  it("rounds paise to the tick and converts rupees without float error", () => {
    expect(toPaise(100.05)).toBe(10005);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(roundToTick(10003)).toBe(10005);
    expect(roundToTick(10002)).toBe(10000);
    expect(roundToTick(1)).toBe(5);
  });
});

describe("orderProblem", () => {
  it.each<[Partial<OrderInput>, string | null]>([
    [{}, null],
    [{ qty: 0 }, "qty must be a whole number of shares above 0"],
    [{ qty: 1.5 }, "qty must be a whole number of shares above 0"],
    [{ typ: "LIMIT" }, "price (the limit) is required for a LIMIT order"],
    [{ typ: "LIMIT", price: 10003 }, "price must be a multiple of ₹0.05"],
    [{ typ: "LIMIT", price: 10000 }, null],
    [{ typ: "SL", price: 10000 }, "sprice (the trigger) is required for a SL order"],
    [
      { typ: "SL", price: 10000, sprice: 10100 },
      "for a BUY SL order the limit price must be at or above the trigger (sprice)",
    ],
    [{ typ: "SL", price: 10200, sprice: 10100 }, null],
    [
      { action: "SELL", typ: "SL", price: 10200, sprice: 10100 },
      "for a SELL SL order the limit price must be at or below the trigger (sprice)",
    ],
    [{ typ: "SL-M" }, "sprice (the trigger) is required for a SL-M order"],
    [{ activeSl: true }, "sprice (the protective stop's trigger) is required with active_sl"],
    [{ activeSl: true, sprice: 9000 }, null],
    [
      { typ: "LIMIT", price: 10000, activeSl: true, sprice: 10000 },
      "the protective stop (sprice) must be below the BUY limit price",
    ],
    [
      { action: "SELL", activeSl: true, sprice: 9000 },
      "active_sl (a protective stop) can only be attached to a BUY",
    ],
    [{ typ: "SL-M", sprice: 9000, activeSl: true }, "active_sl cannot be combined with an SL or SL-M order"],
  ])("%o -> %s", (o, problem) => expect(orderProblem({ ...base, ...o })?.message ?? null).toBe(problem));

  it("names a stable code and the field at fault", () => {
    expect(orderProblem({ ...base, qty: 0 })).toMatchObject({ code: "qty_invalid", field: "qty" });
    expect(orderProblem({ ...base, typ: "SL-M" })).toMatchObject({
      code: "trigger_required",
      field: "sprice",
    });
    expect(orderProblem({ ...base, typ: "LIMIT" })).toMatchObject({ code: "limit_required", field: "price" });
  });
});

describe("stopSideProblem", () => {
  const last = 10000; // ₹100.00
  it.each<[Partial<OrderInput>, string | null]>([
    [{ typ: "SL-M", sprice: 10100 }, null],
    [
      { typ: "SL-M", sprice: 10000 },
      "trigger price for a stop-loss buy must be above the last traded price (₹\u00a0100.00)",
    ],
    [
      { typ: "SL", price: 9900, sprice: 9900 },
      "trigger price for a stop-loss buy must be above the last traded price (₹\u00a0100.00)",
    ],
    [{ action: "SELL", typ: "SL-M", sprice: 9900 }, null],
    [
      { action: "SELL", typ: "SL", price: 10100, sprice: 10100 },
      "trigger price for a stop-loss sell must be below the last traded price (₹\u00a0100.00)",
    ],
    [{ activeSl: true, sprice: 9500 }, null],
    [
      { activeSl: true, sprice: 10050 },
      "the protective stop-loss must be below the last traded price (₹\u00a0100.00)",
    ],
    [
      { typ: "LIMIT", price: 10500, activeSl: true, sprice: 10200 },
      "the protective stop-loss must be below the last traded price (₹\u00a0100.00)",
    ],
    [{ typ: "LIMIT", price: 9000 }, null],
  ])("%o -> %s", (o, message) =>
    expect(stopSideProblem({ ...base, ...o }, last)?.message ?? null).toBe(message),
  );

  it("checks nothing before the first price", () => {
    expect(stopSideProblem({ ...base, typ: "SL-M", sprice: 5 }, 0)).toBeNull();
  });
});

describe("when orders fire", () => {
  it("stops start TRIGGER_PENDING, the rest OPEN", () => {
    expect(initialStatus("SL")).toBe("TRIGGER_PENDING");
    expect(initialStatus("SL-M")).toBe("TRIGGER_PENDING");
    expect(initialStatus("LIMIT")).toBe("OPEN");
    expect(initialStatus("MARKET")).toBe("OPEN");
  });

  it.each([
    ["BUY", 100, 100, true],
    ["BUY", 100, 99, false],
    ["SELL", 100, 100, true],
    ["SELL", 100, 101, false],
  ] as const)("a %s stop at %s triggers at %s: %s", (action, sprice, last, fires) =>
    expect(stopTriggered(action, sprice, last)).toBe(fires),
  );

  it.each([
    ["BUY", "LIMIT", 100, 100, true],
    ["BUY", "LIMIT", 100, 101, false],
    ["SELL", "LIMIT", 100, 99, false],
    ["SELL", "LIMIT", 100, 100, true],
    ["BUY", "MARKET", 0, 5, true],
    ["SELL", "SL-M", 0, 5, true],
  ] as const)("%s %s at %s executes at %s: %s", (action, typ, price, last, ok) =>
    expect(executesAt({ action, typ, price }, last)).toBe(ok),
  );

  it("commits the limit, the trigger or the last price for a BUY", () => {
    expect(committedPaise({ ...base, typ: "LIMIT", price: 1000, qty: 3 }, 2000)).toBe(3000);
    expect(committedPaise({ ...base, qty: 3 }, 2000)).toBe(6000);
    expect(committedPaise({ ...base, typ: "SL-M", sprice: 2500, qty: 2 }, 2000)).toBe(5000);
  });

  it("adds up what several BUYs commit, each at its own scrip's last price", () => {
    const orders = [
      { ...base, typ: "LIMIT" as const, price: 1000, qty: 3, scripId: 1 },
      { ...base, qty: 2, scripId: 2 },
    ];
    expect(committedTotal(orders, (id) => (id === 1 ? 5000 : 700))).toBe(3000 + 1400);
    expect(committedTotal([], () => 1)).toBe(0);
  });
});

describe("trailTrigger", () => {
  it.each([
    [9500, 10000, 500, 9500],
    [9500, 10200, 500, 9700],
    [9700, 10100, 500, 9700],
    [9700, 10203, 500, 9700],
    [9700, 10207, 500, 9705],
  ])("trigger %s, last %s, trail %s -> %s (never down, on the tick)", (current, last, trail, next) =>
    expect(trailTrigger(current, last, trail)).toBe(next),
  );
});
