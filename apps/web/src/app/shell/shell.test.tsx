import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activeTab } from "@fincareer/domain/access";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { topNavigation } from "@fincareer/domain/navigation";
import { makeUser, renderWithApp, stubFetch } from "../../test/render.tsx";
import { setToken } from "../../lib/token.ts";
import { Shell } from "./shell.tsx";

vi.mock("../../lib/socket.ts", () => ({ connectLiveSocket: vi.fn(() => () => undefined) }));

function Screen() {
  const { pathname } = useLocation();
  return <p data-testid="screen">{pathname}</p>;
}

function renderShell(user: UserInfo, path: string) {
  return renderWithApp(
    <Routes>
      <Route element={<Shell token="t" user={user} />}>
        <Route path="*" element={<Screen />} />
      </Route>
    </Routes>,
    { path, user },
  );
}

function apiStub(extra: Record<string, unknown> = {}) {
  return stubFetch({
    "GET /api/notifications/list/": { notifications: [], count: 0, limit: 5 },
    "GET /api/user/live": { sessions: [], upcoming: true },
    "GET /api/user/conditions": { val: true },
    "GET /api/user/usersession": { start_time: "2000-01-01T00:00:00.000Z" },
    ...extra,
  });
}

function navLinks() {
  const nav = screen.getByRole("navigation", { name: "Main" });
  return within(nav)
    .getAllByRole("link")
    .map((a) => ({ label: a.textContent, href: a.getAttribute("href") }));
}

describe("shell navigation", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { program: "FMEPGOLD", comment: null, path: "/portfolio" },
    { program: "FAFMEP", comment: "FAGOLD", path: "/dashboard" },
    { program: "PYTHON", comment: null, path: "/newresource" },
    { program: "IBEPGOLD", comment: null, path: "/ivepresearch" },
    { program: "BA", comment: null, path: "/BANotes" },
  ])("renders the domain's menu for $program", async ({ program, comment, path }) => {
    vi.stubGlobal("fetch", apiStub().stub);
    const user = makeUser({
      cprogram: program,
      research_type: "NEW",
      program: [
        {
          id: 1,
          program_name: program,
          start_date: "2025-01-01",
          end_date: null,
          resume_date: null,
          comment,
        },
      ],
    });
    renderShell(user, path);

    const ctx = { program, plan: comment, planned: null, researchType: "NEW" as const };
    await waitFor(() => {
      const live = topNavigation(ctx).some((i) => i.key === "liveSessions");
      const expected = topNavigation({ ...ctx, hasUpcomingLiveSession: live });
      expect(navLinks()).toEqual(
        expected.map((i) => ({ label: `${i.label}${i.badge ?? ""}`, href: i.path })),
      );
    });
    const active = activeTab({ path, program });
    const current = within(screen.getByRole("navigation", { name: "Main" })).queryByRole("link", {
      current: "page",
    });
    const expectedLabel = topNavigation(ctx).find((i) => i.key === active)?.label ?? null;
    expect(current?.textContent ?? null).toBe(expectedLabel);
  });

  it("keeps each link's accessible name exactly the domain label, badge included", async () => {
    vi.stubGlobal("fetch", apiStub().stub);
    const user = makeUser({
      cprogram: "FMEPPLATINUM",
      program: [
        {
          id: 1,
          program_name: "FMEPPLATINUM",
          start_date: "2025-01-01",
          end_date: null,
          resume_date: null,
          comment: null,
        },
      ],
    });
    renderShell(user, "/dashboard");
    const nav = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "Live Sessions" }).textContent).toBe("Live Sessions1"),
    );
    expect(within(nav).getByRole("link", { name: "AI Interview" }).getAttribute("href")).toBe(
      "/mockinterview",
    );
  });

  it.each<[string, string | null, string[], boolean]>([
    // CMEP's top menu has no Notes item (SPEC.md): its notes page is in the side menu.
    ["CMEPGOLD", null, ["Notes /MLNOTES"], true],
    // MREP with the Excel bundle: its own notes in the top menu, the Excel course in the side menu.
    ["MREP", "MREP&EXCEL", ["Notes /MREPNOTES", "Excel Notes /EXCELNOTES"], false],
    // BA bars /mockinterview (SPEC.md section 6): no AI Interview item that would only redirect.
    ["BA", null, ["Notes /BANotes"], false],
    // AI Interview follows the top menu (issue 21): FMEPGOLD has none, FAFMEP with FAGOLD has it.
    ["FMEPGOLD", null, ["Notes /MLNOTES"], false],
    ["FAFMEP", "FAGOLD", ["Notes /MLNOTES"], true],
    ["DS", null, ["Notes /DSNOTES"], false],
  ])("side menu of %s (%s): notes %j, AI Interview %s", async (program, plan, notes, interview) => {
    vi.stubGlobal("fetch", apiStub().stub);
    const user = makeUser({
      cprogram: program,
      post_signup_steps: 2,
      program: [
        {
          id: 1,
          program_name: program,
          start_date: "2025-01-01",
          end_date: null,
          resume_date: null,
          comment: plan,
        },
      ],
    });
    renderShell(user, "/newresource");
    await userEvent.click(screen.getByRole("button", { name: "Open side menu" }));
    const side = await screen.findByRole("navigation", { name: "Side menu" });
    const links = within(side)
      .getAllByRole("link")
      .map((a) => `${a.textContent} ${a.getAttribute("href")}`);
    expect(links.filter((l) => /Notes/.test(l))).toEqual(notes);
    expect(links.includes("AI Interview /mockinterview")).toBe(interview);
  });

  it("puts the side menu's own items in the phone panel, whose side-menu button is hidden below 75em", () => {
    vi.stubGlobal("fetch", apiStub().stub);
    const user = makeUser({
      cprogram: "MREP",
      post_signup_steps: 2,
      program: [
        {
          id: 1,
          program_name: "MREP",
          start_date: "2025-01-01",
          end_date: null,
          resume_date: null,
          comment: "MREP&EXCEL",
        },
      ],
    });
    renderShell(user, "/EXCELNOTES");
    const more = screen.getByRole("navigation", { name: "More" });
    const links = within(more)
      .getAllByRole("link")
      .map((a) => `${a.textContent} ${a.getAttribute("href")}`);
    expect(links).toEqual(["My progress /progress", "Excel Notes /EXCELNOTES"]);
    // Only the page open is current, not the top menu's own Notes item.
    expect(within(more).getByRole("link", { name: "Excel Notes" }).getAttribute("aria-current")).toBe("page");
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Notes" }).getAttribute("aria-current")).toBeNull();
  });

  it("hides the navigation on /signup paths", () => {
    vi.stubGlobal("fetch", apiStub().stub);
    renderShell(makeUser({ post_signup_steps: 0 }), "/signup/step1");
    expect(screen.getByTestId("screen").textContent).toBe("/signup/step1");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
  });
});

describe("redirect guard", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("sends an FMEP learner at step 1 to /signup/step2", async () => {
    vi.stubGlobal("fetch", apiStub().stub);
    renderShell(makeUser({ post_signup_steps: 1 }), "/dashboard");
    expect((await screen.findByTestId("screen")).textContent).toBe("/signup/step2");
  });

  it("sends a finished learner from / to the step target", async () => {
    vi.stubGlobal("fetch", apiStub().stub);
    renderShell(makeUser({ post_signup_steps: 3 }), "/");
    expect((await screen.findByTestId("screen")).textContent).toBe("/dashboard");
  });

  it("sends a PYTHON learner from a barred page to /DSNOTES", async () => {
    vi.stubGlobal("fetch", apiStub().stub);
    const user = makeUser({
      cprogram: "PYTHON",
      post_signup_steps: 1,
      program: [
        {
          id: 1,
          program_name: "PYTHON",
          start_date: "2025-01-01",
          end_date: null,
          resume_date: null,
          comment: null,
        },
      ],
    });
    renderShell(user, "/games");
    expect((await screen.findByTestId("screen")).textContent).toBe("/DSNOTES");
  });
});

describe("profile menu", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("offers Edit Profile after sign-up and shows the unread count", async () => {
    vi.stubGlobal(
      "fetch",
      apiStub({
        "GET /api/notifications/list/": {
          notifications: [
            { id: 1, message: "Order filled", createdAt: "2026-03-05T15:37:00Z", read: false, link: null },
          ],
          count: 1,
          limit: 5,
        },
      }).stub,
    );
    renderShell(makeUser({ post_signup_steps: 3 }), "/dashboard");
    await userEvent.click(screen.getByRole("button", { name: "Profile menu" }));
    expect(await screen.findByRole("menuitem", { name: "Edit Profile" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "FAQs" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: /Notifications/ }).textContent).toContain("1"),
    );
    expect(screen.getByRole("menuitem", { name: "Logout" })).toBeTruthy();
  });

  it("leaves Edit Profile out before sign-up step 2 and offers Go to BA to an IBEP learner with BA", async () => {
    vi.stubGlobal("fetch", apiStub().stub);
    const user = makeUser({
      cprogram: "BA",
      post_signup_steps: 1,
      baibep: true,
      program: [
        {
          id: 1,
          program_name: "BA",
          start_date: "2025-01-01",
          end_date: null,
          resume_date: null,
          comment: null,
        },
      ],
    });
    renderShell(user, "/newresource");
    await userEvent.click(screen.getByRole("button", { name: "Profile menu" }));
    expect(await screen.findByRole("menuitem", { name: "Go to IBEP" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Edit Profile" })).toBeNull();
  });
});
