import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, personalPasswordProblem } from "../password.ts";
import { Email, PersonName } from "./common.ts";
import { SignupConsent } from "./privacy.ts";

/** Fewest characters of a new password (kept under its old name for the forms). */
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;

/** A newly chosen password: length rules here; email/name and dictionary checks where the owner is known. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/auth/signup */
export const SignupBody = z
  .object({
    name: PersonName,
    email: Email,
    password: NewPassword,
    /** The privacy notice accepted on the form (issue 43): recorded with the account, or nothing is created. */
    consent: SignupConsent,
  })
  .superRefine((body, ctx) => {
    // Refinements run even when a field failed: only judge a password whose own checks passed.
    if (typeof body.password !== "string" || !NewPassword.safeParse(body.password).success) return;
    const problem = personalPasswordProblem(body.password, body);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });
export type SignupBody = z.infer<typeof SignupBody>;

/**
 * POST /api/auth/signup answers the same whether or not the email already has an account (no account probing);
 * the client then logs in with the same email and password.
 */
export const SignupResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof SignupResponse>;

/** POST /api/auth/login: existing passwords are only checked, so older, shorter ones still work. */
export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, "Enter your password").max(PASSWORD_MAX_LENGTH, "Enter your password"),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** Login answers with a signed JWT to send as `Authorization: Bearer`. */
export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** A password-reset token as it appears in the link (base64url, 43 characters). */
export const ResetToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "Open the whole reset link you were given");

/** POST /api/auth/reset-link/status and /reset-link/renew: a one-time link's token, checked or renewed, never spent. */
export const ResetLinkBody = z.object({ token: ResetToken }).strict();
export type ResetLinkBody = z.infer<typeof ResetLinkBody>;
/** The one answer of POST /api/auth/reset-link/renew, whether or not the token was ever issued. */
export const RENEW_LINK_MESSAGE =
  "If this link was ours, a new one is on its way to the address it was sent to. It works once, within 1 hour.";

/** Whether a one-time link still sets a password (unused, unexpired, newer than the account's password). */
export const ResetLinkStatus = z.object({ usable: z.boolean() });
export type ResetLinkStatus = z.infer<typeof ResetLinkStatus>;

/** POST /api/auth/reset-password: sets a new password with a one-time link from an admin. */
export const ResetPasswordBody = z.object({ token: ResetToken, password: NewPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
export const ResetPasswordResponse = z.object({
  ok: z.literal(true),
  email: z.string().describe("the account whose password was set"),
  token: z
    .string()
    .describe("a new login session's token, as POST /api/auth/login answers: the learner is logged in"),
  first_login: z.boolean().describe("true when the account had never logged in before (a new learner)"),
});
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

/** POST /api/user/password: the current password is required; other login sessions end. */
export const ChangePasswordBody = z.object({
  current: z
    .string()
    .min(1, "Enter your current password")
    .max(PASSWORD_MAX_LENGTH, "Enter your current password"),
  next: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
export const ChangePasswordResponse = z.object({
  ok: z.literal(true),
  ended_sessions: z.number().int().describe("other login sessions that were ended"),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;
