import { expect, test } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { cli, createLearner, DEMO_PASSWORD, login, TEST_PASSWORD } from "./helpers.ts";

// Issue 5 items 3, 4 and 6: the Excel course at /EXCELNOTES. A locked lesson shows its centred message; a case
// project graded by an instructor (through the admin research API) raises the learner's eligible number; after a
// reload the lesson opens. Messages and titles are written out from SPEC.md sections 2 and 4.
const FIRST = "Please complete First Case Project";
const SECOND = "Please complete Second Case Project";
const fresh = `excel-e2e-${Date.now()}@demo.test`;

/** Passes one more case project for `email`: an admin creates it and grades it 8/10 through the API. */
async function passCaseProject(request: APIRequestContext, email: string, week: number) {
  const login = await request.post("/api/auth/login", {
    data: { email: "admin@demo.test", password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post("/api/admin/research", {
    headers,
    data: {
      email,
      program: "EXCEL",
      week,
      company: `Excel case ${week}`,
      text: "A sensitivity model and a memo.",
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).research.id;
  const graded = await request.post(`/api/admin/research/${id}/grade`, {
    headers,
    data: { admin_points: 8, admin_comment: "Passed" },
  });
  expect(graded.ok(), await graded.text()).toBe(true);
}

/** Opens a lesson from the menu (expanding its module) and returns the page. */
async function openLesson(page: Page, module: string, lesson: string) {
  const menu = page.getByRole("navigation", { name: "Excel lessons" });
  const item = menu.getByRole("button", { name: lesson, exact: true });
  if (!(await item.isVisible())) await menu.getByRole("button", { name: new RegExp(module) }).click();
  await item.click();
}

test.beforeAll(() => {
  createLearner(fresh, "Esha Fresh");
  cli("user:enrol", "--email", fresh, "--program", "EXCEL", "--plan", "BAEXCELBASIC");
  cli("user:set", "--email", fresh, "--program", "EXCEL", "--steps", "1");
});

test("a new Excel learner sees module 3 locked, passes the first case project, reloads and opens it", async ({
  page,
  request,
}) => {
  await login(page, fresh, TEST_PASSWORD);
  await page.goto("/EXCELNOTES");
  await expect(page.getByRole("heading", { level: 1, name: "Introduction to Excel" })).toBeVisible();
  await expect(page.getByText("EXCEL", { exact: true })).toBeVisible();
  await expect(page.getByText(/Save this number to get course updates/)).toBeVisible();

  await openLesson(page, "Simulations", "Monte Carlo Simulation");
  await expect(page).toHaveURL(/lesson=xl-m3-v3/);
  await expect(page.getByRole("status").filter({ hasText: FIRST })).toHaveText(FIRST);
  await expect(page.getByRole("heading", { level: 1, name: "Monte Carlo Simulation" })).toHaveCount(0);

  await passCaseProject(request, fresh, 1);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Monte Carlo Simulation" })).toBeVisible();
  await expect(page.getByText(FIRST)).toHaveCount(0);
  // The interactive version runs in the page: 1,000 rows summarised.
  await expect(page.getByText("Try it: simulate 1,000 launches")).toBeVisible();
  await expect(page.getByText("First 8 of 1000 rows")).toBeVisible();

  // The workbook of the now open lesson downloads.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Practice workbook/ }).click();
  expect((await download).suggestedFilename()).toBe("xl-m3-v3-monte-carlo-simulation.xlsx");

  // Module 4 is still locked until a second case project is passed.
  await openLesson(page, "Predictive Modelling", "Multiple Linear Regression");
  await expect(page.getByRole("status").filter({ hasText: SECOND })).toHaveText(SECOND);
});

test("excel@demo.test (EXCEL, BAEXCELBASIC): module 4 opens after the second case project", async ({
  page,
  request,
}) => {
  await login(page, "excel@demo.test");
  await page.goto("/EXCELNOTES?lesson=xl-m4-v3");
  await expect(page.getByRole("status").filter({ hasText: SECOND })).toHaveText(SECOND);

  // The demo learner has one passed case project (seeded): module 3 is open, module 4 is not.
  await openLesson(page, "Simulations", "Forecasting");
  await expect(page.getByRole("heading", { level: 1, name: "Forecasting" })).toBeVisible();

  await passCaseProject(request, "excel@demo.test", 2);
  await page.goto("/EXCELNOTES?lesson=xl-m4-v3");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Multiple Linear Regression" })).toBeVisible();
  await expect(page.getByText(SECOND)).toHaveCount(0);
  // Fit the regression in the page: the parks coefficient is flagged (p > 0.05).
  await expect(page.getByText("Try it: fit the flat-price model")).toBeVisible();
  await expect(page.getByRole("row", { name: /^Parks/ }).getByText("p > 0.05")).toBeVisible();
});
