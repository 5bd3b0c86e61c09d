// Relations with a direction and word classes (issue 40): a key point's relation ("a higher WACC lowers the value")
// is read in any words, both ways round, with denials flipping it; the right sign explains the point, the wrong sign
// contradicts it with a correction; a wrong claim's word class ({up}, {is}, {unneeded}) catches its paraphrases.
import { describe, expect, it } from "vitest";
import { TRACK_BANKS } from "../src/modules/interview/bank/index.ts";
import { RELATIONS } from "../src/modules/interview/bank/relations.ts";
import { mainRequest } from "../src/modules/interview/evaluator.ts";
import { rubricFeedback } from "../src/modules/interview/rubric.ts";
import { relationSigns } from "../src/modules/interview/relations.ts";
import { findClaim } from "../src/modules/interview/misconceptions.ts";
import { sentencesOf } from "../src/modules/interview/sentences.ts";

const WACC = { a: ["wacc", "discount rate", "cost of capital"], b: ["value", "present value", "valuation"] };

/** The signs one sentence asserts for a relation. */
const signs = (text: string, rel = WACC) => [
  ...new Set(sentencesOf(text).flatMap((s) => relationSigns(s.tokens, rel))),
];

function grade(id: string, answer: string) {
  const bank = Object.values(TRACK_BANKS).find((b) => b.questions.some((q) => q.id === id))!;
  const q = bank.questions.find((x) => x.id === id)!;
  return rubricFeedback(mainRequest(bank.id, q, answer));
}

describe("the relation reader", () => {
  it.each([
    ["A higher WACC lowers the value.", -1],
    ["A lower WACC raises the value.", -1],
    ["When WACC goes up, the DCF value climbs.", 1],
    ["Value falls when the discount rate rises.", -1],
    ["If the cost of capital rises, the present value of the cash flows falls.", -1],
    ["The higher the WACC, the lower the value.", -1],
    ["The higher the WACC, the higher the valuation.", 1],
    ["WACC ↑ → value ↓.", -1],
    ["A 1% rise in WACC cuts the value by about 12%.", -1],
    ["WACC and value move inversely.", -1],
    ["WACC and value move in opposite directions.", -1],
    ["WACC and value move together.", 1],
    ["A higher discount rate means a higher valuation.", 1],
  ])("reads %j as sign %d", (text, sign) => {
    expect(signs(text)).toEqual([sign]);
  });

  it("flips the sign of a denied direction", () => {
    expect(signs("A higher WACC does not lower the value.")).toEqual([1]);
    expect(signs("A higher WACC doesn't raise the value.")).toEqual([-1]);
  });

  it("reads no sign where no direction is said of each side, or across a contrast", () => {
    for (const text of [
      "I discount the cash flows at the WACC to get the value.",
      "WACC rises, but value is what it is.",
      "Depreciation lowers taxes, so the value of the firm is what we discount at the WACC.",
      "I wouldn't say a high WACC means a high value.",
    ])
      expect(signs(text), text).toEqual([]);
  });

  it("reads a side with an opposite prefix as not that side", () => {
    const dilution = { a: ["dilution", "potential shares"], b: ["eps"], cause: true };
    // Anti-dilutive instruments would raise EPS, which is why they are left out: no claim about dilution.
    expect(
      signs(
        "Instruments that would raise EPS (anti-dilutive, like out-of-the-money options) are excluded.",
        dilution,
      ),
    ).toEqual([]);
    expect(signs("Dilution raises EPS.", dilution)).toEqual([1]);
  });

  it("keeps each direction with its own side in a sentence of two relations", () => {
    const bias = { a: ["complexity", "model complexity"], b: ["bias"] };
    const variance = { a: ["complexity", "model complexity"], b: ["variance"] };
    const text = "As model complexity increases, bias falls and variance rises.";
    expect(signs(text, bias)).toEqual([-1]);
    expect(signs(text, variance)).toEqual([1]);
  });

  it("reads a cause that needs no direction of its own, and the question as the cause", () => {
    const bagging = { a: ["bagging"], b: ["variance"], cause: true };
    expect(signs("Bagging reduces variance by averaging many trees.", bagging)).toEqual([-1]);
    expect(signs("Bagging mostly increases the variance.", bagging)).toEqual([1]);
    const lease = { a: [], b: ["ebitda"] };
    expect(signs("Under Ind AS 116 reported EBITDA goes up.", lease)).toEqual([1]);
    expect(signs("EBITDA falls because the whole lease payment is a finance cost.", lease)).toEqual([-1]);
  });
});

describe("relations in the bank", () => {
  it("names only points the bank has", () => {
    for (const [id, points] of Object.entries(RELATIONS)) {
      const q = Object.values(TRACK_BANKS)
        .flatMap((b) => b.questions)
        .find((x) => x.id === id);
      expect(q, id).toBeDefined();
      for (const name of Object.keys(points))
        expect(
          q!.points.some((p) => p.point === name),
          `${id}: ${name}`,
        ).toBe(true);
    }
  });

  it("credits a point said the right way round in other words, and corrects the wrong way round", () => {
    const right = grade(
      "ib-dcf",
      "When the cost of capital goes up, the present value of the same cash flows comes down, so the DCF value falls.",
    );
    expect(right.covered.map((c) => c.point)).toContain("discounting at WACC");
    expect(right.corrections).toEqual([]);
    const wrong = grade(
      "ib-dcf",
      "When the cost of capital goes up, the DCF value climbs, because investors demand more from the business.",
    );
    expect(wrong.covered.map((c) => c.point)).not.toContain("discounting at WACC");
    expect(wrong.contradicted?.map((c) => c.point)).toContain("discounting at WACC");
    expect(wrong.corrections?.[0]?.correction).toMatch(/lowers the value/);
    expect(wrong.score).toBeLessThanOrEqual(45);
  });

  it.each([
    [
      "ib-dcf",
      "If WACC increases by a point, the enterprise value drops because future cash flows are worth less today.",
      false,
    ],
    ["ib-dcf", "Raising the discount rate pushes the valuation higher since the firm is riskier.", true],
    ["ib-lbo", "Using more debt boosts the equity IRR because the sponsor writes a smaller cheque.", false],
    ["ib-lbo", "Higher leverage reduces the IRR because interest eats into returns.", true],
    ["er-rates", "When the RBI cuts rates, the cost of equity falls and valuations expand.", false],
    ["er-rates", "Lower interest rates compress P/E multiples because growth slows.", true],
    [
      "er-fmcg",
      "A spike in palm oil prices squeezes gross margins for HUL until it takes price hikes.",
      false,
    ],
    [
      "er-fmcg",
      "Higher crude prices improve margins because companies pass on more than the increase.",
      true,
    ],
    ["fo-iv-vix", "When implied volatility rises, both calls and puts get more expensive.", false],
    ["fo-iv-vix", "Higher volatility makes options cheaper because sellers compete.", true],
    [
      "fo-usdinr",
      "The exporter loses when the rupee appreciates, since each dollar converts into fewer rupees.",
      false,
    ],
    ["fo-usdinr", "A weaker rupee hurts the exporter because its dollar revenue falls.", true],
    ["ds-regularisation", "A larger lambda shrinks the coefficients more strongly towards zero.", false],
    ["ds-regularisation", "Increasing lambda makes the coefficients larger.", true],
    ["ba-elasticity", "If demand is elastic, a lower price raises volume enough to lift revenue.", false],
    ["ba-elasticity", "Cutting the price reduces volume because customers think the product is cheap.", true],
    [
      "ib-ind-as-116",
      "After Ind AS 116 reported EBITDA is higher because rent moves below EBITDA into depreciation and interest.",
      false,
    ],
    ["ib-ind-as-116", "Under Ind AS 116 EBITDA declines since the lease becomes a liability.", true],
    ["ds-precision-recall", "Raising the threshold increases precision but lowers recall.", false],
    ["ds-precision-recall", "A higher threshold raises recall because more frauds are caught.", true],
    ["ba-ab-test", "The smaller the effect you want to detect, the larger the sample size you need.", false],
    ["ba-ab-test", "A smaller effect needs a smaller sample because it is easier to see.", true],
    ["ib-bank-valuation", "Rising NPAs and credit costs push the P/B multiple down.", false],
    ["ib-bank-valuation", "Higher NPAs raise the multiple since provisions are conservative.", true],
    ["ib-wacc-india", "More leverage lowers the equity beta because debt holders share the risk.", true],
  ] as const)("reads %s: %j (wrong: %s)", (id, answer, wrong) => {
    expect((grade(id, answer).corrections ?? []).length > 0).toBe(wrong);
  });

  it("corrects the misconceptions of issue 40 in other words", () => {
    for (const [id, answer] of [
      ["ib-dcf", "When WACC goes up the DCF value climbs, since the business is riskier."],
      [
        "ib-ev-equity",
        "EV and share price move inversely, because EV takes away the market value of equity.",
      ],
      ["ib-ev-equity", "When the share price rises, enterprise value falls."],
      ["ib-ev-ebitda", "EBITDA = the cash the business generates, so EV/EBITDA is a cash multiple."],
      ["ib-ev-ebitda", "EBITDA basically represents the cash a company generates each year."],
    ])
      expect(grade(id!, answer!).corrections?.length, answer).toBeGreaterThan(0);
    expect(
      grade("ib-ev-equity", "If the share price goes up, EV goes up by the same amount.").corrections,
    ).toEqual([]);
  });

  it("corrects a relation said the wrong way round in a question with no wrong claim for it", () => {
    const fb = grade(
      "er-fmcg",
      "When palm oil and crude prices rise, FMCG gross margins expand, because companies pass on more than the increase.",
    );
    expect(fb.contradicted?.map((c) => c.point)).toContain("gross margin and input costs");
    expect(fb.corrections?.length).toBeGreaterThan(0);
  });
});

describe("word classes in wrong claims", () => {
  const at = (text: string, claim: string) =>
    sentencesOf(text).some((s) => findClaim(s.tokens, claim).length > 0);

  it("matches a class's phrases, one word or several", () => {
    expect(at("EBITDA is basically the cash the business generates.", "ebitda {is} the cash")).toBe(true);
    expect(at("EBITDA = the cash of the business.", "ebitda {is} the cash")).toBe(true);
    expect(at("Net debt can be ignored here.", "net debt {unneeded}")).toBe(true);
    expect(at("There is no need to subtract debt.", "{unneeded} to subtract debt")).toBe(true);
    expect(at("EBITDA is not the cash of the business.", "ebitda {is} the cash")).toBe(false);
  });

  it("lets a class at a part's edge sit on the other side of it", () => {
    expect(at("A higher WACC gives more value.", "{up} wacc")).toBe(true);
    expect(at("When WACC goes up the value climbs.", "{up} wacc ... value {up}")).toBe(true);
    expect(at("When the WACC of the firm rises the value climbs.", "{up} wacc ... value {up}")).toBe(true);
    expect(at("WACC is the discount rate, and higher growth ...", "{up} wacc")).toBe(false);
  });
});
