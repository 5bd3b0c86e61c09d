import { expect, test, type Page } from "@playwright/test";
import { join } from "node:path";
import sharp from "sharp";
import { cli, createLearner, login, TEST_PASSWORD } from "./helpers.ts";

// Issue 42: research files and profile photos go up with the same progress bar as videos (percentage, bytes,
// speed, time left, Cancel) over XHR on their existing multipart routes. The upload link is throttled through CDP
// so the bar is seen while the bytes go; a canceled research upload saves nothing, and the next one is submitted.

const OUT = join(process.cwd(), "test-results");
const stamp = Date.now().toString(36);
const learner = `uploader-${stamp}@e2e.test`;

/** Today's date in India (yyyy-mm-dd) shifted by `days`. */
function istDate(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Caps the page's upload speed (bytes a second), or lifts the cap with null. */
async function throttleUpload(page: Page, bytesPerSecond: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: bytesPerSecond === null ? 0 : 40,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

test.beforeAll(() => {
  createLearner(learner, "Kavya Uploader");
  cli(
    "user:enrol",
    "--email",
    learner,
    "--program",
    "IBEPGOLD",
    "--start",
    istDate(-2),
    "--end",
    istDate(300),
  );
  cli("user:set", "--email", learner, "--program", "IBEPGOLD", "--steps", "1");
});

test("a profile photo goes up with a progress bar", async ({ page }) => {
  await login(page, learner, TEST_PASSWORD);
  // Noise does not compress: about 1.5 MB of PNG, under the 2 MB limit.
  const png = await sharp({
    create: {
      width: 720,
      height: 720,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  // Once on a phone's width, once on a laptop's (a new upload each time: the screen's layout differs).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto("/profile");
    await throttleUpload(page, 128 * 1024);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    const bar = page.getByTestId("upload-progress");
    await expect(bar.getByText("me.png")).toBeVisible();
    await expect(bar).toContainText(/MB of 1\.\d MB · \d+ KB\/s · \d+ s left/);
    await expect(page.getByRole("progressbar", { name: /me\.png: \d+%/ })).toBeVisible();
    await bar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT, `photo-upload-${width}.png`) });
    await expect(page.getByText("Photo updated.")).toBeVisible({ timeout: 60_000 });
    await expect(bar).toBeHidden();
    await expect(page.getByTestId("profile-photo").locator("img")).toHaveAttribute(
      "src",
      /^\/uploads\/userProfile\/[0-9a-f-]{36}\.webp$/,
    );
    await throttleUpload(page, null);
  }
});

test("a research file's upload shows its progress, can be canceled, and is sent again", async ({ page }) => {
  await login(page, learner, TEST_PASSWORD);
  await page.goto("/ivepresearch");
  const form = page.getByRole("form", { name: "Week 1 project" });
  await form.getByLabel("Company or topic").fill(`HDFC Bank ${stamp}`);
  await form
    .getByLabel("Your analysis")
    .fill("Deposit growth lags loans after the merger; NIM pressure for two years.");
  // A 3 MB PDF: a real header and trailer around padding (the server checks the bytes, not the name).
  const pdf = Buffer.concat([
    Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n"),
    Buffer.alloc(3 * 1024 * 1024, 0x20),
    Buffer.from("\ntrailer<<>>\n%%EOF\n"),
  ]);
  const file = { name: "hdfc-model.pdf", mimeType: "application/pdf", buffer: pdf };
  await form.locator('input[type="file"]').setInputFiles(file);
  await throttleUpload(page, 256 * 1024);
  await form.getByRole("button", { name: "Submit project" }).click();
  const bar = form.getByTestId("upload-progress");
  await expect(bar).toContainText(/of 3\.0 MB · \d+ KB\/s · \d+ s left/);
  await expect(form.getByRole("progressbar", { name: /hdfc-model\.pdf: \d+%/ })).toBeVisible();
  await page.screenshot({ path: join(OUT, "research-upload-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await bar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, "research-upload-390.png") });
  // Cancel: the bar goes, nothing is said to be saved, and the form keeps what was typed.
  await bar.getByRole("button", { name: "Cancel upload" }).click();
  await expect(bar).toBeHidden();
  await expect(form.getByRole("alert", { name: "Not saved" })).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Submit project" })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole("button", { name: "Submit project" })).toBeVisible();
  // Sent again on a full-speed link: submitted with the file.
  await throttleUpload(page, null);
  const again = page.getByRole("form", { name: "Week 1 project" });
  await again.getByLabel("Company or topic").fill(`HDFC Bank ${stamp}`);
  await again
    .getByLabel("Your analysis")
    .fill("Deposit growth lags loans after the merger; NIM pressure for two years.");
  await again.locator('input[type="file"]').setInputFiles(file);
  await again.getByRole("button", { name: "Submit project" }).click();
  await expect(page.getByText("Your project for week 1 is submitted.")).toBeVisible({ timeout: 30_000 });
});
