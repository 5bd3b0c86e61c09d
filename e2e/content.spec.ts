import { expect, test } from "@playwright/test";
import { login } from "./helpers.ts";

test("a learner watches part of a video, answers its questions, reloads and finds the progress kept", async ({
  page,
}) => {
  await login(page, "python@demo.test");
  await page.goto("/newresource");
  await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "From data to a dashboard" })).toBeVisible();
  await expect(page.getByTestId("video-progress")).toContainText("Not started");

  // Watch about three seconds of the demo clip, then pause: the pause reports the position.
  const saved = page.waitForResponse(
    (r) => /\/api\/resources\/videos\/\d+\/progress$/.test(r.url()) && r.request().method() === "PUT",
  );
  const watched = await page.locator("video").evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    await new Promise((resolve) => setTimeout(resolve, 3200));
    video.pause();
    return video.currentTime;
  });
  expect(watched).toBeGreaterThan(2);
  expect((await saved).status()).toBe(200);

  const q1 = page.getByRole("region", { name: /Which chart best shows/ });
  await q1.getByRole("radio", { name: "Line chart" }).check();
  await q1.getByRole("button", { name: "Submit answer" }).click();
  await expect(q1.getByText("Correct", { exact: true })).toBeVisible();

  const q2 = page.getByRole("region", { name: /What makes this number meaningful/ });
  await q2.getByRole("radio", { name: "A larger font" }).check();
  await q2.getByRole("button", { name: "Submit answer" }).click();
  await expect(q2.getByText("Incorrect", { exact: true })).toBeVisible();
  await expect(q2.getByText(/The answer is “A comparison with target or last year”/)).toBeVisible();

  await page.reload();
  const progress = page.getByTestId("video-progress");
  await expect(progress).toContainText(/Resume at 0:0[2-4]/);
  await expect(progress).toContainText("2/2 answered · score 50%");
  // Answers are kept and locked: no submit button, the learner's choices still marked.
  await expect(page.getByRole("button", { name: "Submit answer" })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: /Which chart best shows/ }).getByRole("radio", { name: "Line chart" }),
  ).toBeChecked();
  await expect(page.getByRole("group", { name: "Your progress" })).toContainText("2/5");
  const modules = page.getByRole("navigation", { name: "Modules" });
  await expect(modules.getByText(/Stopped at 0:0[2-4] · 2\/2 answered · 50%/)).toBeVisible();

  // The player starts where the learner left off.
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(2);
});

test("a notes page renders its Markdown with a headings navigation", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "ibep@demo.test");
  await page.goto("/note");
  await expect(page.getByRole("heading", { level: 1, name: "Discounted cash flow valuation" })).toBeVisible();
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link")).toHaveText([
    "Free cash flow to the firm",
    "Building the revenue forecast",
    "The discount rate: WACC",
    "Terminal value",
    "From enterprise value to price per share",
    "Worked example",
    "Sensitivity and common mistakes",
  ]);
  await toc.getByRole("link", { name: "Terminal value", exact: true }).click();
  await expect(page).toHaveURL(/#terminal-value$/);
  await expect(page.getByRole("heading", { level: 2, name: "Terminal value" })).toBeInViewport();
  await expect(page.getByRole("table").first()).toContainText("Free cash flow to the firm (FCFF)");

  await page
    .getByRole("navigation", { name: "Chapters" })
    .getByText("Comparable companies and transactions")
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Comparable companies and transactions" }),
  ).toBeVisible();
  await expect(toc.getByRole("link", { name: "Which multiple?" })).toBeVisible();
});

test("a notes page's formula boxes fit a phone: nothing cut off, nothing sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, "ibep@demo.test");
  await page.goto("/note");
  await expect(page.getByRole("heading", { level: 1, name: "Discounted cash flow valuation" })).toBeVisible();
  const boxes = page.locator("article pre");
  expect(await boxes.count()).toBeGreaterThan(0);
  // The WACC formula is whole on screen (it was cut after "Kd ×" at 390 px).
  await expect(page.getByText(/WACC = .*Kd × \(1 − t\)/).first()).toBeVisible();
  const overflowing = await boxes.evaluateAll((pres) =>
    pres.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).map((pre) => pre.textContent?.slice(0, 40)),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/screenshots/notes-formulas-390.png", fullPage: false });
});

test("an instructor sees modules and each learner's progress", async ({ page }) => {
  await login(page, "admin@demo.test");
  await page.goto("/admin/content?family=DS&tab=progress");
  await expect(page.getByRole("heading", { level: 1, name: "Learning content" })).toBeVisible();
  const table = page.getByRole("table", { name: "Learner progress, DS" });
  await expect(table.getByRole("row", { name: /Divya DS Fusion/ })).toBeVisible();
  await page.getByRole("tab", { name: "Modules & videos" }).click();
  await expect(page.getByText("Module 1: Regression")).toBeVisible();
});
