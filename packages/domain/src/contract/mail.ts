// Mail (issue 23): the outbox as admins read it at /admin/mail and through the CLI (mail:list, mail:test).
import { z } from "zod";
import { Email } from "./common.ts";

// A length bound before the email check, so a huge body is refused cheaply.
const BoundedEmail = z.string().max(254, "email is too long").pipe(Email);

/** The states of an outbox row, in the order a mail passes them (failed and dropped are final, like sent). */
export const MAIL_STATES = ["pending", "sending", "sent", "failed", "dropped"] as const;
export const MailState = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof MailState>;

/** The kinds of mail; security mails (reset links) can never be turned off. */
export const MAIL_KINDS = ["welcome", "password_reset", "test", "nudge"] as const;
export const MailKind = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof MailKind>;

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
});
export type MailDetail = z.infer<typeof MailDetail>;

/** POST /api/admin/mail/test: queue a test mail to an address. */
export const MailTestBody = z.object({ to: BoundedEmail });
export type MailTestBody = z.infer<typeof MailTestBody>;
export const MailTestResponse = z.object({ ok: z.literal(true), id: z.number().int() });
export type MailTestResponse = z.infer<typeof MailTestResponse>;

/** POST /api/auth/forgot: ask for a password-reset link by email. */
export const ForgotBody = z.object({ email: BoundedEmail });
export type ForgotBody = z.infer<typeof ForgotBody>;

/** The one answer of POST /api/auth/forgot, whether or not the address has an account. */
export const FORGOT_MESSAGE =
  "If an account uses this address, a link to set a new password is on its way. It works once, within 1 hour.";
export const ForgotResponse = z.object({ ok: z.literal(true), message: z.string() });
export type ForgotResponse = z.infer<typeof ForgotResponse>;
