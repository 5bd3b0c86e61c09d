import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProgressResponse } from "@fincareer/domain/contract/analytics-quality";
import { setToken } from "../../../lib/token.ts";
import { makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import ProgressPage from "./progress-page.tsx";

const IBEP: ProgressResponse = {
  program: "IBEPGOLD",
  cohort: 40,
  videos: {
    finished: 12,
    total: 40,
    median_finished: 9,
    next: { id: 13, title: "Equity bridge", module: "Valuation" },
  },
  quiz: { answered: 24, correct: 18, accuracy: 0.75, median_accuracy: 0.625 },
  research: {
    kind: "project",
    submitted: 3,
    graded: 2,
    median_submitted: 2.5,
    next_due: { week: 5, deadline: "2026-11-29T18:29:59.999Z", submitted: false },
  },
  games: null,
};

function show(body: ProgressResponse, program = "IBEPGOLD") {
  vi.stubGlobal("fetch", stubFetch({ "GET /api/progress": body }).stub);
  renderWithApp(<ProgressPage />, { path: "/progress", user: makeUser({ cprogram: program }) });
}

describe("My progress", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("says what is done, what is next and where the median learner stands, linking to the program's pages", async () => {
    show(IBEP);
    expect((await screen.findByText(/You have finished/)).textContent).toContain(
      "You have finished 12 of 40 videos.",
    );
    expect(screen.getByText("The median learner of your program has finished 9.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Equity bridge" }).getAttribute("href")).toBe(
      "/newresource?video=13",
    );
    expect(screen.getByText(/You answered/).textContent).toContain(
      "You answered 18 of 24 questions right (75%).",
    );
    expect(screen.getByText("The median learner of your program answers 63% right.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Projects" })).toBeTruthy();
    expect(screen.getByText("The median learner of your program has submitted 2.5.")).toBeTruthy();
    expect(screen.getByText(/Week 5 is open until 29\/11\/2026 11:59 pm/).textContent).toContain(
      "not submitted yet.",
    );
    expect(screen.getByRole("link", { name: "Submit it" }).getAttribute("href")).toBe("/ivepresearch");
    expect(screen.queryByRole("heading", { name: "Games" })).toBeNull();
  });

  it("below 10 learners says there is not yet a cohort to compare with (issue 41)", async () => {
    show({
      ...IBEP,
      cohort: 1,
      videos: { ...IBEP.videos!, median_finished: null },
      quiz: { ...IBEP.quiz!, median_accuracy: null },
      research: { ...IBEP.research!, median_submitted: null },
    });
    expect(await screen.findByText(/There is not yet a cohort to compare with/)).toBeTruthy();
    expect(screen.queryByText(/median learner of the 1 learner/)).toBeNull();
    expect(screen.queryByText(/The median learner of your program/)).toBeNull();
  });

  it("says so when the program has nothing to track", async () => {
    show(
      { program: "FMEPGOLD", cohort: 3, videos: null, quiz: null, research: null, games: null },
      "FMEPGOLD",
    );
    expect(
      await screen.findByText("Your program has no videos, research or games to track yet."),
    ).toBeTruthy();
  });
});
