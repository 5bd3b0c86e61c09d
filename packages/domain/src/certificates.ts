// Certificates (issue 44): the completion rules an admin sets per program, what a learner's counts mean against them
// ("3 of 4 requirements met: research graded ≥ 60% missing, 2 submissions left"), the certificate's code (Crockford
// base32, 80 bits), the name a learner may put on it, and the LinkedIn "add certification" address. Pure: the server
// counts (modules/certificates/progress-sql.ts) and the screens show what is decided here.
import { formatPercent } from "./format.ts";
import { istClock } from "./ist.ts";

/** The requirements a program's rules can hold, in the order they are shown. Live-session attendance is not recorded, so it is none of them. */
export const REQUIREMENT_KEYS = ["videos", "quizzes", "research", "games"] as const;
export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];

/**
 * A program's completion rules. A requirement set to null is not asked for. Shares are whole percent points of the
 * program's main-track videos (and of those with questions, for quizzes); a quiz (one video's questions) is passed
 * when every question is answered and at least quiz_pass_percent of them right; research (or projects) count when an
 * instructor graded them at or above research_mark_percent of the 10 points.
 */
export interface CompletionRules {
  videos_percent: number | null;
  quizzes_percent: number | null;
  quiz_pass_percent: number;
  research_count: number | null;
  research_mark_percent: number;
  games_count: number | null;
  /** Issued only after an admin approves (else at once). */
  requires_approval: boolean;
}

/** Bounds of the rule fields (the admin form and the API contract use them). */
export const RULE_LIMITS = {
  percent: { min: 1, max: 100 },
  count: { min: 1, max: 100 },
} as const;

/** What a new program's rules start from on the admin screen. */
export const DEFAULT_RULES: CompletionRules = {
  videos_percent: 80,
  quizzes_percent: 80,
  quiz_pass_percent: 60,
  research_count: 2,
  research_mark_percent: 60,
  games_count: null,
  requires_approval: false,
};

/** A learner's figures in one program, as the server counts them. */
export interface CompletionCounts {
  videos: { finished: number; total: number };
  quizzes: { passed: number; total: number };
  /** Distinct weeks graded by an instructor at or above the rules' mark. */
  research: { graded_at_mark: number };
  /** Finished game sets started in the program. */
  games: { played: number };
}

/** One requirement of the rules against the learner's counts. */
export interface RequirementResult {
  key: RequirementKey;
  /** "Videos finished" */
  label: string;
  /** What the rule asks: "80% of the 20 videos". */
  target: string;
  /** What the learner has: "12 of 20 (60%)". */
  progress: string;
  met: boolean;
  /** How many more videos, quizzes, graded items or game sets are needed (0 when met). */
  left: number;
  /** The short "what is missing" text of the summary ("videos 80% missing, 4 videos left"); null when met. */
  missing: string | null;
}

/** The rules against a learner's counts. */
export interface CompletionResult {
  requirements: RequirementResult[];
  met: number;
  total: number;
  complete: boolean;
  /** "3 of 4 requirements met: research graded ≥ 60% missing, 2 submissions left" */
  summary: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What one graded item is called in each kind of program. */
const ITEM_NOUN = {
  research: { one: "research item", many: "research items" },
  project: { one: "project", many: "projects" },
} as const;

/** How many of `total` a share of `percent` asks for (rounded up: 80% of 7 is 6). */
export function shareNeeded(percent: number, total: number): number {
  return Math.ceil((percent * total) / 100 - 1e-9);
}

function shareRequirement(
  key: "videos" | "quizzes",
  percent: number,
  done: number,
  total: number,
  words: { label: string; one: string; many: string; short: string; done: string },
): RequirementResult {
  const needed = shareNeeded(percent, total);
  const left = Math.max(0, needed - done);
  const met = left === 0;
  return {
    key,
    label: words.label,
    target:
      total === 0
        ? `${formatPercent(percent)} of the ${words.many} (the program has none yet)`
        : `${formatPercent(percent)} of the ${plural(total, words.one, words.many)}`,
    progress:
      total === 0
        ? `no ${words.many} to ${words.done}`
        : `${done} of ${total} (${formatPercent((done / total) * 100)})`,
    met,
    left,
    missing: met
      ? null
      : `${words.short} ${formatPercent(percent)} missing, ${plural(left, words.one, words.many)} left`,
  };
}

/**
 * The rules against a learner's counts: each requirement met or not, how much is left, and one summary line. A
 * share of an empty set (a program without videos) counts as met: there is nothing to do. Rules with no
 * requirement at all are never complete (an admin has not said what completing means).
 */
export function evaluateCompletion(
  rules: CompletionRules,
  counts: CompletionCounts,
  kind: "research" | "project" = "research",
): CompletionResult {
  const requirements: RequirementResult[] = [];
  if (rules.videos_percent !== null) {
    requirements.push(
      shareRequirement("videos", rules.videos_percent, counts.videos.finished, counts.videos.total, {
        label: "Videos finished",
        one: "video",
        many: "videos",
        short: "videos",
        done: "watch",
      }),
    );
  }
  if (rules.quizzes_percent !== null) {
    const r = shareRequirement(
      "quizzes",
      rules.quizzes_percent,
      counts.quizzes.passed,
      counts.quizzes.total,
      {
        label: `Video quizzes passed (${formatPercent(rules.quiz_pass_percent)} right)`,
        one: "quiz",
        many: "quizzes",
        short: "quizzes passed",
        done: "take",
      },
    );
    requirements.push(r);
  }
  if (rules.research_count !== null) {
    const need = rules.research_count;
    const have = counts.research.graded_at_mark;
    const left = Math.max(0, need - have);
    const mark = `≥ ${formatPercent(rules.research_mark_percent)}`;
    const noun = ITEM_NOUN[kind];
    const area = kind === "research" ? "research" : "projects";
    requirements.push({
      key: "research",
      label: `${kind === "research" ? "Research" : "Projects"} graded ${mark}`,
      target: `${plural(need, noun.one, noun.many)} graded ${mark}`,
      progress: `${have} of ${need}`,
      met: left === 0,
      left,
      missing:
        left === 0
          ? null
          : `${area} graded ${mark} missing, ${plural(left, kind === "research" ? "submission" : "project")} left`,
    });
  }
  if (rules.games_count !== null) {
    const need = rules.games_count;
    const have = counts.games.played;
    const left = Math.max(0, need - have);
    requirements.push({
      key: "games",
      label: "Game sets finished",
      target: plural(need, "game set"),
      progress: `${have} of ${need}`,
      met: left === 0,
      left,
      missing: left === 0 ? null : `games missing, ${plural(left, "game set")} left`,
    });
  }
  const met = requirements.filter((r) => r.met).length;
  const total = requirements.length;
  const complete = total > 0 && met === total;
  const missing = requirements.flatMap((r) => (r.missing ? [r.missing] : []));
  const summary =
    total === 0
      ? "No requirements are set for this program yet"
      : complete
        ? `All ${plural(total, "requirement")} met`
        : `${met} of ${plural(total, "requirement")} met: ${missing.join("; ")}`;
  return { requirements, met, total, complete, summary };
}

/** True when the rules ask for at least one thing (rules without any are refused by the API). */
export function hasRequirement(rules: CompletionRules): boolean {
  return (
    rules.videos_percent !== null ||
    rules.quizzes_percent !== null ||
    rules.research_count !== null ||
    rules.games_count !== null
  );
}

/**
 * What completing the program meant when a certificate was issued, in one sentence (the credential's criteria and
 * the admin screen): "Finish 80% of the videos; pass 80% of the video quizzes (60% right); 2 projects graded ≥ 60%."
 */
export function criteriaNarrative(rules: CompletionRules, kind: "research" | "project" = "research"): string {
  const parts: string[] = [];
  if (rules.videos_percent !== null)
    parts.push(`finish ${formatPercent(rules.videos_percent)} of the videos`);
  if (rules.quizzes_percent !== null)
    parts.push(
      `pass ${formatPercent(rules.quizzes_percent)} of the video quizzes (${formatPercent(rules.quiz_pass_percent)} right)`,
    );
  if (rules.research_count !== null) {
    const noun = ITEM_NOUN[kind];
    parts.push(
      `${plural(rules.research_count, noun.one, noun.many)} graded by an instructor at ${formatPercent(rules.research_mark_percent)} or more`,
    );
  }
  if (rules.games_count !== null) parts.push(`finish ${plural(rules.games_count, "game set")}`);
  if (parts.length === 0) return "Awarded by the institute.";
  const text = parts.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${rules.requires_approval ? "; approved by an instructor" : ""}.`;
}

// --- Codes -------------------------------------------------------------------------------------------------------

/** Crockford's base32 alphabet (no I, L, O, U: nothing to misread). */
export const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Characters of a certificate code: 16 base32 characters are 80 random bits. */
export const CERTIFICATE_CODE_LENGTH = 16;

/** Bytes of randomness a code is made from (10 bytes = 80 bits = 16 characters). */
export const CERTIFICATE_CODE_BYTES = 10;

/** `bytes` as Crockford base32, 5 bits a character, most significant first (10 bytes -> 16 characters). */
export function encodeCrockford(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += CROCKFORD_ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += CROCKFORD_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * A typed or scanned code in its stored form (16 upper-case characters), or null when it cannot be one: case,
 * spaces and hyphens do not matter, and the letters people confuse with digits read as those digits (I and L as 1,
 * O as 0), as Crockford's decoding does.
 */
export function normalizeCertificateCode(input: string): string | null {
  if (input.length > 40) return null;
  const text = input.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (text.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const c of text) if (!CROCKFORD_ALPHABET.includes(c)) return null;
  return text;
}

/** A stored code as people read it: four groups of four ("7K2M-9QXD-4TPB-H0WZ"). */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

// --- Names -------------------------------------------------------------------------------------------------------

/** Longest name a certificate holds (it must fit the PDF's line). */
export const CERTIFICATE_NAME_MAX = 80;

// Latin letters (with the accents of Latin-1) and the marks names use: the PDF's fonts print exactly these.
const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ .'’-]*$/;

/**
 * Why a name cannot go on a certificate, or null when it can: 2-80 characters, Latin letters (accents allowed),
 * spaces, dots, hyphens and apostrophes, with at least two letters.
 */
export function certificateNameProblem(name: string): string | null {
  const text = name.trim();
  if (text.length < 2) return "Enter your full name as it should appear on the certificate";
  if (text.length > CERTIFICATE_NAME_MAX)
    return `Shorten the name to ${CERTIFICATE_NAME_MAX} characters or fewer`;
  if (!NAME_PATTERN.test(text))
    return "Write the name in English (Latin) letters; spaces, dots, hyphens and apostrophes are fine";
  if ((text.match(/[A-Za-zÀ-ÖØ-öø-ÿ]/g) ?? []).length < 2) return "Enter your full name";
  return null;
}

/** A name as it is stored and printed: trimmed, with single spaces. */
export function cleanCertificateName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

// --- Status and sharing ------------------------------------------------------------------------------------------

/**
 * A certificate's states: name_needed (the rules are met but the learner has not confirmed their name yet),
 * pending (waiting for an admin's approval), issued, declined (an admin did not approve), revoked.
 */
export const CERTIFICATE_STATUSES = ["name_needed", "pending", "issued", "declined", "revoked"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Each status as the admin screen labels it. */
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  name_needed: "Waiting for the learner's name",
  pending: "Waiting for approval",
  issued: "Issued",
  declined: "Declined",
  revoked: "Revoked",
};

/** The public page that shows a certificate's state: `${base}/verify/CODE`. */
export function verifyPageUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/verify/${code}`;
}

/**
 * LinkedIn's "add certification" form, prefilled: certificate name, organisation, issue year and month, the
 * verification page and the code. The month and year are those of the IST calendar.
 */
export function linkedInAddUrl(input: {
  certificateName: string;
  organization: string;
  issuedAt: string | Date;
  certUrl: string;
  certId: string;
}): string {
  // A certificate issued late on the last evening of a month (IST) is that month's.
  const ist = istClock(new Date(input.issuedAt));
  const params: [string, string][] = [
    ["startTask", "CERTIFICATION_NAME"],
    ["name", input.certificateName],
    ["organizationName", input.organization],
    ["issueYear", String(ist.getUTCFullYear())],
    ["issueMonth", String(ist.getUTCMonth() + 1)],
    ["certUrl", input.certUrl],
    ["certId", input.certId],
  ];
  // Built by hand: the domain package runs without the DOM's or Node's URL classes.
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `https://www.linkedin.com/profile/add?${query}`;
}

/** The certificate's title as the PDF, LinkedIn and the credential name it. */
export function certificateTitle(programLabel: string): string {
  return `${programLabel} Certificate of Completion`;
}
