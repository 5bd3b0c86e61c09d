import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TodayResponse } from "@fincareer/domain/contract/today";
import { setToken } from "../../../lib/token.ts";
import { makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import { TodayCard } from "./today-card.tsx";

function show(body: TodayResponse, user: Parameters<typeof makeUser>[0]) {
  vi.stubGlobal("fetch", stubFetch({ "GET /api/progress/today": body }).stub);
  renderWithApp(<TodayCard />, { path: "/dashboard", user: makeUser(user) });
}

const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("the home's today card (issue 41)", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("lists the live session, the research due, the lesson to resume and the program's interview and games", async () => {
    show(
      {
        program: "FMEPPLATINUM",
        lesson: { id: 7, title: "Reading a cash-flow statement", module: "Accounts" },
        due: { kind: "research", week: 3, deadline: "2026-12-02T18:29:59.999Z", submitted: false },
        live: {
          id: 4,
          title: "Budget 2027 walk-through",
          start_time: "2026-12-05T13:30:00.000Z",
          live_now: false,
        },
      },
      { cprogram: "FMEPPLATINUM", research_type: "NEW" },
    );
    expect(await screen.findByRole("link", { name: "Resume" })).toBeTruthy();
    expect(screen.getByText(/Budget 2027 walk-through/).closest("li")?.textContent).toContain(
      "05/12/2026 7:00 pm",
    );
    expect(href("See live sessions")).toBe("/lifesession");
    expect(screen.getByText(/Research week 3 is due by/).textContent).toContain("02/12/2026 11:59 pm");
    expect(href("Submit it")).toBe("/newresearch");
    expect(href("Resume")).toBe("/resource?video=7");
    expect(href("Start an interview")).toBe("/mockinterview");
    expect(href("Play a game")).toBe("/games");
  });

  it("offers only what the program's menu has, and says when nothing is due", async () => {
    show({ program: "FMEPSILVER", lesson: null, due: null, live: null }, { cprogram: "FMEPSILVER" });
    expect(await screen.findByText("Nothing is due today.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
