// Where Debian's Chromium lives; tests never download a browser.
import { existsSync } from "node:fs";

/** The Chromium executable to drive, or null when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/** Flags for headless Chromium in this sandbox (no GPU, no background network calls). */
export const chromiumArgs = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
];
