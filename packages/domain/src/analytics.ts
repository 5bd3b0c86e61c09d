// Cohort analytics (issue 24): the at-risk rules with every threshold defined once, their reason codes and the
// plain sentence an instructor reads, and the nudge template (the overview's median is stats.ts's). The server
// gathers each learner's facts in a few set-based queries and asks riskReasons() what is wrong.
import { formatShare } from "./format.ts";
import { DAY_MS, calendarDayNumber } from "./ist.ts";

/** What activity_events records; other kinds of activity are read from their own tables. */
export const ACTIVITY_KINDS = ["login", "video_progress", "video_finished"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a learner's timeline lists, from activity_events and the other tables. */
export const TIMELINE_KINDS = [
  ...ACTIVITY_KINDS,
  "answer",
  "research_submitted",
  "research_graded",
  "rating",
  "game",
  "interview",
  "order",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** No activity for this many days makes a learner at risk. */
export const INACTIVE_DAYS = 7;
/** A learner who has not logged in this many days after their enrolment started is at risk. */
export const FIRST_LOGIN_DAYS = 3;
/** Research (or project) weeks missed in a row, counting back from last week, that make a learner at risk. */
export const RESEARCH_MISSED_WEEKS = 2;
/** Video-question accuracy under this share is at risk... */
export const LOW_ACCURACY = 0.4;
/** ...once the learner has answered at least this many questions. */
export const LOW_ACCURACY_MIN_ANSWERS = 10;
/** An enrolment ending within this many days... */
export const ENDING_SOON_DAYS = 14;
/** ...with under this share of the program's videos finished is at risk. */
export const ENDING_VIDEO_SHARE = 0.5;
/** The funnel's "half the videos" step: this share of the program's videos finished. */
export const FUNNEL_VIDEO_SHARE = 0.5;
/** Video progress is posted every few seconds: at most one video_progress event per learner and video per this. */
export const VIDEO_PROGRESS_EVENT_MINUTES = 10;
/** Weeks the weekly-activity chart shows (the current week and the ones before it). */
export const ACTIVITY_CHART_WEEKS = 12;
/** Most learners one nudge may go to. */
export const NUDGE_MAX_LEARNERS = 500;
/** Most entries a learner's timeline answers with (newest first). */
export const TIMELINE_LIMIT = 200;
/** The email domain of the generated demo cohort: these accounts are demo learners, removed by demo:remove. */
export const DEMO_COHORT_DOMAIN = "demo-batch.test";

/** Why a learner is at risk, most severe first (the at-risk list is sorted by it, issue 41). */
export const RISK_CODES = [
  "no_first_login",
  "ending_behind",
  "inactive",
  "research_missed",
  "low_accuracy",
] as const;
export type RiskCode = (typeof RISK_CODES)[number];

/** The label of each reason (filters, CSV headers, the legend). */
export const RISK_LABELS: Record<RiskCode, string> = {
  inactive: `No activity for ${INACTIVE_DAYS} days`,
  no_first_login: `No login within ${FIRST_LOGIN_DAYS} days of enrolling`,
  research_missed: `Research missed ${RESEARCH_MISSED_WEEKS} weeks running`,
  low_accuracy: `Quiz accuracy under ${formatShare(LOW_ACCURACY)}`,
  ending_behind: `Enrolment ends within ${ENDING_SOON_DAYS} days, under half the videos finished`,
};

/** A reason with the sentence an instructor reads. */
export interface RiskReason {
  code: RiskCode;
  text: string;
}

/** What riskReasons needs to know about one learner in one program. */
export interface LearnerFacts {
  /** Enrolment start and end (yyyy-mm-dd), null when not set. */
  start: string | null;
  end: string | null;
  /** The last time they did anything (login, video, answer, submission, rating, game, interview, order). */
  lastActive: Date | null;
  /** Whether they have ever logged in. */
  loggedIn: boolean;
  /** The enrolment's current research week (1 = the first 7 days; 0 before the start or without one). */
  researchWeek: number;
  /** Items submitted in the RESEARCH_MISSED_WEEKS weeks before the current one. */
  recentSubmissions: number;
  /** Video questions answered, and how many of those right. */
  answers: number;
  correct: number;
  /** Videos of the program finished, and how many videos it has. */
  videosFinished: number;
  videos: number;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Why a learner is at risk today (IST date `today`, instant `now`), most urgent first; empty when they are not. A
 * learner whose enrolment has not started, or has ended, is not at risk.
 */
export function riskReasons(facts: LearnerFacts, today: string, now: Date): RiskReason[] {
  const day = calendarDayNumber(today);
  if (facts.start && calendarDayNumber(facts.start) > day) return [];
  if (facts.end && calendarDayNumber(facts.end) < day) return [];
  const reasons: RiskReason[] = [];
  const sinceStart = facts.start ? day - calendarDayNumber(facts.start) : null;
  // Any activity means a login happened (a session predating the login log, or a demo learner's seeded
  // activity): such a learner is never also "has not logged in".
  const loggedIn = facts.loggedIn || facts.lastActive !== null;
  if (!loggedIn && sinceStart !== null && sinceStart >= FIRST_LOGIN_DAYS) {
    reasons.push({
      code: "no_first_login",
      text: `Has not logged in since enrolling ${plural(sinceStart, "day")} ago`,
    });
  }
  if (facts.lastActive) {
    const idle = Math.floor((now.getTime() - facts.lastActive.getTime()) / DAY_MS);
    if (idle >= INACTIVE_DAYS)
      reasons.push({ code: "inactive", text: `No activity for ${plural(idle, "day")}` });
  } else if (sinceStart !== null && sinceStart >= INACTIVE_DAYS) {
    reasons.push({
      code: "inactive",
      text: `No activity at all in ${plural(sinceStart, "day")} since enrolling`,
    });
  }
  if (facts.researchWeek > RESEARCH_MISSED_WEEKS && facts.recentSubmissions === 0) {
    const from = facts.researchWeek - RESEARCH_MISSED_WEEKS;
    reasons.push({
      code: "research_missed",
      text: `No research submitted in weeks ${from} to ${facts.researchWeek - 1}`,
    });
  }
  if (facts.answers >= LOW_ACCURACY_MIN_ANSWERS && facts.correct / facts.answers < LOW_ACCURACY) {
    reasons.push({
      code: "low_accuracy",
      text: `Quiz accuracy ${formatShare(facts.correct / facts.answers)} (${facts.correct} of ${facts.answers} right)`,
    });
  }
  if (facts.end && facts.videos > 0) {
    const left = calendarDayNumber(facts.end) - day;
    if (left <= ENDING_SOON_DAYS && facts.videosFinished / facts.videos < ENDING_VIDEO_SHARE) {
      reasons.push({
        code: "ending_behind",
        text:
          `Enrolment ends in ${plural(left, "day")} with ${facts.videosFinished} of ` +
          `${plural(facts.videos, "video")} finished`,
      });
    }
  }
  return reasons.sort((a, b) => severity(a.code) - severity(b.code));
}

const severity = (code: RiskCode) => RISK_CODES.indexOf(code);

/**
 * The at-risk list's order: the most severe reason first (never logged in, then enrolment ending behind, then
 * inactivity...), then more reasons, then the longest without activity (never active first), then by name.
 */
export function compareAtRisk(
  a: { name: string; last_active: string | null; reasons: readonly RiskReason[] },
  b: { name: string; last_active: string | null; reasons: readonly RiskReason[] },
): number {
  const worst = (l: typeof a) => Math.min(...l.reasons.map((r) => severity(r.code)), RISK_CODES.length);
  const active = (l: typeof a) => (l.last_active === null ? -Infinity : Date.parse(l.last_active));
  return (
    worst(a) - worst(b) ||
    b.reasons.length - a.reasons.length ||
    active(a) - active(b) ||
    a.name.localeCompare(b.name)
  );
}

/** The placeholders a nudge's subject and message may use. */
export const NUDGE_PLACEHOLDERS = ["name", "first_name", "program"] as const;
export type NudgePlaceholder = (typeof NUDGE_PLACEHOLDERS)[number];

/** The template the nudge dialog starts with. */
export const DEFAULT_NUDGE = {
  subject: "We miss you in {program}",
  // No greeting: the mail greets the learner by name itself (issue 41). Replies go to the instructor who sent it.
  message:
    "We have not seen you in {program} for a while. This week's videos and research are waiting: even 20 " +
    "minutes a day keeps you on track. If something is in the way, reply to this email and tell us.",
} as const;

/** Placeholders in a template that are not known ("{nmae}"), so the form can name them. */
export function unknownPlaceholders(template: string): string[] {
  const found = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  return [...new Set(found.filter((p) => !(NUDGE_PLACEHOLDERS as readonly string[]).includes(p)))];
}

/** Whether a nudge's message opens with its own greeting ("Hello Kabir, ..."): the mail then adds none. */
export function startsWithGreeting(message: string): boolean {
  return /^\s*(hello|hi|hey|dear|namaste|good (morning|afternoon|evening))\b/i.test(message);
}

/** A template with its placeholders filled for one learner ({program} is the program's label, not its code). */
export function fillNudge(template: string, values: { name: string; program: string }): string {
  const first = values.name.trim().split(/\s+/)[0] ?? values.name;
  const map: Record<NudgePlaceholder, string> = {
    name: values.name,
    first_name: first,
    program: values.program,
  };
  return template.replace(/\{(name|first_name|program)\}/g, (_m, key: NudgePlaceholder) => map[key]);
}

/** A cohort is the month enrolments started in, yyyy-mm. */
export const COHORT_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
