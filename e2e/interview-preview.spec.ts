import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { login } from "./helpers.ts";

const SHOTS = join(import.meta.dirname, "..", "test-results", "screens-interview-preview");

const WRONG_WACC =
  "To calculate WACC I take the simple average of the cost of equity and the cost of debt. For cost of equity I use CAPM with the US Treasury yield as the risk-free rate since it is the global benchmark. The cost of debt is the coupon rate, and we should not adjust it for tax.";

test("an instructor previews the grader on a wrong answer and sees each wrong claim corrected", async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await login(page, "admin@demo.test");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Interview grader" })
    .click();
  await expect(page.getByRole("heading", { name: "Interview grader preview", level: 1 })).toBeVisible();
  await page.getByPlaceholder("Search the bank").fill("WACC of an Indian");
  await page
    .getByRole("option", { name: "How would you calculate the WACC of an Indian listed company?" })
    .click();
  await page.getByRole("textbox", { name: "Answer" }).fill(WRONG_WACC);
  await page.getByRole("button", { name: "Evaluate" }).click();
  await expect(page.getByText("What your answer got wrong")).toBeVisible();
  await expect(
    page.getByText(
      "You said: “To calculate WACC I take the simple average of the cost of equity and the cost of debt”",
    ),
  ).toBeVisible();
  await expect(page.getByText("Follow-up question")).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(SHOTS, `preview-${width}.png`), fullPage: true });
  }
});
