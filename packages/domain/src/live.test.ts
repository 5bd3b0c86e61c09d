import { describe, expect, it } from "vitest";
import {
  fromIstInput,
  isHttpLink,
  joinState,
  liveEnded,
  liveTiming,
  startsInText,
  toIstInput,
} from "./live.ts";

const START = "2026-12-01T10:00:00Z";
const at = (iso: string) => new Date(iso);

describe("live sessions", () => {
  it("writes the timing text in IST as '<title> on <date>'", () => {
    expect(liveTiming("DCF clinic", START)).toBe("DCF clinic on 01/12/2026 3:30 pm");
  });

  it("keeps the Join button closed until 10 minutes before the start", () => {
    const s = joinState(START, 60, at("2026-12-01T09:49:59Z"));
    expect(s.state).toBe("early");
    expect(s.state === "early" && s.opensAt.toISOString()).toBe("2026-12-01T09:50:00.000Z");
  });

  it("opens the Join button from 10 minutes before the start until the end", () => {
    expect(joinState(START, 60, at("2026-12-01T09:50:00Z")).state).toBe("open");
    expect(joinState(START, 60, at("2026-12-01T10:59:59Z")).state).toBe("open");
  });

  it("closes the Join button at the end", () => {
    expect(joinState(START, 60, at("2026-12-01T11:00:00Z")).state).toBe("ended");
    expect(liveEnded(START, 60, at("2026-12-01T11:00:00Z"))).toBe(true);
    expect(liveEnded(START, 60, at("2026-12-01T10:59:00Z"))).toBe(false);
  });

  it("accepts only absolute http(s) links", () => {
    expect(isHttpLink("https://meet.example.com/abc")).toBe(true);
    expect(isHttpLink("http://10.0.0.1:8080/room")).toBe(true);
    expect(isHttpLink("javascript:alert(1)")).toBe(false);
    expect(isHttpLink("ftp://example.com/x")).toBe(false);
    expect(isHttpLink("meet.example.com/abc")).toBe(false);
    expect(isHttpLink("data:text/html,hi")).toBe(false);
    expect(isHttpLink("https://meet.example.com/a\u0085b")).toBe(false);
    expect(isHttpLink("https://meet.example.com/a\u0007")).toBe(false);
  });

  it("reads and writes the admin form's start time in IST", () => {
    expect(toIstInput(START)).toBe("2026-12-01T15:30");
    expect(fromIstInput("2026-12-01T15:30")).toBe("2026-12-01T10:00:00.000Z");
    expect(fromIstInput("2026-12-01")).toBeNull();
    expect(fromIstInput("")).toBeNull();
  });
});

describe("startsInText", () => {
  const start = new Date(START);
  const before = (ms: number) => new Date(start.getTime() - ms);
  it("states the real time left, rounded to the minute", () => {
    expect(startsInText(start, before(12 * 60_000))).toBe("starts in 12 minutes");
    expect(startsInText(start, before(11 * 60_000 + 40_000))).toBe("starts in 12 minutes");
    expect(startsInText(start, before(29 * 60_000 + 10_000))).toBe("starts in 29 minutes");
    expect(startsInText(start, before(60_000))).toBe("starts in 1 minute");
  });
  it("uses hours from 60 minutes on", () => {
    expect(startsInText(start, before(60 * 60_000))).toBe("starts in 1 hour");
    expect(startsInText(start, before(95 * 60_000))).toBe("starts in 1 hour 35 minutes");
    expect(startsInText(start, before(121 * 60_000))).toBe("starts in 2 hours 1 minute");
  });
  it("says the session is starting when under half a minute is left or the start has passed", () => {
    expect(startsInText(start, before(20_000))).toBe("is starting now");
    expect(startsInText(start, before(-5 * 60_000))).toBe("is starting now");
  });
});

describe("fromIstInput at its edges", () => {
  it("reads only a whole datetime-local value", () => {
    expect(fromIstInput("2026-12-01T15:30")).toBe("2026-12-01T10:00:00.000Z");
    expect(fromIstInput("x2026-12-01T15:30")).toBeNull();
    expect(fromIstInput("2026-12-01T15:30:45")).toBeNull();
    expect(fromIstInput("2026-12-01")).toBeNull();
  });
});
