import { createTheme, DEFAULT_THEME } from "@mantine/core";
import type { CSSVariablesResolver, MantineColorsTuple } from "@mantine/core";

// A trustworthy navy for structure and a clear blue for actions; teal is kept for "up" and success states.
const navy: MantineColorsTuple = [
  "#eef3fa",
  "#dbe4f1",
  "#b3c6e2",
  "#88a6d2",
  "#648bc5",
  "#4d79bd",
  "#3f70ba",
  "#305fa4",
  "#1c3f73",
  "#0b2545",
];

const brand: MantineColorsTuple = [
  "#e8f1ff",
  "#d2e0ff",
  "#a3beff",
  "#7099fd",
  "#467afb",
  "#2c67fb",
  "#1c5dfc",
  "#0c4de1",
  "#0043ca",
  "#0039b2",
];

// Text colours meet WCAG AA (4.5:1) on white and on the gray-0/gray-1 page and card backgrounds. Mantine's gray-6
// (the dimmed text, #868e96) is 3.3:1, and with primaryShade 7 its red (#f03e3e) and teal (#0ca678, white
// initials on the avatar) fall short too, so these shades are darker; the lighter shades (backgrounds, borders,
// chart lines) keep Mantine's.
const gray = withShades(DEFAULT_THEME.colors.gray, { 6: "#5c636a" });
const red = withShades(DEFAULT_THEME.colors.red, { 7: "#c92a2a", 8: "#b02525", 9: "#962020" });
const teal = withShades(DEFAULT_THEME.colors.teal, { 7: "#077a57", 8: "#076c4e", 9: "#065c42" });
// The light variant (badges, alerts) writes shade 9 on shade 1: these palettes' 9 was 2.7-4.3:1 there.
const blue = withShades(DEFAULT_THEME.colors.blue, { 7: "#165c9d", 8: "#13518a", 9: "#114678" });
const cyan = withShades(DEFAULT_THEME.colors.cyan, { 7: "#0a697a", 8: "#095c6c", 9: "#08505d" });
const green = withShades(DEFAULT_THEME.colors.green, { 7: "#247434", 8: "#20662e", 9: "#1b5828" });
const lime = withShades(DEFAULT_THEME.colors.lime, { 7: "#4a760a", 8: "#416809", 9: "#385a08" });
const yellow = withShades(DEFAULT_THEME.colors.yellow, { 7: "#a15300", 8: "#8e4900", 9: "#7a3f00" });
const orange = withShades(DEFAULT_THEME.colors.orange, { 7: "#ae3a0c", 8: "#99330b", 9: "#842c09" });

function withShades(base: MantineColorsTuple, shades: Record<number, string>): MantineColorsTuple {
  return base.map((colour, i) => shades[i] ?? colour) as unknown as MantineColorsTuple;
}

/**
 * Field errors in red-7 (Mantine's red-6 is 3.3:1 on white); placeholders in gray-6, since Input.Placeholder shows
 * them as the visible value of file pickers (Mantine's gray-5 is 2.1:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-error": "var(--mantine-color-red-7)",
    "--mantine-color-placeholder": "var(--mantine-color-gray-6)",
  },
  dark: {},
});

/** The Mantine theme: system fonts (no font download on slow links), navy + blue palette, medium radius. */
export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 7,
  colors: { navy, brand, gray, red, teal, blue, cyan, green, lime, yellow, orange },
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: {
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontWeight: "700",
  },
  defaultRadius: "md",
  cursorType: "pointer",
  components: {
    // A table wider than a phone scrolls inside its container: focusable, so the keyboard can scroll it too.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // A dialog's close button is an icon: it needs a name (axe button-name), unless a screen gives a better one.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // A select's option list is built when it opens, not kept hidden in the page: a kept one is positioned on mount
    // (a forced style and layout for each select, 15 ms apiece on the portfolio's filters).
    Combobox: { defaultProps: { keepMounted: false } },
  },
  focusRing: "auto",
});
