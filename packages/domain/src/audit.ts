// The audit log's vocabulary (issue 21 item 8): every action an admin (or the operator CLI) can take, grouped in
// kinds for the filter, and the sentence /admin/audit shows for each ("Ravi Kumar changed the answer key of IBEP
// question 12 from B to C"). The server writes `details` in the shapes read here; old rows with other shapes still
// get a sentence (the fields that are missing are left out, never printed as "undefined").
import { formatDateTime } from "./format.ts";

/** The kinds of audit action, for the filter (the action's first dotted part). */
export const AUDIT_KINDS = [
  "user",
  "enrolment",
  "research",
  "content",
  "live",
  "faq",
  "game",
  "mail",
  "market",
  "demo",
  "analytics",
  "certificate",
  "privacy",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The filter's label of each kind. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  user: "Accounts",
  enrolment: "Enrolments",
  research: "Research grading",
  content: "Course content",
  live: "Live sessions",
  faq: "FAQs",
  game: "Games (question banks, ecode access)",
  mail: "Mail",
  market: "Market (prices, trading calendar)",
  demo: "Demo data",
  analytics: "Analytics (nudges, recalculations)",
  certificate: "Certificates",
  privacy: "Privacy (consent, data requests, erasure)",
};

/** Every audit action; a new one needs a sentence in AUDIT_SENTENCES (the type and its test insist). */
export const AUDIT_ACTIONS = [
  "user.create",
  "user.update",
  "user.admin.grant",
  "user.admin.revoke",
  "user.notify",
  "user.deactivate",
  "user.reactivate",
  "user.reset_link",
  "user.import",
  "enrolment.create",
  "enrolment.update",
  "research.create",
  "research.grade",
  "research.rating.add",
  "content.module.create",
  "content.module.update",
  "content.module.delete",
  "content.module.reorder",
  "content.video.create",
  "content.video.update",
  "content.video.delete",
  "content.video.reorder",
  "content.video.job",
  "content.question.create",
  "content.question.update",
  "content.question.delete",
  "content.question.reorder",
  "content.note.create",
  "content.note.update",
  "content.note.delete",
  "content.note.reorder",
  "live.create",
  "live.update",
  "live.cancel",
  "faq.create",
  "faq.update",
  "faq.delete",
  "game.question.create",
  "game.question.update",
  "game.question.retire",
  "game.question.restore",
  "game.question.import",
  "game.permission.grant",
  "game.permission.revoke",
  "mail.test",
  "mail.read",
  "market.import",
  "market.holidays.import",
  "market.holidays.delete",
  "demo.seed",
  "demo.remove",
  "analytics.nudge",
  "analytics.recalculate",
  "certificate.rules.update",
  "certificate.rules.delete",
  "certificate.issue",
  "certificate.approve",
  "certificate.decline",
  "certificate.revoke",
  "certificate.name",
  "privacy.notice.publish",
  "privacy.consent",
  "privacy.request",
  "privacy.decide",
  "privacy.cancel",
  "privacy.export",
  "privacy.download",
  "privacy.erase.step",
  "privacy.erase.done",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An option's index as the letter admins see in answer keys (0 -> A). */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** True when x is a known audit action. */
export function isAuditAction(x: unknown): x is AuditAction {
  return typeof x === "string" && (AUDIT_ACTIONS as readonly string[]).includes(x);
}

/** The kind an action belongs to (its first dotted part). */
export function auditKindOf(action: AuditAction): AuditKind {
  return action.slice(0, action.indexOf(".")) as AuditKind;
}

/** One field's change, as the server records it in details.changes. */
export interface AuditChange {
  from: unknown;
  to: unknown;
}

/** What a sentence is made of: the actor's and target's display names and the entry's details. */
export interface AuditSentenceInput {
  action: string;
  actor: string;
  /** The user or object acted on (a name, or a label such as "IBEP question 12"); null when none. */
  target: string | null;
  details: Record<string, unknown>;
}

// Field names as an admin reads them; a field without a label is shown with its underscores as spaces.
const FIELD_LABELS: Record<string, string> = {
  answer_key: "answer key",
  cprogram: "current program",
  planned: "plan",
  researchType: "research type",
  postSignupSteps: "sign-up steps",
  ba: "BA access",
  baibep: "BA-IBEP access",
  start_time: "start",
  duration_minutes: "duration (minutes)",
  join_url: "join link",
  recording_url: "recording link",
  durationSeconds: "duration (seconds)",
  markdown: "text",
  families: "families",
  admin_points: "points",
  admin_comment: "comment",
  extra_points: "extra points",
  videos_percent: "videos needed (%)",
  quizzes_percent: "quizzes needed (%)",
  quiz_pass_percent: "quiz pass mark (%)",
  research_count: "graded items needed",
  research_mark_percent: "grade needed (%)",
  games_count: "game sets needed",
  requires_approval: "admin approval",
};

function fieldLabel(field: string): string {
  return (
    FIELD_LABELS[field] ??
    field
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/_/g, " ")
      .toLowerCase()
  );
}

// Text longer than this is not quoted in a change: two cut quotes of a long answer would often read the same.
const LONG_TEXT = 80;

/** A value in a sentence: dates in IST, lists joined, long text cut, nothing as "none". */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (Array.isArray(value)) return value.length ? value.map(auditValue).join(", ") : "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value !== "string" && typeof value !== "number") return JSON.stringify(value) ?? "none";
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return formatDateTime(text);
  return text.length > LONG_TEXT
    ? `“${text.slice(0, LONG_TEXT - 1)}…”`
    : /\s/.test(text)
      ? `“${text}”`
      : text;
}

function changesOf(details: Record<string, unknown>): [string, AuditChange][] {
  const changes = details.changes;
  if (changes === null || typeof changes !== "object") return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, c]) =>
    c !== null && typeof c === "object" && "to" in c
      ? [field, c as AuditChange]
      : // Rows written before issue 21 kept { changes: new values, before: old values }.
        [field, { from: (details.before as Record<string, unknown> | undefined)?.[field], to: c }],
  );
}

const isLong = (c: AuditChange) => [c.from, c.to].some((v) => typeof v === "string" && v.length > LONG_TEXT);

/** "the answer key of IBEP question 12 from B to C", or "IBEP question 12: topic from … to …; prompt from …". */
function changed(actor: string, target: string, details: Record<string, unknown>): string {
  const list = changesOf(details);
  if (list.length === 0) return `${actor} saved ${target} without changes`;
  if (list.length === 1) {
    const [field, c] = list[0]!;
    if (isLong(c)) return `${actor} edited the ${fieldLabel(field)} of ${target}`;
    return `${actor} changed the ${fieldLabel(field)} of ${target} from ${auditValue(c.from)} to ${auditValue(c.to)}`;
  }
  const parts = list.map(([f, c]) =>
    isLong(c)
      ? `${fieldLabel(f)} edited`
      : `${fieldLabel(f)} from ${auditValue(c.from)} to ${auditValue(c.to)}`,
  );
  return `${actor} changed ${target}: ${parts.join("; ")}`;
}

function num(details: Record<string, unknown>, key: string): number | null {
  const v = details[key];
  return typeof v === "number" ? v : null;
}

function str(details: Record<string, unknown>, key: string): string | null {
  const v = details[key];
  return typeof v === "string" && v !== "" ? v : null;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

type Sentence = (actor: string, target: string, d: Record<string, unknown>) => string;

const because = (d: Record<string, unknown>) => (str(d, "reason") ? ` (${auditValue(d.reason)})` : "");
const forced = (d: Record<string, unknown>) =>
  d.force === true ? ", with the learners' answers and progress in it" : "";
const reordered =
  (what: string): Sentence =>
  (a, t) =>
    `${a} reordered the ${what} of ${t}`;

/** The sentences of the privacy actions (issue 43). */
const PRIVACY_SENTENCES = {
  "privacy.notice.publish": (a: string, _t: string, d: Record<string, unknown>) =>
    `${a} published version ${auditValue(d.version)} of the privacy notice`,
  "privacy.consent": (a: string, _t: string, d: Record<string, unknown>) =>
    `${a} ${d.granted === false ? "withdrew" : "gave"} consent to ${auditValue(d.purpose)}` +
    `${d.notice_version === undefined ? "" : ` (notice version ${auditValue(d.notice_version)})`}`,
  "privacy.request": (a: string, t: string, d: Record<string, unknown>) =>
    `${a} filed ${d.kind === "access" || d.kind === "erasure" ? "an" : "a"} ${auditValue(d.kind)} request for ${t}${d.id === undefined ? "" : ` (#${auditValue(d.id)})`}`,
  "privacy.decide": (a: string, t: string, d: Record<string, unknown>) =>
    `${a} ${d.decision === "refuse" ? "refused" : "approved"} the ${auditValue(d.kind)} request #${auditValue(d.id)} of ${t}${because(d)}`,
  "privacy.cancel": (a: string, t: string, d: Record<string, unknown>) =>
    `${a} cancelled the ${auditValue(d.kind)} request #${auditValue(d.id)} of ${t}`,
  "privacy.export": (a: string, t: string, d: Record<string, unknown>) =>
    `${a} prepared the data export #${auditValue(d.id)} of ${t} (${auditValue(d.items)} items, ${auditValue(d.files)} files)`,
  "privacy.download": (a: string, t: string, d: Record<string, unknown>) =>
    `${a} downloaded the data export #${auditValue(d.id)} of ${t}`,
  "privacy.erase.step": (a: string, t: string, d: Record<string, unknown>) =>
    `${a} erased ${auditValue(d.step)} of ${t} (request #${auditValue(d.id)}: ${auditValue(d.result)})`,
  "privacy.erase.done": (a: string, t: string, d: Record<string, unknown>) =>
    `${a} completed the erasure #${auditValue(d.id)} of ${t}`,
};

/** The sentence of each action. */
export const AUDIT_SENTENCES: Record<AuditAction, Sentence> = {
  "user.create": (a, t, d) =>
    `${a} created the account of ${t}${d.password === "reset link" ? " (with a set-password link)" : ""}`,
  "user.update": (a, t, d) => changed(a, `the account of ${t}`, d),
  "user.admin.grant": (a, t) => `${a} made ${t} an admin`,
  "user.admin.revoke": (a, t) => `${a} took the admin role away from ${t}`,
  "user.notify": (a, t, d) => `${a} sent ${t} a notification: ${auditValue(d.message)}`,
  "user.deactivate": (a, t, d) => {
    const ended = num(d, "ended_sessions");
    return `${a} deactivated the account of ${t}${ended ? ` (signing out ${plural(ended, "session")})` : ""}`;
  },
  "user.reactivate": (a, t) => `${a} reactivated the account of ${t}`,
  "user.reset_link": (a, t) => `${a} issued a password-reset link for ${t}`,
  "user.import": (a, _t, d) =>
    `${a} imported a cohort: ${plural(num(d, "rows") ?? 0, "row")}, ${plural(num(d, "created") ?? 0, "new account")}`,
  "enrolment.create": (a, t, d) =>
    `${a} enrolled ${t} in ${auditValue(d.program)}${str(d, "plan") ? ` (${str(d, "plan")})` : ""}` +
    `${str(d, "end") ? ` until ${str(d, "end")}` : ""}`,
  "enrolment.update": (a, t, d) =>
    changesOf(d).length
      ? changed(a, `the ${auditValue(d.program)} enrolment of ${t}`, d)
      : `${a} updated the ${auditValue(d.program)} enrolment of ${t}`,
  "research.create": (a, t) => `${a} created ${t}`,
  "research.grade": (a, t, d) => changed(a, `the grade of ${t}`, d),
  "research.rating.add": (a, t, d) =>
    `${a} added a rating of ${auditValue(d.points)} by ${auditValue(d.rater)} to ${t}`,
  "content.module.create": (a, t) => `${a} added ${t}`,
  "content.module.update": (a, t, d) => changed(a, t, d),
  "content.module.delete": (a, t, d) => `${a} deleted ${t}${forced(d)}`,
  "content.module.reorder": reordered("modules"),
  "content.video.create": (a, t, d) => `${a} added ${t}${d.source === "upload" ? " (uploaded file)" : ""}`,
  "content.video.update": (a, t, d) => changed(a, t, d),
  "content.video.delete": (a, t, d) => `${a} deleted ${t}${forced(d)}`,
  "content.video.reorder": reordered("videos"),
  "content.video.job": (a, t, d) =>
    d.action === "cancel"
      ? `${a} cancelled the transcoding of ${t}`
      : `${a} queued the transcoding of ${t} again`,
  "content.question.create": (a, t) => `${a} added ${t}`,
  "content.question.update": (a, t, d) => changed(a, t, d),
  "content.question.delete": (a, t, d) => `${a} deleted ${t}${forced(d)}`,
  "content.question.reorder": reordered("questions"),
  "content.note.create": (a, t) => `${a} added ${t}`,
  "content.note.update": (a, t, d) => changed(a, t, d),
  "content.note.delete": (a, t) => `${a} deleted ${t}`,
  "content.note.reorder": reordered("notes"),
  "live.create": (a, t, d) => `${a} scheduled ${t} for ${auditValue(d.start_time)}`,
  "live.update": (a, t, d) => changed(a, t, d),
  "live.cancel": (a, t, d) =>
    `${a} cancelled ${t}${str(d, "reason") ? ` (${auditValue(d.reason)})` : ""}` +
    `${num(d, "notified") ? `, telling ${plural(num(d, "notified")!, "learner")}` : ""}`,
  "faq.create": (a, t) => `${a} added ${t}`,
  "faq.update": (a, t, d) => changed(a, t, d),
  "faq.delete": (a, t) => `${a} deleted ${t}`,
  "game.question.create": (a, t) => `${a} added ${t}`,
  "game.question.update": (a, t, d) => changed(a, t, d),
  "game.question.retire": (a, t) => `${a} retired ${t} (no longer drawn)`,
  "game.question.restore": (a, t) => `${a} restored ${t}`,
  "game.question.import": (a, _t, d) =>
    `${a} imported ${plural(num(d, "imported") ?? 0, "question")} into the ${auditValue(d.bank)} bank`,
  "game.permission.grant": (a, t, d) =>
    `${a} gave ${t} ecode access from ${auditValue(d.starts_at)} to ${auditValue(d.ends_at)}` +
    `${num(d, "attempts") ? ` (${plural(num(d, "attempts")!, "attempt")})` : ""}`,
  "game.permission.revoke": (a, t) => `${a} revoked the ecode access of ${t}`,
  "mail.test": (a, _t, d) => `${a} sent a test mail to ${auditValue(d.to)}`,
  "mail.read": (a, _t, d) =>
    `${a} read mail #${auditValue(d.mail)}${str(d, "kind") ? ` (${str(d, "kind")})` : ""} to ${auditValue(d.to)}`,
  "market.import": (a, _t, d) =>
    `${a} imported end-of-day prices from ${auditValue(d.file_name)}: ${plural(num(d, "rows") ?? 0, "row")} for ` +
    `${plural(num(d, "scrips") ?? 0, "scrip")}, ${auditValue(d.first_day)} to ${auditValue(d.last_day)}`,
  "market.holidays.import": (a, _t, d) => {
    const years = Array.isArray(d.years) ? d.years.map(auditValue).join(", ") : "";
    const sessions = num(d, "sessions") ?? 0;
    return (
      `${a} loaded the trading calendar${years ? ` of ${years}` : ""} from ${auditValue(d.file_name)}: ` +
      `${plural(num(d, "holidays") ?? 0, "holiday")}` +
      `${sessions > 0 ? ` and ${plural(sessions, "special session")}` : ""}` +
      `${num(d, "removed") ? `, ${plural(num(d, "removed")!, "earlier day")} removed` : ""}`
    );
  },
  "market.holidays.delete": (a, t) => `${a} removed ${t} from the trading calendar`,
  "demo.seed": (a, _t, d) =>
    `${a} loaded the demo data${num(d, "users") ? ` (${plural(num(d, "users")!, "account")})` : ""}`,
  "demo.remove": (a, _t, d) =>
    `${a} removed the demo cohort (${plural(num(d, "users") ?? 0, "generated learner")} and all they did)`,
  // One entry per learner nudged (issue 41); entries before it counted several learners in one.
  "analytics.nudge": (a, t, d) =>
    num(d, "learners") === null
      ? `${a} nudged ${t} in ${auditValue(d.program)}: ${auditValue(d.subject)}`
      : `${a} nudged ${plural(num(d, "learners")!, "learner")} of ${auditValue(d.program)}: ${auditValue(d.subject)}`,
  "analytics.recalculate": (a, _t, d) =>
    `${a} recalculated the question statistics of ${auditValue(d.program)}${num(d, "questions") === null ? "" : ` (${plural(num(d, "questions")!, "question")})`}`,
  "certificate.rules.update": (a, t, d) =>
    changesOf(d).length
      ? changed(a, `the certificate rules of ${t}`, d)
      : `${a} set the certificate rules of ${t}${str(d, "criteria") ? `: ${str(d, "criteria")}` : ""}`,
  "certificate.rules.delete": (a, t) => `${a} removed the certificate rules of ${t} (no new certificates)`,
  "certificate.issue": (a, t, d) =>
    `${a} issued the ${auditValue(d.program)} certificate of ${t}${because(d)}`,
  "certificate.approve": (a, t, d) => `${a} approved the ${auditValue(d.program)} certificate of ${t}`,
  "certificate.decline": (a, t, d) =>
    `${a} declined the ${auditValue(d.program)} certificate of ${t}${because(d)}`,
  "certificate.revoke": (a, t, d) =>
    `${a} revoked the ${auditValue(d.program)} certificate of ${t}${because(d)}`,
  "certificate.name": (a, t, d) => {
    const c = changesOf(d).find(([field]) => field === "name")?.[1];
    return (
      `${a} corrected the name on the ${auditValue(d.program)} certificate of ${t}` +
      `${c ? ` from ${auditValue(c.from)} to ${auditValue(c.to)}` : ""}${because(d)}`
    );
  },
  ...PRIVACY_SENTENCES,
};

/** The sentence /admin/audit shows for an entry; an unknown action still reads as "<actor> did <action>". */
export function describeAudit(entry: AuditSentenceInput): string {
  const target = entry.target ?? "(nobody)";
  const text = isAuditAction(entry.action)
    ? AUDIT_SENTENCES[entry.action](entry.actor, target, entry.details)
    : `${entry.actor} did ${entry.action} to ${target}`;
  // The operator CLI's label starts in lower case; a sentence does not.
  return text.charAt(0).toUpperCase() + text.slice(1);
}
