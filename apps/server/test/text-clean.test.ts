// Text that leaves the app is clean (issue 21): titles and names with a control character are refused with the
// field named as the screen labels it, a title stored before that rule cannot break a calendar file, and caption
// text is escaped in the WebVTT track.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "@fincareer/domain/contract/profile";
import { hasControlCharacter } from "@fincareer/domain/plain-text";
import { liveSessions } from "../src/db/schema.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import { createModule } from "./helpers/content.ts";
import { fafmepLearner, schedule, sessionBody } from "./helpers/live.ts";
import { fieldText } from "./helpers/field-text.ts";

const ONE_LINE = "must be one line of text, without line breaks, tabs or other control characters";

describe.each(BACKENDS)("text that leaves the app on $name", (backend) => {
  const suite = testSuite(backend, { admin: { steps: 3 } });

  it("refuses a control character in every title and name a person types, naming the field, changing nothing", async () => {
    const { ctx, admin } = suite;
    const learner = await ctx.makeUser({ programs: ["BA"], steps: 3 });
    const session = await schedule(ctx, admin.token, 60);
    const module = await createModule(ctx, admin, "DS", "Ratios");
    const question = {
      bank: "ibep",
      topic: "valuation",
      prompt: "What is the enterprise value of a firm\u0007 with 100 equity, 40 debt and 10 cash?",
      options: ["130", "150", "110", "140"],
      answer: 0,
      explanation: "EV = equity value + debt - cash = 100 + 40 - 10 = 130, the value of the operations.",
    };
    // The whole answer: the field and plain-text.ts controlCharacterMessage with the label its schema names.
    const cases: ["POST" | "PATCH" | "PUT", string, unknown, string, string][] = [
      [
        "POST",
        "/api/admin/live",
        sessionBody(60, { title: "Budget\rreview" }),
        admin.token,
        `body.title: Title ${ONE_LINE}`,
      ],
      [
        "PATCH",
        `/api/admin/live/${session.id}`,
        { title: "Budget\rreview" },
        admin.token,
        `body.title: Title ${ONE_LINE}`,
      ],
      [
        "POST",
        "/api/content/modules",
        { family: "DS", title: "Ratios\u0000" },
        admin.token,
        `body.title: Module title ${ONE_LINE}`,
      ],
      [
        "POST",
        `/api/content/modules/${module.id}/videos`,
        { title: "Intro\u0085duction", url: "https://cdn.example.com/a.mp4" },
        admin.token,
        `body.title: Title ${ONE_LINE}`,
      ],
      [
        "POST",
        "/api/content/notes",
        { family: "DS", title: "Chapter\t1", markdown: "# One" },
        admin.token,
        `body.title: Chapter title ${ONE_LINE}`,
      ],
      [
        "POST",
        "/api/admin/faq",
        {
          category: "Getting started",
          question: "How do I\rpay?",
          answer: "From the Renewal page.",
          families: [],
        },
        admin.token,
        `body.question: Question ${ONE_LINE}`,
      ],
      [
        "POST",
        "/api/admin/games/questions",
        question,
        admin.token,
        "body.prompt: Question must not contain control characters (line breaks and tabs are fine)",
      ],
      [
        "POST",
        "/api/admin/users",
        { name: "Divya\nRao", email: "divya.rao@example.com" },
        admin.token,
        `body.name: Full name ${ONE_LINE}`,
      ],
      [
        "PUT",
        "/api/user/profile",
        { ...EMPTY_PROFILE, headline: "Analyst\u001b[31m" },
        learner.token,
        `body.headline: Headline ${ONE_LINE}`,
      ],
    ];
    const before = await ctx.snapshot();
    for (const [method, url, body, token, message] of cases) {
      const res = await ctx.api(method, url, { token, body });
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toBe("validation_error");
      expect(fieldText(res.body), url).toBe(message);
    }
    const signup = await ctx.api("POST", "/api/auth/signup", {
      body: {
        name: "Divya\u001bRao",
        email: "new.learner@example.com",
        password: "a long unusual phrase 42",
        consent: { notice_version: 1, accepted: true },
      },
    });
    expect(signup).toMatchObject({
      status: 400,
      body: { fields: [{ path: "body.name", message: `Full name ${ONE_LINE}` }] },
    });
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("keeps a bare CR of a title stored before the rule out of the .ics download and the calendar feed", async () => {
    const { ctx, admin } = suite;
    const learner = await fafmepLearner(ctx);
    const s = await schedule(ctx, admin.token, 90, { title: "Budget review" });
    await ctx.db
      .update(liveSessions)
      .set({ title: "Budget\rreview\u0007 Q3" })
      .where(eq(liveSessions.id, s.id));
    const file = await ctx.api("GET", `/api/user/live/${s.id}/ics`, { token: learner.token });
    expect(file.status).toBe(200);
    const feed = await ctx.api("POST", "/api/user/live/feed", { token: learner.token });
    const subscribed = await ctx.api("GET", new URL(feed.body.url as string).pathname);
    for (const ics of [file.body as string, subscribed.body as string]) {
      // Every line ends with CRLF; no CR or other control character is left inside a line.
      // (A folded line goes on after CRLF and a tab.)
      expect(ics.split("\r\n").filter((line) => hasControlCharacter(line.replace(/^\t/, "")))).toEqual([]);
      expect(ics).toContain("SUMMARY:Budget review  Q3");
    }
  });

  it('serves a caption "A & B <c>" escaped in the WebVTT track', async () => {
    const { ctx, admin } = suite;
    const module = await createModule(ctx, admin, "SSEP", "Survey design");
    const video = await ctx.api("POST", `/api/content/modules/${module.id}/videos`, {
      token: admin.token,
      body: { title: "Sampling", url: "https://cdn.example.com/sampling.mp4", durationSeconds: 30 },
    });
    const saved = await ctx.api("PATCH", `/api/content/videos/${video.body.id}`, {
      token: admin.token,
      body: { transcript: "0:00 A & B <c>\n0:05 Profit --> loss" },
    });
    expect(saved.status).toBe(200);
    const learner = await ctx.makeUser({ programs: ["SSEP"], steps: 1 });
    const detail = await ctx.api("GET", `/api/resources/videos/${video.body.id}`, { token: learner.token });
    // The transcript under the player is text for React to render; only the WebVTT file needs escaping.
    expect(detail.body.transcript[0].text).toBe("A & B <c>");
    const vtt = await ctx.app.inject({ method: "GET", url: detail.body.captionsUrl });
    expect(vtt.body).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.000\nA &amp; B &lt;c&gt;\n\n" +
        "2\n00:00:05.000 --> 00:00:30.000\nProfit --&gt; loss\n",
    );
    const bare = await ctx.api("PATCH", `/api/content/videos/${video.body.id}`, {
      token: admin.token,
      body: { transcript: "0:00 One\r0:05 Two" },
    });
    expect(bare.status).toBe(400);
    expect(fieldText(bare.body)).toBe(
      "body.transcript: Transcript and captions must not contain control characters (line breaks and tabs are fine); body.transcript: Line 1: start with a time such as 0:05 or 1:02:30, then the words",
    );
  });
});
