import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme } from "./theme.ts";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const colors = theme.colors!;
const PAGE = ["#ffffff", colors.gray![0], colors.gray![1]];

describe("theme colours", () => {
  it.each([
    ["dimmed text (gray-6)", colors.gray![6]],
    ["red text and field errors (red-7)", colors.red![7]],
    ["teal text (teal-7)", colors.teal![7]],
  ])("%s reads at 4.5:1 or more on white, gray-0 and gray-1", (_name, colour) => {
    for (const background of PAGE) expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ["teal (the avatar's initials)", colors.teal![7]],
    ["red (the unread badge)", colors.red![7]],
    ["brand (buttons)", colors.brand![7]],
  ])("white on filled %s reads at 4.5:1 or more", (_name, colour) => {
    expect(contrast("#ffffff", colour)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives every colour a text shade (7) that reads on white and a light-variant text (9 on 1) that reads", () => {
    const all = mergeMantineTheme(DEFAULT_THEME, theme).colors;
    const failing = Object.entries(all)
      .filter(([name]) => name !== "dark")
      .flatMap(([name, shades]) => [
        ...(contrast(shades[7], "#ffffff") < 4.5 ? [`${name}-7 on white`] : []),
        ...(contrast(shades[9], shades[1]) < 4.5 ? [`${name}-9 on ${name}-1`] : []),
      ]);
    expect(failing).toEqual([]);
  });
});
