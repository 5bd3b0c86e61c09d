import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_PUSHES, login } from "./helpers.ts";

// Issue 11 (live sessions): an admin schedules a session in /admin, an FAFMEP learner sees it on /lifesession
// with the Live Sessions badge, downloads its .ics and subscribes to the private calendar feed.

// The session for FAFMEP is pushed to fmep@demo.test (a toast): DEMO_PUSHES keeps the specs that would notice apart.
test.describe.configure({ lock: DEMO_PUSHES });

const stamp = Date.now().toString(36);
const title = `Ind AS 116 leases clinic ${stamp}`;
const shots = join(import.meta.dirname, "..", "test-results", "screenshots");

/** Tomorrow at 15:30 IST: what the admin types (dd/mm/yyyy hh:mm, issue 41) and the timing text learners read. */
function tomorrowIst() {
  const day = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = day.split("-");
  return { input: `${d}/${m}/${y} 15:30`, text: `${d}/${m}/${y} 3:30 pm`, utc: `${y}${m}${d}T100000Z` };
}

async function as(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

test("an admin schedules a session and an FAFMEP learner sees it, with its badge, and downloads the .ics", async ({
  browser,
}) => {
  // Two logins, a build-sized first load each and two full-page screenshots per page on a shared 2-core machine.
  test.setTimeout(300_000);
  mkdirSync(shots, { recursive: true });
  const when = tomorrowIst();

  const admin = await as(browser, "admin@demo.test");
  await admin.goto("/admin/live");
  await expect(admin.getByRole("heading", { level: 1, name: "Live sessions" })).toBeVisible();
  const form = admin.getByRole("form", { name: "Schedule a session" });
  // The contract's rules run in the form first: an empty submit names the fields.
  await form.getByRole("button", { name: "Schedule session" }).click();
  await expect(form.getByText("Enter a title of at least 3 characters")).toBeVisible();
  await form.getByLabel("Title").fill(title);
  await form.getByRole("combobox", { name: "Programs" }).click();
  await admin.getByRole("option", { name: "FA FMEP (FAFMEP)", exact: true }).click();
  // Issue 41: a program without Live Sessions is marked, named under the field and refused.
  await admin.getByRole("option", { name: "FMEP Gold (FMEPGOLD): no Live Sessions", exact: true }).click();
  await admin.keyboard.press("Escape");
  const reach = form.getByRole("list", { name: "Who sees the session" });
  await expect(reach).toContainText("FMEP Gold has no Live Sessions in its menu: remove it to schedule.");
  await expect(reach).toContainText("FA FMEP: only learners on the FAGOLD or EDMPGOLD plan see it.");
  await form.getByLabel("Start (IST)").fill(when.input);
  await form.getByLabel(/Length in minutes/).fill("75");
  await form.getByLabel("Join link").fill("https://meet.example.com/ind-as-116");
  await form.getByRole("button", { name: "Schedule session" }).click();
  await expect(form.getByText(/^FMEP Gold has no Live Sessions page/)).toBeVisible();
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await form.screenshot({ path: join(shots, `admin-live-refused-${width}.png`) });
  }
  await admin.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole("combobox", { name: "Programs" }).click();
  await admin.getByRole("option", { name: "FMEP Gold (FMEPGOLD): no Live Sessions", exact: true }).click();
  await admin.keyboard.press("Escape");
  await expect(reach).not.toContainText("FMEP Gold");
  await form.getByRole("button", { name: "Schedule session" }).click();
  await expect(admin.getByText(/Scheduled: .*\. (\d+ learners?|No learner) invited\./)).toBeVisible();
  const row = admin.getByRole("listitem").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${when.text} IST · 75 min · FA FMEP (FAFMEP)`);
  await expect(row.getByText("Scheduled")).toBeVisible();
  await admin.screenshot({ path: join(shots, "admin-live-1280.png"), fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: join(shots, "admin-live-390.png"), fullPage: true });

  const learner = await as(browser, "fmep@demo.test");
  await learner.goto("/lifesession");
  await expect(learner.getByRole("heading", { level: 1, name: "Live sessions" })).toBeVisible();
  // The badge of SPEC.md section 3: 1 when any session is dated today or later.
  const tab = learner.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Live Sessions/ });
  await expect(tab).toHaveText(/Live Sessions\s*1/);
  const card = learner.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText(`${title} on ${when.text}`)).toBeVisible();
  await expect(card.getByRole("button", { name: "Join session" })).toBeDisabled();
  await expect(card.getByText(/Join opens at .* 3:20 pm, 10 minutes before the start/)).toBeVisible();

  const [download] = await Promise.all([
    learner.waitForEvent("download"),
    card.getByRole("button", { name: "Add to calendar (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ind-as-116-leases-clinic-${stamp}.ics`);
  const ics = readFileSync(await download.path(), "utf8").replace(/\r\n[ \t]/g, "");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain(`DTSTART:${when.utc}`);
  expect(ics).toContain("URL:https://meet.example.com/ind-as-116");

  // The private calendar link: created on the page, it serves the session to a calendar app without a login.
  await learner.getByRole("button", { name: "Create my calendar link" }).click();
  const link = learner.getByLabel("Your private calendar link");
  await expect(link).toHaveValue(/\/api\/live\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await learner.request.get(await link.inputValue());
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`SUMMARY:${title}`);

  await learner.screenshot({ path: join(shots, "lifesession-1280.png"), fullPage: true });
  await learner.setViewportSize({ width: 390, height: 844 });
  await learner.screenshot({ path: join(shots, "lifesession-390.png"), fullPage: true });
});

test("a program without Live Sessions is sent home from /lifesession", async ({ browser }) => {
  // FMEPGOLD's menu has no Live Sessions (SPEC.md section 2): the shell redirects to the step target.
  const page = await as(browser, "gold@demo.test");
  await page.goto("/lifesession");
  await expect(page).toHaveURL(/\/dashboard$/);
});
