import { describe, expect, it } from "vitest";
import {
  LARGE_CAP_MIN_RUPEES,
  MAX_ORDER_QTY,
  MID_CAP_MIN_RUPEES,
  capSegment,
  committedPaise,
  committedTotal,
  executesAt,
  floorToTick,
  initialStatus,
  isLiveStatus,
  isOnTick,
  orderProblem,
  stopSideProblem,
  roundToTick,
  stopTriggered,
  toPaise,
  toRupees,
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

  it("rounds to the nearest tick but never below one tick, and floors down to it", () => {
    expect(roundToTick(0)).toBe(5);
    expect(roundToTick(-40)).toBe(5);
    expect(roundToTick(10007)).toBe(10005);
    expect(roundToTick(10008)).toBe(10010);
    expect(floorToTick(10009)).toBe(10005);
    expect(floorToTick(10010)).toBe(10010);
    expect(floorToTick(4)).toBe(0);
  });

  it("converts paise back to rupees, rounding stray fractions of a paisa", () => {
    expect(toRupees(10005)).toBe(100.05);
    expect(toRupees(10005.4)).toBe(100.05);
    expect(toRupees(10005.6)).toBe(100.06);
    expect(toRupees(0)).toBe(0);
  });

  it("refuses infinite prices and any price off the tick by a hair", () => {
    expect(isOnTick(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isOnTick(100.1 + 1e-7)).toBe(false);
    expect(isOnTick(100.04)).toBe(false);
    expect(isOnTick(0)).toBe(true);
  });
});

describe("order statuses and cap segments", () => {
  it("calls OPEN and TRIGGER_PENDING live, the final three not", () => {
    expect(isLiveStatus("OPEN")).toBe(true);
    expect(isLiveStatus("TRIGGER_PENDING")).toBe(true);
    expect(isLiveStatus("COMPLETE")).toBe(false);
    expect(isLiveStatus("CANCELLED")).toBe(false);
    expect(isLiveStatus("REJECTED")).toBe(false);
  });

  it("puts 1,00,000 crore and up in large caps, 30,000 crore and up in mid caps, the rest in small caps", () => {
    expect(LARGE_CAP_MIN_RUPEES).toBe(1_00_000 * 1e7);
    expect(MID_CAP_MIN_RUPEES).toBe(30_000 * 1e7);
    expect(capSegment(1e12)).toBe("LARGE");
    expect(capSegment(1e12 - 1)).toBe("MID");
    expect(capSegment(3e11)).toBe("MID");
    expect(capSegment(3e11 - 1)).toBe("SMALL");
    expect(capSegment(0)).toBe("SMALL");
  });
});

describe("orderProblem", () => {
  it.each<[Partial<OrderInput>, string | null]>([
    [{}, null],
    [{ qty: 0 }, "qty must be a whole number of shares above 0"],
    [{ qty: 1.5 }, "qty must be a whole number of shares above 0"],
    [{ qty: -3 }, "qty must be a whole number of shares above 0"],
    [{ qty: MAX_ORDER_QTY }, null],
    [{ qty: MAX_ORDER_QTY + 1 }, "qty must be at most 1000000"],
    [{ typ: "LIMIT", price: -500 }, "price must be a non-negative amount"],
    [{ typ: "LIMIT", price: 10000.5 }, "price must be a non-negative amount"],
    [{ typ: "SL-M", sprice: -5 }, "sprice must be a non-negative amount"],
    [{ typ: "SL-M", sprice: 9999 }, "sprice must be a multiple of ₹0.05"],
    [{ typ: "SL", price: 10100, sprice: 10100 }, null],
    [{ typ: "SL", sprice: 10100 }, "price (the limit) is required for a SL order"],
    [{ action: "SELL", typ: "SL", price: 10100, sprice: 10100 }, null],
    [{ action: "SELL", typ: "SL", price: 10000, sprice: 10100 }, null],
    [{ typ: "LIMIT", price: 10000, activeSl: true, sprice: 9995 }, null],
    [
      { typ: "LIMIT", price: 10000, activeSl: true, sprice: 10005 },
      "the protective stop (sprice) must be below the BUY limit price",
    ],
    [
      { typ: "SL", price: 10200, sprice: 10100, activeSl: true },
      "active_sl cannot be combined with an SL or SL-M order",
    ],
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
    expect(orderProblem({ ...base, qty: MAX_ORDER_QTY + 1 })).toMatchObject({
      code: "qty_too_large",
      field: "qty",
    });
    expect(orderProblem({ ...base, typ: "LIMIT", price: -5 })).toMatchObject({
      code: "price_invalid",
      field: "price",
    });
    expect(orderProblem({ ...base, typ: "SL-M", sprice: 9999 })).toMatchObject({
      code: "price_off_tick",
      field: "sprice",
    });
    expect(orderProblem({ ...base, typ: "SL", price: 10000, sprice: 10100 })).toMatchObject({
      code: "sl_limit_wrong_side",
      field: "price",
    });
    expect(orderProblem({ ...base, action: "SELL", typ: "SL", price: 10200, sprice: 10100 })).toMatchObject({
      code: "sl_limit_wrong_side",
      field: "price",
    });
    expect(orderProblem({ ...base, action: "SELL", activeSl: true, sprice: 9000 })).toMatchObject({
      code: "protective_not_buy",
      field: "form",
    });
    expect(orderProblem({ ...base, typ: "SL-M", sprice: 9000, activeSl: true })).toMatchObject({
      code: "protective_with_stop_order",
      field: "form",
    });
    expect(orderProblem({ ...base, activeSl: true })).toMatchObject({
      code: "protective_required",
      field: "sprice",
    });
    expect(
      orderProblem({ ...base, typ: "LIMIT", price: 10000, activeSl: true, sprice: 10000 }),
    ).toMatchObject({
      code: "protective_above_limit",
      field: "sprice",
    });
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

  it("names the code and field of a stop on the wrong side", () => {
    expect(stopSideProblem({ ...base, typ: "SL-M", sprice: 10000 }, last)).toMatchObject({
      code: "trigger_wrong_side",
      field: "sprice",
    });
    expect(stopSideProblem({ ...base, activeSl: true, sprice: 10000 }, last)).toMatchObject({
      code: "protective_above_market",
      field: "sprice",
    });
    expect(stopSideProblem({ ...base, action: "SELL", typ: "SL-M", sprice: 10000 }, last)).toMatchObject({
      code: "trigger_wrong_side",
      field: "sprice",
    });
  });

  it("lets a SELL stop below the market and a BUY stop above it through, and ignores active_sl on a SELL", () => {
    expect(
      stopSideProblem({ ...base, action: "SELL", typ: "SL", price: 9900, sprice: 9995 }, last),
    ).toBeNull();
    expect(stopSideProblem({ ...base, typ: "SL", price: 10100, sprice: 10005 }, last)).toBeNull();
    expect(stopSideProblem({ ...base, action: "SELL", activeSl: true, sprice: 10500 }, last)).toBeNull();
    expect(stopSideProblem({ ...base, activeSl: true, sprice: 9995 }, last)).toBeNull();
    // A stop order's own trigger is checked above; active_sl on it is not a second, protective check.
    expect(stopSideProblem({ ...base, typ: "SL-M", sprice: 10100, activeSl: true }, last)).toBeNull();
    expect(
      stopSideProblem({ ...base, typ: "SL", price: 10200, sprice: 10100, activeSl: true }, last),
    ).toBeNull();
    expect(stopSideProblem({ ...base, action: "SELL", typ: "SL-M", sprice: 10000 }, last)?.message).toBe(
      "trigger price for a stop-loss sell must be below the last traded price (₹\u00a0100.00)",
    );
  });

  it("checks nothing before the first price", () => {
    expect(stopSideProblem({ ...base, typ: "SL-M", sprice: 5 }, 0)).toBeNull();
    expect(stopSideProblem({ ...base, activeSl: true, sprice: 5000 }, -1)).toBeNull();
    expect(stopSideProblem({ ...base, activeSl: true, sprice: 5000 }, 0)).toBeNull();
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
    ["BUY", 100, 101, true],
    ["SELL", 100, 99, true],
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
    ["BUY", "LIMIT", 100, 99, true],
    ["SELL", "LIMIT", 100, 101, true],
    ["BUY", "SL", 100, 101, false],
    ["SELL", "SL", 100, 99, false],
    ["BUY", "SL", 100, 100, true],
    // A triggered SL-M fills at any price, above a BUY's or below a SELL's would-be limit.
    ["BUY", "SL-M", 100, 150, true],
    ["SELL", "SL-M", 100, 50, true],
  ] as const)("%s %s at %s executes at %s: %s", (action, typ, price, last, ok) =>
    expect(executesAt({ action, typ, price }, last)).toBe(ok),
  );

  it("commits the limit, the trigger or the last price for a BUY", () => {
    expect(committedPaise({ ...base, typ: "LIMIT", price: 1000, qty: 3 }, 2000)).toBe(3000);
    expect(committedPaise({ ...base, qty: 3 }, 2000)).toBe(6000);
    expect(committedPaise({ ...base, typ: "SL-M", sprice: 2500, qty: 2 }, 2000)).toBe(5000);
    // A stop-limit commits its limit; a stop-market the higher of its trigger and the last price.
    expect(committedPaise({ ...base, typ: "SL", price: 2600, sprice: 2500, qty: 2 }, 2000)).toBe(5200);
    expect(committedPaise({ ...base, typ: "SL-M", sprice: 2500, qty: 2 }, 3000)).toBe(6000);
    // A MARKET order commits the last price whatever its (unused) trigger says.
    expect(committedPaise({ ...base, sprice: 2500, qty: 2 }, 2000)).toBe(4000);
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
