import { expect, test } from "@playwright/test";
import { TEST_PASSWORD, cli, createLearner, login } from "./helpers.ts";

// Issue 21: the private calendar link stops with the old password, and the Live Sessions page offers a new one
// (without a reload: the page's cached address is dropped when the password changes).

test("a password change stops the calendar link and Live Sessions offers a new one", async ({ page }) => {
  test.setTimeout(180_000);
  const email = `feed-${Date.now().toString(36)}@example.com`;
  createLearner(email, "Kavya Rao");
  cli("user:enrol", "--email", email, "--program", "FAFMEP", "--plan", "FAGOLD");
  cli("user:set", "--email", email, "--program", "FAFMEP", "--steps", "3");
  await login(page, email, TEST_PASSWORD);

  await page.goto("/lifesession");
  await page.getByRole("button", { name: "Create my calendar link" }).click();
  const link = page.getByLabel("Your private calendar link");
  await expect(link).toHaveValue(/\/api\/live\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const old = await link.inputValue();
  expect((await page.request.get(old)).status()).toBe(200);

  // Within the app (no reload, so the page's cached address would survive): profile menu -> Edit Profile ->
  // Change password, then back through the main menu.
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Edit Profile" }).click();
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/profile\/password$/);
  // By name: the new-password field's strength hint shares its label text.
  await page.locator('input[name="current"]').fill(TEST_PASSWORD);
  await page.locator('input[name="next"]').fill("marigold-abacus-2027");
  await page.locator('input[name="confirm"]').fill("marigold-abacus-2027");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  expect((await page.request.get(old)).status()).toBe(404);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /Live Sessions/ })
    .click();
  await expect(page).toHaveURL(/\/lifesession$/);
  await page.getByRole("button", { name: "Create my calendar link" }).click();
  await expect(link).toHaveValue(/\/api\/live\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const fresh = await link.inputValue();
  expect(fresh).not.toBe(old);
  expect((await page.request.get(fresh)).status()).toBe(200);
});
