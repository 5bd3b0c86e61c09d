// The instructor's grader preview (issue 40): POST /api/admin/interview/preview returns exactly the evaluation a
// learner would get (score, covered/missed/contradicted points, corrections, comments, follow-up, evaluator), stores
// nothing, is refused to learners (403) and to bad input (400/404), is rate-limited, and works with a model
// configured (a fake OpenAI-compatible server on 127.0.0.1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MAX_ANSWER_CHARS } from "@fincareer/domain/contract/interview";
import { TRACK_BANKS } from "../src/modules/interview/bank/index.ts";
import { mainRequest } from "../src/modules/interview/evaluator.ts";
import { rubricFeedback } from "../src/modules/interview/rubric.ts";
import { PREVIEW_RATE_LIMIT } from "../src/modules/interview/admin-routes.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fakeModel } from "./helpers/fake-model.ts";
import type { FakeModel } from "./helpers/fake-model.ts";
import { fieldText } from "./helpers/field-text.ts";

const WRONG_WACC =
  "To calculate WACC I take the simple average of the cost of equity and the cost of debt. The cost of equity comes from CAPM with the US Treasury yield as the risk-free rate, and the cost of debt is the coupon rate without any tax adjustment.";

const question = (id: string) => {
  const bank = Object.values(TRACK_BANKS).find((b) => b.questions.some((q) => q.id === id))!;
  return { bank, q: bank.questions.find((q) => q.id === id)! };
};

async function count(ctx: TestContext, table: string): Promise<number> {
  const res = await ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0]!.n);
}

describe.each(BACKENDS)("interview grader preview on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({ role: "admin" });
    learner = await ctx.makeUser({ programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("lists every bank question for the picker", async () => {
    const res = await ctx.api("GET", "/api/admin/interview/questions", { token: admin.token });
    expect(res.status).toBe(200);
    const total = Object.values(TRACK_BANKS).reduce((n, b) => n + b.questions.length, 0);
    expect(res.body.questions).toHaveLength(total);
    expect(res.body.questions[0]).toMatchObject({ id: "ib-dcf", track: "investment-banking" });
  });

  it("returns exactly the learner's evaluation, corrections naming the wrong claims, and stores nothing", async () => {
    const before = { interviews: await count(ctx, "interviews"), turns: await count(ctx, "interview_turns") };
    const res = await ctx.api("POST", "/api/admin/interview/preview", {
      token: admin.token,
      body: { question_id: "ib-wacc-india", answer: WRONG_WACC },
    });
    expect(res.status).toBe(200);
    const { bank, q } = question("ib-wacc-india");
    const expected = rubricFeedback(mainRequest(bank.id, q, WRONG_WACC));
    expect(res.body.feedback).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(res.body.question).toMatchObject({ id: "ib-wacc-india", track: "investment-banking" });
    expect(res.body.feedback.evaluator).toBe("rubric");
    expect(res.body.feedback.score).toBeLessThanOrEqual(35);
    // Each wrong claim is quoted from the answer and corrected.
    const claims = res.body.feedback.corrections.map((c: { claim: string }) => c.claim);
    expect(claims).toContain(
      "To calculate WACC I take the simple average of the cost of equity and the cost of debt",
    );
    expect(res.body.feedback.corrections.length).toBeGreaterThanOrEqual(3);
    expect(res.body.feedback.comments[0]).toMatch(/^You said "To calculate WACC I take the simple average/);
    expect(typeof res.body.followUp === "string" || res.body.followUp === null).toBe(true);
    expect({
      interviews: await count(ctx, "interviews"),
      turns: await count(ctx, "interview_turns"),
    }).toEqual(before);
  });

  it("asks the learner to reconsider a contradicted point rather than assuming the opposite", async () => {
    const answer =
      "A higher WACC gives a higher value because it reflects a higher return. I project free cash flow for five years, add a terminal value with the Gordon growth formula, and subtract net debt to reach equity value per share.";
    const res = await ctx.api("POST", "/api/admin/interview/preview", {
      token: admin.token,
      body: { question_id: "ib-dcf", answer },
    });
    expect(res.status).toBe(200);
    expect(res.body.feedback.contradicted.map((c: { point: string }) => c.point)).toEqual([
      "discounting at WACC",
    ]);
    expect(res.body.feedback.covered.map((c: { point: string }) => c.point)).not.toContain(
      "discounting at WACC",
    );
    expect(res.body.followUp).toBe(
      'You said "A higher WACC gives a higher value because it reflects a higher return". Is that right? Think it through again and explain discounting at WACC.',
    );
  });

  it("refuses learners (403), bad input (400) and unknown questions (404)", async () => {
    const body = { question_id: "ib-dcf", answer: "I would project free cash flow." };
    expect(
      (await ctx.api("POST", "/api/admin/interview/preview", { token: learner.token, body })).status,
    ).toBe(403);
    expect((await ctx.api("GET", "/api/admin/interview/questions", { token: learner.token })).status).toBe(
      403,
    );
    expect((await ctx.api("POST", "/api/admin/interview/preview", { body })).status).toBe(401);
    // The whole answer (contract/interview.ts PreviewBody; field-words.ts where it writes no message).
    for (const [bad, message] of [
      [{ question_id: "ib-dcf", answer: "   " }, "body.answer: Write an answer to preview"],
      [{ question_id: "ib-dcf" }, "body.answer: Fill in answer"],
      [{ question_id: "", answer: "x" }, "body.question_id: Pick a bank question"],
      [
        { question_id: "ib-dcf", answer: "x".repeat(MAX_ANSWER_CHARS + 1) },
        `body.answer: Shorten the answer to ${MAX_ANSWER_CHARS} characters or fewer`,
      ],
    ] as const) {
      const res = await ctx.api("POST", "/api/admin/interview/preview", { token: admin.token, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error, JSON.stringify(bad)).toBe("validation_error");
      expect(fieldText(res.body), JSON.stringify(bad)).toBe(message);
    }
    const missing = await ctx.api("POST", "/api/admin/interview/preview", {
      token: admin.token,
      body: { question_id: "no-such-question", answer: "An answer." },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain("no-such-question");
  });

  it("is rate-limited per admin", async () => {
    const other = await ctx.makeUser({ role: "admin" });
    const body = { question_id: "fo-greeks", answer: "Delta is the change in option price for a ₹1 move." };
    const statuses: number[] = [];
    for (let i = 0; i <= PREVIEW_RATE_LIMIT.max; i++)
      statuses.push(
        (await ctx.api("POST", "/api/admin/interview/preview", { token: other.token, body })).status,
      );
    expect(statuses.slice(0, PREVIEW_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("interview grader preview with a model configured", () => {
  let fake: FakeModel;
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    fake = await fakeModel();
    fake.mode = "good";
    ctx = await createTestContext(BACKENDS[0]!, {
      env: { AI_BASE_URL: fake.url, AI_MODEL: "fake-1", AI_TIMEOUT_MS: "30000" },
    });
    admin = await ctx.makeUser({ role: "admin" });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("grades through the model, as a learner's answer would be", async () => {
    const before = fake.requests.length;
    const res = await ctx.api("POST", "/api/admin/interview/preview", {
      token: admin.token,
      body: {
        question_id: "er-pitch",
        answer: "I would buy Infosys on a clear thesis: the market is missing its margin recovery.",
      },
    });
    expect(res.status).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
    expect(res.body.feedback.evaluator).toBe("model");
    expect(res.body.feedback.comments).toContain("Name a catalyst.");
  });
});
