import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DEMO_PUSHES, TEST_PASSWORD, cli, createLearner, login, newestMailText } from "./helpers.ts";

// Email preferences (issue 23): /profile/notifications switches a kind of email off and it stays off; a live-session
// invitation's unsubscribe link (read from the .eml the embedded default writes) opens a page that asks first, and
// its button turns live-session emails off without a login.
// The session for FAFMEP is pushed to fmep@demo.test (a toast): DEMO_PUSHES keeps the specs that would notice apart.
test.describe.configure({ lock: DEMO_PUSHES });

const root = join(import.meta.dirname, "..");
const SHOTS = join(root, "test-results", "screens", "mail");

/** The unsubscribe token in the newest live-session invitation to `email`; null until the mail is written. */
function unsubscribeTokenFor(email: string): string | null {
  const eml = newestMailText(email, "live_scheduled");
  return eml === null
    ? null
    : (/\/unsubscribe\?token=(u1\.\d+\.live_sessions\.[\w-]+)/.exec(eml)?.[1] ?? null);
}

const switchFor = (page: Page, name: string) => page.getByRole("switch", { name: new RegExp(`^${name}`) });

test("a learner turns grade emails off, and unsubscribes from live-session emails by the mail's link", async ({
  page,
}) => {
  // Twice the serial budget: another spec file runs beside this one (playwright.config.ts).
  test.setTimeout(360_000);
  mkdirSync(SHOTS, { recursive: true });
  const email = `prefs-${Date.now().toString(36)}@example.com`;
  createLearner(email, "Meera Nair");
  cli("user:enrol", "--email", email, "--program", "FAFMEP", "--plan", "FAGOLD");
  cli("user:set", "--email", email, "--program", "FAFMEP", "--steps", "3");
  await login(page, email, TEST_PASSWORD);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/notifications");
  await page.getByRole("link", { name: "Email settings" }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole("heading", { name: "Email notifications" })).toBeVisible();
  await expect(switchFor(page, "Grades")).toBeChecked();
  await expect(page.getByText("Password reset links you ask for")).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "preferences-390.png"), fullPage: true });

  await switchFor(page, "Grades").click({ force: true });
  await expect(switchFor(page, "Grades")).not.toBeChecked();
  // The switch says it saved (issue 41).
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "preferences-saved-390.png"), fullPage: true });
  await page.reload();
  await expect(switchFor(page, "Grades")).not.toBeChecked();
  await expect(switchFor(page, "Live sessions")).toBeChecked();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SHOTS, "preferences-1280.png"), fullPage: true });

  // A session for the learner's program: the invitation carries the unsubscribe link.
  const start = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
  cli(
    "live:create",
    ...["--title", "Reading a cash-flow statement", "--programs", "FAFMEP", "--start", start],
    ...["--minutes", "60", "--link", "https://meet.example.com/cash-flow"],
  );
  await expect.poll(() => unsubscribeTokenFor(email), { timeout: 60_000 }).not.toBeNull();
  const token = unsubscribeTokenFor(email)!;

  // In a fresh context: the link needs no login, and opening it changes nothing.
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`/unsubscribe?token=${token}`);
  await expect(visitor.getByRole("heading", { name: "Stop emails about live sessions?" })).toBeVisible();
  await visitor.screenshot({ path: join(SHOTS, "unsubscribe-390.png"), fullPage: true });
  await page.reload();
  await expect(switchFor(page, "Live sessions")).toBeChecked();

  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await visitor.screenshot({ path: join(SHOTS, "unsubscribed-390.png"), fullPage: true });
  await visitor.close();

  await page.reload();
  await expect(switchFor(page, "Live sessions")).not.toBeChecked();
  await expect(switchFor(page, "Grades")).not.toBeChecked();
  await expect(switchFor(page, "Renewals")).toBeChecked();
});
