import { describe, expect, it } from "vitest";
import { fromIstInput, isHttpLink, joinState, liveEnded, liveTiming, toIstInput } from "./live.ts";

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
