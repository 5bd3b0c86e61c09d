// Types of chromium.mjs, a plain ESM helper that scripts/test.mjs (JavaScript) shares with playwright.config.ts.

/** The Chromium executable to drive, or null when none is installed. */
export function chromiumPath(): string | null;

/** Flags for headless Chromium in this sandbox (no GPU, no background network calls). */
export const chromiumArgs: string[];
