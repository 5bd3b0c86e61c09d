import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonBody, renderWithApp, stubFetch } from "../../../test/render.tsx";
import { setToken } from "../../../lib/token.ts";
import { makeItem, makeList, makePeerItem } from "../components/fixtures.ts";
import "../../../test/jsdom-fonts.ts";
// The submission form loads this schema on first focus; loaded here, a submit checks the form at once.
import "@fincareer/domain/contract/research";
import { ResearchPage } from "./research-page.tsx";

const NO_NOTICES = { scores: [], count: 0 };

describe("research page", { timeout: 20_000 }, () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("shows a partial peer total as provisional, with the ratings received so far and the comments", async () => {
    const stub = stubFetch({
      "GET /api/ivepresearch": makeList(),
      "GET /api/ivepresearch/rate-research": { research: [], pending: 0, rated: 0 },
      "GET /api/ivepresearch/notify_score": NO_NOTICES,
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<ResearchPage kind="projects" />, { path: "/ivepresearch?tab=mine" });

    expect(await screen.findByRole("heading", { level: 1, name: "Projects" })).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Infosys Ltd" });
    // 2 of 3 counted ratings: the total is not a grade yet, and the card says so.
    expect(
      within(card).getByLabelText("Provisional peer score: 15/33, 2 of 3 peer ratings received so far"),
    ).toBeTruthy();
    expect(within(card).getByText("Provisional 15/33")).toBeTruthy();
    expect(within(card).getByText("2 of 3 peer ratings received so far")).toBeTruthy();
    expect(within(card).queryByLabelText("Peer score: 15/33")).toBeNull();
    expect(within(card).getByText("Clear thesis")).toBeTruthy();
    // A rating whose comment the server did not parse is read from its data JSON.
    expect(within(card).getByText("Needs numbers")).toBeTruthy();
    expect(within(card).getByText("8/10")).toBeTruthy();
    expect(within(card).getByText("Submitted 05/03/2026 9:07 pm")).toBeTruthy();
    expect(stub.calls.every((c) => c.url.startsWith("/api/ivepresearch"))).toBe(true);
  });

  it("shows the instructor's grade in place of the peer total, with the comment", async () => {
    const graded = makeItem({
      admin_points: 8,
      admin_comment: "Good valuation work",
      graded_at: "2026-03-07T05:00:00.000Z",
      score: "8/10",
      awaiting_ratings: 0,
      score_detail: {
        ...makeItem().score_detail,
        total: 8,
        out_of: 10,
        source: "admin",
        counted: 0,
        needed: 0,
        final: true,
      },
    });
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/research": makeList({ research: [graded] }),
        "GET /api/research/rate-research": { research: [], pending: 0, rated: 0 },
        "GET /api/research/notify_score": NO_NOTICES,
      }).stub,
    );
    renderWithApp(<ResearchPage kind="new" />, { path: "/newresearch?tab=mine" });
    const card = await screen.findByRole("article", { name: "Infosys Ltd" });
    expect(within(card).getByLabelText("Instructor grade: 8/10")).toBeTruthy();
    expect(within(card).getByText("Good valuation work")).toBeTruthy();
    expect(within(card).getByText("Graded by your instructor")).toBeTruthy();
    expect(within(card).queryByText("15/33")).toBeNull();
  });

  it("shows a final peer total as 'total/out_of', as before", async () => {
    const done = makeItem({
      score: "24/33",
      awaiting_ratings: 0,
      score_detail: { ...makeItem().score_detail, total: 24, counted: 3, final: true },
    });
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/ivepresearch": makeList({ research: [done] }),
        "GET /api/ivepresearch/rate-research": { research: [], pending: 0, rated: 0 },
        "GET /api/ivepresearch/notify_score": NO_NOTICES,
      }).stub,
    );
    renderWithApp(<ResearchPage kind="projects" />, { path: "/ivepresearch?tab=mine" });
    const card = await screen.findByRole("article", { name: "Infosys Ltd" });
    expect(within(card).getByLabelText("Peer score: 24/33")).toBeTruthy();
    expect(within(card).getByText("24/33")).toBeTruthy();
    expect(within(card).getByText("All peer ratings are in")).toBeTruthy();
    expect(within(card).queryByText(/Provisional/)).toBeNull();
  });

  it("submits the open week as JSON, and as multipart when a file is attached", async () => {
    const bodies: (FormData | string)[] = [];
    const stub = stubFetch({
      "GET /api/research": makeList({ research: [] }),
      "GET /api/research/rate-research": { research: [], pending: 0, rated: 0 },
      "GET /api/research/notify_score": NO_NOTICES,
      "POST /api/research": (_url: string, init: RequestInit | undefined) => {
        bodies.push(init?.body as FormData | string);
        return { research: makeItem(), created: bodies.length === 1 };
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<ResearchPage kind="old" />, { path: "/research" });

    const form = await screen.findByRole("form", { name: "Week 3 research" });
    await userEvent.click(within(form).getByRole("button", { name: "Submit research" }));
    expect(await within(form).findByText("Enter the company or topic")).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Company or topic/), "Infosys Ltd");
    await userEvent.type(within(form).getByLabelText(/Your analysis/), "Cheap against peers.");
    await userEvent.click(within(form).getByRole("button", { name: "Submit research" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.parse(bodies[0] as string)).toEqual({
      week: 3,
      company: "Infosys Ltd",
      text: "Cheap against peers.",
    });

    // A file goes through XMLHttpRequest (its upload events drive the progress bar): the browser's XHR, faked.
    const sent: { url: string; body: FormData; headers: Record<string, string> }[] = [];
    class FakeXhr {
      upload: {
        onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = { onprogress: null };
      status = 0;
      statusText = "";
      responseText = "";
      url = "";
      headers: Record<string, string> = {};
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send(body: FormData) {
        sent.push({ url: this.url, body, headers: this.headers });
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 });
          this.status = 200;
          this.responseText = JSON.stringify({ research: makeItem(), created: false });
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const pdf = new File(["%PDF-1.4"], "model.pdf", { type: "application/pdf" });
    await userEvent.upload(form.querySelector('input[type="file"]') as HTMLInputElement, pdf);
    await userEvent.click(within(form).getByRole("button", { name: "Submit research" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const multipart = sent[0]!.body;
    expect(sent[0]!.url).toBe("/api/research");
    expect(multipart).toBeInstanceOf(FormData);
    expect(multipart.get("week")).toBe("3");
    expect(multipart.get("company")).toBe("Infosys Ltd");
    expect(multipart.get("text")).toBe("Cheap against peers.");
    expect((multipart.get("file") as File).name).toBe("model.pdf");
    // The browser writes the multipart Content-Type with its boundary; the token goes as for every call.
    expect(sent[0]!.headers["Content-Type"]).toBeUndefined();
    expect(sent[0]!.headers.Authorization).toMatch(/^Bearer /);
    // Saved: the progress bar goes with the answer.
    await waitFor(() => expect(within(form).queryByTestId("upload-progress")).toBeNull());
  });

  it("edits my unrated item of the open week until the deadline, warning that rating closes editing", async () => {
    const unrated = makeItem({ Rate: [], editable: true, edit_state: "open", awaiting_ratings: 3 });
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/ivepresearch": makeList({ research: [unrated] }),
        "GET /api/ivepresearch/rate-research": { research: [], pending: 0, rated: 0 },
        "GET /api/ivepresearch/notify_score": NO_NOTICES,
      }).stub,
    );
    renderWithApp(<ResearchPage kind="projects" />, { path: "/ivepresearch" });
    const form = await screen.findByRole("form", { name: "Week 3 project" });
    expect(within(form).getByLabelText<HTMLInputElement>(/Company or topic/).value).toBe("Infosys Ltd");
    expect(within(form).getByRole("button", { name: "Save changes" })).toBeTruthy();
    expect(within(form).getByText("08/03/2026 11:59 pm")).toBeTruthy();
    // Told before editing: the first peer rating closes editing.
    expect(within(form).getByText("Editing closes once rating starts")).toBeTruthy();
    expect(form.textContent).toContain(
      "as soon as one peer has rated your project it can no longer be changed",
    );
  });

  it("closes the edit screen once a peer has rated my item, and says why", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/ivepresearch": makeList(),
        "GET /api/ivepresearch/rate-research": { research: [], pending: 0, rated: 0 },
        "GET /api/ivepresearch/notify_score": NO_NOTICES,
      }).stub,
    );
    renderWithApp(<ResearchPage kind="projects" />, { path: "/ivepresearch" });
    expect(await screen.findByText("Editing is closed")).toBeTruthy();
    expect(
      screen.getByText(
        /a peer has already rated this submission, and ratings count for the version they read/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Week 3 project" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  });

  it("refuses a file that is not PDF, XLSX, DOCX or PPTX before uploading", async () => {
    const stub = stubFetch({
      "GET /api/research": makeList({ research: [] }),
      "GET /api/research/rate-research": { research: [], pending: 0, rated: 0 },
      "GET /api/research/notify_score": NO_NOTICES,
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<ResearchPage kind="fa" />, { path: "/faresearch" });
    const form = await screen.findByRole("form", { name: "Week 3 research" });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(await within(form).findByText("Attach a PDF, XLSX, DOCX or PPTX file")).toBeTruthy();
  });

  it("says when no week is open and when there is nothing to rate", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/research": makeList({ research: [], open_week: null, maxresearch: 0 }),
        "GET /api/research/rate-research": { research: [], pending: 0, rated: 0 },
        "GET /api/research/notify_score": NO_NOTICES,
      }).stub,
    );
    renderWithApp(<ResearchPage kind="old" />, { path: "/research" });
    expect(await screen.findByText("No week is open for submissions")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: /Rate peers/ }));
    expect(await screen.findByText("Nothing to rate yet")).toBeTruthy();
  });

  it("rates a peer with points and a comment, then reloads the rate list", async () => {
    let rated = false;
    let rateBody: unknown = null;
    const stub = stubFetch({
      "GET /api/ivepresearch": makeList(),
      "GET /api/ivepresearch/notify_score": NO_NOTICES,
      "GET /api/ivepresearch/rate-research": () =>
        rated
          ? {
              research: [
                makePeerItem({
                  rated: true,
                  my_rating: {
                    id: 9,
                    points: 9,
                    data: '{"rate_res":"Strong moat analysis"}',
                    rate_res: "Strong moat analysis",
                    createdAt: "2026-03-06T04:30:00.000Z",
                  },
                }),
              ],
              pending: 0,
              rated: 1,
            }
          : { research: [makePeerItem()], pending: 1, rated: 0 },
      "POST /api/ivepresearch/rate-research": (_url: string, init: RequestInit | undefined) => {
        rated = true;
        rateBody = jsonBody(init);
        return { ok: true, rating: {}, ratings_list: "Rate" };
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<ResearchPage kind="projects" />, { path: "/ivepresearch?tab=rate" });

    const card = await screen.findByRole("article", { name: "HDFC Bank" });
    await userEvent.type(within(card).getByLabelText(/Points/), "11");
    await userEvent.type(within(card).getByLabelText(/Comment/), "Strong moat analysis");
    await userEvent.click(within(card).getByRole("button", { name: "Submit rating" }));
    expect(await within(card).findByText("Give points from 0 to 10")).toBeTruthy();

    await userEvent.clear(within(card).getByLabelText(/Points/));
    await userEvent.type(within(card).getByLabelText(/Points/), "9");
    await userEvent.click(within(card).getByRole("button", { name: "Submit rating" }));

    expect(await screen.findByText("Your rating")).toBeTruthy();
    expect(rateBody).toEqual({
      research_id: 21,
      points: 9,
      data: JSON.stringify({ rate_res: "Strong moat analysis" }),
    });
    expect(stub.calls.filter((c) => c.method === "GET" && c.url.endsWith("/rate-research"))).toHaveLength(2);
    expect(screen.getByText("You have rated every submission assigned to you.")).toBeTruthy();
  });

  it("shows the server's refusal of a rating and keeps the form", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/ivepresearch": makeList(),
        "GET /api/ivepresearch/notify_score": NO_NOTICES,
        "GET /api/ivepresearch/rate-research": { research: [makePeerItem()], pending: 1, rated: 0 },
        "POST /api/ivepresearch/rate-research": () =>
          new Response(
            JSON.stringify({
              error: "not_assigned",
              message: "research 21 is not assigned to you for rating",
            }),
            { status: 403, headers: { "Content-Type": "application/json" } },
          ),
      }).stub,
    );
    renderWithApp(<ResearchPage kind="projects" />, { path: "/ivepresearch?tab=rate" });
    const card = await screen.findByRole("article", { name: "HDFC Bank" });
    await userEvent.type(within(card).getByLabelText(/Points/), "5");
    await userEvent.type(within(card).getByLabelText(/Comment/), "Fine");
    await userEvent.click(within(card).getByRole("button", { name: "Submit rating" }));
    expect((await within(card).findByRole("alert")).textContent).toContain(
      "research 21 is not assigned to you for rating",
    );
    expect(within(card).getByRole("button", { name: "Submit rating" })).toBeTruthy();
  });

  it("lists new scores, a partial peer total as provisional, and marks them seen", async () => {
    let seen = false;
    const stub = stubFetch({
      "GET /api/research": makeList(),
      "GET /api/research/rate-research": { research: [], pending: 0, rated: 0 },
      "GET /api/research/notify_score": () =>
        seen
          ? NO_NOTICES
          : {
              count: 1,
              scores: [
                {
                  id: 11,
                  kind: "research",
                  program: "FMEPGOLD",
                  week: 3,
                  company: "Infosys Ltd",
                  score: "8/10",
                  score_detail: {
                    ...makeItem().score_detail,
                    total: 8,
                    out_of: 10,
                    source: "admin",
                    needed: 0,
                    final: true,
                  },
                  admin_points: 8,
                  admin_comment: null,
                  changedAt: "2026-03-07T05:00:00.000Z",
                },
                {
                  id: 12,
                  kind: "research",
                  program: "FMEPGOLD",
                  week: 4,
                  company: "TCS Ltd",
                  score: "7/33",
                  score_detail: { ...makeItem().score_detail, total: 7, counted: 1 },
                  admin_points: null,
                  admin_comment: null,
                  changedAt: "2026-03-07T06:00:00.000Z",
                },
              ],
            },
      "POST /api/research/pnotify_score": () => {
        seen = true;
        return { count: 1 };
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<ResearchPage kind="old" />, { path: "/research" });
    const notice = await screen.findByRole("status");
    expect(within(notice).getByText("New scores")).toBeTruthy();
    expect(within(notice).getByText("8/10")).toBeTruthy();
    expect(within(notice).getByText("Provisional 7/33")).toBeTruthy();
    expect(notice.textContent).toContain(
      "Week 4, TCS Ltd: Provisional 7/33 (1 of 3 peer ratings received so far)",
    );
    await userEvent.click(screen.getByRole("button", { name: "Got it" }));
    await waitFor(() => expect(screen.queryByText("New scores")).toBeNull());
    const post = stub.calls.find((c) => c.url === "/api/research/pnotify_score");
    expect(jsonBody(post?.init)).toEqual({ ids: [11, 12] });
  });
});
