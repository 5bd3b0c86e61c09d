import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHOOSER_TITLE } from "@fincareer/domain/constants";
import { jsonBody, makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import { setToken } from "../../../lib/token.ts";
import { ProgramChooser } from "./program-chooser.tsx";

const TWO_PROGRAMS = makeUser({
  cprogram: "IBEPGOLD",
  program: [
    {
      id: 1,
      program_name: "FMEPGOLD",
      start_date: "2025-01-01",
      end_date: "2026-12-31",
      resume_date: null,
      comment: null,
    },
    {
      id: 2,
      program_name: "IBEPGOLD",
      start_date: "2025-02-01",
      end_date: "2027-01-31",
      resume_date: null,
      comment: null,
    },
  ],
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderChooser(user = TWO_PROGRAMS) {
  return renderWithApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ProgramChooser user={user} />
            <Where />
          </>
        }
      />
    </Routes>,
    { path: "/ivepresearch", user },
  );
}

function secondsAgo(seconds: number): string {
  return new Date(Date.now() - seconds * 1000).toISOString();
}

describe("first-visit program chooser", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the user's programs with their dates inside the first minute of the session", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/user/usersession": { start_time: secondsAgo(5) } }).stub);
    renderChooser();
    const dialog = await screen.findByRole("dialog", { name: CHOOSER_TITLE });
    expect(within(dialog).getByRole("button", { name: /FMEPGOLD/ }).textContent).toContain(
      "01/01/2025 to 31/12/2026",
    );
    expect(within(dialog).getByRole("button", { name: /IBEPGOLD/ }).textContent).toContain(
      "01/02/2025 to 31/01/2027",
    );
  });

  it("stays hidden once the minute after the session start has passed", async () => {
    const api = stubFetch({ "GET /api/user/usersession": { start_time: secondsAgo(61) } });
    vi.stubGlobal("fetch", api.stub);
    renderChooser();
    await waitFor(() => expect(api.calls.some((c) => c.url === "/api/user/usersession")).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays hidden, without asking for the session, when only one program has started", async () => {
    const api = stubFetch({ "GET /api/user/usersession": { start_time: secondsAgo(5) } });
    vi.stubGlobal("fetch", api.stub);
    renderChooser(makeUser());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("closes by itself when the minute runs out", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/user/usersession": { start_time: secondsAgo(59.7) } }).stub);
    renderChooser();
    expect(await screen.findByRole("dialog", { name: CHOOSER_TITLE })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 2000 });
  });

  it("posts the pick, closes and lands an FMEP program on /dashboard with Portfolio active", async () => {
    const api = stubFetch({
      "GET /api/user/usersession": { start_time: secondsAgo(5) },
      "POST /api/selectprogram/Done": { cprogram: "FMEPGOLD", redirect: "/dashboard" },
      "GET /api/user/info": { ...TWO_PROGRAMS, cprogram: "FMEPGOLD" },
    });
    vi.stubGlobal("fetch", api.stub);
    renderChooser();
    const dialog = await screen.findByRole("dialog", { name: CHOOSER_TITLE });
    await userEvent.click(within(dialog).getByRole("button", { name: /FMEPGOLD/ }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const done = api.calls.find((c) => c.method === "POST" && c.url === "/api/selectprogram/Done");
    expect(jsonBody(done?.init)).toEqual({ selection: "FMEPGOLD" });
    await waitFor(() =>
      expect(screen.getByTestId("where").textContent).toBe('/dashboard {"previousProgram":"IBEPGOLD"}'),
    );
  });

  it("sends a non-FMEP pick to /newresource", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/user/usersession": { start_time: secondsAgo(5) },
        "POST /api/selectprogram/Done": { cprogram: "IBEPGOLD", redirect: "/newresource" },
        "GET /api/user/info": TWO_PROGRAMS,
      }).stub,
    );
    renderChooser();
    const dialog = await screen.findByRole("dialog", { name: CHOOSER_TITLE });
    await userEvent.click(within(dialog).getByRole("button", { name: /IBEPGOLD/ }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toMatch(/^\/newresource /));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open and logs to the console only when the pick fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = stubFetch({
      "GET /api/user/usersession": { start_time: secondsAgo(5) },
      "POST /api/selectprogram/Done": () =>
        new Response(JSON.stringify({ error: "server_error", message: "boom" }), { status: 500 }),
    });
    vi.stubGlobal("fetch", api.stub);
    renderChooser();
    const dialog = await screen.findByRole("dialog", { name: CHOOSER_TITLE });
    await userEvent.click(within(dialog).getByRole("button", { name: /IBEPGOLD/ }));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByRole("dialog", { name: CHOOSER_TITLE })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/ivepresearch null");
    errors.mockRestore();
  });
});
