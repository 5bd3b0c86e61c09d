// Issue 26: the seeded live sessions sit at hours an institute would hold them (evenings and weekends IST), whatever
// time the seed runs.
import { describe, expect, it } from "vitest";
import { istClock } from "@fincareer/domain/ist";
import { demoLiveSlots } from "../src/demo/live-slots.ts";

function ist(at: Date): { weekday: number; hhmm: string } {
  const clock = istClock(at);
  return { weekday: clock.getUTCDay(), hhmm: clock.toISOString().slice(11, 16) };
}

describe("demo live session times", () => {
  it.each([
    "2026-11-25T22:56:00.000Z", // 04:26 IST on a Thursday, the time the walk-through saw
    "2026-11-28T05:00:00.000Z", // a Saturday morning
    "2026-11-29T18:40:00.000Z", // just past midnight IST into a Monday
  ])("seeded at %s: an evening session ahead and a Saturday-morning one behind", (at) => {
    const now = new Date(at);
    const { upcoming, past } = demoLiveSlots(now);
    expect(ist(upcoming).hhmm).toBe("19:00");
    const days = (upcoming.getTime() - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6);
    expect(days).toBeLessThan(8);
    expect(ist(past)).toEqual({ weekday: 6, hhmm: "11:00" });
    expect(past.getTime()).toBeLessThan(now.getTime() - 14 * 86_400_000 + 86_400_000);
    expect(past.getTime()).toBeGreaterThan(now.getTime() - 21 * 86_400_000);
  });
});
