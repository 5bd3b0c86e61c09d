// Mail (issue 23): the outbox as admins read it at /admin/mail and through the CLI (mail:list, mail:test).
import { z } from "zod";
import { Email } from "./common.ts";

// A length bound before the email check, so a huge body is refused cheaply.
const BoundedEmail = z.string().max(254, "Shorten the email address").pipe(Email);

/** The states of an outbox row, in the order a mail passes them (failed and dropped are final, like sent). */
export const MAIL_STATES = ["pending", "sending", "sent", "failed", "dropped"] as const;
export const MailState = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof MailState>;

/** The kinds of mail; security mails (reset links) can never be turned off. */
export const MAIL_KINDS = [
  "welcome",
  "password_reset",
  "test",
  "live_scheduled",
  "live_moved",
  "live_cancelled",
  "live_reminder",
  "grade",
  "renewal",
  "nudge",
  "calendar_gap",
  "certificate",
  "privacy_export",
  "privacy_erasure_notice",
  "privacy_erasure_done",
] as const;
export const MailKind = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof MailKind>;

/** What a learner may switch off, one switch per category (at /profile/notifications or a mail's unsubscribe link). */
export const MAIL_CATEGORIES = ["live_sessions", "grades", "renewals", "nudges"] as const;
export const MailCategory = z.enum(MAIL_CATEGORIES);
export type MailCategory = z.infer<typeof MailCategory>;

/**
 * Each kind's category; null for mails about the account's security (set-password, reset, a test an admin sends),
 * which are always sent and carry no unsubscribe link. A Record, so a new kind cannot be added without deciding.
 */
export const MAIL_KIND_CATEGORY: Record<MailKind, MailCategory | null> = {
  welcome: null,
  password_reset: null,
  test: null,
  live_scheduled: "live_sessions",
  live_moved: "live_sessions",
  live_cancelled: "live_sessions",
  live_reminder: "live_sessions",
  grade: "grades",
  renewal: "renewals",
  nudge: "nudges",
  // To the admins, once per gap (issue 38): operational, like a test mail, so never switched off.
  calendar_gap: null,
  // Once per program, and the learner's proof of completion: like the account mails, it cannot be switched off.
  certificate: null,
  // The learner's data rights (issue 43): answers to the learner's own requests, owed by law, never switched off.
  privacy_export: null,
  privacy_erasure_notice: null,
  privacy_erasure_done: null,
};

/** A category as the preferences page and the unsubscribe page name it. */
export const MAIL_CATEGORY_LABELS: Record<MailCategory, { label: string; description: string }> = {
  live_sessions: {
    label: "Live sessions",
    description:
      "New, moved and cancelled sessions with a calendar invitation, and the reminder before each one.",
  },
  grades: {
    label: "Grades",
    description: "When an instructor grades your research or case project, with the score.",
  },
  renewals: {
    label: "Renewals",
    description: "A reminder 14 days before your program access ends, with the renewal link.",
  },
  nudges: {
    label: "Messages from your instructors",
    description: "A note from an instructor when you have fallen behind, e.g. missed research or videos.",
  },
};

/** The mails that are always sent, as the preferences page lists them. */
export const ALWAYS_ON_MAILS = [
  "Set-password links for a new account",
  "Password reset links you ask for",
  "Your certificate when a program's certificate is issued",
] as const;

/** The category a mail kind belongs to (null: a security mail, always sent). */
export function mailCategoryOf(kind: MailKind): MailCategory | null {
  return MAIL_KIND_CATEGORY[kind];
}

/**
 * An unsubscribe token: `u1.<user id>.<category>.<signature>`; the server signs and checks it, and the unsubscribe
 * page reads the category from it to say what the button stops. Returns null for anything of another shape.
 */
export function unsubscribeTokenParts(
  token: string,
): { userId: number; category: MailCategory; signature: string } | null {
  const m = /^u1\.([1-9][0-9]{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{16,64})$/.exec(token);
  if (!m) return null;
  const category = MailCategory.safeParse(m[2]);
  if (!category.success) return null;
  return { userId: Number(m[1]), category: category.data, signature: m[3]! };
}

/** The unsubscribe token in a path: a bounded string of the token's characters. */
export const UnsubscribeParam = z.object({
  token: z
    .string()
    .max(200, "The unsubscribe link is not valid")
    .regex(/^[A-Za-z0-9._-]+$/, "The unsubscribe link is not valid"),
});
export type UnsubscribeParam = z.infer<typeof UnsubscribeParam>;

/** POST /api/mail/unsubscribe/{token}: the category now off. */
export const UnsubscribeResponse = z.object({
  ok: z.literal(true),
  category: MailCategory,
  label: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/** One switch of GET /api/user/notification-preferences. */
export const MailPreference = z.object({
  category: MailCategory,
  label: z.string(),
  description: z.string(),
  email: z.boolean(),
});
export type MailPreference = z.infer<typeof MailPreference>;

/** GET and PUT /api/user/notification-preferences: the learner's switches and the mails that are always on. */
export const MailPreferencesResponse = z.object({
  preferences: z.array(MailPreference),
  always_on: z.array(z.string()),
});
export type MailPreferencesResponse = z.infer<typeof MailPreferencesResponse>;

/** PUT /api/user/notification-preferences: the categories to switch on (true) or off (false). */
export const MailPreferencesBody = z
  .strictObject(
    Object.fromEntries(
      MAIL_CATEGORIES.map((c) => [
        c,
        z.boolean(`${MAIL_CATEGORY_LABELS[c].label} must be on or off`).optional(),
      ]),
    ) as Record<MailCategory, z.ZodOptional<z.ZodBoolean>>,
    { error: (issue) => (issue.code === "unrecognized_keys" ? "Unknown kind of email" : undefined) },
  )
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Choose at least one kind of email");
export type MailPreferencesBody = z.infer<typeof MailPreferencesBody>;

/** GET /api/admin/mail: newest first, optionally one state. */
export const MailListQuery = z.object({
  state: MailState.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type MailListQuery = z.infer<typeof MailListQuery>;

/** One outbox row in the list. */
export const MailSummary = z.object({
  id: z.number().int(),
  kind: MailKind,
  to: z.string(),
  subject: z.string().nullable(),
  state: MailState,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type MailSummary = z.infer<typeof MailSummary>;

export const MailListResponse = z.object({ mails: z.array(MailSummary), total: z.number().int() });
export type MailListResponse = z.infer<typeof MailListResponse>;

/** GET /api/admin/mail/{id}: a mail with its plain-text body (null until the sender has rendered it). */
export const MailDetail = MailSummary.extend({
  text: z.string().nullable(),
  message_id: z.string().nullable(),
  /** Its set-password link is shown as token=removed (issue 41: the screen says why and offers a new link). */
  link_hidden: z.boolean(),
});
export type MailDetail = z.infer<typeof MailDetail>;

/** POST /api/admin/mail/test: queue a test mail to an address. */
export const MailTestBody = z.object({ to: BoundedEmail });
export type MailTestBody = z.infer<typeof MailTestBody>;
export const MailTestResponse = z.object({ ok: z.literal(true), id: z.number().int() });

/** POST /api/admin/mail/{id}/new-link: a fresh set-password mail to the same learner; `id` is the new mail's. */
export const MailNewLinkResponse = MailTestResponse;
export type MailNewLinkResponse = z.infer<typeof MailNewLinkResponse>;
export type MailTestResponse = z.infer<typeof MailTestResponse>;

/** POST /api/auth/forgot: ask for a password-reset link by email. */
export const ForgotBody = z.object({ email: BoundedEmail });
export type ForgotBody = z.infer<typeof ForgotBody>;

/** The one answer of POST /api/auth/forgot, whether or not the address has an account. */
export const FORGOT_MESSAGE =
  "If an account uses this address, a link to set a new password is on its way. It works once, within 1 hour.";
export const ForgotResponse = z.object({ ok: z.literal(true), message: z.string() });
export type ForgotResponse = z.infer<typeof ForgotResponse>;
