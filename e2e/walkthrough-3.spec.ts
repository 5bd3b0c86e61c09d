import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { cli, DEMO_PASSWORD, login, TEST_PASSWORD, watchSocketIdentified } from "./helpers.ts";

// Issue 41 (walk-through round three), in the browser at 390 and 1280 px: the learner's home opens with a Today
// card and My progress is in the main menu; My progress says when there is no cohort to compare with yet; a
// notification opens what it is about. Screenshots go to test-results/screens-walkthrough-3.
test.describe.configure({ timeout: 300_000 });

const SHOTS = join(import.meta.dirname, "..", "test-results", "screens-walkthrough-3");

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test("the home opens with Today, and My progress is in the main menu at both widths", async ({ page }) => {
  // Farah (FAFMEP with FAGOLD): Research, Resource, Live Sessions and AI Interview in her menu.
  await login(page, "fmep@demo.test");
  await page.goto("/dashboard");
  const today = page.getByRole("region", { name: "Today" });
  await expect(today).toBeVisible();
  await expect(today.getByRole("link", { name: "See live sessions" })).toHaveAttribute(
    "href",
    "/lifesession",
  );
  await expect(today.getByRole("link", { name: "Start an interview" })).toHaveAttribute(
    "href",
    "/mockinterview",
  );
  await expect(today.getByRole("link", { name: "Play a game" })).toHaveAttribute("href", "/games");
  await shoot(page, "home");

  // Phone: the burger's panel lists My progress after the top menu's items.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await page.getByRole("navigation", { name: "More" }).getByRole("link", { name: "My progress" }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole("heading", { level: 1, name: "My progress" })).toBeVisible();
  // The demo's FAFMEP cohort is far below ten learners: nothing to compare with yet.
  await expect(page.getByText(/There is not yet a cohort to compare with/)).toBeVisible();
  await expect(page.getByText(/The median learner of/)).toHaveCount(0);
  await shoot(page, "progress");

  // Desktop: the side menu has it too, and the top navigation stays SPEC.md's.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My progress" }),
  ).toHaveCount(0);
  await page.getByRole("button", { name: "Open side menu" }).click();
  const side = page.getByRole("navigation", { name: "Side menu" });
  await expect(side.getByRole("link", { name: "My progress" })).toHaveAttribute("href", "/progress");
  await shoot(page, "side-menu");
});

test("a notification about a live session opens Live Sessions", async ({ page, request }) => {
  const admin = await token(request, "admin@demo.test", DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${admin}` };
  const email = "notice-link@e2e.test";
  const created = await request.post("/api/admin/users", {
    headers,
    data: { email, name: "Neha Notice", password: TEST_PASSWORD },
  });
  if (created.status() !== 409) {
    expect(created.status()).toBe(200);
    // CMEPGOLD has Live Sessions and no demo learner, so the invitation disturbs no other spec.
    await request.post("/api/admin/enrolments", { headers, data: { email, program: "CMEPGOLD" } });
    await request.patch("/api/admin/users", { headers, data: { email, program: "CMEPGOLD", steps: 3 } });
  }
  const scheduled = await request.post("/api/admin/live", {
    headers,
    data: {
      title: "Credit memo clinic",
      programs: ["CMEPGOLD"],
      start_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration_minutes: 60,
      join_url: "https://meet.example.com/credit-memo",
    },
  });
  expect(scheduled.status()).toBe(200);

  await login(page, email, TEST_PASSWORD);
  await page.goto("/notifications");
  const notice = page.getByRole("link", { name: /Credit memo clinic/ }).first();
  await expect(notice).toHaveAttribute("href", "/lifesession");
  await shoot(page, "notifications");
  await notice.click();
  await expect(page).toHaveURL(/\/lifesession$/);
  await expect(page.getByText("Credit memo clinic").first()).toBeVisible();
});

test("a toast does not hide the privacy banner on My progress, on a phone or a desktop", async ({
  page,
  request,
}) => {
  const admin = await token(request, "admin@demo.test", DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${admin}` };
  // A learner an admin created has not accepted the privacy notice yet: the banner asks her to read it.
  const email = "toast-banner@e2e.test";
  const created = await request.post("/api/admin/users", {
    headers,
    data: { email, name: "Tara Toast", password: TEST_PASSWORD },
  });
  if (created.status() !== 409) {
    expect(created.status()).toBe(200);
    // CMEPGOLD has no demo learner, so the pushes disturb no other spec.
    await request.post("/api/admin/enrolments", { headers, data: { email, program: "CMEPGOLD" } });
    await request.patch("/api/admin/users", { headers, data: { email, program: "CMEPGOLD", steps: 3 } });
  }
  const identified = watchSocketIdentified(page);
  await login(page, email, TEST_PASSWORD);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const before = identified();
    await page.goto("/progress");
    const banner = page.getByRole("status").filter({ hasText: "Please read the privacy notice" });
    const read = banner.getByRole("button", { name: "Read the notice" });
    await expect(read).toBeVisible();
    // The toast needs the page's live socket, which connects after the first screen.
    await expect.poll(identified, { timeout: 15_000 }).toBeGreaterThan(before);
    const message = `Your CMEP Gold certificate is ready (${width} px, ${Date.now()})`;
    cli("notify", "--email", email, "--message", message);
    const shown = page.getByRole("alert").filter({ hasText: message });
    await expect(shown).toBeVisible();
    // Once it has slid in: on a phone (full width) it keeps clear of the whole banner, on a desktop of its button.
    await page.waitForTimeout(800);
    const toastBox = (await shown.boundingBox())!;
    const covered = (await (width === 390 ? banner : read).boundingBox())!;
    const overlap =
      toastBox.x < covered.x + covered.width &&
      covered.x < toastBox.x + toastBox.width &&
      toastBox.y < covered.y + covered.height &&
      covered.y < toastBox.y + toastBox.height;
    expect(overlap, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(covered)}`).toBe(false);
    await page.screenshot({ path: join(SHOTS, `toast-and-banner-${width}.png`) });
  }
});
