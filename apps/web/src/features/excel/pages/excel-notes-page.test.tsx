import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../lib/token.ts";
import { makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import ExcelNotesPage from "./excel-notes-page.tsx";

// Written out from SPEC.md section 2 and 4, not imported from the domain, so the screen is checked independently.
const MODULES: [string, string[]][] = [
  [
    "A Primer of Excel",
    [
      "Introduction to Excel",
      "Working with data in Excel",
      "Data tools in Excel",
      "Formulas and Functions in Excel",
    ],
  ],
  ["Interactive Dashboard", ["Interactive HR Insights using Pivot Table"]],
  ["Simulations", ["Sensitivity Analysis", "Scenario Building", "Monte Carlo Simulation", "Forecasting"]],
  [
    "Predictive Modelling",
    [
      "Regression Overview",
      "Simple Linear Regression",
      "Multiple Linear Regression",
      "Refining a Multilinear Regression Model",
    ],
  ],
];
const FIRST = "Please complete First Case Project";
const SECOND = "Please complete Second Case Project";

const excelUser = makeUser({
  cprogram: "EXCEL",
  program: [
    {
      id: 1,
      program_name: "EXCEL",
      start_date: "2025-01-01",
      end_date: "2027-12-31",
      resume_date: null,
      comment: "BAEXCELBASIC",
    },
  ],
  post_signup_steps: 1,
});

function api(eligible: number) {
  return stubFetch({
    "GET /api/user/exceleligible": { eligible },
    "GET /api/excel/settings": { support_phone: "+91 90000 22222" },
    "GET /api/ivepresearch/maxresearch": { maxresearch: 3, open: true, deadline: null },
  });
}

function renderAt(lesson: string | null, eligible: number) {
  const stub = api(eligible);
  vi.stubGlobal("fetch", stub.stub);
  renderWithApp(<ExcelNotesPage />, {
    path: lesson ? `/EXCELNOTES?lesson=${lesson}` : "/EXCELNOTES",
    user: excelUser,
  });
  return stub;
}

describe("Excel notes screen", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("opens on xl-m1-v1 with the four modules, their exact titles, the program name and the help box", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    const stub = renderAt(null, 0);
    expect(await screen.findByRole("heading", { level: 1, name: "Introduction to Excel" })).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Excel lessons" });
    for (const [module, lessons] of MODULES) {
      expect(within(menu).getByText(module)).toBeTruthy();
      for (const title of lessons) {
        // Collapsed modules keep their lessons mounted but hidden; the titles are exact either way.
        expect(within(menu).getByText(title, { selector: "span, div, p" })).toBeTruthy();
      }
    }
    expect(screen.getByLabelText("Program EXCEL")).toBeTruthy();
    expect(await screen.findByText("+91 90000 22222")).toBeTruthy();
    expect(screen.getByText(/WhatsApp/).textContent).toMatch(/Save this number to get course updates/);
    expect(await screen.findByText("What Excel is for")).toBeTruthy();
    await waitFor(() => expect(debug).toHaveBeenCalledWith("maxresearch for xl-m1-v1", expect.anything()));
    expect(stub.calls.some((c) => c.url === "/api/ivepresearch/maxresearch")).toBe(true);
  });

  // eligible, lesson, lock message (null = open)
  it.each<[number, string, string, string | null]>([
    [0, "xl-m1-v4", "Formulas and Functions in Excel", null],
    [0, "xl-m2-v1", "Interactive HR Insights using Pivot Table", null],
    [0, "xl-m3-v1", "Sensitivity Analysis", FIRST],
    [0, "xl-m4-v2", "Simple Linear Regression", SECOND],
    [1, "xl-m3-v2", "Scenario Building", null],
    [1, "xl-m4-v1", "Regression Overview", SECOND],
    [2, "xl-m3-v4", "Forecasting", null],
    [2, "xl-m4-v3", "Multiple Linear Regression", null],
    [3, "xl-m4-v4", "Refining a Multilinear Regression Model", null],
  ])("at eligible %s, %s (%s) shows %s", async (eligible, lesson, title, message) => {
    vi.spyOn(console, "debug").mockImplementation(() => {});
    renderAt(lesson, eligible);
    if (message) {
      const status = await screen.findByRole("status");
      expect(status.textContent).toMatch(message);
      expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
      expect(screen.queryByRole("button", { name: /Practice workbook/ })).toBeNull();
    } else {
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
      expect(screen.queryByText(FIRST)).toBeNull();
      expect(screen.queryByText(SECOND)).toBeNull();
      expect(screen.getByRole("button", { name: /Practice workbook/ })).toBeTruthy();
    }
  });

  it.each(
    MODULES.flatMap(([, lessons], m) =>
      lessons.map((title, v) => [`xl-m${m + 1}-v${v + 1}`, title] as const),
    ),
  )(
    "%s (%s) renders its teaching text, a table or figure, and its workbook button",
    async (lesson, title) => {
      vi.spyOn(console, "debug").mockImplementation(() => {});
      renderAt(lesson, 2);
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
      const article = screen.getByRole("article");
      await waitFor(() =>
        expect(within(article).getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(3),
      );
      expect(article.querySelectorAll("table, svg[role='img']").length).toBeGreaterThan(0);
      expect((article.textContent ?? "").length).toBeGreaterThan(3000);
      expect(within(article).queryByRole("alert")).toBeNull();
      expect(within(article).getByRole("button", { name: /Practice workbook/ })).toBeTruthy();
    },
  );

  it("changes the lesson when a menu item is selected, and asks for maxresearch for each lesson shown", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(null, 1);
    await screen.findByRole("heading", { level: 1, name: "Introduction to Excel" });
    await user.click(screen.getByRole("button", { name: /Simulations/ }));
    await user.click(await screen.findByRole("button", { name: "Monte Carlo Simulation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Monte Carlo Simulation" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Predictive Modelling/ }));
    await user.click(await screen.findByRole("button", { name: /Regression Overview/ }));
    expect((await screen.findByRole("status")).textContent).toMatch(SECOND);
    await waitFor(() => {
      const lessons = debug.mock.calls.map((c) => String(c[0]));
      expect(lessons).toEqual(
        expect.arrayContaining([
          "maxresearch for xl-m1-v1",
          "maxresearch for xl-m3-v3",
          "maxresearch for xl-m4-v1",
        ]),
      );
    });
  });

  it("treats a failed eligibility call as no case project: modules 1-2 open, module 3 locked", async () => {
    vi.spyOn(console, "debug").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/user/exceleligible": () => new Response("{}", { status: 500 }),
        "GET /api/excel/settings": { support_phone: "+91 90000 22222" },
        "GET /api/ivepresearch/maxresearch": { maxresearch: 0, open: false, deadline: null },
      }).stub,
    );
    renderWithApp(<ExcelNotesPage />, { path: "/EXCELNOTES?lesson=xl-m3-v3", user: excelUser });
    expect((await screen.findByRole("status")).textContent).toMatch(FIRST);
  });
});
