// Relations with a direction (issue 40): a key point that asserts one ("a higher WACC lowers the value", "rates up,
// bond prices down") carries `relations: [{ a, b, sign }]` (bank/relations.ts). A clause that holds both sides with a
// direction word beside each ("when WACC goes up the value climbs", "the higher the WACC, the lower the value",
// "WACC ↑ → value ↓"), or a word for the relation itself ("move inversely", "move together"), asserts the relation
// with a sign; a denial of a side's direction ("does not lower") flips it. The right sign explains the point in any
// words; the wrong sign contradicts it, and the answer is corrected as for a wrong claim the bank knows.
import type { KeyPoint, Relation } from "./bank/types.ts";
import type { Token } from "./tokens.ts";
import { NEGATION_CUES } from "./denials.ts";
import { CLAIM_WORDS } from "./claim-words.ts";
import { findTerm, keysOf, termVariants } from "./terms.ts";
import type { AnswerReading } from "./reading.ts";
import type { WrongClaim } from "./misconceptions.ts";
import { quote } from "./misconceptions.ts";

/** Direction words (the {up} and {down} classes, and a few said of prices), each with its sign. */
const DIRECTION_WORDS: { keys: string[]; sign: 1 | -1 }[] = [
  ...[
    ...CLAIM_WORDS.up!,
    ...["high", "highest", "longer", "faster", "stronger", "strong", "strengthens", "appreciates"],
    ...["costlier", "dearer", "expensive", "spike", "spikes", "adds to", "add to", "support", "supports"],
    ...[
      "helps",
      "benefits",
      "gains",
      "profits",
      "makes money",
      "magnifies",
      "amplifies",
      "improve",
      "improves",
    ],
  ].map((p) => ({ keys: keysOf(p), sign: 1 as const })),
  ...[
    ...CLAIM_WORDS.down!,
    ...["low", "lowest", "shorter", "slower", "weaker", "weak", "weakens", "depreciates"],
    ...[
      "cheaper",
      "dampens",
      "dampen",
      "weighs on",
      "hurts",
      "harms",
      "loses",
      "loses money",
      "suffers",
      "squeeze",
      "squeezes",
      "worsen",
      "worsens",
    ],
  ].map((p) => ({ keys: keysOf(p), sign: -1 as const })),
];
/** Words for the relation itself: "move inversely", "opposite directions", "move together", "positively related". */
const RELATION_WORDS: { keys: string[]; sign: 1 | -1 }[] = [
  ...[
    "inverse",
    "inversely",
    "opposite",
    "opposite direction",
    "negatively",
    "negative relationship",
    "negative correlation",
    "negatively correlated",
  ].map((p) => ({ keys: keysOf(p), sign: -1 as const })),
  ...[
    "positively",
    "move together",
    "moves together",
    "in the same direction",
    "in tandem",
    "directly proportional",
  ].map((p) => ({ keys: keysOf(p), sign: 1 as const })),
];
// Words that end a clause for a relation: a contrast starts a statement of its own ("WACC rises; but value ...").
const BREAKS = new Set([";", ":", "but", "while", "whereas", "however", "although", "though", "unlike", "."]);
/** The most words (not counting common ones) between a direction word and the side it speaks of. */
const NEAR = 3;
/** The most words between the two sides of a relation in one clause. */
const SPAN = 16;

interface Span {
  start: number;
  end: number;
}
interface Found extends Span {
  sign: 1 | -1;
}

// A prefix that turns a side into its opposite: "anti-dilutive" options are not dilution, "non-cash" is not cash.
const OPPOSITE_PREFIX = /^(anti|non|un|counter)-/;

function occurrences(tokens: Token[], terms: string[]): Span[] {
  return terms
    .flatMap((term) =>
      termVariants(term).flatMap((v) =>
        findTerm(tokens, keysOf(v)).filter(
          (at) => !OPPOSITE_PREFIX.test(tokens[at[0]!]!.text) || OPPOSITE_PREFIX.test(v.toLowerCase()),
        ),
      ),
    )
    .map((at) => ({ start: at[0]!, end: at.at(-1)! }));
}

const overlaps = (x: Span, y: Span) => x.start <= y.end && y.start <= x.end;

const found = new WeakMap<Token[], Map<object, Found[]>>();

/** Where a list of direction or relation words occurs in a sentence (longest first; kept while the sentence lives). */
function wordsIn(tokens: Token[], words: { keys: string[]; sign: 1 | -1 }[]): Found[] {
  let bySentence = found.get(tokens);
  if (!bySentence) found.set(tokens, (bySentence = new Map<object, Found[]>()));
  let out = bySentence.get(words);
  if (!out) {
    out = outermost(
      words.flatMap((w) =>
        findTerm(tokens, w.keys).map((at) => ({ start: at[0]!, end: at.at(-1)!, sign: w.sign })),
      ),
    ) as Found[];
    bySentence.set(words, out);
  }
  return out;
}

/** The longest spans, none inside another. */
function outermost(spans: Span[]): Span[] {
  return spans.filter(
    (s) => !spans.some((o) => o !== s && overlaps(o, s) && o.end - o.start > s.end - s.start),
  );
}

/** Words between two positions that count for nearness: not punctuation, not a common word. */
const gap = (tokens: Token[], from: number, to: number) =>
  tokens.slice(from + 1, to).filter((t) => !t.skip && !t.stop).length;

/** A direction word (or relation word) denied: in a negation's scope, or just after "not", "never", "no". */
function denied(tokens: Token[], at: Span): boolean {
  if (tokens.slice(at.start, at.end + 1).some((t) => t.negated)) return true;
  const before = tokens
    .slice(0, at.start)
    .filter((t) => !t.skip)
    .slice(-3);
  return before.some((t) => NEGATION_CUES.has(t.text));
}

/** A direction said of a side: its sign, whether it is denied, and how far it stands (before the side is nearer). */
interface Said {
  sign: number;
  denied: boolean;
  dist: number;
}

const keep = (tokens: Token[], cur: Said | null, d: Found, dist: number): Said =>
  cur === null || dist < cur.dist ? { sign: d.sign, denied: denied(tokens, d), dist } : cur;

// Words that join clauses: a direction word across one speaks of another clause.
const JOINS = new Set([
  "when",
  "if",
  "as",
  "because",
  "since",
  "while",
  "and",
  "or",
  "so",
  "then",
  "whereas",
  "which",
]);

/** A direction word after "to" states a purpose or a need ("needs less capital to grow"), not a movement. */
const purpose = (tokens: Token[], d: Span) =>
  tokens.slice(0, d.start).findLast((t) => !t.skip)?.text === "to";

/**
 * How far a direction word before a side stands from it when it speaks of it ("a higher WACC", "the higher the
 * WACC", "a 1% rise in WACC", "lowers the value"): the next content word (numbers aside) is the side's; null when it
 * speaks of another word ("lowers taxes").
 */
function on(tokens: Token[], d: Span, side: Span): number | null {
  if (purpose(tokens, d)) return null;
  const next = tokens.findIndex(
    (t, i) => i > d.end && !t.skip && !t.stop && t.pos !== "NUM" && t.pos !== "SYM",
  );
  if (next < side.start || next > side.end) return null;
  // "value falls when the discount rate rises", "complexity increases, bias falls": a conjunction or a comma
  // between starts another clause.
  const between = tokens.slice(d.end + 1, next);
  if (between.some((t) => JOINS.has(t.text) || t.text === "," || t.pos === "SCONJ" || t.pos === "CCONJ"))
    return null;
  const g = gap(tokens, d.end, side.start);
  return g <= NEAR ? g : null;
}

/**
 * How far a direction word after a side stands from it when it is said of it ("the value falls", "WACC goes up",
 * "value, in turn, falls"): no noun between; null otherwise. A little farther than a word before the side.
 */
function after(tokens: Token[], d: Span, side: Span): number | null {
  if (purpose(tokens, d)) return null;
  const all = tokens.slice(side.end + 1, d.start);
  // "..., an increase in payables": a comma ends what is said of the side.
  if (all.some((t) => t.text === "," || t.text === ":")) return null;
  const between = all.filter((t) => !t.skip);
  const nouns = between.filter((t) => t.pos === "NOUN" || t.pos === "PROPN");
  // "the present value of the cash flows falls": a phrase after "of" still belongs to the side, and so does the
  // head noun of a compound ("crude prices rise", "steel costs rise").
  const head = between.length === 1 && nouns.length === 1;
  if (between[0]?.text !== "of" && !head && nouns.length > 0) return null;
  if (between.some((t) => JOINS.has(t.text) || t.pos === "SCONJ" || t.pos === "CCONJ")) return null;
  const g = gap(tokens, side.end, d.start);
  return g <= NEAR ? g + 0.5 : null;
}

/** The direction said of one side alone, in its clause: its sign with any denial applied, or null. */
function ownDirection(tokens: Token[], side: Span, directions: Found[], clause: Span): number | null {
  let best: Said | null = null;
  for (const d of directions) {
    if (d.start < clause.start || d.end > clause.end) continue;
    const g = d.end < side.start ? on(tokens, d, side) : d.start > side.end ? after(tokens, d, side) : null;
    if (g !== null) best = keep(tokens, best, d, g);
  }
  return best === null ? null : best.denied ? -best.sign : best.sign;
}

/**
 * The signs a sentence asserts for a relation: +1 when its sides move together, -1 when they move apart, one per
 * pair of sides found in one clause with a direction beside each (or a relation word); none when it says no
 * direction.
 */
export function relationSigns(tokens: Token[], rel: Pick<Relation, "a" | "b" | "cause">): (1 | -1)[] {
  if (rel.a.length === 0 || rel.cause) return causeSigns(tokens, rel);
  const aOcc = occurrences(tokens, rel.a);
  if (aOcc.length === 0) return [];
  const sides = outermost([...aOcc, ...occurrences(tokens, rel.b)]);
  const aSide = sides.filter((s) => aOcc.some((o) => o.start === s.start && o.end === s.end));
  const bSide = sides.filter((s) => !aSide.includes(s));
  if (aSide.length === 0 || bSide.length === 0) return [];
  const find = (words: Found[]): Found[] => words.filter((d) => !sides.some((s) => overlaps(s, d)));
  const directions = find(wordsIn(tokens, DIRECTION_WORDS));
  const relWords = find(wordsIn(tokens, RELATION_WORDS));
  const signs: (1 | -1)[] = [];
  for (const a of aSide)
    for (const b of bSide) {
      const [first, second] = a.start < b.start ? [a, b] : [b, a];
      const lo = Math.min(first.start, second.start);
      const hi = Math.max(first.end, second.end);
      // One clause: no contrast between the sides, and not too far apart.
      const clauseStart = tokens.slice(0, lo).findLastIndex((t) => BREAKS.has(t.text)) + 1;
      let clauseEnd = tokens.slice(hi).findIndex((t) => BREAKS.has(t.text));
      clauseEnd = clauseEnd < 0 ? tokens.length : hi + clauseEnd;
      if (tokens.slice(first.end + 1, second.start).some((t) => BREAKS.has(t.text))) continue;
      if (tokens.slice(first.end + 1, second.start).filter((t) => !t.skip).length > SPAN) continue;
      const inClause = (d: Span) => d.start >= clauseStart && d.end < clauseEnd;
      // Each direction word speaks of the side it stands beside.
      let dirFirst: Said | null = null;
      let dirSecond: Said | null = null;
      for (const d of directions.filter(inClause)) {
        if (d.end < first.start) {
          const g = on(tokens, d, first);
          if (g !== null) dirFirst = keep(tokens, dirFirst, d, g);
        } else if (d.start > second.end) {
          const g = after(tokens, d, second);
          if (g !== null) dirSecond = keep(tokens, dirSecond, d, g);
        } else {
          // Between the sides: on the second ("a lower WACC raises the value"), or said of the first ("WACC
          // goes up, and the value ..."); a word on another noun speaks of that noun ("lowers taxes").
          const g2 = on(tokens, d, second);
          const g1 = g2 === null ? after(tokens, d, first) : null;
          if (g2 !== null) dirSecond = keep(tokens, dirSecond, d, g2);
          else if (g1 !== null) dirFirst = keep(tokens, dirFirst, d, g1);
        }
      }
      // A side denied by the speaker ("I wouldn't say high volatility makes options expensive") asserts nothing.
      if (tokens.slice(first.start, first.end + 1).some((t) => t.negated)) continue;
      // A denial of either direction ("does not lower") flips the relation once.
      if (dirFirst && dirSecond)
        signs.push(
          (dirFirst.sign * dirSecond.sign * (dirFirst.denied || dirSecond.denied ? -1 : 1)) as 1 | -1,
        );
      else {
        const r = relWords.find((w) => inClause(w));
        if (r) signs.push(denied(tokens, r) ? (-r.sign as 1 | -1) : r.sign);
      }
    }
  return signs;
}

/** The clause around a span: from the break before it to the break after it. */
function clauseOf(tokens: Token[], at: Span): Span {
  const start = tokens.slice(0, at.start).findLastIndex((t) => BREAKS.has(t.text)) + 1;
  const after = tokens.slice(at.end).findIndex((t) => BREAKS.has(t.text));
  return { start, end: after < 0 ? tokens.length - 1 : at.end + after - 1 };
}

/**
 * The signs of a relation whose cause needs no direction ("bagging reduces variance", "under Ind AS 116 EBITDA
 * rises"): the direction said of `b`, in a clause that holds `a` (any clause when `a` is empty: the question is the
 * cause).
 */
function causeSigns(tokens: Token[], rel: Pick<Relation, "a" | "b">): (1 | -1)[] {
  const bSide = outermost(occurrences(tokens, rel.b));
  const aSide = occurrences(tokens, rel.a).filter((a) => !bSide.some((b) => overlaps(a, b)));
  const directions = wordsIn(tokens, DIRECTION_WORDS).filter(
    (d) => ![...aSide, ...bSide].some((s) => overlaps(s, d)),
  );
  const signs: (1 | -1)[] = [];
  for (const b of bSide) {
    const clause = clauseOf(tokens, b);
    if (rel.a.length > 0 && !aSide.some((a) => a.start >= clause.start && a.end <= clause.end)) continue;
    const sign = ownDirection(tokens, b, directions, clause);
    if (sign !== null) signs.push(sign as 1 | -1);
  }
  return signs;
}

/** The correction for a relation said the wrong way round: what is right. */
export function relationCorrection(point: KeyPoint, rel: Relation): string {
  return `That is the wrong way round: ${rel.says ?? point.idea}`;
}

/**
 * Reads every key point's relation in the answer's explaining sentences: a sentence that asserts it with the right
 * sign explains the point (whatever words it uses); one that asserts the wrong sign, with none asserting the right
 * one, contradicts it. Returns the wrong claims to correct (one per sentence not already holding a wrong claim the
 * bank knows).
 */
export function readRelations(reading: AnswerReading, known: WrongClaim[]): WrongClaim[] {
  const out: WrongClaim[] = [];
  const explaining = new Set(reading.explaining);
  const wrongAt = new Set(known.map((w) => w.sentence));
  for (const r of reading.points) {
    const rels = r.point.relations ?? [];
    if (rels.length === 0) continue;
    let right = -1;
    let wrong = -1;
    let wrongRel = rels[0]!;
    reading.sentences.forEach((s, i) => {
      if (!explaining.has(s)) return;
      for (const rel of rels) {
        const signs = relationSigns(s.tokens, rel);
        // A sentence stating a wrong claim the bank knows credits nothing ("a repo cut raises the discount rate,
        // so valuations fall").
        if (signs.includes(rel.sign)) {
          if (right < 0 && !wrongAt.has(i)) right = i;
        } else if (signs.length > 0 && wrong < 0) {
          wrong = i;
          wrongRel = rel;
        }
      }
    });
    if (right >= 0) {
      if (r.status !== "explained" && !reading.noAccount) {
        r.status = "explained";
        r.terms = rels.flatMap((rel) => [...rel.a.slice(0, 1), ...rel.b.slice(0, 1)]);
        r.sentences = [right];
        delete r.wrong;
      }
      continue;
    }
    if (wrong < 0) continue;
    const claim = quote(reading.sentences[wrong]!.text);
    const correction = relationCorrection(r.point, wrongRel);
    r.status = "contradicted";
    r.sentences = [wrong];
    r.wrong = { claim, correction };
    if (![...known, ...out].some((w) => w.sentence === wrong))
      out.push({ misconception: { terms: [], remark: correction }, sentence: wrong, claim });
  }
  return out;
}
