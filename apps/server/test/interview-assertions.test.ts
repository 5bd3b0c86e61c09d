// Claims, not terms (issue 40): sentences that assert nothing credit no point (hedged both ways, a disclaimer of
// knowledge, a repeat, a circle, a hollow story), wrong claims are corrected by quoting the learner, a contradicted
// point loses its credit, a ratio counts however it is said, and open questions are never off-topic.
import { describe, expect, it } from "vitest";
import { TRACK_BANKS } from "../src/modules/interview/bank/index.ts";
import { mainRequest } from "../src/modules/interview/evaluator.ts";
import { rubricFeedback } from "../src/modules/interview/rubric.ts";
import { chooseFollowUp } from "../src/modules/interview/follow-up.ts";
import { phrasings } from "../src/modules/interview/misconceptions.ts";
import { termVariants } from "../src/modules/interview/terms.ts";

function grade(id: string, answer: string) {
  const bank = Object.values(TRACK_BANKS).find((b) => b.questions.some((q) => q.id === id))!;
  const q = bank.questions.find((x) => x.id === id)!;
  return { q, fb: rubricFeedback(mainRequest(bank.id, q, answer)) };
}

describe("claims, not terms", () => {
  it.each([
    [
      "circular",
      "ib-dcf",
      "Free cash flow matters because free cash flow drives the DCF. WACC is important because WACC is the discount rate in the DCF. Terminal value is key because terminal value gives the terminal value.",
    ],
    [
      "repeated frame",
      "ds-overfitting",
      "Overfitting uses cross-validation. Overfitting uses regularisation. Overfitting uses early stopping. Overfitting uses dropout.",
    ],
    [
      "repeated sentence",
      "ib-lbo",
      "An LBO uses leverage and debt to boost the IRR of private equity. An LBO uses leverage and debt to boost the IRR of private equity. An LBO uses leverage and debt to boost the IRR of private equity.",
    ],
    [
      "hedged both ways",
      "ib-wacc-india",
      "WACC may use market values or maybe book values, both could be right. The cost of debt might be post-tax or might be pre-tax. Beta could rise or could fall.",
    ],
    [
      "knowledge disclaimed, then terms",
      "ib-ev-ebitda",
      "Honestly I don't know how these fit together, but the terms are enterprise value, EBITDA, capital structure neutral, leverage, depreciation and P/E.",
    ],
    [
      "an empty STAR template",
      "hr-team-conflict",
      "Situation: there was a conflict in the team. Task: I had to handle the conflict. Action: I handled the conflict. Result: the conflict was resolved and the team was happy.",
    ],
    [
      "a STAR story to a technical question",
      "ba-cohort",
      "Situation: in my internship the team needed a report. Task: I was asked to help. Action: I worked hard with the team and used Excel. Result: the manager appreciated my work.",
    ],
  ])("scores a gamed answer (%s) at most 30 and says why", (_kind, id, answer) => {
    const { fb } = grade(id, answer);
    expect(fb.score).toBeLessThanOrEqual(30);
    expect(fb.comments[0]).toMatch(
      /asserts nothing|strings terms|names terms|technical question|terms or phrases/,
    );
  });

  it("reads a long list with a clause stuck on it as a list of terms: the clause speaks of the list, not of each item", () => {
    const listed = grade(
      "ib-wacc-india",
      "Cost of equity, CAPM, beta, risk-free rate, G-sec yield, equity risk premium, cost of debt, tax shield, post-tax, market values, target capital structure, Damodaran, Reliance, because all of these go into the WACC of an Indian company such as Reliance or TCS.",
    ).fb;
    expect(listed.score).toBeLessThanOrEqual(30);
    expect(listed.comments[0]).toMatch(/names terms without explaining them/);
    // A sentence that lists a few items and explains them stays prose.
    const prose = grade(
      "ib-wacc-india",
      "WACC weights the cost of equity and the post-tax cost of debt by their market values. The cost of equity comes from CAPM: the 10-year G-sec yield of about 7%, plus beta times an equity risk premium of 6-7%. Debt costs less after tax because interest is deductible, so a 9% pre-tax rate at 25% tax is 6.75%.",
    ).fb;
    expect(prose.score).toBeGreaterThan(60);
  });

  it("reads three or more short sentences with one opening as one frame filled again, whatever fills it", () => {
    // The fillers need not be the grader's terms: "volume", "Nifty" and "India VIX" are not fo-pcr's.
    const gamed = grade(
      "fo-pcr",
      "PCR uses put open interest. PCR uses call open interest. PCR uses volume. PCR uses sentiment. PCR uses Nifty. PCR uses India VIX.",
    ).fb;
    expect(gamed.score).toBeLessThanOrEqual(20);
    expect(gamed.comments[0]).toMatch(/asserts nothing/);
    // Two sentences with one opening are a comparison, and a pronoun's sentences share openings in any prose.
    const genuine = grade(
      "fo-pcr",
      "PCR is the ratio of put open interest to call open interest. A PCR above 1.3 means traders hold many puts, which contrarians read as too much fear and a possible bottom. A PCR below 0.7 means too many calls, a sign of greed near a top. It is read with the option chain. It is also used to spot support where put open interest is highest and resistance where call open interest is highest.",
    ).fb;
    expect(genuine.score).toBeGreaterThan(60);
    expect(genuine.comments.join(" ")).not.toMatch(/asserts nothing/);
  });

  it("keeps possible causes listed for an investigation as explanation, not a hedge", () => {
    const { q, fb } = grade(
      "ba-causation",
      TRACK_BANKS["business-analytics"].questions.find((x) => x.id === "ba-causation")!.model,
    );
    expect(fb.covered.map((c) => c.point)).toEqual(q.points.map((p) => p.point));
  });

  it("corrects each wrong claim by quoting it, takes away the contradicted point, and asks the learner to reconsider", () => {
    const answer =
      "EBITDA is basically the cash flow of the business, so it is a cash multiple. P/E is enterprise value over earnings, so it also includes debt. EV/EBITDA is capital-structure neutral because it is before interest.";
    const { q, fb } = grade("ib-ev-ebitda", answer);
    expect(fb.score).toBeLessThanOrEqual(35);
    expect(fb.corrections!.map((c) => c.claim)).toEqual([
      "EBITDA is basically the cash flow of the business, so it is a cash multiple",
      "P/E is enterprise value over earnings, so it also includes debt",
    ]);
    expect(fb.comments[0]).toMatch(
      /^You said "EBITDA is basically the cash flow of the business, so it is a cash multiple": EBITDA is not cash flow/,
    );
    const follow = chooseFollowUp(q, fb, answer);
    if (fb.contradicted!.length > 0) expect(follow?.prompt).toMatch(/^You said ".*"\. Is that right\?/);
  });

  it("does not correct the right claim, or a wrong one that is denied or set against", () => {
    for (const answer of [
      "A higher WACC lowers the value, because the same cash flows are discounted at a higher rate.",
      "EBITDA is not cash flow: it ignores capex and working capital.",
      "Unlike net profit as the cash flow, I discount unlevered free cash flow at the WACC.",
    ])
      expect(grade("ib-dcf", answer).fb.corrections).toEqual([]);
  });

  it("reads a ratio however it is said, and a claim's words with their alternatives", () => {
    expect(termVariants("cfo/ebitda")).toEqual(
      expect.arrayContaining(["cfo to ebitda", "cfo over ebitda", "cfo divided by ebitda"]),
    );
    expect(termVariants("cfo to pat")).toContain("cfo/pat");
    expect(phrasings("net profit|income ... as")).toEqual(["net profit ... as", "net income ... as"]);
    const { fb } = grade(
      "er-cash-conversion",
      "I would track CFO to EBITDA over five years; if it drops below 70% the profit is not turning into cash.",
    );
    expect(fb.covered.map((c) => c.point)).toContain("cash conversion ratio");
  });

  it("judges a stock pitch as on topic whatever stock it names", () => {
    const { fb } = grade(
      "er-pitch",
      "I would rate HDFC Bank a buy with a one-year target of ₹1,950, about 18% above today's price. After the merger its loan growth slowed because deposits had to catch up, but the loan to deposit ratio is now coming down, so growth can pick up again. It trades at about 2.3 times book, below its ten-year average, so the market is pricing in a slowdown that I think is temporary. The main risk is that deposit costs stay high and compress the net interest margin.",
    );
    expect(fb.score).toBeGreaterThanOrEqual(80);
    expect(fb.comments.join(" ")).not.toContain("something other than the question");
  });

  it("has no wrong claim in any model answer of the bank", () => {
    for (const bank of Object.values(TRACK_BANKS))
      for (const q of bank.questions)
        expect(rubricFeedback(mainRequest(bank.id, q, q.model)).corrections, q.id).toEqual([]);
  });
});
