// One percent style on every screen (issue 41): "-0.55%", the sign right after the number, written by the domain's
// formatPercent / formatShare / formatSignedPercent. A number glued to a "%" by hand ("${x}%", "{x}%") is how the
// styles drifted apart, so the source may not do it outside CSS lengths (style={{ width: `${x}%` }}).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { formatPercent, formatShare, formatSignedPercent, tickerChange } from "@fincareer/domain/format";

const SRC = join(import.meta.dirname, "..");
const CSS_LENGTH = /\b(width|height|left|right|top|bottom)\s*:/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("percent style", () => {
  it("is the domain helpers' everywhere: no number glued to a % by hand", () => {
    const handMade = sources(SRC).flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, i) => ({ line, where: `${relative(SRC, path)}:${i + 1}` }))
        .filter(({ line }) => /[})]%/.test(line) && !CSS_LENGTH.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(handMade).toEqual([]);
  });

  it("writes a fall as -0.55%: a hyphen minus, no space before the sign, like the ticker", () => {
    expect(formatPercent(-0.55, 2)).toBe("-0.55%");
    expect(formatSignedPercent(-0.55)).toBe("-0.55%");
    expect(formatSignedPercent(1.25)).toBe("+1.25%");
    expect(formatShare(0.4567)).toBe("46%");
    const fall = tickerChange(99.45, 100);
    expect(formatPercent(fall.percent, 2)).toBe(`${fall.percentText}%`);
  });
});
