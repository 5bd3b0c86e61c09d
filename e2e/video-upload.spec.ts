import { execFileSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { login } from "./helpers.ts";

// Issue 42 in the browser: an instructor uploads a video, the connection drops mid-way and the upload resumes from
// what the server has; the job's progress shows on /admin/content; a learner of the program plays the adaptive
// stream (poster, rendition, watermark); a learner of another program and a logged-out learner get 403 on the same
// addresses. Screenshots of the upload and the player at 390 and 1280 px go to test-results/video-*.png.

const OUT = join(process.cwd(), "test-results");
const CLIP = join(OUT, "e2e-video-clip.mp4");

test.beforeAll(() => {
  mkdirSync(OUT, { recursive: true });
  // 10 s of 640x360 at a high bitrate (about 11 MB: three 4 MB chunks), made by ffmpeg itself.
  execFileSync("/usr/bin/ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=10"],
    ...["-f", "lavfi", "-i", "sine=frequency=330:duration=10"],
    // Noise, so that it does not compress below three chunks.
    ...["-vf", "noise=alls=30:allf=t", "-c:v", "libx264", "-preset", "ultrafast", "-b:v", "9M"],
    ...["-c:a", "aac", "-shortest", CLIP],
  ]);
  expect(statSync(CLIP).size).toBeGreaterThan(8 * 1024 * 1024);
});

const token = (page: Page) => page.evaluate(() => window.localStorage.getItem("token"));

test("an upload survives a dropped connection, is transcoded, and plays only for the enrolled learner", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "admin@demo.test");
  const adminToken = await token(page);
  const moduleTitle = `Upload check ${Date.now()}`;
  const created = await page.request.post("/api/content/modules", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { family: "PYTHON", track: "main", title: moduleTitle },
  });
  expect(created.status()).toBe(200);

  // The second chunk is held (to look at the bar), then its connection is cut.
  const patches: number[] = [];
  let held: (() => void) | null = null;
  const heldUntil = new Promise<void>((resolve) => (held = resolve));
  await page.route("**/api/content/uploads/*", async (route) => {
    if (route.request().method() !== "PATCH") return route.continue();
    patches.push(Number(route.request().headers()["upload-offset"]));
    if (patches.length === 2) {
      await heldUntil;
      return route.abort("connectionreset");
    }
    return route.continue();
  });

  await page.goto("/admin/content?family=PYTHON");
  const card = page.getByRole("region", { name: new RegExp(`Module \\d+: ${moduleTitle}`) });
  await card.getByRole("button", { name: "Add a video" }).click();
  const form = card.getByRole("form", { name: "Add a video" });
  await form.getByText("Upload a file").click();
  await form.getByLabel("Title").fill("Reading a cash flow statement");
  await form.locator('input[type="file"]').setInputFiles(CLIP);
  await form.getByRole("button", { name: "Upload video" }).click();
  const bar = form.getByTestId("upload-progress");
  await expect(bar).toBeVisible();
  await expect.poll(() => patches.length).toBe(2);
  await expect(form.getByTestId("upload-percent")).toHaveText(/^[1-9][0-9]?%$/);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, "video-upload-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await bar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, "video-upload-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  held!();

  // The client asks the server what arrived and continues from there: no chunk is sent from 0 again.
  const jobs = page.getByRole("region", { name: "Video processing" });
  await expect(jobs).toBeVisible({ timeout: 60_000 });
  expect(patches[0]).toBe(0);
  expect(patches.slice(1).every((offset) => offset > 0)).toBe(true);
  expect(patches.at(-1)).toBe(8 * 1024 * 1024);
  const job = jobs.getByTestId("video-job").filter({ hasText: "Reading a cash flow statement" });
  await expect(job).toBeVisible();
  await jobs.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, "video-job-1280.png") });
  await expect(job.getByText("done", { exact: true })).toBeVisible({ timeout: 180_000 });

  // The learner plays the adaptive stream.
  const learner = await browser.newPage();
  await learner.setViewportSize({ width: 1280, height: 900 });
  await login(learner, "python@demo.test");
  await learner.goto("/newresource");
  const detailAnswer = learner.waitForResponse((r) => /\/api\/resources\/videos\/\d+$/.test(r.url()));
  await learner
    .getByRole("navigation", { name: "Modules" })
    .getByText("Reading a cash flow statement")
    .click();
  const detail = (await (await detailAnswer).json()) as {
    format: string;
    stream: { masterUrl: string; posterUrl: string; renditions: number[] };
  };
  expect(detail.format).toBe("hls");
  expect(detail.stream.renditions).toEqual([240, 360]);
  const video = learner.locator("video");
  await expect(video).toHaveAttribute("poster", /\/hls\/poster\.jpg\?sig=/);
  await expect(learner.getByTestId("video-watermark")).toHaveText("python@demo.test");
  // hls.js is attached once loaded; then the master playlist gives the metadata.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const played = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    return v.currentTime;
  });
  expect(played).toBeGreaterThan(1);
  await expect(learner.getByTestId("video-rendition")).toHaveText(/Playing (240|360)p/);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  // Seek previews: pointing at the timeline shows the sprite's thumbnail of that moment, and a click seeks there.
  const sprite = learner.waitForResponse((r) => /\/hls\/sprite\.jpg\?sig=/.test(r.url()));
  const track = learner.getByRole("slider", { name: "Seek" });
  const box = (await track.boundingBox())!;
  await learner.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await learner.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect(learner.getByTestId("seek-thumbnail")).toHaveCSS("background-image", /sprite\.jpg\?sig=/);
  expect((await sprite).status()).toBe(200);
  await expect(learner.getByTestId("seek-preview")).toContainText(/0:0[67]/);
  await learner.screenshot({ path: join(OUT, "video-seek-preview-1280.png") });
  await learner.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(5);
  // Full screen is the player's frame, so the watermark stays over the picture.
  await learner.getByRole("button", { name: "Full screen" }).click();
  await expect
    .poll(() =>
      learner.evaluate(() =>
        Boolean(
          document.fullscreenElement?.contains(document.querySelector('[data-testid="video-watermark"]')),
        ),
      ),
    )
    .toBe(true);
  await expect(learner.getByTestId("video-watermark")).toBeVisible();
  await learner.screenshot({ path: join(OUT, "video-fullscreen-1280.png") });
  await learner.getByRole("button", { name: "Exit full screen" }).click();
  await expect.poll(() => learner.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await learner.screenshot({ path: join(OUT, "video-player-1280.png") });
  await learner.setViewportSize({ width: 390, height: 844 });
  await learner.screenshot({ path: join(OUT, "video-player-390.png") });
  const master = await learner.request.get(detail.stream.masterUrl);
  expect(master.status()).toBe(200);

  // A learner of another program, in a browser of their own, with the same address: 403.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await login(other, "ba@demo.test");
  expect((await other.request.get(detail.stream.masterUrl)).status()).toBe(403);
  expect((await other.request.get(detail.stream.posterUrl)).status()).toBe(403);
  await otherContext.close();

  // The learner logs out: the same addresses answer 403 in their own browser.
  const learnerToken = await token(learner);
  const out = await learner.request.post("/api/auth/logout", {
    headers: { authorization: `Bearer ${learnerToken}` },
  });
  expect(out.status()).toBeLessThan(300);
  expect((await learner.request.get(detail.stream.masterUrl)).status()).toBe(403);
  await learner.close();
});
