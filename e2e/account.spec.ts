import { expect as baseExpect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { login } from "./helpers.ts";

// The machines are shared and the FMEP pages stream live prices: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [390, 1280] as const;

/** Full-page screenshots of the current page at phone and desktop widths (looked at by hand). */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screenshots/account-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Answers the sign-up questionnaire's required questions that have no default. */
async function answerQuestionnaire(page: Page): Promise<void> {
  await page.getByRole("radio", { name: "Student (final year)" }).check();
  await choose(page, "Highest qualification (completed or in progress)", "Bachelor's degree");
  await choose(page, "Stream", "Commerce");
  const institute = page.getByRole("combobox", { name: "College or university" });
  await institute.fill("Narsee Monjee");
  await page.getByRole("option", { name: /Narsee Monjee College/ }).click();
  await page.getByRole("textbox", { name: "Year of graduation (or expected)" }).fill("2026");
  await page.getByRole("checkbox", { name: "Land my first job in finance" }).check();
  await page.getByRole("radio", { name: /Intermediate: VLOOKUP/ }).check();
  await page.getByRole("radio", { name: "Mutual funds or SIPs only" }).check();
  await choose(page, "Which role are you aiming for?", "Equity research analyst");
}

test("a learner edits the profile, sees errors beside fields, and uploads a photo", async ({ page }) => {
  await login(page, "gold@demo.test");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();

  await page.getByLabel("Headline").fill("B.Com graduate preparing for equity research roles");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    page.getByText("Enter an Indian mobile number of 10 digits, e.g. +91 98200 12345"),
  ).toBeVisible();

  await page.getByLabel("Mobile number").fill("+91 98220 54321");
  await page.getByRole("textbox", { name: "University" }).fill("Savitribai Phule Pune University");
  const skills = page.getByRole("combobox", { name: "Skills" });
  await skills.fill("Financial modelling");
  await skills.press("Enter");
  await skills.fill("DCF valuation");
  await skills.press("Enter");
  await page.getByText("Analytical", { exact: true }).click();
  await page.getByRole("button", { name: "Add a college" }).click();
  await page.getByRole("combobox", { name: "College or university" }).fill("Fergusson College, Pune");
  await page.getByRole("textbox", { name: "Degree" }).fill("B.Com");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("City")).toHaveValue("Pune");
  await expect(page.getByLabel("Mobile number")).toHaveValue("+91 98220 54321");
  await expect(page.getByRole("textbox", { name: "Degree" })).toHaveValue("B.Com");

  // A small PNG made here; the server re-encodes it to WebP and the avatar points at the stored file.
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#1f6f5c" } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Photo updated.")).toBeVisible();
  const photo = page.getByTestId("profile-photo").locator("img");
  await expect(photo).toHaveAttribute("src", /^\/uploads\/userProfile\/[0-9a-f-]{36}\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

  // A file that is not an image is refused with the server's message and the photo stays.
  const before = await photo.getAttribute("src");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByRole("alert").filter({ hasText: "Only JPEG, PNG or WebP" })).toBeVisible();
  await expect(photo).toHaveAttribute("src", before!);
  await shoot(page, "profile");

  // A photo that fails to load shows the default image (the initials).
  await page.route("**/uploads/userProfile/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.reload();
  await expect(page.getByTestId("profile-photo")).toContainText("GF");
});

test("a learner searches the FAQs", async ({ page }) => {
  await login(page, "gold@demo.test");
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "FAQs" })).toBeVisible();
  await shoot(page, "faq");
  await page.getByRole("searchbox", { name: "Search the FAQs" }).fill("order rejected");
  await expect(page.getByText(/answers? match/)).toBeVisible();
  // Each question is a native disclosure (<details>): its summary opens it.
  const rejected = page.locator("summary", { hasText: "Why was my order rejected?" });
  await rejected.click();
  await expect(page.getByText("Not enough cash")).toBeVisible();
  await expect(page.locator("details", { has: rejected })).toHaveAttribute("open", "");
  // The keyboard closes it again.
  await rejected.press("Enter");
  await expect(page.getByText("Not enough cash")).toBeHidden();
  await page.getByRole("searchbox", { name: "Search the FAQs" }).fill("zzzz nothing");
  await expect(page.getByText("No FAQ matches that search.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the FAQs" }).fill("");
  await page.locator("summary", { hasText: "Who do I contact for help?" }).click();
  await expect(page.getByText(/WhatsApp or call \+91/)).toBeVisible();
});

test("sign-up step 1 is saved, step 2's risk shows beside the FinScore, and an admin sees the answers", async ({
  page,
}) => {
  await login(page, "new@demo.test");
  await expect(page).toHaveURL(/\/signup\/step1$/);
  await expect(page.getByRole("heading", { name: "Your background" })).toBeVisible();
  await shoot(page, "signup-step1");

  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText(/answers need attention/)).toBeVisible();
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page).toHaveURL(/\/signup\/step2$/);
  await page.getByRole("radio", { name: /Balanced/ }).check();
  await shoot(page, "signup-step2");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.getByRole("tab", { name: "Score & risk" }).click();
  await expect(page.getByText("Balanced · Moderate risk")).toBeVisible();
  await expect(page.getByText(/At most 15% in one stock/)).toBeVisible();

  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await login(page, "admin@demo.test");
  await page.goto("/admin/signups");
  await page.getByLabel("Search by name or email").fill("naveen");
  await page.getByRole("button", { name: /Naveen New/ }).click();
  await expect(page.getByText("Equity research analyst")).toBeVisible();
  await expect(page.getByText("Narsee Monjee College of Commerce and Economics, Mumbai")).toBeVisible();
  await shoot(page, "admin-signups");
  await page.goto("/admin/faq");
  await expect(page.getByText(/of \d+ FAQs/)).toBeVisible();
  await shoot(page, "admin-faq");
});

test("a walk-in signs up, answers the questionnaire and sees what to do next", async ({ page }) => {
  const email = `walkin-${Date.now()}@example.in`;
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Kavya Iyer");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill("Ledger-Sunrise-42");
  // The privacy notice is accepted on the form (issue 43).
  await page.getByLabel("I have read the notice and accept the items my account needs").check();
  await page.getByRole("button", { name: /sign up|create/i }).click();
  await expect(page).toHaveURL(/\/signup\/step1$/);
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page).toHaveURL(/\/no-program$/);
  await expect(
    page.getByRole("heading", { name: "Kavya, you are not enrolled in a program yet" }),
  ).toBeVisible();
  await expect(page.getByText(/WhatsApp or call/)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await shoot(page, "no-program");
  // Every program page sends them back here instead of an empty resource page.
  await page.goto("/newresource");
  await expect(page).toHaveURL(/\/no-program$/);
});
