import { createTheme } from "@mantine/core";
import type { MantineColorsTuple } from "@mantine/core";

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

/** The Mantine theme: system fonts (no font download on slow links), navy + blue palette, medium radius. */
export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 7,
  colors: { navy, brand },
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: {
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontWeight: "700",
  },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
});
