import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_KINDS, auditKindOf, auditValue, describeAudit, optionLetter } from "./audit.ts";
import type { AuditAction } from "./audit.ts";

const A = "Ravi Kumar";

// One example per action, with the details the server writes: a new action without a sentence here fails the type
// check (the Record) and the test below (an action missing from this table).
const EXAMPLES: Record<
  AuditAction,
  [target: string | null, details: Record<string, unknown>, sentence: string]
> = {
  "user.create": [
    "Priya Shah (priya@x.in)",
    { password: "reset link" },
    "Ravi Kumar created the account of Priya Shah (priya@x.in) (with a set-password link)",
  ],
  "user.update": [
    "Priya Shah (priya@x.in)",
    { changes: { cprogram: { from: "FMEPGOLD", to: "IBEPGOLD" } } },
    "Ravi Kumar changed the current program of the account of Priya Shah (priya@x.in) from FMEPGOLD to IBEPGOLD",
  ],
  "user.admin.grant": ["Neha Rao (neha@x.in)", {}, "Ravi Kumar made Neha Rao (neha@x.in) an admin"],
  "user.admin.revoke": [
    "Neha Rao (neha@x.in)",
    {},
    "Ravi Kumar took the admin role away from Neha Rao (neha@x.in)",
  ],
  "user.notify": ["Neha Rao", { message: "Fees due" }, "Ravi Kumar sent Neha Rao a notification: “Fees due”"],
  "user.deactivate": [
    "Neha Rao",
    { ended_sessions: 2 },
    "Ravi Kumar deactivated the account of Neha Rao (signing out 2 sessions)",
  ],
  "user.reactivate": ["Neha Rao", {}, "Ravi Kumar reactivated the account of Neha Rao"],
  "user.reset_link": ["Neha Rao", {}, "Ravi Kumar issued a password-reset link for Neha Rao"],
  "user.import": [null, { rows: 3, created: 1 }, "Ravi Kumar imported a cohort: 3 rows, 1 new account"],
  "enrolment.create": [
    "Neha Rao",
    { program: "FMEPGOLD", plan: "FAGOLD", end: "2027-10-01" },
    "Ravi Kumar enrolled Neha Rao in FMEPGOLD (FAGOLD) until 2027-10-01",
  ],
  "enrolment.update": [
    "Neha Rao",
    { program: "FMEPGOLD", changes: { end: { from: "2027-01-01", to: "2027-06-30" } } },
    "Ravi Kumar changed the end of the FMEPGOLD enrolment of Neha Rao from 2027-01-01 to 2027-06-30",
  ],
  "research.create": [
    "Priya Shah's research for week 3 (Infosys)",
    {},
    "Ravi Kumar created Priya Shah's research for week 3 (Infosys)",
  ],
  "research.grade": [
    "Priya Shah's research for week 3 (Infosys)",
    { changes: { admin_points: { from: null, to: 8 } } },
    "Ravi Kumar changed the points of the grade of Priya Shah's research for week 3 (Infosys) from none to 8",
  ],
  "research.rating.add": [
    "Priya Shah's research for week 3 (Infosys)",
    { rater: "amit@x.in", points: 4 },
    "Ravi Kumar added a rating of 4 by amit@x.in to Priya Shah's research for week 3 (Infosys)",
  ],
  "content.module.create": ["module “Bonds” (FMEP main)", {}, "Ravi Kumar added module “Bonds” (FMEP main)"],
  "content.module.update": [
    "module “Bonds” (FMEP main)",
    { changes: { title: { from: "Bonds", to: "Fixed income" } } },
    "Ravi Kumar changed the title of module “Bonds” (FMEP main) from Bonds to “Fixed income”",
  ],
  "content.module.delete": [
    "module “Bonds” (FMEP main)",
    { force: true },
    "Ravi Kumar deleted module “Bonds” (FMEP main), with the learners' answers and progress in it",
  ],
  "content.module.reorder": ["FMEP main", { ids: [2, 1] }, "Ravi Kumar reordered the modules of FMEP main"],
  "content.video.create": [
    "video “Yield”",
    { source: "upload" },
    "Ravi Kumar added video “Yield” (uploaded file)",
  ],
  "content.video.update": [
    "video “Yield”",
    { changes: { durationSeconds: { from: 60, to: 90 } } },
    "Ravi Kumar changed the duration (seconds) of video “Yield” from 60 to 90",
  ],
  "content.video.delete": ["video “Yield”", { force: false }, "Ravi Kumar deleted video “Yield”"],
  "content.video.job": [
    "video “Yield”",
    { action: "retry" },
    "Ravi Kumar queued the transcoding of video “Yield” again",
  ],
  "content.video.reorder": [
    "module “Bonds” (FMEP main)",
    {},
    "Ravi Kumar reordered the videos of module “Bonds” (FMEP main)",
  ],
  "content.question.create": [
    "quiz question 4 of video “Yield”",
    {},
    "Ravi Kumar added quiz question 4 of video “Yield”",
  ],
  "content.question.update": [
    "quiz question 4 of video “Yield”",
    { changes: { answer_key: { from: "A", to: "B" } } },
    "Ravi Kumar changed the answer key of quiz question 4 of video “Yield” from A to B",
  ],
  "content.question.delete": [
    "quiz question 4 of video “Yield”",
    {},
    "Ravi Kumar deleted quiz question 4 of video “Yield”",
  ],
  "content.question.reorder": ["video “Yield”", {}, "Ravi Kumar reordered the questions of video “Yield”"],
  "content.note.create": ["note “Ratios” (FMEP)", {}, "Ravi Kumar added note “Ratios” (FMEP)"],
  "content.note.update": [
    "note “Ratios” (FMEP)",
    {
      changes: {
        title: { from: "Ratios", to: "Key ratios" },
        markdown: { from: "10 characters", to: "12 characters" },
      },
    },
    "Ravi Kumar changed note “Ratios” (FMEP): title from Ratios to “Key ratios”; text from “10 characters” to “12 characters”",
  ],
  "content.note.delete": ["note “Ratios” (FMEP)", {}, "Ravi Kumar deleted note “Ratios” (FMEP)"],
  "content.note.reorder": ["the FMEP notes", {}, "Ravi Kumar reordered the notes of the FMEP notes"],
  "live.create": [
    "live session “DCF clinic”",
    { start_time: "2026-11-26T09:30:00.000Z" },
    "Ravi Kumar scheduled live session “DCF clinic” for 26/11/2026 3:00 pm",
  ],
  "live.update": [
    "live session “DCF clinic”",
    { changes: { start_time: { from: "2026-11-26T09:30:00.000Z", to: "2026-11-27T04:30:00.000Z" } } },
    "Ravi Kumar changed the start of live session “DCF clinic” from 26/11/2026 3:00 pm to 27/11/2026 10:00 am",
  ],
  "live.cancel": [
    "live session “DCF clinic”",
    { reason: "Speaker unwell", notified: 12 },
    "Ravi Kumar cancelled live session “DCF clinic” (“Speaker unwell”), telling 12 learners",
  ],
  "faq.create": ["the FAQ “Is there an app?”", {}, "Ravi Kumar added the FAQ “Is there an app?”"],
  "faq.update": [
    "the FAQ “Is there an app?”",
    { changes: { answer: { from: "No", to: "Yes" } } },
    "Ravi Kumar changed the answer of the FAQ “Is there an app?” from No to Yes",
  ],
  "faq.delete": ["the FAQ “Is there an app?”", {}, "Ravi Kumar deleted the FAQ “Is there an app?”"],
  "game.question.create": ["IBEP question 12", {}, "Ravi Kumar added IBEP question 12"],
  "game.question.update": [
    "IBEP question 12",
    { changes: { answer_key: { from: "B", to: "C" } } },
    "Ravi Kumar changed the answer key of IBEP question 12 from B to C",
  ],
  "game.question.retire": ["ecode question 7", {}, "Ravi Kumar retired ecode question 7 (no longer drawn)"],
  "game.question.restore": ["ecode question 7", {}, "Ravi Kumar restored ecode question 7"],
  "game.question.import": [
    null,
    { bank: "ecode", imported: 5 },
    "Ravi Kumar imported 5 questions into the ecode bank",
  ],
  "game.permission.grant": [
    "every FMEPGOLD learner",
    { starts_at: "2026-11-26T03:30:00.000Z", ends_at: "2026-11-26T04:30:00.000Z", attempts: 2 },
    "Ravi Kumar gave every FMEPGOLD learner ecode access from 26/11/2026 9:00 am to 26/11/2026 10:00 am (2 attempts)",
  ],
  "game.permission.revoke": ["priya@x.in", {}, "Ravi Kumar revoked the ecode access of priya@x.in"],
  "mail.test": [null, { to: "ops@x.in" }, "Ravi Kumar sent a test mail to ops@x.in"],
  "mail.read": [
    "priya@x.in",
    { mail: 12, kind: "welcome", to: "priya@x.in" },
    "Ravi Kumar read mail #12 (welcome) to priya@x.in",
  ],
  "market.import": [
    "cm14NOV2025bhav.csv",
    { file_name: "cm14NOV2025bhav.csv", rows: 3, scrips: 3, first_day: "2025-11-14", last_day: "2025-11-14" },
    "Ravi Kumar imported end-of-day prices from cm14NOV2025bhav.csv: 3 rows for 3 scrips, 2025-11-14 to 2025-11-14",
  ],
  "market.holidays.import": [
    "trading calendar 2027",
    { file_name: "HolidayMaster2027.csv", years: [2027], holidays: 15, sessions: 1, removed: 2 },
    "Ravi Kumar loaded the trading calendar of 2027 from HolidayMaster2027.csv: 15 holidays and 1 special session, 2 earlier days removed",
  ],
  "market.holidays.delete": [
    "the holiday 26/01/2027 (Republic Day)",
    { day: "2027-01-26" },
    "Ravi Kumar removed the holiday 26/01/2027 (Republic Day) from the trading calendar",
  ],
  "demo.seed": [null, { seeded: true, users: 12 }, "Ravi Kumar loaded the demo data (12 accounts)"],
  "demo.remove": [
    null,
    { users: 240 },
    "Ravi Kumar removed the demo cohort (240 generated learners and all they did)",
  ],
  "analytics.nudge": [
    "Kabir Joshi",
    { program: "FMEPGOLD", subject: "We miss you in FMEP Gold" },
    "Ravi Kumar nudged Kabir Joshi in FMEPGOLD: “We miss you in FMEP Gold”",
  ],
  "analytics.recalculate": [
    null,
    { program: "IBEPGOLD", questions: 42 },
    "Ravi Kumar recalculated the question statistics of IBEPGOLD (42 questions)",
  ],
  "certificate.rules.update": [
    "IBEP Gold",
    { program: "IBEPGOLD", changes: { research_count: { from: 2, to: 3 } } },
    "Ravi Kumar changed the graded items needed of the certificate rules of IBEP Gold from 2 to 3",
  ],
  "certificate.rules.delete": [
    "IBEP Gold",
    { program: "IBEPGOLD" },
    "Ravi Kumar removed the certificate rules of IBEP Gold (no new certificates)",
  ],
  "certificate.issue": [
    "Priya Shah (priya@x.in)",
    { program: "IBEPGOLD", reason: "Completed offline" },
    "Ravi Kumar issued the IBEPGOLD certificate of Priya Shah (priya@x.in) (“Completed offline”)",
  ],
  "certificate.approve": [
    "Priya Shah (priya@x.in)",
    { program: "IBEPGOLD" },
    "Ravi Kumar approved the IBEPGOLD certificate of Priya Shah (priya@x.in)",
  ],
  "certificate.decline": [
    "Priya Shah (priya@x.in)",
    { program: "IBEPGOLD", reason: "Plagiarism" },
    "Ravi Kumar declined the IBEPGOLD certificate of Priya Shah (priya@x.in) (Plagiarism)",
  ],
  "certificate.revoke": [
    "Priya Shah (priya@x.in)",
    { program: "IBEPGOLD", reason: "Issued in error" },
    "Ravi Kumar revoked the IBEPGOLD certificate of Priya Shah (priya@x.in) (“Issued in error”)",
  ],
  "certificate.name": [
    "Priya Shah (priya@x.in)",
    { program: "IBEPGOLD", changes: { name: { from: "Priya Sha", to: "Priya Shah" } }, reason: "Typo" },
    "Ravi Kumar corrected the name on the IBEPGOLD certificate of Priya Shah (priya@x.in) from “Priya Sha” to “Priya Shah” (Typo)",
  ],
  "privacy.notice.publish": [
    "privacy notice v2",
    { version: 2 },
    "Ravi Kumar published version 2 of the privacy notice",
  ],
  "privacy.consent": [
    "Priya Shah (priya@x.in)",
    { purpose: "public_name", granted: false, notice_version: 1 },
    "Ravi Kumar withdrew consent to public_name (notice version 1)",
  ],
  "privacy.request": [
    "Priya Shah (priya@x.in)",
    { id: 7, kind: "erasure" },
    "Ravi Kumar filed an erasure request for Priya Shah (priya@x.in) (#7)",
  ],
  "privacy.decide": [
    "Priya Shah (priya@x.in)",
    { id: 7, kind: "correction", decision: "refuse", reason: "No proof" },
    "Ravi Kumar refused the correction request #7 of Priya Shah (priya@x.in) (“No proof”)",
  ],
  "privacy.cancel": [
    "Priya Shah (priya@x.in)",
    { id: 7, kind: "erasure" },
    "Ravi Kumar cancelled the erasure request #7 of Priya Shah (priya@x.in)",
  ],
  "privacy.export": [
    "Priya Shah (priya@x.in)",
    { id: 8, items: 51, files: 2 },
    "Ravi Kumar prepared the data export #8 of Priya Shah (priya@x.in) (51 items, 2 files)",
  ],
  "privacy.download": [
    "Priya Shah (priya@x.in)",
    { id: 8 },
    "Ravi Kumar downloaded the data export #8 of Priya Shah (priya@x.in)",
  ],
  "privacy.erase.step": [
    "erased learner #12",
    { id: 9, step: "research.files files", result: "1 files deleted" },
    "Ravi Kumar erased “research.files files” of erased learner #12 (request #9: “1 files deleted”)",
  ],
  "privacy.erase.done": [
    "erased learner #12",
    { id: 9 },
    "Ravi Kumar completed the erasure #9 of erased learner #12",
  ],
};

describe("describeAudit", () => {
  it("has an example for every action", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each(AUDIT_ACTIONS.map((action) => [action] as const))("reads %s as a sentence", (action) => {
    const [target, details, sentence] = EXAMPLES[action];
    expect(describeAudit({ action, actor: A, target, details })).toBe(sentence);
  });

  it.each(AUDIT_ACTIONS.map((action) => [action] as const))(
    "never prints undefined or [object ...] for %s with empty details",
    (action) => {
      const text = describeAudit({ action, actor: A, target: "X", details: {} });
      expect(text.startsWith(A)).toBe(true);
      expect(text).not.toMatch(/undefined|\[object|NaN/);
    },
  );

  it("reads entries written before issue 21 ({ changes: new values, before: old values })", () => {
    const details = { changes: { researchType: "OLD" }, before: { researchType: "NEW" } };
    expect(describeAudit({ action: "user.update", actor: A, target: "Neha", details })).toBe(
      "Ravi Kumar changed the research type of the account of Neha from NEW to OLD",
    );
  });

  it("says a long text was edited instead of quoting two cut copies that may read the same", () => {
    const long = "x".repeat(100);
    const details = { changes: { answer: { from: long, to: `${long}!` }, category: { from: "A", to: "B" } } };
    expect(describeAudit({ action: "faq.update", actor: A, target: "the FAQ “Q”", details })).toBe(
      "Ravi Kumar changed the FAQ “Q”: answer edited; category from A to B",
    );
    const one = { changes: { answer: { from: long, to: `${long}!` } } };
    expect(describeAudit({ action: "faq.update", actor: A, target: "the FAQ “Q”", details: one })).toBe(
      "Ravi Kumar edited the answer of the FAQ “Q”",
    );
  });

  it("starts with a capital when the operator CLI did it", () => {
    expect(describeAudit({ action: "demo.seed", actor: "operator (CLI)", target: null, details: {} })).toBe(
      "Operator (CLI) loaded the demo data",
    );
  });

  it("names an unknown action instead of failing", () => {
    expect(describeAudit({ action: "x.y", actor: A, target: null, details: {} })).toBe(
      "Ravi Kumar did x.y to (nobody)",
    );
  });
});

describe("auditKindOf", () => {
  it("puts every action in a known kind", () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_KINDS).toContain(auditKindOf(action));
  });
});

describe("auditValue", () => {
  it.each<[unknown, string]>([
    [null, "none"],
    ["", "none"],
    [[], "none"],
    [["FMEP", "IBEP"], "FMEP, IBEP"],
    [true, "yes"],
    ["B", "B"],
    ["two words", "“two words”"],
    ["x".repeat(100), `“${"x".repeat(79)}…”`],
  ])("shows %j as %s", (value, text) => {
    expect(auditValue(value)).toBe(text);
  });
});

describe("optionLetter", () => {
  it("names options A, B, C... from their index", () => {
    expect([0, 1, 2, 5].map(optionLetter)).toEqual(["A", "B", "C", "F"]);
  });
});

describe("the other forms of each sentence", () => {
  const VARIANTS: [AuditAction, string | null, Record<string, unknown>, string][] = [
    ["user.create", "Neha Rao", { password: "typed" }, "Ravi Kumar created the account of Neha Rao"],
    [
      "user.deactivate",
      "Neha Rao",
      { ended_sessions: 1 },
      "Ravi Kumar deactivated the account of Neha Rao (signing out 1 session)",
    ],
    ["user.deactivate", "Neha Rao", { ended_sessions: 0 }, "Ravi Kumar deactivated the account of Neha Rao"],
    [
      "enrolment.create",
      "Neha Rao",
      { program: "IBEP", plan: "", end: "" },
      "Ravi Kumar enrolled Neha Rao in IBEP",
    ],
    ["content.video.create", "video 3", { source: "url" }, "Ravi Kumar added video 3"],
    ["content.video.create", "video 3", { source: "upload" }, "Ravi Kumar added video 3 (uploaded file)"],
    ["content.video.job", "video 3", { action: "cancel" }, "Ravi Kumar cancelled the transcoding of video 3"],
    [
      "content.video.job",
      "video 3",
      { action: "retry" },
      "Ravi Kumar queued the transcoding of video 3 again",
    ],
    ["live.cancel", "Valuation clinic", {}, "Ravi Kumar cancelled Valuation clinic"],
    [
      "live.cancel",
      "Valuation clinic",
      { reason: "Ill", notified: 1 },
      "Ravi Kumar cancelled Valuation clinic (Ill), telling 1 learner",
    ],
    [
      "game.permission.grant",
      "Neha",
      { starts_at: "", ends_at: "", attempts: 0 },
      "Ravi Kumar gave Neha ecode access from none to none",
    ],
    [
      "game.permission.grant",
      "Neha",
      { starts_at: "", ends_at: "", attempts: 1 },
      "Ravi Kumar gave Neha ecode access from none to none (1 attempt)",
    ],
    ["mail.read", null, { mail: 7, to: "a@x.in" }, "Ravi Kumar read mail #7 to a@x.in"],
    [
      "mail.read",
      null,
      { mail: 7, kind: "grade", to: "a@x.in" },
      "Ravi Kumar read mail #7 (grade) to a@x.in",
    ],
    [
      "market.holidays.import",
      null,
      { file_name: "h.csv", holidays: 1 },
      "Ravi Kumar loaded the trading calendar from h.csv: 1 holiday",
    ],
    [
      "market.holidays.import",
      null,
      { file_name: "h.csv", years: [2026, 2027], holidays: 15, sessions: 1, removed: 2 },
      "Ravi Kumar loaded the trading calendar of 2026, 2027 from h.csv: 15 holidays and 1 special session, 2 earlier days removed",
    ],
    [
      "analytics.nudge",
      "Neha Rao",
      { program: "IBEP", subject: "Hello" },
      "Ravi Kumar nudged Neha Rao in IBEP: Hello",
    ],
    [
      "analytics.nudge",
      null,
      { learners: 1, program: "IBEP", subject: "Hello" },
      "Ravi Kumar nudged 1 learner of IBEP: Hello",
    ],
    [
      "analytics.recalculate",
      null,
      { program: "IBEP" },
      "Ravi Kumar recalculated the question statistics of IBEP",
    ],
    [
      "analytics.recalculate",
      null,
      { program: "IBEP", questions: 0 },
      "Ravi Kumar recalculated the question statistics of IBEP (0 questions)",
    ],
    ["certificate.rules.update", "IBEP", {}, "Ravi Kumar set the certificate rules of IBEP"],
    [
      "certificate.rules.update",
      "IBEP",
      { criteria: "all quizzes" },
      "Ravi Kumar set the certificate rules of IBEP: all quizzes",
    ],
    [
      "certificate.name",
      "Neha Rao",
      { program: "IBEP" },
      "Ravi Kumar corrected the name on the IBEP certificate of Neha Rao",
    ],
    [
      "privacy.consent",
      "Neha",
      { granted: false, purpose: "public_name" },
      "Ravi Kumar withdrew consent to public_name",
    ],
    [
      "privacy.consent",
      "Neha",
      { granted: true, purpose: "public_name", notice_version: 2 },
      "Ravi Kumar gave consent to public_name (notice version 2)",
    ],
    ["privacy.request", "Neha", { kind: "access" }, "Ravi Kumar filed an access request for Neha"],
    [
      "privacy.request",
      "Neha",
      { kind: "erasure", id: 4 },
      "Ravi Kumar filed an erasure request for Neha (#4)",
    ],
    ["privacy.request", "Neha", { kind: "correction" }, "Ravi Kumar filed a correction request for Neha"],
    [
      "privacy.decide",
      "Neha",
      { decision: "refuse", kind: "correction", id: 4, reason: "No proof" },
      "Ravi Kumar refused the correction request #4 of Neha (“No proof”)",
    ],
    [
      "privacy.decide",
      "Neha",
      { decision: "approve", kind: "correction", id: 4 },
      "Ravi Kumar approved the correction request #4 of Neha",
    ],
  ];

  it.each(VARIANTS)("%s", (action, target, details, sentence) => {
    expect(describeAudit({ action, actor: A, target, details })).toBe(sentence);
  });

  it("describes a change with the old value kept beside it (rows before issue 21), and a save without changes", () => {
    const old = { changes: { title: "New" }, before: { title: "Old" } };
    expect(
      describeAudit({ action: "content.module.update", actor: A, target: "module 2", details: old }),
    ).toBe("Ravi Kumar changed the title of module 2 from Old to New");
    expect(
      describeAudit({
        action: "content.module.update",
        actor: A,
        target: "module 2",
        details: { changes: {} },
      }),
    ).toBe("Ravi Kumar saved module 2 without changes");
    expect(
      describeAudit({
        action: "content.module.update",
        actor: A,
        target: "module 2",
        details: { changes: null },
      }),
    ).toBe("Ravi Kumar saved module 2 without changes");
  });

  it("says a long text was edited rather than quoting it, from 81 characters", () => {
    const long = "x".repeat(81);
    const edit = (to: string) =>
      describeAudit({
        action: "faq.update",
        actor: A,
        target: "FAQ 2",
        details: { changes: { answer: { from: "Short", to } } },
      });
    expect(edit(long)).toBe("Ravi Kumar edited the answer of FAQ 2");
    expect(edit("x".repeat(80))).toBe(
      `Ravi Kumar changed the answer of FAQ 2 from Short to ${"x".repeat(80)}`,
    );
  });
});

describe("auditValue", () => {
  it("writes nothing, lists, booleans, objects, times, long and spaced text", () => {
    expect(auditValue(undefined)).toBe("none");
    expect(auditValue("")).toBe("none");
    expect(auditValue([])).toBe("none");
    expect(auditValue(["a", 2])).toBe("a, 2");
    expect(auditValue(false)).toBe("no");
    expect(auditValue(true)).toBe("yes");
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
    expect(auditValue(() => 1)).toBe("none");
    expect(auditValue(0)).toBe("0");
    expect(auditValue("x2026-12-01T10:00")).toBe("x2026-12-01T10:00");
    expect(auditValue("x".repeat(80))).toBe("x".repeat(80));
    expect(auditValue("x".repeat(81))).toBe(`“${"x".repeat(79)}…”`);
  });
});
