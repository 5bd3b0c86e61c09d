import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { formatDate } from "@fincareer/domain/format";
import { istDate, tradingDaysBefore } from "@fincareer/domain/ist";
import { DEMO_PUSHES, login, storedCalendar } from "./helpers.ts";

// Simulated prices say so, and real end-of-day prices loaded at /admin/market replace that (issue 22): the marker
// on the ticker and the company page before and after an admin imports a plain CSV, the import's errors and
// summary, screenshots at phone and desktop widths.
// The axe scans of fmep@demo.test's company page run while no spec pushes a toast to fmep@ (DEMO_PUSHES).
test.describe.configure({ timeout: 360_000, lock: DEMO_PUSHES });
const SHOTS = join(import.meta.dirname, "..", "test-results", "screens", "market-import");

async function serious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function openReliance(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Search for companies" }).click();
  await page.getByRole("combobox", { name: "Search for companies" }).fill("RELIANCE");
  await page.getByRole("option", { name: /Reliance Industries.*\(RELIANCE\)/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Reliance Industries");
}

test("admins import end-of-day prices; the ticker and company page say which prices are real", async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const [d1, d2] = tradingDaysBefore(istDate(), 2, storedCalendar());
  const learner = await browser.newPage();
  await login(learner, "fmep@demo.test");
  await openReliance(learner);
  const chart = learner.getByRole("region", { name: "Price chart" });
  await expect(chart.getByText("Simulated prices", { exact: true })).toBeVisible();
  await expect(
    learner.getByRole("region", { name: "Stock quotes" }).getByText("Simulated prices"),
  ).toBeVisible();
  await chart.getByText("Simulated prices", { exact: true }).click();
  await expect(chart.getByText(/simulated for practice/)).toBeVisible();
  for (const width of [390, 1280]) {
    await learner.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await learner.screenshot({ path: join(SHOTS, `company-simulated-${width}.png`), fullPage: true });
  }

  const admin = await browser.newPage();
  await login(admin, "admin@demo.test");
  await admin.goto("/admin/market");
  await expect(admin.getByRole("heading", { name: "Market prices" })).toBeVisible();
  await expect(admin.getByText("Simulated prices.")).toBeVisible();
  const input = admin.getByRole("form", { name: "Import end-of-day prices" }).locator('input[type="file"]');
  await input.setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`date,symbol,open,high,low,close,volume\n${d2},RELIANCE,1500,1490,1510,1500,100\n`),
  });
  await admin.getByRole("button", { name: "Import" }).click();
  const alert = admin.getByRole("alert").filter({ hasText: "Nothing was imported" });
  await expect(alert).toContainText("line 2: high 1490 is below low 1510");

  await input.setInputFiles({
    name: "eod.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "date,symbol,open,high,low,close,volume",
        `${d1},RELIANCE,1501.00,1519.90,1495.20,1512.40,8123456`,
        `${d2},RELIANCE,1512.40,1533.00,1508.00,1528.65,7000000`,
        `${d2},TCS,3100,3150,3080,3120.05,1500000`,
        `${d2},UNLISTEDCO,10,11,9,10.5,100`,
      ].join("\n"),
    ),
  });
  await admin.getByRole("button", { name: "Import" }).click();
  const summary = admin.getByRole("region", { name: "Imported eod.csv" });
  await expect(summary).toContainText("3 rows of 2 companies, 2 trading days");
  await expect(summary).toContainText("Skipped 1 row of symbols the platform does not list (UNLISTEDCO)");
  await expect(summary.getByRole("row", { name: /RELIANCE .* 1,528\.65/ })).toBeVisible();
  await expect(
    admin.getByText("Simulated prices, real end-of-day for 2 companies", { exact: false }),
  ).toBeVisible();
  expect(await serious(admin)).toEqual([]);
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await admin.screenshot({ path: join(SHOTS, `admin-market-${width}.png`), fullPage: true });
  }

  await learner.reload();
  const label = `Real end-of-day prices from ${formatDate(d1!)} to ${formatDate(d2!)}, simulated before and after`;
  await expect(learner.getByRole("region", { name: "Price chart" }).getByText(label)).toBeVisible();
  await expect(
    learner.getByRole("region", { name: "Stock quotes" }).getByText("Simulated + 2 real EOD"),
  ).toBeVisible();
  expect(await serious(learner)).toEqual([]);
  for (const width of [390, 1280]) {
    await learner.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await learner.screenshot({ path: join(SHOTS, `company-real-${width}.png`), fullPage: true });
  }
});
