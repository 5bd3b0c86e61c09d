import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { cli, createLearner, DEMO_PUSHES, login, TEST_PASSWORD } from "./helpers.ts";

// Issue 26: every message a form shows is in words a person understands. Each form is submitted empty and with bad
// values; no message may show a field key, a schema word or a format code.

const shots = join(import.meta.dirname, "..", "test-results", "screenshots");

/** What a message for people never holds, with the reason shown when one does. */
const FORBIDDEN: [RegExp, string][] = [
  [/\b[a-z]+(?:_[a-z0-9]+)+\b/, "a snake_case field key"],
  // eCode is the product's name for its coding game, not a key.
  [/\b(?!eCode\b)[a-z]+[A-Z][A-Za-z]*\b/, "a camelCase field key"],
  [
    /must be text|\bstring\b|\bISO\b|\bregex\b|Invalid input|\bexpected [a-z]+, received|\bundefined\b|\bNaN\b/i,
    "a schema word",
  ],
  // "file: choose a file": the field's key in front of its message.
  [/^[a-z][a-z_]*(?:\.[a-z_]+)*: /m, "a field key before its message"],
  [/yyyy-mm-dd|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|:\d{2}Z\b|\bbody\.|\bquerystring\./i, "a format code"],
];

/** The messages the page shows now: field errors and alerts. */
async function shownMessages(page: Page): Promise<string[]> {
  const errors = page.locator('.mantine-InputWrapper-error, [role="alert"]');
  return (await errors.allInnerTexts()).map((t) => t.trim()).filter((t) => t !== "");
}

/** Fails when any shown message has a key, schema word or format code; returns the messages. */
async function expectPlainWords(page: Page, where: string, atLeast = 1): Promise<string[]> {
  await expect
    .poll(async () => (await shownMessages(page)).length, { message: `${where}: messages shown` })
    .toBeGreaterThanOrEqual(atLeast);
  const messages = await shownMessages(page);
  for (const message of messages) {
    for (const [pattern, what] of FORBIDDEN) {
      expect(pattern.test(message), `${where}: "${message}" shows ${what}`).toBe(false);
    }
  }
  return messages;
}

async function submit(scope: Page | Locator, name: string | RegExp): Promise<void> {
  await scope.getByRole("button", { name }).click();
}

// The messages read include alerts: no spec may push a toast to fmep@demo.test meanwhile (DEMO_PUSHES).
test.describe.configure({ timeout: 180_000, lock: DEMO_PUSHES });
// A missing field fails in 20 s rather than at the test timeout.
test.use({ actionTimeout: 20_000 });

test("the logged-out forms answer empty and bad values in plain words", async ({ page }) => {
  await page.goto("/signup");
  await submit(page, "Create account");
  const empty = await expectPlainWords(page, "sign-up, empty", 3);
  expect(empty).toContain("Enter your full name");
  await page.getByLabel("Full name").fill("A\tB");
  await page.getByRole("textbox", { name: "Email" }).fill("asha@");
  await page.getByLabel("Password").fill("short");
  await submit(page, "Create account");
  await expectPlainWords(page, "sign-up, bad values", 3);

  await page.goto("/login");
  await submit(page, "Log in");
  await expectPlainWords(page, "login, empty", 2);
  await page.getByLabel("Email").fill("not-an-email");
  await submit(page, "Log in");
  await expectPlainWords(page, "login, bad email");

  await page.goto("/forgot-password");
  await submit(page, "Email me a link");
  await expectPlainWords(page, "forgot password, empty");
  await page.getByLabel("Email").fill("asha@example");
  await submit(page, "Email me a link");
  await expectPlainWords(page, "forgot password, bad email");

  // A made-up link is refused when its page opens (issue 41), in plain words.
  await page.goto("/reset-password?token=not-a-real-token-but-long-enough");
  await expect(page.getByRole("button", { name: "Send me a new link" })).toBeVisible();
  expect((await expectPlainWords(page, "reset password, unknown link")).join(" ")).toContain(
    "This link has been used or has expired",
  );
  const email = `words-reset-${Date.now()}@example.in`;
  createLearner(email, "Reena Words");
  const link = /\/reset-password\?token=[\w-]+/.exec(cli("user:reset", "--email", email))![0];
  await page.goto(link);
  await submit(page, "Set password");
  await expectPlainWords(page, "reset password, empty");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("kestrel-ledger-2026");
  await page.getByLabel("Repeat the new password").fill("kestrel-ledger-2027");
  await submit(page, "Set password");
  expect(await expectPlainWords(page, "reset password, different")).toContain("Type the same password twice");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("password1234");
  await page.getByLabel("Repeat the new password").fill("password1234");
  await submit(page, "Set password");
  // The server refuses a common password: its message is plain too.
  await expectPlainWords(page, "reset password, common");
});

test("sign-up step 1 lists plain messages and says the year's range", async ({ page }) => {
  // Its own new user: account.spec takes new@demo.test through the steps.
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Meera Words");
  await page.getByRole("textbox", { name: "Email" }).fill(`words-${Date.now()}@example.in`);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  // The privacy notice is accepted on the form (issue 43).
  await page.getByLabel("I have read the notice and accept the items my account needs").check();
  await submit(page, "Create account");
  await expect(page).toHaveURL(/\/signup\/step1$/);
  const year = page.getByLabel(/Year of graduation/);
  await expect(year).toBeVisible();
  await expect(page.getByText(/A year from \d{4} to \d{4}/).first()).toBeVisible();
  await year.fill("");
  await page.getByRole("combobox", { name: "College or university" }).fill("");
  await submit(page, "Save and continue");
  const messages = await expectPlainWords(page, "sign-up step 1, empty answers", 2);
  expect(messages.join(" ")).toMatch(/answers? needs? attention/);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, "form-words-step1-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, "form-words-step1-390.png"), fullPage: true });
});

test("a learner's forms answer in plain words: profile, password, research", async ({ page }) => {
  await login(page, "fmep@demo.test");
  await page.goto("/profile");
  const details = page.getByRole("form", { name: "About you" });
  await expect(details.getByLabel("LinkedIn profile")).toBeVisible();
  await expect(details.getByText(/A year from \d{4} to \d{4}/)).toBeVisible();
  await expect(details.getByLabel("Graduation year")).not.toHaveAttribute("placeholder", /\d/);
  await details.getByLabel("LinkedIn profile").fill("facebook.com/asha");
  await details.getByLabel("Mobile number").fill("12345");
  await submit(details, /Save/);
  const profile = await expectPlainWords(page, "profile, bad values", 2);
  expect(profile).toContain("Enter your LinkedIn profile address, e.g. linkedin.com/in/your-name");
  await page.screenshot({ path: join(shots, "form-words-profile-1280.png"), fullPage: true });

  await page.goto("/profile/password");
  const password = page.getByRole("form", { name: "Change password" });
  await submit(password, "Change password");
  await expectPlainWords(page, "change password, empty", 2);
  await password.getByLabel("Current password").fill("demo1234");
  await password.getByRole("textbox", { name: "New password", exact: true }).fill("short");
  await submit(password, "Change password");
  await expectPlainWords(page, "change password, short");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, "form-words-profile-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto("/research");
  const research = page.getByRole("form", { name: /^Week \d+ research/ });
  await expect(research).toBeVisible();
  await research.getByLabel("Company or topic").fill("");
  await research.getByLabel("Your analysis").fill("");
  await submit(research, /Submit research|Save changes/);
  await expectPlainWords(page, "research submission, empty", 2);
});

test("the admin forms answer in plain words: users, live sessions, games, FAQ", async ({ page }) => {
  await login(page, "admin@demo.test");

  await page.goto("/admin/users");
  await submit(page, "New learner");
  const dialog = page.getByRole("dialog", { name: "New learner" });
  await submit(dialog, "Create account");
  await expectPlainWords(page, "new learner, empty", 2);
  await dialog.getByLabel("Email").fill("asha@");
  await dialog.getByLabel("Password (optional)").fill("short");
  await submit(dialog, "Create account");
  await expectPlainWords(page, "new learner, bad values", 2);
  await page.keyboard.press("Escape");

  await page.goto("/admin/live");
  const live = page.getByRole("form", { name: "Schedule a session" });
  await submit(live, "Schedule session");
  const liveEmpty = await expectPlainWords(page, "live session, empty", 4);
  expect(liveEmpty).toContain("Enter the start date and time");
  await live.getByLabel("Title").fill("DCF clinic");
  await live.getByLabel(/Length in minutes/).fill("5");
  await live.getByLabel("Join link").fill("meet.example.com/room");
  await submit(live, "Schedule session");
  await expectPlainWords(page, "live session, bad values", 3);
  await page.screenshot({ path: join(shots, "form-words-admin-live-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, "form-words-admin-live-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto("/admin/games");
  await page.getByRole("tab", { name: /permissions/i }).click();
  const grant = page.getByRole("form", { name: "Grant eCode" });
  await grant.getByLabel("Opens").fill("");
  await submit(grant, "Grant eCode");
  await expectPlainWords(page, "grant eCode, empty", 2);

  await page.goto("/admin/faq");
  await submit(page, "Add a FAQ");
  const faq = page.getByRole("dialog", { name: "Add a FAQ" });
  await submit(faq, /Save|Add/);
  await expectPlainWords(page, "FAQ, empty", 2);
});

test("the admin content forms answer in plain words: modules, videos, questions", async ({ page }) => {
  await login(page, "admin@demo.test");
  await page.goto("/admin/content?family=IBEP&track=main&tab=modules");

  const addModule = page.getByRole("form", { name: "Add a module" });
  await submit(addModule, "Add module");
  expect(await expectPlainWords(page, "add module, empty")).toContain("Enter the module title");
  await addModule.getByLabel("Title").fill("DCF\tbasics");
  await addModule.getByLabel("Description").fill("x".repeat(2001));
  await submit(addModule, "Add module");
  await expectPlainWords(page, "add module, bad values", 2);

  const module1 = page.getByRole("region", { name: /^Module 1: / });
  await module1.getByRole("button", { name: "Edit", exact: true }).click();
  const editModule = module1.getByRole("form", { name: "Edit module 1" });
  await editModule.getByLabel("Module title").fill("");
  await submit(editModule, "Save");
  await expectPlainWords(page, "edit module, empty title", 3);
  await submit(editModule, "Cancel");

  await submit(module1, "Add a video");
  const addVideo = module1.getByRole("form", { name: "Add a video" });
  await submit(addVideo, "Add video");
  await expectPlainWords(page, "add video by address, empty", 2);
  await addVideo.getByLabel("Title").fill("Terminal value");
  await addVideo.getByLabel("Video address").fill("videos.example.com/lesson.m3u8");
  await submit(addVideo, "Add video");
  const address = await expectPlainWords(page, "add video by address, no scheme", 1);
  expect(address.join(" ")).toMatch(/starting with https:\/\//);
  await page.screenshot({ path: join(shots, "form-words-admin-content-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, "form-words-admin-content-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await addVideo.getByText("Upload a file").click();
  await addVideo.getByLabel("Title").fill("");
  await submit(addVideo, "Upload video");
  const upload = await expectPlainWords(page, "upload video, empty", 2);
  expect(upload).toContain("Choose a video file to upload");
  await addVideo.getByLabel("Title").fill("Terminal value");
  await addVideo.locator('input[type="file"]').setInputFiles({
    name: "lesson.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.from("not a video, only words"),
  });
  await submit(addVideo, "Upload video");
  await expect(addVideo.getByText(/not a video we can play/i)).toBeVisible();
  await expectPlainWords(page, "upload video, not a video");
  await submit(addVideo, "Cancel");

  await module1.getByRole("button", { name: "Questions", exact: true }).first().click();
  const addQuestion = module1.getByRole("form", { name: /^Add a question to / });
  await submit(addQuestion, "Add question");
  await expectPlainWords(page, "add question, empty", 2);
  await addQuestion.getByRole("textbox", { name: "Question", exact: true }).fill("Which\u0007multiple?");
  await addQuestion.getByRole("textbox", { name: "Option 1", exact: true }).fill("EV/EBITDA");
  await addQuestion.getByRole("radio", { name: "Option 3 is correct" }).check();
  await submit(addQuestion, "Add question");
  await expectPlainWords(page, "add question, one option and an empty answer", 2);
});

test("the admin forms answer in plain words: market prices, enrolment, settings, game questions", async ({
  page,
}) => {
  await login(page, "admin@demo.test");

  await page.goto("/admin/market");
  const prices = page.getByRole("form", { name: "Import end-of-day prices" });
  await submit(prices, "Import");
  expect(await expectPlainWords(page, "price import, empty")).toContain(
    "Choose a price file (CSV) to import",
  );
  // Each bad file is refused with the reason in plain words.
  const badFiles: [string, string, string | RegExp][] = [
    ["unknown columns", "day,ticker,price\n", "Nothing was imported"],
    ["bad row", "date,symbol,open,high,low,close,volume\n2025-01-02,RELIANCE,-5,90,95,,many\n", "line 2"],
    ["not text", "a\u0000b", /not a text/i],
  ];
  for (const [what, text, shown] of badFiles) {
    await prices
      .locator('input[type="file"]')
      .setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
    await submit(prices, "Import");
    await expect(prices.getByRole("alert")).toContainText(shown);
    await expectPlainWords(page, `price import, ${what}`);
  }

  await page.goto("/admin/users");
  await page.getByLabel("Search").fill("fmep@demo.test");
  await expect(page.getByText("1 user", { exact: true })).toBeVisible();
  await page.getByRole("table").getByRole("button").first().click();
  const drawer = page.getByRole("dialog", { name: "User" });
  const enrol = drawer.getByRole("form", { name: "Enrol" });
  await submit(enrol, "Enrol");
  expect(await expectPlainWords(page, "enrol, empty")).toContain("Choose a program from the list");
  await enrol.getByRole("combobox", { name: "Program" }).click();
  await page.getByRole("option", { name: /\(FAFMEP\)$/ }).click();
  // The app's own date fields, typed day first (issue 41).
  await enrol.getByLabel("Start").fill("10/05/2026");
  await enrol.getByLabel("End").fill("01/05/2026");
  await submit(enrol, "Enrol");
  const dates = await expectPlainWords(page, "enrol, end before start");
  // The start date as the screens write dates, not as the request sent it.
  expect(dates.join(" ")).toMatch(/end date on or after the start date \(10\/05\/2026\)/);

  const settings = drawer.getByRole("form", { name: "Program and sign-up" });
  await settings.getByLabel("Plan code").fill("p".repeat(41));
  await submit(settings, "Save");
  await expectPlainWords(page, "user settings, long plan code", 2);
  await page.keyboard.press("Escape");

  await page.goto("/admin/games?tab=questions&bank=ibep");
  await submit(page, "Add question");
  const question = page.getByRole("dialog", { name: "Add question" });
  await submit(question, "Save question");
  await expectPlainWords(page, "game question, empty", 3);
  await question.getByLabel("Question").fill("P/E?");
  await question.getByLabel("Option A").fill("Cheap");
  await question.getByLabel("Option B").fill("cheap");
  await question.getByRole("radio", { name: "D" }).check();
  await question.getByLabel(/^Explanation/).fill("Too short");
  await submit(question, "Save question");
  await expectPlainWords(page, "game question, bad values", 3);
  await submit(question, "Cancel");

  await page.getByRole("article").first().getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit question" });
  await edit.getByLabel("Question").fill("");
  await submit(edit, "Save question");
  expect(await expectPlainWords(page, "game question edit, emptied")).toContain(
    "Write the question (at least 10 characters)",
  );
});
