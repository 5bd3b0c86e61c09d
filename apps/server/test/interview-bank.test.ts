// The bank's wrong claims (issue 40): every question has at least three, their patterns use the syntax as
// misconceptions.ts reads it (only single words alternate), and no correct answer sets one off.
import { describe, expect, it } from "vitest";
import { TRACK_BANKS } from "../src/modules/interview/bank/index.ts";
import type { BankQuestion } from "../src/modules/interview/bank/types.ts";
import { mainRequest } from "../src/modules/interview/evaluator.ts";
import { gradingRequest, gradingSet, holdoutSet, seenSet } from "../src/modules/interview/grading-set.ts";
import { rubricFeedback } from "../src/modules/interview/rubric.ts";

const questions = Object.values(TRACK_BANKS).flatMap((bank) => bank.questions.map((q) => ({ bank, q })));

const ARTICLES = new Set(["a", "an", "the"]);
const DETERMINERS = new Set([...ARTICLES, "my", "your", "our", "their", "his"]);
const PRONOUNS = new Set([
  "i",
  "me",
  "we",
  "us",
  "he",
  "him",
  "she",
  "her",
  "they",
  "them",
  "it",
  "someone",
  "everyone",
  "anyone",
]);
// Two words that belong together: an alternative offering one of them alone ("divided by|over", "a lot|sharply")
// was meant as an alternative of several words.
const PAIRS: [string, string][] = [
  ["divided", "by"],
  ["due", "to"],
  ["caused", "by"],
  ["because", "of"],
  ["same", "as"],
  ["a", "lot"],
  ["straight", "away"],
  ["timed", "out"],
  ["day", "one"],
  ["over", "time"],
  ["number", "of"],
  ["add", "up"],
  ["adds", "up"],
  ["taking", "longer"],
  ["per", "person"],
  ["from", "scratch"],
  ["as", "possible"],
  ["rather", "than"],
  ["instead", "of"],
  ["in", "full"],
  ["at", "once"],
  ["capital", "work-in-progress"],
  ["straight", "line"],
  ["relationship", "manager"],
];
// First words that never stand alone inside a phrase.
const MUST_PAIR = new Set(["divided", "due", "straight", "timed", "rather", "because", "caused", "instead"]);
const paired = (x: string, y: string) => PAIRS.some(([a, b]) => a === x && b === y);

/**
 * Why a pattern looks like it offers an alternative of several words ("divided by|over", "down by|by 20%",
 * "longer since|longer ago", "the client|them"), which misconceptions.ts reads word by word; null when it does not.
 */
function multiWordAlternative(pattern: string): string | null {
  for (const part of pattern.split(" ... ")) {
    const groups = part
      .trim()
      .split(/\s+/)
      .map((w) => w.split("|"));
    for (const [i, alts] of groups.entries()) {
      if (alts.length < 2) continue;
      const prev = groups[i - 1] ?? [];
      const next = groups[i + 1] ?? [];
      const w = alts.join("|");
      if (new Set(alts).size < alts.length) return `"${w}" offers the same word twice`;
      const echo = alts.flatMap((a) => a.split("-")).find((p) => [...prev, ...next].includes(p));
      if (echo) return `"${w}" offers "${echo}", a word next to it`;
      if (alts.some((a) => DETERMINERS.has(a)) && alts.some((a) => PRONOUNS.has(a)))
        return `"${w}" offers a determiner and a pronoun`;
      if (prev.length === 1 && DETERMINERS.has(prev[0]!) && alts.some((a) => PRONOUNS.has(a)))
        return `"${prev[0]} ${w}" offers a pronoun after a determiner`;
      if (alts.some((a) => a.endsWith("n't")) && (next.includes("not") || alts.includes("not")))
        return `"${w}" offers "not" beside a word ending in "n't"`;
      if (i === groups.length - 1 && alts.some((a) => ARTICLES.has(a)))
        return `"${w}" ends the phrase with an article`;
      for (const y of next)
        if (alts.some((a) => paired(a, y)) && alts.some((a) => !paired(a, y)))
          return `"${w} ${y}": only one of the alternatives goes with "${y}"`;
      if (
        prev.length === 1 &&
        alts.some((a) => paired(prev[0]!, a)) &&
        alts.some((a) => !paired(prev[0]!, a))
      )
        return `"${prev[0]} ${w}": only one of the alternatives goes with "${prev[0]}"`;
      const must = alts.find((a) => MUST_PAIR.has(a));
      if (must && next.length > 0 && !next.some((y) => paired(must, y)))
        return `"${w}": "${must}" needs the word that goes with it`;
    }
  }
  return null;
}

function corrections(bank: (typeof questions)[number]["bank"], q: BankQuestion, answer: string) {
  return (rubricFeedback(mainRequest(bank.id, q, answer)).corrections ?? []).map((c) => c.correction);
}

function find(id: string) {
  const found = questions.find((x) => x.q.id === id);
  if (!found) throw new Error(`no bank question ${id}`);
  return found;
}

describe("the bank's wrong claims", () => {
  it("gives every one of the 175 questions at least three, each with patterns and a remark", () => {
    expect(questions.length).toBe(175);
    const short = questions.filter(({ q }) => q.misconceptions.length < 3).map(({ q }) => q.id);
    expect(short).toEqual([]);
    for (const { q } of questions)
      for (const m of q.misconceptions) {
        expect(m.terms.length, q.id).toBeGreaterThan(0);
        expect(m.remark, q.id).toMatch(/[.!?]$/);
      }
  });

  it("finds the multi-word alternatives it is meant to find", () => {
    for (const bad of [
      "nim ... divided by|over deposits",
      "revenue ... fell|dropped|down by|by 20%",
      "higher recency score ... longer since|longer ago",
      "inelastic ... volume ... rise ... a lot|sharply",
      "immediately|straight away ... offer ... discount",
      "start by choosing the|visuals|charts",
      "quote the client|them a single value",
      "pressure doesn't|does not affect me",
      "dilution does not|doesn't ... matter",
      "cwip|capital work-in-progress should be depreciated",
      "more effective|works better|works best",
    ])
      expect(multiWordAlternative(bad), bad).not.toBeNull();
    for (const good of [
      "net profit|income ... as|is ... cash flow",
      "p/e ... over|divided ... ebitda",
      "vlookup ... add|adds up",
      "becomes|become an|a npa after|at 30|60 days",
      "more|higher leverage|debt ... lowers|reduces the|equity irr",
    ])
      expect(multiWordAlternative(good), good).toBeNull();
  });

  it("uses no multi-word alternative: only single words alternate", () => {
    const found = questions.flatMap(({ q }) =>
      q.misconceptions.flatMap((m) =>
        m.terms.flatMap((t) => {
          const why = multiWordAlternative(t);
          return why ? [`${q.id}: ${t} (${why})`] : [];
        }),
      ),
    );
    expect(found).toEqual([]);
  });

  it("sets off no correction on any model answer of the bank", () => {
    const fired = questions.flatMap(({ bank, q }) =>
      corrections(bank, q, q.model).map((c) => `${q.id}: ${c}`),
    );
    expect(fired).toEqual([]);
  });

  it("sets off no correction on a strong or excellent answer of any grading set, the blind one included", () => {
    const high = [...gradingSet(), ...seenSet(), ...holdoutSet()].filter(
      (e) => e.label === "strong" || e.kind === "excellent",
    );
    expect(high.length).toBeGreaterThan(150);
    const fired = high.flatMap((e) =>
      (rubricFeedback(gradingRequest(e)).corrections ?? []).map((c) => `${e.id}: ${c.correction}`),
    );
    expect(fired).toEqual([]);
  });

  it("corrects the wrong claim and leaves the right one alone where a pattern once fired on both", () => {
    const cases: [string, string[], string[]][] = [
      [
        "ba-credit-card",
        [
          "When a customer pays by card, the merchant pays the MDR and most of it goes to the issuer as interchange.",
          "30 DPD means SMA-1 and 90 DPD means NPA.",
        ],
        ["The customer pays the MDR on every swipe.", "30 DPD is an NPA."],
      ],
      [
        "ba-forecast",
        ["Diwali always falls in October or November, so I align past years by the festival week."],
        ["Diwali falls in October every year, so I compare month by month."],
      ],
      [
        "ba-inventory",
        ["The reorder point is safety stock plus demand during the lead time."],
        ["Reorder point is lead time demand minus safety stock."],
      ],
      [
        "hr-mistake-analysis",
        [
          "Instead of blaming the team, I traced the error to my own VLOOKUP and told my manager the same day.",
        ],
        ["It wasn't my fault, the data from the vendor was wrong."],
      ],
    ];
    for (const [id, right, wrong] of cases) {
      const { bank, q } = find(id);
      for (const answer of right) expect(corrections(bank, q, answer), answer).toEqual([]);
      for (const answer of wrong) expect(corrections(bank, q, answer).length, answer).toBeGreaterThan(0);
    }
  });
});
