// Certificates (issue 44), the learner's side: progress towards the program's certificate and the certificate itself
// (issued or queued when the rules are met: checked when they open My progress and by the sweep), the name they
// confirm once, the public verification, the PDF and the Open Badges credential. The admins' rules, approvals,
// issues, revocations and name corrections are in admin-service.ts; both start and issue through issuing.ts.
import { and, desc, eq } from "drizzle-orm";
import {
  certificateTitle,
  evaluateCompletion,
  formatCertificateCode,
  linkedInAddUrl,
} from "@fincareer/domain/certificates";
import type {
  MyCertificate,
  MyCertificatesResponse,
  VerifyResponse,
} from "@fincareer/domain/contract/certificates";
import { researchKindFor } from "@fincareer/domain/research-rules";
import { certificateNames, certificateRules, certificates, users } from "../../db/schema.ts";
import type { CertificateRow } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { openBadgeCredential, signCredential, statusUrl } from "./credential.ts";
import { certificatePdf } from "./pdf.ts";
import { completionCounts, learnerCounts, learnersWithoutCertificate } from "./progress-sql.ts";
import { consentsOf } from "../../platform/privacy.ts";
import { createCertificateAdmin } from "./admin-service.ts";
import { createIssuing, labelOf, rulesOf } from "./issuing.ts";
import type { CertificateDeps, CertificateFile } from "./issuing.ts";

export { newCertificateCode } from "./issuing.ts";
export type { CertificateDeps, CertificateFile } from "./issuing.ts";

/** Creates the certificate service: the learner's side, with the admins' (admin-service.ts). */
export function createCertificateService(deps: CertificateDeps) {
  const { db, keys, site } = deps;
  const issuing = createIssuing(deps);
  const { now, verifyUrl, rulesFor, confirmedName, startIn, afterNameIn } = issuing;

  function toMine(row: CertificateRow): MyCertificate {
    const shown = row.status === "issued" || row.status === "revoked";
    return {
      id: row.id,
      status: row.status,
      program: row.program,
      program_label: row.programLabel,
      name: row.name,
      issuer: row.issuer,
      code: shown ? formatCertificateCode(row.code) : null,
      issued_at: shown && row.issuedAt ? iso(row.issuedAt) : null,
      revoked_at: row.revokedAt ? iso(row.revokedAt) : null,
      reason: row.status === "declined" || row.status === "revoked" ? row.reason : null,
      verify_url: shown ? verifyUrl(row.code) : null,
      linkedin_url:
        row.status === "issued" && row.issuedAt
          ? linkedInAddUrl({
              certificateName: certificateTitle(row.programLabel),
              organization: row.issuer,
              issuedAt: row.issuedAt,
              certUrl: verifyUrl(row.code),
              certId: formatCertificateCode(row.code),
            })
          : null,
    };
  }

  /** Checks the learner's rules in a program and starts their certificate when met; returns the evaluation. */
  async function check(userId: number, program: string) {
    const rules = await rulesFor(db, program);
    if (!rules) return { rules: null, result: null };
    const counts = await learnerCounts(db, userId, program, rules);
    const result = evaluateCompletion(rules, counts, researchKindFor(program));
    if (result.complete) {
      const push = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: certificates.id })
          .from(certificates)
          .where(and(eq(certificates.userId, userId), eq(certificates.program, program)));
        return existing ? null : startIn(tx, userId, program, rules);
      });
      push?.();
    }
    return { rules, result };
  }

  async function mine(userId: number, program: string | null): Promise<MyCertificatesResponse> {
    const { rules, result } = program ? await check(userId, program) : { rules: null, result: null };
    const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const rows = await db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(desc(certificates.requestedAt), desc(certificates.id));
    const current = program ? rows.find((r) => r.program === program) : undefined;
    return {
      program,
      program_label: program ? labelOf(program) : null,
      progress: result,
      requires_approval: rules?.requires_approval ?? false,
      certificate: current ? toMine(current) : null,
      name: { confirmed: await confirmedName(db, userId), suggested: account?.name ?? "" },
      certificates: rows.filter((r) => r.status === "issued" || r.status === "revoked").map(toMine),
    };
  }

  /** The caller's own certificate row (an admin may open anyone's); another learner's answers like a missing one. */
  async function ownRow(caller: { userId: number; admin: boolean }, id: number): Promise<CertificateRow> {
    const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
    if (!row || (!caller.admin && row.userId !== caller.userId))
      throw notFound(`certificate ${id} not found`);
    if (row.status === "revoked")
      throw conflict(
        "This certificate has been revoked: it can no longer be downloaded",
        "certificate_revoked",
      );
    if (row.status !== "issued") throw conflict("This certificate has not been issued yet", "not_issued");
    return row;
  }

  return {
    mine,

    /** POST /api/certificates/name: confirms the learner's name once, then moves on what was waiting for it. */
    async confirmName(userId: number, program: string | null, name: string): Promise<MyCertificatesResponse> {
      const pushes = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(certificateNames)
          .values({ userId, name, confirmedAt: now() })
          .onConflictDoNothing({ target: certificateNames.userId })
          .returning();
        if (!saved) {
          const current = await confirmedName(tx, userId);
          throw conflict(
            `Your name for certificates is already confirmed as "${current}". To correct it, ask your instructor.`,
            "name_confirmed",
          );
        }
        const waiting = await tx
          .select()
          .from(certificates)
          .where(and(eq(certificates.userId, userId), eq(certificates.status, "name_needed")))
          .for("update");
        const out: (() => void)[] = [];
        for (const row of waiting) out.push(await afterNameIn(tx, row, name));
        return out;
      });
      for (const push of pushes) push();
      return mine(userId, program);
    },

    /** The PDF of an issued certificate. */
    async pdf(caller: { userId: number; admin: boolean }, id: number): Promise<CertificateFile> {
      const row = await ownRow(caller, id);
      const bytes = await certificatePdf({
        institute: row.issuer,
        name: row.name,
        programLabel: row.programLabel,
        issuedAt: row.issuedAt!,
        code: row.code,
        verifyUrl: verifyUrl(row.code),
      });
      return {
        body: Buffer.from(bytes),
        contentType: "application/pdf",
        fileName: `certificate-${row.program}-${row.code}.pdf`,
      };
    },

    /** The Open Badges 3.0 credential of an issued certificate, as a VC-JWT signed with the institute's key. */
    async badge(caller: { userId: number; admin: boolean }, id: number): Promise<CertificateFile> {
      const row = await ownRow(caller, id);
      const jwt = signCredential(openBadgeCredential(row, site.publicUrl), await keys.key());
      return {
        body: jwt,
        contentType: "application/jwt",
        fileName: `certificate-${row.program}-${row.code}.jwt`,
      };
    },

    /** GET /api/certificates/verify/{code}: an issued or revoked certificate's public facts; anything else is unknown. */
    async verify(code: string): Promise<VerifyResponse> {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
      if (!row || (row.status !== "issued" && row.status !== "revoked"))
        throw notFound(
          "No certificate has this code. Check it against the certificate.",
          "unknown_certificate",
        );
      const credentialId = verifyUrl(row.code);
      // A learner who withdrew "show my name" (issue 43) is shown by initials: the code still proves the certificate.
      const named = (await consentsOf(db, row.userId)).get("public_name") !== false;
      return {
        status: row.status === "issued" ? "valid" : "revoked",
        code: formatCertificateCode(row.code),
        name: named
          ? row.name
          : row.name
              .split(/\s+/)
              .map((part) => `${part.charAt(0)}.`)
              .join(" "),
        program: row.programLabel,
        issued_at: iso(row.issuedAt!),
        issuer_name: row.issuer,
        revoked_at: row.revokedAt ? iso(row.revokedAt) : null,
        id: statusUrl(site.publicUrl, row.code),
        issuer: site.publicUrl,
        revokedCredentials: row.status === "revoked" ? [{ id: credentialId }] : [],
      };
    },

    /** Every listed public key (GET /.well-known/jwks.json). */
    jwks: () => keys.jwks(),

    /**
     * Checks every program's learners without a certificate and starts the certificates of those who met the rules
     * (the worker runs it; tests call it). Returns how many learners were checked and certificates started.
     */
    async sweep(): Promise<{ checked: number; started: number }> {
      const all = await db.select().from(certificateRules);
      let checked = 0;
      let started = 0;
      for (const row of all) {
        const rules = rulesOf(row);
        const counts = await completionCounts(
          db,
          row.program,
          rules,
          learnersWithoutCertificate(row.program),
        );
        const kind = researchKindFor(row.program);
        for (const [userId, c] of counts) {
          checked += 1;
          if (!evaluateCompletion(rules, c, kind).complete) continue;
          const push = await db.transaction((tx) => startIn(tx, userId, row.program, rules));
          if (push) {
            started += 1;
            push();
          }
        }
      }
      return { checked, started };
    },

    ...createCertificateAdmin(deps, issuing),
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
