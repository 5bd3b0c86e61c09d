// API contract of certificates (issue 44): the learner's certificate and progress towards it (/api/certificates),
// the public verification (/api/certificates/verify/{code}) and the admins' rules and certificates
// (/api/admin/certificates).
import { z } from "zod";
import {
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_STATUSES,
  REQUIREMENT_KEYS,
  RULE_LIMITS,
  certificateNameProblem,
  cleanCertificateName,
  hasRequirement,
  normalizeCertificateCode,
} from "../certificates.ts";
import { PROGRAM_NAMES } from "../programs.ts";
import { Email, MAX_ID, NumberInput, noControlCharacters } from "./common.ts";

const Percent = (label: string) =>
  NumberInput(label).pipe(
    z
      .number()
      .int(`Enter ${label.toLowerCase()} as a whole number`)
      .min(RULE_LIMITS.percent.min, `Enter ${label.toLowerCase()} from 1 to 100`)
      .max(RULE_LIMITS.percent.max, `Enter ${label.toLowerCase()} from 1 to 100`),
  );

const Count = (label: string) =>
  NumberInput(label).pipe(
    z
      .number()
      .int(`Enter ${label.toLowerCase()} as a whole number`)
      .min(RULE_LIMITS.count.min, `Enter ${label.toLowerCase()} from 1 to 100`)
      .max(RULE_LIMITS.count.max, `Enter ${label.toLowerCase()} from 1 to 100`),
  );

/** A program's completion rules (certificates.ts CompletionRules); null turns a requirement off. */
export const CompletionRules = z
  .object({
    videos_percent: Percent("The share of videos").nullable(),
    quizzes_percent: Percent("The share of quizzes").nullable(),
    quiz_pass_percent: Percent("The quiz pass mark"),
    research_count: Count("The number of graded items").nullable(),
    research_mark_percent: Percent("The grade needed"),
    games_count: Count("The number of game sets").nullable(),
    requires_approval: z.boolean({ error: "Say whether an admin approves each certificate" }),
  })
  .refine(hasRequirement, "Set at least one requirement");
export type CompletionRules = z.infer<typeof CompletionRules>;

/** A program name in a path. */
export const ProgramParam = z.object({
  program: z.enum(PROGRAM_NAMES, { message: "Choose a program from the list" }),
});
export type ProgramParam = z.infer<typeof ProgramParam>;

/** One program's rules on the admin screen (rules null: the program awards no certificate). */
export const ProgramRules = z.object({
  program: z.string(),
  label: z.string(),
  rules: CompletionRules.nullable(),
  /** The one-sentence criteria of the rules (what a credential issued now would say). */
  criteria: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** Learners enrolled, and their certificates by status. */
  enrolled: z.number().int(),
  issued: z.number().int(),
  pending: z.number().int(),
});
export type ProgramRules = z.infer<typeof ProgramRules>;

/** GET /api/admin/certificates/rules: every program, with its rules if it has some. */
export const AdminRulesList = z.object({ programs: z.array(ProgramRules) });
export type AdminRulesList = z.infer<typeof AdminRulesList>;

export const CertificateStatus = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof CertificateStatus>;

/** One requirement against the learner's counts (certificates.ts RequirementResult). */
export const RequirementResult = z.object({
  key: z.enum(REQUIREMENT_KEYS),
  label: z.string(),
  target: z.string(),
  progress: z.string(),
  met: z.boolean(),
  left: z.number().int(),
  missing: z.string().nullable(),
});

/** The rules against the learner's counts. */
export const CompletionResult = z.object({
  requirements: z.array(RequirementResult),
  met: z.number().int(),
  total: z.number().int(),
  complete: z.boolean(),
  summary: z.string(),
});
export type CompletionResult = z.infer<typeof CompletionResult>;

/** A certificate as its owner sees it (and downloads it). */
export const MyCertificate = z.object({
  id: z.number().int(),
  status: CertificateStatus,
  program: z.string(),
  program_label: z.string(),
  /** The name printed on it. */
  name: z.string(),
  issuer: z.string(),
  /** Hyphenated for reading (7K2M-9QXD-4TPB-H0WZ); null until issued. */
  code: z.string().nullable(),
  issued_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Why an admin declined or revoked it. */
  reason: z.string().nullable(),
  /** The public verification page; null until issued. */
  verify_url: z.string().nullable(),
  /** LinkedIn's prefilled add-certification form; null unless issued. */
  linkedin_url: z.string().nullable(),
});
export type MyCertificate = z.infer<typeof MyCertificate>;

/**
 * GET /api/certificates/mine: the current program's rules against the learner's work, the certificate when there is
 * one (checked and issued or queued on the way, when the rules are met and the name is confirmed), the learner's
 * confirmed name, and every certificate they hold.
 */
export const MyCertificatesResponse = z.object({
  program: z.string().nullable(),
  program_label: z.string().nullable(),
  /** Null: the current program awards no certificate. */
  progress: CompletionResult.nullable(),
  requires_approval: z.boolean(),
  certificate: MyCertificate.nullable(),
  name: z.object({
    /** The name as the learner confirmed it (later changed only by admins); null until confirmed. */
    confirmed: z.string().nullable(),
    /** The account's name, offered as the starting point. */
    suggested: z.string(),
  }),
  certificates: z.array(MyCertificate),
});
export type MyCertificatesResponse = z.infer<typeof MyCertificatesResponse>;

/** A name for certificates, as the learner or an admin types it. */
export const CertificateName = z
  .string({ error: "Enter your full name as it should appear on the certificate" })
  .max(CERTIFICATE_NAME_MAX * 2, `Shorten the name to ${CERTIFICATE_NAME_MAX} characters or fewer`)
  .transform(cleanCertificateName)
  .superRefine((name, ctx) => {
    const problem = certificateNameProblem(name);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** POST /api/certificates/name: the learner confirms, once, the name their certificates carry. */
export const ConfirmNameBody = z.object({ name: CertificateName });
export type ConfirmNameBody = z.infer<typeof ConfirmNameBody>;

/** A certificate code in a path: any spelling normalizeCertificateCode reads. */
export const CodeParam = z.object({
  code: z
    .string()
    .max(40, "This is not a certificate code")
    .transform((code, ctx) => {
      const normal = normalizeCertificateCode(code);
      if (normal === null) {
        ctx.addIssue({
          code: "custom",
          message: "This is not a certificate code: it has 16 letters and digits",
        });
        return z.NEVER;
      }
      return normal;
    }),
});

/**
 * GET /api/certificates/verify/{code} (public): what an employer may know, and nothing else. It is also the
 * credential's status document (an Open Badges credentialStatus of type 1EdTechRevocationList): `id`, `issuer` and
 * `revokedCredentials`, which lists the credential when it is revoked.
 */
export const VerifyResponse = z.object({
  status: z.enum(["valid", "revoked"]),
  code: z.string(),
  name: z.string(),
  program: z.string(),
  issued_at: z.string(),
  issuer_name: z.string(),
  revoked_at: z.string().nullable(),
  id: z.string(),
  issuer: z.string(),
  revokedCredentials: z.array(z.object({ id: z.string() })),
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;

/** A certificate on the admin screen. */
export const AdminCertificate = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  account_name: z.string(),
  name: z.string(),
  program: z.string(),
  program_label: z.string(),
  status: CertificateStatus,
  code: z.string(),
  requested_at: z.string(),
  issued_at: z.string().nullable(),
  /** Who issued or approved it (null: issued when the rules were met). */
  issued_by: z.string().nullable(),
  revoked_at: z.string().nullable(),
  reason: z.string().nullable(),
  criteria: z.string(),
  verify_url: z.string(),
});
export type AdminCertificate = z.infer<typeof AdminCertificate>;

/** GET /api/admin/certificates: filtered by status, program and learner (name or email), newest first. */
export const AdminCertificateQuery = z.object({
  status: CertificateStatus.optional(),
  program: z.enum(PROGRAM_NAMES, { message: "Choose a program from the list" }).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminCertificateQuery = z.infer<typeof AdminCertificateQuery>;

export const AdminCertificateList = z.object({
  total: z.number().int(),
  certificates: z.array(AdminCertificate),
});
export type AdminCertificateList = z.infer<typeof AdminCertificateList>;

/** A certificate id in a path. */
export const CertificateIdParam = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, `must be at most ${MAX_ID}`),
});

const Reason = z
  .string({ error: "Give a reason" })
  .trim()
  .min(3, "Give a reason of at least 3 characters")
  .max(500, "Shorten the reason to 500 characters or fewer")
  .refine(...noControlCharacters("Reason"));

/** POST /api/admin/certificates/{id}/revoke and /decline: the reason the learner is told. */
export const ReasonBody = z.object({ reason: Reason });
export type ReasonBody = z.infer<typeof ReasonBody>;

/** PUT /api/admin/certificates/{id}/name: a correction of the printed name, with its reason (audited). */
export const CorrectNameBody = z.object({ name: CertificateName, reason: Reason });
export type CorrectNameBody = z.infer<typeof CorrectNameBody>;

/**
 * POST /api/admin/certificates: an admin issues a certificate whatever the rules say, to an enrolled learner; the
 * name is the learner's confirmed one, or the one given here (which becomes their confirmed name).
 */
export const AdminIssueBody = z.object({
  email: Email,
  program: z.enum(PROGRAM_NAMES, { message: "Choose a program from the list" }),
  name: CertificateName.optional(),
  reason: Reason,
});
export type AdminIssueBody = z.infer<typeof AdminIssueBody>;

/** GET /.well-known/jwks.json: the institute's public keys that sign Open Badges credentials. */
export const Jwks = z.object({
  keys: z.array(z.record(z.string(), z.unknown())),
});
