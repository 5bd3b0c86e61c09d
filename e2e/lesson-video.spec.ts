import { expect, test } from "@playwright/test";
import { login } from "./helpers.ts";

test("finishing a video keeps its questions, updates progress without a reload, and shows transcript and captions", async ({
  page,
}) => {
  await login(page, "ba@demo.test");
  await page.goto("/newresource");
  // The lesson's title (the resource page also shows the learner's Today card, whose heading is level 2 too).
  const lessonTitle = page.getByRole("heading", { level: 2 }).filter({ hasNotText: /^Today$/ });
  await expect(lessonTitle).toBeVisible({ timeout: 30_000 });
  const first = (await lessonTitle.innerText()).trim();
  const summary = page.getByRole("group", { name: "Your progress" });
  await expect(summary).toContainText(/^0\/\d+/);
  const progress = page.getByTestId("video-progress");
  await expect(progress).toContainText("Not started");
  const questions = page.getByRole("heading", { level: 3, name: "Questions" });
  await expect(questions).toBeVisible();

  // The transcript sits under the player and the captions track is served as WebVTT.
  const transcript = page.getByRole("region", { name: "Transcript" });
  await transcript.getByRole("button", { name: /Show transcript/ }).click();
  await expect(transcript.getByRole("listitem").first()).toBeVisible();
  expect(await transcript.getByRole("listitem").count()).toBeGreaterThan(4);
  const track = page.locator('video track[kind="captions"][srclang="en"]');
  await expect(track).toHaveCount(1);
  expect(await track.getAttribute("default")).not.toBeNull();
  const vtt = await page.request.get((await track.getAttribute("src"))!);
  expect(vtt.status()).toBe(200);
  expect(vtt.headers()["content-type"]).toMatch(/^text\/vtt/);
  expect(await vtt.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);

  // Searching the transcript narrows it to the matching lines.
  const all = await transcript.getByRole("listitem").count();
  const firstLine = (await transcript.getByRole("listitem").first().innerText()).split("\n").pop()!;
  const word = firstLine.split(/\W+/).find((w) => w.length > 6)!;
  await transcript.getByRole("searchbox", { name: "Search the transcript" }).fill(word);
  await expect.poll(() => transcript.getByRole("listitem").count()).toBeLessThan(all);
  await expect(transcript.getByRole("listitem").first()).toContainText(new RegExp(word, "i"));

  // Play the last second of the video to its end.
  const saved = page.waitForResponse(
    (r) =>
      /\/api\/resources\/videos\/\d+\/progress$/.test(r.url()) &&
      r.request().method() === "PUT" &&
      (r.request().postDataJSON() as { ended?: boolean }).ended === true,
  );
  await page.locator("video").evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    if (video.readyState < 1)
      await new Promise((r) => video.addEventListener("loadedmetadata", r, { once: true }));
    video.currentTime = Math.max(0, video.duration - 1);
    await video.play();
    await new Promise((r) => video.addEventListener("ended", r, { once: true }));
  });
  expect((await saved).status()).toBe(200);

  // The learner stays on the lesson just watched, with its questions, and every label says "watched" at once.
  await expect(progress).toContainText("Watched");
  await expect(summary).toContainText(/^1\/\d+/);
  await expect(
    page
      .getByRole("navigation", { name: "Modules" })
      .getByText(/^Watched/)
      .first(),
  ).toBeVisible();
  // Give a late list refresh time to move the learner on, as it used to.
  await page.waitForTimeout(1500);
  await expect(lessonTitle).toHaveText(first);
  await expect(questions).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit answer" }).first()).toBeVisible();

  // Moving on is the learner's choice.
  const next = page.getByRole("button", { name: /^Up next:/ });
  await expect(next).toBeVisible();
  const nextTitle = (await next.innerText()).replace(/^Up next:\s*/, "").trim();
  await next.click();
  await expect(lessonTitle).toHaveText(nextTitle);
  await expect(page).toHaveURL(/video=\d+/);
});
