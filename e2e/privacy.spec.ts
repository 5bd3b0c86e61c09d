// Learners' data rights (issue 43), end to end on the demo data: anyone reads the notice at /privacy (in Hindi too);
// Sunita (FMEP Silver), who accepted it at sign-up, reads it again and withdraws an optional use in one click on
// /profile/privacy, prepares a copy of her data and downloads the zip, asks for erasure and cancels it in its 48
// hours; an admin sees the requests and the data map on /admin/privacy, and the notice editor's checks (the spec
// publishes nothing: a new version would ask every demo learner of the later specs to accept it).
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

test("a learner reads the notice, withdraws a use, downloads her data and cancels an erasure; an admin sees it all", async ({
  page,
  browser,
}) => {
  // The notice at sign-up, before any data is collected.
  await page.goto("/signup");
  await expect(page.getByText("Your name, email address and password")).toBeVisible();
  await shoot(page, "signup-notice");

  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy notice" })).toBeVisible();
  await page.getByText("हिंदी", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "गोपनीयता सूचना" })).toBeVisible();
  await shoot(page, "notice-public-hi");

  // Sunita accepted the notice (with every optional use) when she signed up: she is not asked again until an admin
  // publishes a new version, and she reads it whenever she likes.
  await login(page, "silver@demo.test");
  await page.goto("/profile/privacy");
  await expect(page.getByRole("heading", { name: "Privacy and your data" })).toBeVisible();
  await expect(page.getByText(/You accepted version 1/)).toBeVisible();
  await expect(page.getByText("Please read the privacy notice")).toBeHidden();
  await page.getByRole("button", { name: "Read the notice" }).click();
  await expect(page.getByText("Your name, email address and password")).toBeVisible();
  await shoot(page, "profile-privacy-notice");
  await page.getByRole("button", { name: "Hide the notice" }).click();
  // The switches move up as the notice folds away: click them once it has (a forced click lands where they were).
  await expect(page.getByText("Your name, email address and password")).toBeHidden();

  // One click withdraws an optional use, one click gives it again.
  const marketing = page.getByRole("switch", { name: "Emails about renewals and new programs" });
  await expect(marketing).toBeChecked();
  await marketing.click({ force: true });
  await expect(marketing).not.toBeChecked();
  await expect(page.getByText(/^Off since /)).toBeVisible();
  await marketing.click({ force: true });
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
  // The editor checks the notice as the server does and says what to correct; nothing is published.
  await admin.getByLabel("What is collected (Hindi)").first().fill("");
  await admin.getByRole("button", { name: "Publish as a new version" }).click();
  await expect(admin.getByText("Say what is collected")).toBeVisible();
  await expect(admin.getByText("Not published: correct the fields marked in red.")).toBeVisible();
  await shoot(admin, "admin-notice-errors");
  await admin.getByRole("button", { name: "Discard changes" }).click();
  await expect(admin.getByText("Say what is collected")).toBeHidden();
  await admin.close();
});
