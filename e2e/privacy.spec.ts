// Learners' data rights (issue 43), end to end on the demo data: Sunita (FMEP Silver) is asked to read the privacy
// notice (a banner; the notice in Hindi too), accepts it with one optional use, withdraws it in one click on
// /profile/privacy, prepares a copy of her data and downloads the zip, asks for erasure and cancels it in its 48
// hours; an admin sees the requests and the data map on /admin/privacy; anyone reads the notice at /privacy.
// Screenshots at 390 and 1280 px go to test-results/privacy.
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { login } from "./helpers.ts";

const SHOTS = join(import.meta.dirname, "..", "test-results", "privacy");
const WIDTHS = [390, 1280] as const;

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  expect(token).toBeTruthy();
  return token!;
}

test("a learner accepts the notice, withdraws a use, downloads her data and cancels an erasure; an admin sees it all", async ({
  page,
  browser,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy notice" })).toBeVisible();
  await page.getByText("हिंदी", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "गोपनीयता सूचना" })).toBeVisible();
  await shoot(page, "notice-public-hi");

  await login(page, "silver@demo.test");
  await page.goto("/profile/privacy");
  await expect(page.getByRole("heading", { name: "Privacy and your data" })).toBeVisible();
  await expect(page.getByText("Please read the privacy notice")).toBeVisible();
  await shoot(page, "profile-privacy-new");

  await page.getByRole("button", { name: "Read the notice" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Your name, email address and password")).toBeVisible();
  await dialog.getByLabel("Emails about renewals and new programs").check();
  await shoot(page, "consent-dialog");
  await dialog.getByRole("button", { name: "I have read the notice and accept" }).click();
  await expect(page.getByText("Please read the privacy notice")).toBeHidden();
  await expect(page.getByText(/You accepted version 1/)).toBeVisible();

  // One click withdraws it.
  const marketing = page.getByRole("switch", { name: "Emails about renewals and new programs" });
  await expect(marketing).toBeChecked();
  await marketing.click({ force: true });
  await expect(marketing).not.toBeChecked();

  // A copy of my data: prepared in the background (run at once here by an admin's call), then downloaded.
  await page.getByRole("button", { name: "Prepare a copy of my data" }).click();
  await expect(page.getByRole("button", { name: "Being prepared…" })).toBeVisible();
  const admin = await browser.newPage();
  await login(admin, "admin@demo.test");
  const run = await admin.request.post("/api/admin/privacy/run", {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
  });
  expect(run.ok()).toBe(true);
  await page.reload();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  expect((await download).suggestedFilename()).toMatch(/^my-data-\d+\.zip$/);

  // Erasure: 48 hours to change my mind.
  await page.getByRole("button", { name: "Ask for erasure" }).click();
  await page.getByRole("button", { name: "Erase in 48 hours" }).click();
  await expect(page.getByText("Erasure scheduled")).toBeVisible();
  await shoot(page, "profile-privacy-requests");
  await page.getByRole("button", { name: "Cancel the erasure" }).click();
  await expect(page.getByRole("button", { name: "Ask for erasure" })).toBeVisible();
  await page
    .getByLabel("What went wrong")
    .fill("My downloaded data did not include my quiz answers from last week.");
  await page.getByRole("button", { name: "Send to the grievance officer" }).click();
  await expect(page.getByText("My downloaded data did not include")).toBeVisible();

  // The admin's page: the requests with due dates, the data map.
  await admin.goto("/admin/privacy");
  await expect(admin.getByRole("heading", { name: "Privacy", exact: true })).toBeVisible();
  await admin.getByText(/^All \(/).click();
  await expect(admin.getByText("Sunita").first()).toBeVisible();
  await shoot(admin, "admin-requests");
  await admin.getByRole("button", { name: "Answer" }).first().click();
  await admin
    .getByRole("textbox", { name: "Answer" })
    .fill("The quiz answers are in content.json, item answers. Sorry for the confusion.");
  await admin.getByRole("button", { name: "Send the answer" }).click();
  await expect(admin.getByRole("dialog")).toBeHidden();
  await admin.getByRole("tab", { name: "Data map" }).click();
  await expect(admin.getByText("Each module declares what personal data it stores")).toBeVisible();
  await shoot(admin, "admin-data-map");
  await admin.getByRole("tab", { name: "Notice" }).click();
  await expect(admin.getByText(/Version 1, published/)).toBeVisible();
  await shoot(admin, "admin-notice");
  await admin.close();
});
