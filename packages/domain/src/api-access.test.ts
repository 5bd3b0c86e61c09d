import { describe, expect, it } from "vitest";
import { isBarred } from "./access.ts";
import { API_AREAS, apiAccess, isApiArea, NAV_AREA, PROGRAM_AREAS, programAreas } from "./api-access.ts";
import type { ApiCaller, ProgramArea } from "./api-access.ts";
import { hasAiInterview, topNavigation } from "./navigation.ts";
import { sideMenu } from "./side-menu.ts";
import { PLAN_COMMENTS, PROGRAM_NAMES } from "./programs.ts";

// The derived table, pinned: every program (and every plan variant that changes a menu) against every program
// area. A change to the menus or barred lists that moves an area shows up here and must be meant.
const M = "market";
const TABLE: Record<string, readonly ProgramArea[]> = {
  FMEPGOLD: [M, "research", "resources", "notes", "games", "profile", "faq"],
  FMEPPLATINUM: [M, "research", "resources", "notes", "games", "live", "interview", "profile", "faq"],
  FMEPSILVER: [M, "research", "resources", "notes", "profile", "faq"],
  FAFMEP: [M, "research", "resources", "notes", "games", "profile", "faq"],
  "FAFMEP+FAGOLD": [M, "research", "resources", "notes", "games", "live", "interview", "profile", "faq"],
  "FAFMEP+EDMPGOLD": [M, "research", "resources", "notes", "games", "live", "interview", "profile", "faq"],
  "FMEPGOLD/p199": [M, "notes", "games", "profile", "faq"],
  "FMEPPLATINUM/p199": [M, "notes", "games", "interview", "profile", "faq"],
  IBEPGOLD: ["projects", "resources", "notes", "games", "live", "interview", "profile", "faq"],
  IBEPSILVER: ["projects", "resources", "notes", "games", "profile", "faq"],
  IBEP: ["projects", "resources", "notes", "games", "profile", "faq"],
  BA: ["projects", "resources", "notes", "games", "profile", "faq"],
  BAGOLD: ["projects", "resources", "notes", "games", "live", "profile", "faq"],
  BABASIC: ["projects", "resources", "notes", "games", "profile", "faq"],
  SSEP: ["projects", "resources", "notes", "games", "profile", "faq"],
  SSEPGOLD: ["projects", "resources", "notes", "games", "profile", "faq"],
  FnO: ["projects", "resources", "beginner", "notes", "games", "profile"],
  "FnO+EDMPGOLD": ["projects", "resources", "beginner", "notes", "games", "interview", "profile"],
  "FnO+FnO": ["projects", "resources", "beginner", "notes", "games", "interview", "profile"],
  DS: ["projects", "resources", "notes", "profile"],
  DSGOLD: ["projects", "resources", "notes", "live", "profile"],
  DSFUSION: ["projects", "resources", "notes", "interview", "profile", "faq"],
  ML: ["projects", "resources", "beginner", "notes", "profile"],
  PYTHON: ["resources", "notes", "profile", "faq"],
  EXCEL: ["projects", "resources", "notes", "excel", "profile"],
  "EXCEL+BAEXCELBASIC": ["projects", "resources", "notes", "excel", "live", "profile"],
  MREP: ["projects", "resources", "notes", "games", "profile", "faq"],
  "MREP+MREP&EXCEL": ["projects", "resources", "notes", "excel", "games", "profile", "faq"],
  MREPGOLD: ["projects", "resources", "notes", "games", "live", "interview", "profile", "faq"],
  "MREPGOLD+MREPGOLD&EXCEL": [
    "projects",
    "resources",
    "notes",
    "excel",
    "games",
    "live",
    "interview",
    "profile",
    "faq",
  ],
  GenAI: ["projects", "resources", "notes", "profile", "faq"],
  GenAIGOLD: ["projects", "resources", "notes", "live", "interview", "profile", "faq"],
  CMEPGOLD: ["projects", "resources", "notes", "games", "live", "interview", "profile", "faq"],
  CMEPSILVER: ["projects", "resources", "notes", "games", "profile", "faq"],
  NORMAL: ["projects", "resources", "notes", "games", "profile", "faq"],
  BAFMEP: ["projects", "resources", "notes", "games", "profile", "faq"],
};

function parse(key: string): { program: string; plan: string | null; planned: string | null } {
  const [head, planned] = key.split("/");
  const [program, plan] = head!.split("+");
  return { program: program!, plan: plan ?? null, planned: planned ?? null };
}

const learner = (over: Partial<ApiCaller> = {}): ApiCaller => ({
  kind: "learner",
  program: "FMEPGOLD",
  steps: 3,
  enrolmentEnded: false,
  ...over,
});

describe("the API access table, program by program", () => {
  it("covers every program of the catalogue", () => {
    for (const p of PROGRAM_NAMES) expect(Object.keys(TABLE)).toContain(p);
  });

  for (const [key, expected] of Object.entries(TABLE)) {
    it(`opens exactly the expected areas for ${key}`, () => {
      const ctx = { ...parse(key), steps: 3 };
      for (const area of PROGRAM_AREAS) {
        expect({ area, open: programAreas(ctx).has(area) }).toEqual({
          area,
          open: expected.includes(area),
        });
      }
    });
  }

  it("opens no program area without a current program", () => {
    expect(programAreas({ program: null, steps: 3 }).size).toBe(0);
    expect(programAreas({ program: "", steps: 3 }).size).toBe(0);
  });

  it("treats an unknown program name like NORMAL, as the menus do", () => {
    expect([...programAreas({ program: "MYSTERY", steps: 3 })].sort()).toEqual(
      [...programAreas({ program: "NORMAL", steps: 3 })].sort(),
    );
  });

  it("opens profile editing only where Edit Profile is offered", () => {
    expect(programAreas({ program: "BA", steps: 1 }).has("profile")).toBe(false);
    expect(programAreas({ program: "BA", steps: 2 }).has("profile")).toBe(true);
    expect(programAreas({ program: "BA", steps: 0, planned: "IVEP" }).has("profile")).toBe(true);
    expect(programAreas({ program: "IBEPGOLD", steps: 0 }).has("profile")).toBe(true);
  });
});

describe("the menus and the table agree", () => {
  for (const program of PROGRAM_NAMES) {
    for (const plan of [null, ...PLAN_COMMENTS]) {
      for (const planned of [null, "p199", "ivep"]) {
        it(`allows the area of every menu item of ${program} (${plan ?? "no plan"}, ${planned ?? "no code"})`, () => {
          const ctx = { program, plan, planned, steps: 3 };
          const open = programAreas(ctx);
          // No item of either menu leads to a barred page (that would be a silent redirect), and each reaches
          // its API area.
          for (const item of sideMenu(ctx))
            expect({
              item: item.path,
              barred: isBarred({ ...ctx, path: item.path }),
              // My progress has no area of its own ("authenticated", open to any signed-in learner).
              open: NAV_AREA[item.key] === null || open.has(NAV_AREA[item.key]!),
            }).toEqual({
              item: item.path,
              barred: false,
              open: true,
            });
          for (const item of topNavigation(ctx)) expect(open.has(NAV_AREA[item.key]!)).toBe(true);
          // The interview API is open exactly where the top menu (and so the side menu) shows AI Interview.
          expect(open.has("interview")).toBe(hasAiInterview(program, plan));
          expect(open.has("interview")).toBe(sideMenu(ctx).some((i) => i.key === "aiInterview"));
        });
      }
    }
  }
});

describe("apiAccess", () => {
  it("knows every area name and nothing else", () => {
    for (const a of API_AREAS) expect(isApiArea(a)).toBe(true);
    expect(isApiArea("orders")).toBe(false);
    expect(isApiArea(undefined)).toBe(false);
  });

  it("lets anyone use public routes and asks for a login elsewhere", () => {
    const anon: ApiCaller = { kind: "anonymous", program: null, steps: 0, enrolmentEnded: false };
    expect(apiAccess("public", "POST", anon)).toEqual({ allowed: true });
    expect(apiAccess("authenticated", "GET", anon)).toMatchObject({ allowed: false, status: 401 });
    expect(apiAccess("market", "GET", anon)).toMatchObject({ allowed: false, status: 401 });
  });

  it("gives a learner with no program only the account areas and the FAQs", () => {
    const none = learner({ program: null });
    expect(apiAccess("authenticated", "POST", none)).toEqual({ allowed: true });
    // Issue 26: the FAQs stay readable before enrolment.
    expect(apiAccess("faq", "GET", none)).toEqual({ allowed: true });
    for (const area of PROGRAM_AREAS.filter((a) => a !== "faq"))
      expect(apiAccess(area, "GET", none)).toMatchObject({
        allowed: false,
        status: 403,
        error: "no_program",
      });
  });

  it("refuses orders to an IBEPGOLD learner and Excel workbooks to an FAFMEP learner", () => {
    expect(apiAccess("market", "POST", learner({ program: "IBEPGOLD" }))).toMatchObject({
      allowed: false,
      status: 403,
      error: "not_in_program",
    });
    expect(apiAccess("excel", "GET", learner({ program: "FAFMEP", plan: "FAGOLD" }))).toMatchObject({
      allowed: false,
      error: "not_in_program",
    });
    expect(apiAccess("market", "POST", learner())).toEqual({ allowed: true });
  });

  it("keeps an ended enrolment readable but refuses its writes", () => {
    const ended = learner({ enrolmentEnded: true, endDate: "2026-01-31" });
    expect(apiAccess("market", "GET", ended)).toEqual({ allowed: true });
    expect(apiAccess("market", "HEAD", ended)).toEqual({ allowed: true });
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const verdict = apiAccess("market", method, ended);
      expect(verdict).toMatchObject({ allowed: false, status: 403, error: "enrolment_ended" });
      expect(verdict.allowed ? "" : verdict.message).toContain("2026-01-31");
    }
    // Account routes (logout, program switch, notifications, error log) stay writable.
    expect(apiAccess("authenticated", "POST", ended)).toEqual({ allowed: true });
  });

  it("judges a GET that writes (start_game, ibepgames, ibepdone) as a write", () => {
    const ended = learner({ enrolmentEnded: true, endDate: "2026-01-31" });
    expect(apiAccess("games", "GET", ended)).toEqual({ allowed: true });
    expect(apiAccess("games", "GET", ended, true)).toMatchObject({
      allowed: false,
      status: 403,
      error: "enrolment_ended",
    });
    const admin = learner({ kind: "admin", program: null });
    expect(apiAccess("games", "GET", admin)).toEqual({ allowed: true });
    expect(apiAccess("games", "GET", admin, true)).toMatchObject({ allowed: false, error: "no_program" });
    expect(apiAccess("games", "GET", learner({ kind: "admin", program: "DS" }), true)).toMatchObject({
      allowed: false,
      error: "not_in_program",
    });
    // A learner whose program has games and whose enrolment runs may still start a set.
    expect(apiAccess("games", "GET", learner(), true)).toEqual({ allowed: true });
  });

  it("keeps the admin area to admins and operators, and operators out of learner areas", () => {
    const operator: ApiCaller = { kind: "operator", program: null, steps: 0, enrolmentEnded: false };
    expect(apiAccess("admin", "POST", learner({ kind: "admin" }))).toEqual({ allowed: true });
    expect(apiAccess("admin", "POST", operator)).toEqual({ allowed: true });
    expect(apiAccess("admin", "GET", learner())).toMatchObject({ allowed: false, status: 403 });
    expect(apiAccess("authenticated", "GET", operator)).toMatchObject({ allowed: false, status: 403 });
    expect(apiAccess("market", "GET", operator)).toMatchObject({ allowed: false, status: 403 });
  });

  it("lets an admin read every program area but write only where their own program may", () => {
    for (const area of PROGRAM_AREAS) {
      expect(apiAccess(area, "GET", learner({ kind: "admin", program: null }))).toEqual({ allowed: true });
      expect(apiAccess(area, "HEAD", learner({ kind: "admin", program: "BA" }))).toEqual({ allowed: true });
    }
    expect(apiAccess("market", "POST", learner({ kind: "admin", program: "BA" }))).toMatchObject({
      allowed: false,
      error: "not_in_program",
    });
    expect(apiAccess("notes", "POST", learner({ kind: "admin", program: null }))).toMatchObject({
      allowed: false,
      error: "no_program",
    });
    expect(apiAccess("projects", "POST", learner({ kind: "admin", program: "BA" }))).toEqual({
      allowed: true,
    });
  });
});

describe("apiAccess: each refusal's words", () => {
  const learner = (over: Partial<ApiCaller> = {}): ApiCaller => ({
    kind: "learner",
    program: "IBEPGOLD",
    plan: null,
    planned: null,
    steps: 3,
    enrolmentEnded: false,
    ...over,
  });

  it("names what is missing or not allowed", () => {
    expect(apiAccess("market", "GET", learner({ kind: "anonymous" }))).toEqual({
      allowed: false,
      status: 401,
      error: "unauthorized",
      message: "missing token: send 'Authorization: Bearer <token>' (log in first)",
    });
    expect(apiAccess("admin", "GET", learner())).toEqual({
      allowed: false,
      status: 403,
      error: "forbidden",
      message: "this route needs the admin role",
    });
    expect(apiAccess("market", "GET", learner({ kind: "operator" }))).toEqual({
      allowed: false,
      status: 403,
      error: "forbidden",
      message: "operator tokens may only call the admin API",
    });
    expect(apiAccess("games", "POST", learner({ program: "" }))).toEqual({
      allowed: false,
      status: 403,
      error: "no_program",
      message: "games needs a current program: pick or switch to a program first",
    });
    expect(apiAccess("games", "POST", learner({ program: null }))).toMatchObject({ error: "no_program" });
  });

  it("says when an ended enrolment ended, and nothing when the date is unknown", () => {
    const ended = (endDate: string | null) =>
      apiAccess("market", "POST", learner({ program: "FMEPGOLD", enrolmentEnded: true, endDate }));
    expect(ended("2026-10-31")).toMatchObject({
      error: "enrolment_ended",
      message:
        "your FMEPGOLD enrolment ended on 2026-10-31: you can still see your history, but not trade or submit (renew to continue)",
    });
    expect(ended(null)).toMatchObject({
      message:
        "your FMEPGOLD enrolment ended: you can still see your history, but not trade or submit (renew to continue)",
    });
    expect(
      apiAccess(
        "market",
        "GET",
        learner({ program: "FMEPGOLD", enrolmentEnded: true, endDate: "2026-10-31" }),
      ),
    ).toEqual({
      allowed: true,
    });
  });

  it("opens nothing without a program, and the same areas however often it is asked", () => {
    expect([...programAreas({ program: "", plan: null, planned: null, steps: 3 })]).toEqual([]);
    expect([...programAreas({ program: null, plan: null, planned: null, steps: 3 })]).toEqual([]);
    const a = programAreas({ program: "IBEPGOLD", plan: null, planned: null, steps: 3 });
    const b = programAreas({ program: "IBEPGOLD", plan: null, planned: null, steps: 3 });
    expect([...b]).toEqual([...a]);
    expect(a.has("notes")).toBe(true);
    expect(apiAccess("market", "GET", learner())).toEqual({
      allowed: false,
      status: 403,
      error: "not_in_program",
      message: "your program (IBEPGOLD) does not include the stock market (orders, portfolio, scrips)",
    });
  });
});
