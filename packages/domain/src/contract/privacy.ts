// API contract of learners' data rights (issue 43, India's DPDP Act 2023 and DPDP Rules 2025): the privacy notice
// and consent (/api/privacy/notice, /api/privacy/consent), the learner's requests (export, correction, erasure,
// grievance at /api/privacy/requests) and the admins' data map, requests and notice (/api/admin/privacy).
import { z } from "zod";
import { MAX_ID, noControlCharacters } from "./common.ts";

/** The languages the notice is published in (DPDP Rules 2025: English or a language of the Eighth Schedule). */
export const NOTICE_LANGUAGES = ["en", "hi"] as const;
export const NoticeLanguage = z.enum(NOTICE_LANGUAGES, { message: "Choose English (en) or Hindi (hi)" });
export type NoticeLanguage = z.infer<typeof NoticeLanguage>;

/**
 * The optional purposes a learner consents to one by one and withdraws in one click at /profile/privacy; the
 * necessary ones (the account and the teaching) are covered by taking the course and end with erasure.
 */
export const OPTIONAL_PURPOSES = ["marketing_mail", "cohort_comparison", "public_name"] as const;
export const OptionalPurpose = z.enum(OPTIONAL_PURPOSES, { message: "Choose a purpose from the notice" });
export type OptionalPurpose = z.infer<typeof OptionalPurpose>;

/** One item of the notice: what is collected, why, and what service it enables. */
export const NoticeItem = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, "Give each item an id of lower-case letters, digits and _ (2-40)"),
  what: z
    .string()
    .trim()
    .min(1, "Say what is collected")
    .max(500)
    .refine(...noControlCharacters("What is collected")),
  why: z
    .string()
    .trim()
    .min(1, "Say why it is collected")
    .max(500)
    .refine(...noControlCharacters("Why")),
  service: z
    .string()
    .trim()
    .min(1, "Say what service it enables")
    .max(500)
    .refine(...noControlCharacters("Service")),
  /** An optional purpose's key (withdrawable); null for what the course needs. */
  purpose: OptionalPurpose.nullable(),
});
export type NoticeItem = z.infer<typeof NoticeItem>;

const NoticeText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${label}`)
    .max(max, `Shorten the ${label} to ${max} characters`)
    .refine(...noControlCharacters(label, true));

/** The notice in one language. */
export const NoticeContent = z.object({
  title: NoticeText("title", 200),
  intro: NoticeText("introduction", 2000),
  items: z
    .array(NoticeItem)
    .min(1, "List at least one item")
    .max(30, "List at most 30 items")
    .superRefine((items, ctx) => {
      // An id names one item, and an optional purpose is withdrawn with one switch: each appears once.
      const ids = new Set<string>();
      const purposes = new Set<string>();
      items.forEach((item, i) => {
        if (ids.has(item.id))
          ctx.addIssue({
            code: "custom",
            path: [i, "id"],
            message: `Give each item its own id: ${item.id} is used twice`,
          });
        if (item.purpose !== null && purposes.has(item.purpose))
          ctx.addIssue({
            code: "custom",
            path: [i, "purpose"],
            message: "Each optional use has one item: this one is chosen above",
          });
        ids.add(item.id);
        if (item.purpose !== null) purposes.add(item.purpose);
      });
    }),
  withdraw: NoticeText("how to withdraw", 2000),
  complain: NoticeText("how to complain", 2000),
});
export type NoticeContent = z.infer<typeof NoticeContent>;

/** The notice in every language (admins edit both; each publish makes a new version). */
export const NoticeBody = z
  .object({ en: NoticeContent, hi: NoticeContent })
  .refine(
    (b) =>
      JSON.stringify(b.en.items.map((i) => [i.id, i.purpose])) ===
      JSON.stringify(b.hi.items.map((i) => [i.id, i.purpose])),
    { message: "List the same items (ids and purposes) in English and Hindi", path: ["hi", "items"] },
  );
export type NoticeBody = z.infer<typeof NoticeBody>;

/** The grievance officer (PRIVACY_OFFICER_*), on every privacy page. */
export const GrievanceContact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  response_days: z.number().int().describe("days within which a grievance or request is answered"),
  board_url: z.string().describe("where a learner may complain if not satisfied (the Data Protection Board)"),
});
export type GrievanceContact = z.infer<typeof GrievanceContact>;

/** GET /api/privacy/notice: the current notice (public: shown at sign-up). */
export const NoticeResponse = z.object({
  version: z.number().int(),
  published_at: z.string(),
  notice: z.object({ en: NoticeContent, hi: NoticeContent }),
  contact: GrievanceContact,
});
export type NoticeResponse = z.infer<typeof NoticeResponse>;

/** POST /api/privacy/consent: the learner accepts a notice version and chooses the optional purposes. */
export const ConsentBody = z.object({
  notice_version: z.coerce.number().int().positive().max(MAX_ID),
  purposes: z.array(OptionalPurpose).max(OPTIONAL_PURPOSES.length).default([]),
  language: NoticeLanguage.default("en"),
});
export type ConsentBody = z.infer<typeof ConsentBody>;

/** What refuses a sign-up without the notice accepted (its required items cover the account and the teaching). */
export const SIGNUP_CONSENT_MESSAGE =
  "Read the privacy notice and tick that you accept it: we need its required items to run your account";

/**
 * The consent given in POST /api/auth/signup (DPDP Act s.6: before any data is collected): the notice version shown,
 * the required items accepted, the optional purposes ticked. Recorded in the same transaction as the account.
 */
export const SignupConsent = z.object(
  { ...ConsentBody.shape, accepted: z.literal(true, { error: SIGNUP_CONSENT_MESSAGE }) },
  { error: SIGNUP_CONSENT_MESSAGE },
);
export type SignupConsent = z.infer<typeof SignupConsent>;

/** PUT /api/privacy/consent/{purpose}: gives or withdraws one optional purpose (takes effect at once). */
export const PurposeParam = z.object({ purpose: OptionalPurpose });
export const PurposeBody = z.object({
  granted: z.boolean({ error: "Say whether you give (true) or withdraw (false)" }),
});
export type PurposeBody = z.infer<typeof PurposeBody>;

/** The kinds of request a learner (or an admin on their behalf) makes. */
export const REQUEST_KINDS = ["access", "correction", "erasure", "grievance"] as const;
export const RequestKind = z.enum(REQUEST_KINDS);
export type RequestKind = z.infer<typeof RequestKind>;

/**
 * A request's states: open (waiting for an admin: correction, grievance), preparing (an export being built),
 * scheduled (an erasure in its cool-off period), running (an erasure under way), done, refused, cancelled.
 */
export const REQUEST_STATES = [
  "open",
  "preparing",
  "scheduled",
  "running",
  "done",
  "refused",
  "cancelled",
] as const;
export const RequestState = z.enum(REQUEST_STATES);
export type RequestState = z.infer<typeof RequestState>;

/** What a learner cannot edit themselves and asks an admin to correct. */
export const CORRECTION_FIELDS = ["email", "legal_name", "other"] as const;
export const CorrectionField = z.enum(CORRECTION_FIELDS, { message: "Choose what to correct" });
export type CorrectionField = z.infer<typeof CorrectionField>;

const Message = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${label}`)
    .max(2000, `Shorten the ${label} to 2000 characters`)
    .refine(...noControlCharacters(label, true));

/** POST /api/privacy/requests: a new request (an export, a correction, an erasure or a grievance). */
export const NewRequestBody = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("access") }),
    z.object({
      kind: z.literal("correction"),
      field: CorrectionField,
      value: z
        .string()
        .trim()
        .min(1, "Write the correct value")
        .max(254, "Shorten the correct value to 254 characters")
        .refine(...noControlCharacters("Correct value")),
      note: z
        .string()
        .trim()
        .max(2000)
        .refine(...noControlCharacters("Note", true))
        .default(""),
    }),
    z.object({
      kind: z.literal("erasure"),
      note: z
        .string()
        .trim()
        .max(2000)
        .refine(...noControlCharacters("Note", true))
        .default(""),
    }),
    z.object({ kind: z.literal("grievance"), message: Message("grievance") }),
  ],
  { error: "Choose a request: access, correction, erasure or grievance" },
);
export type NewRequestBody = z.infer<typeof NewRequestBody>;

/** One request as the learner and the admins see it. */
export const PrivacyRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_label: z.string().describe("the learner's name and email (or 'erased learner #id' after erasure)"),
  kind: RequestKind,
  state: RequestState,
  origin: z.enum(["learner", "admin", "retention"]),
  field: CorrectionField.nullable(),
  value: z.string().nullable(),
  message: z.string(),
  response: z.string().nullable(),
  created_at: z.string(),
  due_at: z.string().describe("the date by which it must be answered"),
  scheduled_for: z.string().nullable().describe("an erasure: when it runs unless cancelled"),
  resolved_at: z.string().nullable(),
  step: z.string().nullable().describe("an erasure under way: the step it reached"),
  download_path: z.string().nullable().describe("an export ready to download (until download_expires_at)"),
  download_expires_at: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequest>;

/** One optional purpose with the learner's current choice. */
export const PurposeState = z.object({
  purpose: OptionalPurpose,
  granted: z.boolean(),
  at: z.string().nullable(),
});

/** GET /api/privacy/me: the learner's privacy page. */
export const MyPrivacy = z.object({
  notice_version: z.number().int(),
  accepted_version: z.number().int().nullable().describe("the notice version the learner last accepted"),
  accepted_at: z.string().nullable(),
  needs_consent: z.boolean().describe("true when the notice changed since the learner last accepted it"),
  purposes: z.array(PurposeState),
  requests: z.array(PrivacyRequest),
  contact: GrievanceContact,
  erasure_notice_hours: z.number().int(),
});
export type MyPrivacy = z.infer<typeof MyPrivacy>;

/** One declared item of personal data (each module's personal-data declaration). */
export const DataMapItem = z.object({
  module: z.string(),
  id: z.string(),
  where: z.string().describe("table(columns), storage prefix, outbox or mail folder"),
  what: z.string(),
  purpose: z.string(),
  retention: z.string(),
  erasure: z.enum(["delete", "anonymise", "keep"]),
  legal_basis: z.string().nullable().describe("why an item is kept after erasure"),
});
export type DataMapItem = z.infer<typeof DataMapItem>;

/** GET /api/admin/privacy: the data map, the requests and the notice versions. */
export const AdminPrivacy = z.object({
  data_map: z.array(DataMapItem),
  requests: z.array(PrivacyRequest),
  notices: z.array(
    z.object({ version: z.number().int(), published_at: z.string(), published_by: z.string().nullable() }),
  ),
  contact: GrievanceContact,
  retention_years: z.number(),
});
export type AdminPrivacy = z.infer<typeof AdminPrivacy>;

/** POST /api/admin/privacy/requests: an admin files a request on a learner's behalf. */
export const AdminNewRequestBody = z.object({
  user_id: z.coerce.number().int().positive().max(MAX_ID),
  request: NewRequestBody,
});
export type AdminNewRequestBody = z.infer<typeof AdminNewRequestBody>;

/** POST /api/admin/privacy/requests/{id}/decide: approve or refuse a correction or answer a grievance. */
export const DecideBody = z.object({
  decision: z.enum(["approve", "refuse"], { message: "Choose approve or refuse" }),
  reason: z
    .string()
    .trim()
    .max(2000, "Shorten the reason to 2000 characters")
    .refine(...noControlCharacters("Reason", true))
    .default(""),
});
export type DecideBody = z.infer<typeof DecideBody>;

/** An export's download token in its path. */
export const DownloadParam = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Open the whole download link from the email"),
});
