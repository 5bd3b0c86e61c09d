import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createLearner, login, newestMailText } from "./helpers.ts";

// Forgot password end to end (issue 23): the login page's link, the request, the mail as the embedded default
// writes it (an .eml file under DATA_DIR/mail, also listed at /admin/mail), and the link setting a new password.
const root = join(import.meta.dirname, "..");
const SHOTS = join(root, "test-results", "screens", "mail");

/** The reset link in the newest password mail to `email`; null until it exists. */
function resetLinkFor(email: string): string | null {
  const eml = newestMailText(email, "password_reset");
  return eml === null ? null : (/https?:\/\/\S+\/reset-password\?token=[\w-]{43}/.exec(eml)?.[0] ?? null);
}

/** How many password mails the e2e server wrote to `email`. */
function countMails(email: string): number {
  const dir = join(root, "test-results", `e2e-data-${process.env.E2E_PORT ?? "3199"}`, "mail");
  return readdirSync(dir)
    .filter((f) => f.endsWith("-password_reset.eml"))
    .filter((f) => readFileSync(join(dir, f), "utf8").includes(`To: ${email}`)).length;
}

test("a learner who forgot the password gets a link by mail and sets a new one", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const email = `forgot-${Date.now()}@e2e.test`;
  createLearner(email, "Farah Forgot", "lantern-orchard-61");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "forgot-password-390.png"), fullPage: true });
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "forgot-password-sent-390.png"), fullPage: true });

  // The running server's sender writes the mail shortly after the request.
  await expect.poll(() => resetLinkFor(email), { timeout: 30_000 }).not.toBeNull();
  const link = resetLinkFor(email)!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel(/^New password/).fill("saffron-harbour-84");
  await page.getByLabel("Repeat the new password").fill("saffron-harbour-84");
  await page.getByRole("button", { name: "Set password" }).click();
  // Logged in at once (issue 41): the learner lands on their home, not on a log-in form.
  await expect(page).not.toHaveURL(/\/(reset-password|login)/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, "reset-landed-390.png"), fullPage: true });

  // The link works once, and says so when it opens (issue 41), offering a new link by mail.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  const mailsBefore = countMails(email);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(link);
    await expect(page.getByRole("alert").getByText("This link has been used or has expired")).toBeVisible();
    await expect(page.getByLabel(/^New password/)).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, `reset-link-used-${width}.png`), fullPage: true });
  }
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.getByText(/a new one is on its way/)).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "reset-link-renewed-1280.png"), fullPage: true });
  await expect.poll(() => countMails(email), { timeout: 30_000 }).toBe(mailsBefore + 1);
  const renewed = resetLinkFor(email)!;
  expect(renewed).not.toBe(link);
  await page.goto(renewed);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

  await login(page, email, "saffron-harbour-84");
});

test("admins read the outbox at /admin/mail on a phone and a desktop", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await login(page, "admin@demo.test");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/admin/mail");
    await expect(page.getByText(/\d+ mails?$/)).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `admin-mail-${width}.png`), fullPage: true });
    await page
      .getByRole("button", { name: /Set a new .* password/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    // Sent, so the outbox keeps the mail without its working link.
    await expect(dialog.getByText(/reset-password\?token=removed/)).toBeVisible();
    // Issue 41: the screen says why the link is hidden and sends a new one.
    await expect(dialog.getByText("The set-password link is hidden")).toBeVisible();
    if (width === 1280) {
      await dialog.getByRole("button", { name: "Send a new link" }).click();
      await expect(dialog.getByRole("status")).toContainText(
        /A new link is on its way to .* \(mail #\d+\)\./,
      );
    }
    // The picture once the dialog has faded in, not halfway.
    await expect(dialog).toHaveCSS("opacity", "1");
    await page.screenshot({ path: join(SHOTS, `admin-mail-view-${width}.png`) });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});
