import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import type { HolidayList } from "@fincareer/domain/contract/calendar";
import { tradingCalendar } from "@fincareer/domain/ist";
import type { TradingCalendar } from "@fincareer/domain/ist";
import { parseSessionTime } from "@fincareer/domain/trading-calendar";

export const DEMO_PASSWORD = "demo1234";
/** The password of accounts the specs create: new passwords must pass the password rules (demo1234 would not). */
export const TEST_PASSWORD = "kestrel-ledger-2026";
const root = join(import.meta.dirname, "..");

/**
 * The lock (playwright.config.ts runs spec files side by side) of the specs that push live notifications to
 * fmep@demo.test or gold@demo.test (an order fill, a live session for FAFMEP, a pupdate from the CLI) and of the
 * checks such a push would disturb (a toast over an axe scan or among a form's messages, a refresh among a screen's
 * first requests). Tests that hold it never run at the same time.
 */
export const DEMO_PUSHES = "live pushes to fmep@ and gold@demo.test";

/** Logs in through the login form and waits until the shell has routed the learner somewhere else. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Counts the live socket's identifications (the server's `setUid:ok`). The shell connects the socket after the first
 * screen is drawn, so a push sent before it has identified reaches the bell on its next load but is never toasted:
 * a spec that pushes waits for this first. Call it before the page navigates.
 */
export function watchSocketIdentified(page: Page): () => number {
  let identified = 0;
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      if (String(payload).startsWith('42["setUid:ok"')) identified++;
    }),
  );
  return () => identified;
}

/** Opens a fresh order ticket on /portfolio and picks a company by its NSE symbol. */
export async function openTicketFor(page: Page, symbol: string, name: string): Promise<Locator> {
  await page.goto("/portfolio");
  await page.getByRole("button", { name: "New order" }).click();
  const ticket = page.getByRole("dialog");
  await ticket.getByPlaceholder("Type a company name or NSE symbol").fill(symbol);
  await page.getByRole("option", { name: `${name} (${symbol})` }).click();
  await expect(ticket.getByText("Last price")).toBeVisible();
  return ticket;
}

/** The labels of the main navigation, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  return (await nav.getByRole("link").allInnerTexts()).map((t) => t.replace(/\s*\d+$/, "").trim());
}

/** Runs the operator CLI against the e2e server's data folder (it goes through the running server). */
export function cli(...args: string[]): string {
  return cliWithInput("", ...args);
}

/** Runs the operator CLI with `input` on its standard input (a password for --password-stdin). */
function cliWithInput(input: string, ...args: string[]): string {
  return execFileSync(join(root, "node_modules", ".bin", "tsx"), ["apps/server/src/cli.ts", ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: join(root, "test-results", `e2e-data-${process.env.E2E_PORT ?? "3199"}`),
    },
    input,
    encoding: "utf8",
  });
}

/** The trading calendar the e2e server follows (`market:holidays --list`), for the trading days a spec computes. */
export function storedCalendar(): TradingCalendar {
  const list = JSON.parse(cli("--json", "market:holidays", "--list")) as HolidayList;
  return tradingCalendar(
    list.days.map((d) => ({
      day: d.day,
      description: d.description,
      open: d.open === null ? null : parseSessionTime(d.open),
      close: d.close === null ? null : parseSessionTime(d.close),
    })),
    list.years.map((y) => y.year),
  );
}

/** Creates a learner with a password through the CLI (which reads it from standard input, never an argument). */
export function createLearner(email: string, name: string, password = TEST_PASSWORD): string {
  return cliWithInput(`${password}\n`, "user:create", "--email", email, "--name", name, "--password-stdin");
}

/**
 * The newest mail of a kind to `email` that the e2e server wrote as an .eml file (the embedded default), decoded
 * from quoted-printable (soft line breaks go, =3D is "="); null until it exists.
 */
export function newestMailText(email: string, kind: string): string | null {
  const dir = join(root, "test-results", `e2e-data-${process.env.E2E_PORT ?? "3199"}`, "mail");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(`-${kind}.eml`));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const eml = readFileSync(join(dir, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (eml.includes(`To: ${email}`)) return eml;
  }
  return null;
}
