import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminQueueItem, AdminResearchDetail } from "@fincareer/domain/contract/research";
import { jsonBody, makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import "../../../test/jsdom-fonts.ts";
import { setToken } from "../../../lib/token.ts";
import { toast } from "../../../lib/toast.ts";
import AdminResearchPage from "./admin-research-page.tsx";

function row(overrides: Partial<AdminQueueItem>): AdminQueueItem {
  return {
    id: 1,
    kind: "research",
    program: "FMEPGOLD",
    family: "FMEP",
    week: 2,
    company: "Infosys Ltd",
    author_id: 5,
    author_name: "Asha Rao",
    author_email: "asha@example.in",
    ratings_list: "UpdatedRate",
    ratings: 2,
    ratings_needed: 3,
    score: "15/33",
    score_detail: {
      total: 15,
      out_of: 33,
      source: "peers",
      variant: "general",
      counted: 2,
      max_per_rating: 10,
      bonus: 3,
      extra: 0,
      needed: 3,
      final: false,
    },
    admin_points: null,
    graded_at: null,
    flags: [],
    has_file: false,
    createdAt: "2026-03-05T15:37:00.000Z",
    ...overrides,
  };
}

function detail(overrides: Partial<AdminResearchDetail["research"]> = {}): AdminResearchDetail {
  return {
    author: { id: 5, name: "Asha Rao", email: "asha@example.in" },
    flags: ["disagreement"],
    assigned: 3,
    research: {
      id: 2,
      kind: "research",
      program: "FMEPGOLD",
      research_type: "OLD",
      week: 2,
      company: "HDFC Bank",
      text: "Deposit franchise is the moat.",
      file: { name: "model.xlsx", type: "xlsx", size: 20480, url: "/api/research/file/2" },
      deadline: "2026-03-08T18:29:59.999Z",
      createdAt: "2026-03-05T10:00:00.000Z",
      updatedAt: "2026-03-05T10:00:00.000Z",
      editable: false,
      edit_state: "deadline",
      admin_points: null,
      admin_comment: null,
      extra_points: 0,
      graded_at: null,
      ratings_list: "UpdatedRate",
      UpdatedRate: [
        {
          id: 7,
          points: 2,
          data: '{"rate_res":"Thin"}',
          rate_res: "Thin",
          createdAt: "2026-03-06T04:30:00.000Z",
          rater_id: 9,
          rater_name: "Ravi Peer",
          rater_email: "ravi@example.in",
        },
        {
          id: 8,
          points: 9,
          data: '{"rate_res":"Excellent"}',
          rate_res: "Excellent",
          createdAt: "2026-03-06T05:30:00.000Z",
          rater_id: 10,
          rater_name: "Meera Peer",
          rater_email: "meera@example.in",
        },
      ],
      score: "11/33",
      score_detail: {
        total: 11,
        out_of: 33,
        source: "peers",
        variant: "general",
        counted: 2,
        max_per_rating: 10,
        bonus: 3,
        extra: 0,
        needed: 3,
        final: false,
      },
      max_points: 10,
      ratings_needed: 3,
      awaiting_ratings: 1,
      ...overrides,
    },
  };
}

const ADMIN_SCORE = {
  total: 8,
  out_of: 10,
  source: "admin" as const,
  variant: "general" as const,
  counted: 0,
  max_per_rating: 10,
  bonus: 3,
  extra: 0,
  needed: 0,
  final: true,
};

const ADMIN = makeUser({ role: "admin", cprogram: null, program: [] });

describe("admin research page", { timeout: 20_000 }, () => {
  beforeEach(() => setToken("t"));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the queue with flags, opens a submission with its ratings and saves a grade", async () => {
    const saved = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    let graded: unknown = null;
    const stub = stubFetch({
      "GET /api/admin/research?": {
        items: [row({ id: 2, company: "HDFC Bank", flags: ["disagreement"] }), row({})],
        total: 2,
        flagged: 1,
      },
      "GET /api/admin/research/2": detail(),
      "GET /api/admin/research/1": detail({ id: 1, company: "Infosys Ltd", text: "IT services margins." }),
      "POST /api/admin/research/2/grade": (_url: string, init: RequestInit | undefined) => {
        graded = jsonBody(init);
        return detail({
          admin_points: 7.5,
          admin_comment: "Solid",
          graded_at: "2026-03-07T05:00:00.000Z",
          score: "7.5/10",
          score_detail: {
            ...detail().research.score_detail,
            total: 7.5,
            out_of: 10,
            source: "admin",
            needed: 0,
            final: true,
          },
        });
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<AdminResearchPage />, { path: "/admin/research", user: ADMIN });

    const queue = await screen.findByRole("list", { name: "Submissions" });
    const rows = within(queue).getAllByRole("button");
    expect(rows[0]?.textContent).toContain("HDFC Bank");
    expect(within(rows[0] as HTMLElement).getByText("Ratings disagree")).toBeTruthy();
    // One scale (issue 41): "x of max" with its percentage, and the kind of total in words; no bare "/33".
    expect(within(rows[1] as HTMLElement).getByText("15 of 33 (45%)")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Provisional peer total")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("2 of 3 ratings")).toBeTruthy();
    expect(queue.textContent).not.toMatch(/\/33|\/3 ratings/);
    // "flagged" says what it means, by the server's rule (issue 41).
    expect(screen.getByText("2 submissions, 1 flagged")).toBeTruthy();
    expect(
      screen.getByText(
        "Flagged: not yet graded, and either waiting 7 days or more since it was submitted for all its peer " +
          "ratings, or two of its peer ratings more than half the rating scale apart. Flagged submissions come first.",
      ),
    ).toBeTruthy();
    expect(stub.calls[0]?.url).toBe("/api/admin/research?status=ungraded");

    await userEvent.click(rows[0] as HTMLElement);
    const article = await screen.findByRole("article", { name: "HDFC Bank" });
    expect(within(article).getByText("Deposit franchise is the moat.")).toBeTruthy();
    expect(within(article).getByText("Ravi Peer")).toBeTruthy();
    // The rating rules as separate labelled facts, in words, not the raw list name (issue 41).
    const facts = within(article).getByLabelText("How peers rate this submission");
    const pairs = [...facts.querySelectorAll("div")].map((d) => [
      d.querySelector("dt")?.textContent,
      d.querySelector("dd")?.textContent,
    ]);
    expect(pairs).toEqual([
      ["Raters assigned", "3"],
      ["Each rating", "out of 10"],
      ["Peer total", "Best 3 peer ratings, each out of 10, plus extra points up to 3: out of 33"],
    ]);
    expect(article.textContent).not.toContain("UpdatedRate");
    expect(within(article).getByText("9 of 10")).toBeTruthy();
    expect(within(article).getByText("Excellent")).toBeTruthy();
    expect(within(article).getByRole("button", { name: "Open attachment model.xlsx" })).toBeTruthy();
    // Two of three peer ratings: the instructor sees a provisional total, not a grade.
    expect(within(article).getByText("11 of 33 (33%)")).toBeTruthy();
    expect(within(article).getByText("Provisional peer total")).toBeTruthy();
    expect(within(article).getByText("2 of 3 peer ratings received so far")).toBeTruthy();

    const form = within(article).getByRole("form", { name: "Grade this submission" });
    // The instructor's mark is plainly out of 10; extra points say what they are.
    expect(within(form).getByLabelText(/Instructor's mark, out of 10/)).toBeTruthy();
    expect(within(form).getByLabelText(/Extra points \(0 to 3\), added to the peer total/)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/Instructor's mark/), "7.5");
    await userEvent.type(within(form).getByLabelText(/Admin comment/), "Solid");
    await userEvent.click(within(form).getByRole("button", { name: "Save grade" }));
    await waitFor(() =>
      expect(graded).toEqual({ admin_points: 7.5, admin_comment: "Solid", extra_points: 0 }),
    );
    // Saved: the next ungraded submission of the queue opens, and the notice says so (issue 41).
    expect(await screen.findByRole("article", { name: "Infosys Ltd" })).toBeTruthy();
    expect(screen.getByText("IT services margins.")).toBeTruthy();
    await waitFor(() =>
      expect(saved).toHaveBeenLastCalledWith(
        "Grade saved. Asha Rao has been notified. Next ungraded: Infosys Ltd by Asha Rao.",
      ),
    );
  });

  it("skips graded submissions after a save and says when every one is graded", async () => {
    const saved = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    const gradedDetail = () =>
      detail({ admin_points: 8, graded_at: "2026-03-07T05:00:00.000Z", score_detail: ADMIN_SCORE });
    const graded = new Set([3]);
    const at = "2026-03-07T05:00:00.000Z";
    const stub = stubFetch({
      // The queue after each save, graded rows still listed (as under the "All" status filter).
      "GET /api/admin/research?": () => ({
        items: [
          row({ id: 2, company: "HDFC Bank" }),
          row({ id: 3, company: "TCS" }),
          row({ id: 4, company: "ITC Ltd" }),
        ].map((r) => (graded.has(r.id) ? { ...r, graded_at: at, score_detail: ADMIN_SCORE } : r)),
        total: 3,
        flagged: 0,
      }),
      "GET /api/admin/research/2": detail(),
      "GET /api/admin/research/4": detail({ id: 4, company: "ITC Ltd", text: "Cigarette cash funds FMCG." }),
      "POST /api/admin/research/2/grade": () => {
        graded.add(2);
        return gradedDetail();
      },
      "POST /api/admin/research/4/grade": () => {
        graded.add(4);
        return { ...gradedDetail(), research: { ...gradedDetail().research, id: 4, company: "ITC Ltd" } };
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<AdminResearchPage />, { path: "/admin/research?id=2", user: ADMIN });
    let form = await screen.findByRole("form", { name: "Grade this submission" });
    await userEvent.type(within(form).getByLabelText(/Instructor's mark/), "8");
    await userEvent.click(within(form).getByRole("button", { name: "Save grade" }));
    // TCS is graded already: ITC, the next ungraded one, opens.
    expect(await screen.findByRole("article", { name: "ITC Ltd" })).toBeTruthy();
    await waitFor(() =>
      expect(saved).toHaveBeenLastCalledWith(
        "Grade saved. Asha Rao has been notified. Next ungraded: ITC Ltd by Asha Rao.",
      ),
    );

    form = await screen.findByRole("form", { name: "Grade this submission" });
    await userEvent.type(within(form).getByLabelText(/Instructor's mark/), "8");
    await userEvent.click(within(form).getByRole("button", { name: "Save grade" }));
    // HDFC and TCS are graded: none is left, and both the notice and the empty pane say so.
    await waitFor(() =>
      expect(saved).toHaveBeenLastCalledWith(
        "Grade saved. Asha Rao has been notified. Every submission in this queue is graded.",
      ),
    );
    // The pane follows the notice once the queue is read again.
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Submission" })).getByText(
          "Every submission in this queue is graded.",
        ),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("filters by program and week, and shows an empty queue", async () => {
    const stub = stubFetch({ "GET /api/admin/research?": { items: [], total: 0, flagged: 0 } });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<AdminResearchPage />, { path: "/admin/research", user: ADMIN });
    expect(await screen.findByText("Every submission matching these filters is graded.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Week"), "4");
    await waitFor(() => expect(stub.calls.some((c) => c.url.includes("week=4"))).toBe(true));
    // The second "All" is the status filter (the first is the type filter).
    await userEvent.click(screen.getAllByRole("radio", { name: "All" })[1] as HTMLElement);
    await waitFor(() => expect(stub.calls.some((c) => c.url.includes("status=all"))).toBe(true));
    expect(await screen.findByText("No submissions match these filters.")).toBeTruthy();
  });

  it("refuses admin points outside 0 to 10 before calling the API", async () => {
    const stub = stubFetch({
      "GET /api/admin/research?": { items: [row({ id: 2 })], total: 1, flagged: 0 },
      "GET /api/admin/research/2": detail(),
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<AdminResearchPage />, { path: "/admin/research?id=2", user: ADMIN });
    const form = await screen.findByRole("form", { name: "Grade this submission" });
    await userEvent.type(within(form).getByLabelText(/Instructor's mark/), "12");
    await userEvent.click(within(form).getByRole("button", { name: "Save grade" }));
    expect(await within(form).findByText("Give admin points from 0 to 10")).toBeTruthy();
    expect(stub.calls.some((c) => c.method === "POST")).toBe(false);
  });
});
