import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { cli, createLearner, login } from "./helpers.ts";

const SHOTS = join(import.meta.dirname, "..", "test-results", "screens-admin-users");

const COHORT = [
  '"email","name","program","plan","start","end"',
  "kavya.cohort@example.com,Kavya Menon,FMEPGOLD,,01-11-2026,31/10/2027",
  "farhan.cohort@example.com,Farhan Ali,FAFMEP,FAGOLD,46327,2027-10-31",
  "isha.cohort@example.com,Isha Kulkarni,IBEPGOLD,,2026-11-01,2026-12-10",
].join("\n");

test("an admin imports a 3-row CSV cohort, revokes an admin, and both show in the audit log", async ({
  page,
}) => {
  await login(page, "admin@demo.test");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();

  // A bad row stops the whole file.
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import a cohort from CSV" });
  await dialog
    .getByLabel("CSV")
    .fill(`${COHORT}\nbad-email,No One,GOLDX,,,\nlate.start@example.com,Late,BA,,31-02-2026,`);
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("line 5: email: Enter a valid email address");
  await expect(dialog.getByRole("alert")).toContainText(
    "line 6: start: 31-02-2026 is not a real date: February 2026 has 28 days",
  );
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await dialog.screenshot({ path: join(SHOTS, `import-errors-${width}.png`) });
  }

  await dialog.getByLabel("CSV").fill(COHORT);
  await dialog.getByRole("button", { name: "Check" }).click();
  await expect(dialog.getByText("All 3 rows are valid")).toBeVisible();
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("Imported 3 rows")).toBeVisible();
  await expect(dialog.locator("table")).toContainText("/reset-password?token=");
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.getByLabel("Search").fill("cohort");
  await expect(page.getByText("3 users")).toBeVisible();

  // A second admin (granted through the CLI), revoked from the screen.
  cli("user:admin", "--email", "farhan.cohort@example.com");
  await page.getByLabel("Search").fill("farhan.cohort");
  await expect(page.getByText("1 user", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Farhan Ali" }).click();
  const drawer = page.getByRole("dialog", { name: "User" });
  await expect(drawer.getByRole("heading", { name: "Farhan Ali" })).toBeVisible();
  await expect(drawer.getByText("FAFMEP (current)")).toBeVisible();
  await drawer.getByRole("button", { name: "Revoke admin" }).click();
  await expect(drawer.getByRole("button", { name: "Make admin" })).toBeVisible();
  await expect(drawer.getByText("learner", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const rows = page.locator("tbody tr");
  // Specs running beside this one add entries of their own (a learner made through the CLI, a graded project), so
  // this test's three entries are read among themselves: newest first, none missing, none out of order.
  const ours = rows.filter({ hasText: /farhan\.cohort@example\.com|imported a cohort: 3 rows/ });
  await expect(ours.first()).toContainText(
    "Demo Admin took the admin role away from Farhan Ali (farhan.cohort@example.com)",
  );
  await expect(ours.first()).toContainText("admin@demo.test");
  await expect(ours.nth(1)).toContainText(
    "Operator (CLI) made Farhan Ali (farhan.cohort@example.com) an admin",
  );
  await expect(ours.nth(2)).toContainText("Demo Admin imported a cohort: 3 rows, 3 new accounts");

  // Filtered by kind and by who did it.
  await page.getByRole("combobox", { name: "Kind of change" }).click();
  await page.getByRole("option", { name: "Accounts", exact: true }).click();
  await page.getByRole("combobox", { name: "Done by" }).click();
  await page.getByRole("option", { name: "operator (CLI)", exact: true }).click();
  await expect(ours.first()).toContainText(
    "Operator (CLI) made Farhan Ali (farhan.cohort@example.com) an admin",
  );
  await expect(rows.filter({ hasText: "Demo Admin" })).toHaveCount(0);
});

test("a reset link from /admin/users sets a new password once; screens at phone and desktop widths", async ({
  page,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  // Its own learner: resetting a demo account's password would lock the later specs out of it.
  const created = createLearner(`reset-${Date.now()}@e2e.test`, "Rhea Reset", "harbour-quilt-93");
  const id = /#(\d+) /.exec(created)?.[1];
  expect(id).toBeDefined();
  await login(page, "admin@demo.test");
  await page.goto(`/admin/users?id=${id}`);
  const drawer = page.getByRole("dialog", { name: "User" });
  await drawer.getByRole("button", { name: "Issue password reset link" }).click();
  const link = (await drawer.getByTestId("reset-link").innerText()).trim();
  expect(link).toMatch(/\/reset-password\?token=[\w-]{43}$/);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/admin/users");
    await expect(page.getByText(/\d+ users/)).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `admin-users-${width}.png`), fullPage: true });
    await page.goto(`/admin/users?id=${id}`);
    await expect(page.getByRole("button", { name: "Issue password reset link" })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `admin-user-drawer-${width}.png`) });
    await page.goto("/admin/audit");
    await expect(page.getByText(/\d+ entries/)).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `admin-audit-${width}.png`), fullPage: true });
  }

  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await visitor.getByLabel(/^New password/).fill("password1234");
  await visitor.getByLabel("Repeat the new password").fill("password1234");
  await visitor.getByRole("button", { name: "Set password" }).click();
  await expect(visitor.getByText(/too common or easy to guess/)).toBeVisible();
  await visitor.screenshot({ path: join(SHOTS, "reset-password-390.png"), fullPage: true });
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.screenshot({ path: join(SHOTS, "reset-password-1280.png"), fullPage: true });
  await visitor.getByLabel(/^New password/).fill("monsoon-ledger-47");
  await visitor.getByLabel("Repeat the new password").fill("monsoon-ledger-47");
  await visitor.getByRole("button", { name: "Set password" }).click();
  // Logged in at once, greeted as a new learner (issue 41).
  await expect(visitor.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  await visitor.goto(link);
  await expect(visitor.getByRole("alert")).toContainText("This link has been used or has expired");
  await expect(visitor.getByRole("button", { name: "Send me a new link" })).toBeVisible();
  await context.close();
});

test("at 390 px every admin area's link is in sight (issue 26)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, "admin@demo.test");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Users" })).toBeVisible();
  for (const link of await nav.getByRole("link").all()) {
    const box = await link.boundingBox();
    expect(box, await link.innerText()).not.toBeNull();
    expect(box!.x, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, await link.innerText()).toBeLessThanOrEqual(390);
  }
  mkdirSync(SHOTS, { recursive: true });
  await nav.getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "users-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, "users-1280.png") });
});

test("a new learner is enrolled in the creating dialog, offered only their program's plans (issue 41)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await login(page, "admin@demo.test");
  await page.goto("/admin/users");
  const email = `enrol-${Date.now()}@e2e.test`;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.getByRole("button", { name: "New learner" }).click();
    const dialog = page.getByRole("dialog", { name: "New learner" });
    await dialog.getByRole("combobox", { name: "Enrol in (optional)" }).click();
    await page.getByRole("option", { name: "FMEP Gold (FMEPGOLD)", exact: true }).click();
    await expect(dialog.getByRole("combobox", { name: "Plan" })).toBeDisabled();
    await expect(dialog.getByRole("combobox", { name: "Plan" })).toHaveAttribute(
      "placeholder",
      "This program has no plans",
    );
    await dialog.getByRole("combobox", { name: "Enrol in (optional)" }).click();
    await page.getByRole("option", { name: "FA FMEP (FAFMEP)", exact: true }).click();
    await dialog.getByRole("combobox", { name: "Plan" }).click();
    await expect(page.getByRole("option")).toHaveText(["FAGOLD", "EDMPGOLD"]);
    await page.keyboard.press("Escape");
    await dialog.screenshot({ path: join(SHOTS, `create-enrol-${width}.png`) });
    if (width === 390) await page.keyboard.press("Escape");
  }
  const dialog = page.getByRole("dialog", { name: "New learner" });
  await dialog.getByRole("combobox", { name: "Plan" }).click();
  await page.getByRole("option", { name: "FAGOLD", exact: true }).click();
  await dialog.getByLabel("Full name").fill("Kabir Joshi");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByRole("status", { name: "Account created" })).toContainText(
    `${email} is enrolled in FAFMEP.`,
  );
});

test("a user's enrolments stay in sight in the drawer at 390 px (issue 41)", async ({ page }) => {
  await login(page, "admin@demo.test");
  await page.goto("/admin/users");
  await page.getByLabel("Search").fill("fmep@demo.test");
  await expect(page.getByText("1 user", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /Farah/ }).first().click();
  const drawer = page.getByRole("dialog", { name: "User" });
  const table = drawer.getByRole("table").first();
  await expect(table.getByText("FAFMEP (current)")).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    const edge = await drawer.evaluate((d) => d.getBoundingClientRect().right);
    // Every cell, the end date's included, ends inside the drawer: none is cut off or scrolled out of sight.
    const rights = await table
      .locator("td")
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThanOrEqual(4);
    for (const right of rights) expect(right).toBeLessThanOrEqual(edge);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `user-enrolments-${width}.png`) });
  }
});
