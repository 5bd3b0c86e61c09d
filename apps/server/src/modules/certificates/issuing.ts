// Certificates: how one is started and issued (shared by the learner's side, service.ts, and the admins',
// admin-service.ts). A certificate's mail is queued and its bell notice stored in the transaction that issues it; the
// bell is pushed after the commit (each function returns that push).
import { CERTIFICATE_NOTICE_LINK, PROFILE_NOTICE_LINK } from "@fincareer/domain/notification-links";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  CERTIFICATE_CODE_BYTES,
  criteriaNarrative,
  encodeCrockford,
  formatCertificateCode,
  verifyPageUrl,
} from "@fincareer/domain/certificates";
import type { CompletionRules } from "@fincareer/domain/certificates";
import { programInfo } from "@fincareer/domain/programs";
import { researchKindFor } from "@fincareer/domain/research-rules";
import type { Db } from "../../db/client.ts";
import { certificateNames, certificateRules, certificates, users } from "../../db/schema.ts";
import type { CertificateRow, CertificateRulesRow } from "../../db/schema.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import { enqueueMail } from "../../platform/outbox.ts";
import type { SigningKeys } from "./signing.ts";

/** What the service needs. */
export interface CertificateDeps {
  db: Db;
  notifications: NotificationService;
  keys: SigningKeys;
  /** PUBLIC_URL (no trailing slash) and INSTITUTE_NAME. */
  site: { publicUrl: string; institute: string };
  now?: () => Date;
}

/** A file to send: its bytes, type and download name. */
export interface CertificateFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

export const labelOf = (program: string) => programInfo(program)?.label ?? program;

/** A fresh code: 80 random bits as 16 Crockford base32 characters. */
export function newCertificateCode(): string {
  return encodeCrockford(randomBytes(CERTIFICATE_CODE_BYTES));
}

export function rulesOf(row: CertificateRulesRow): CompletionRules {
  return {
    videos_percent: row.videosPercent,
    quizzes_percent: row.quizzesPercent,
    quiz_pass_percent: row.quizPassPercent,
    research_count: row.researchCount,
    research_mark_percent: row.researchMarkPercent,
    games_count: row.gamesCount,
    requires_approval: row.requiresApproval,
  };
}

export function rowOf(rules: CompletionRules) {
  return {
    videosPercent: rules.videos_percent,
    quizzesPercent: rules.quizzes_percent,
    quizPassPercent: rules.quiz_pass_percent,
    researchCount: rules.research_count,
    researchMarkPercent: rules.research_mark_percent,
    gamesCount: rules.games_count,
    requiresApproval: rules.requires_approval,
  };
}

/** The bell's words for each event of a learner's certificate. */
export const NOTICES = {
  issued: (label: string) =>
    `Your ${label} certificate is ready: download it or add it to LinkedIn from My progress.`,
  pending: (label: string) =>
    `You have completed ${label}! Your certificate is waiting for an instructor's approval.`,
  nameNeeded: (label: string) =>
    `You have completed ${label}! Confirm your name on My progress to receive your certificate.`,
  declined: (label: string, reason: string) => `Your ${label} certificate was not approved: ${reason}`,
  revoked: (label: string, reason: string) => `Your ${label} certificate has been revoked: ${reason}`,
  renamed: (label: string, name: string) => `The name on your ${label} certificate is now "${name}".`,
};

/** The steps of a certificate's life that both sides take, inside the caller's transaction. */
export function createIssuing(deps: CertificateDeps) {
  const { notifications, site } = deps;
  const now = deps.now ?? (() => new Date());

  const verifyUrl = (code: string) => verifyPageUrl(site.publicUrl, code);

  async function rulesFor(tx: Db, program: string): Promise<CompletionRules | null> {
    const [row] = await tx.select().from(certificateRules).where(eq(certificateRules.program, program));
    return row ? rulesOf(row) : null;
  }

  async function confirmedName(tx: Db, userId: number): Promise<string | null> {
    const [row] = await tx
      .select({ name: certificateNames.name })
      .from(certificateNames)
      .where(eq(certificateNames.userId, userId));
    return row?.name ?? null;
  }

  /**
   * Issues a certificate row inside tx (status issued, the date, the name and issuer of now): queues the mail and
   * stores the bell notice; returns the push to run after the commit.
   */
  async function issueIn(
    tx: Db,
    row: CertificateRow,
    fields: { name: string; criteria?: string; issuedBy: number | null },
  ): Promise<() => void> {
    const at = now();
    const [issued] = await tx
      .update(certificates)
      .set({
        status: "issued",
        name: fields.name,
        issuer: site.institute,
        ...(fields.criteria ? { criteria: fields.criteria } : {}),
        issuedAt: at,
        issuedBy: fields.issuedBy,
        revokedAt: null,
        reason: null,
        updatedAt: at,
      })
      .where(eq(certificates.id, row.id))
      .returning();
    const [user] = await tx
      .select({ email: users.email, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, row.userId));
    if (user && user.deactivatedAt === null) {
      await enqueueMail(tx, {
        kind: "certificate",
        to: user.email,
        userId: row.userId,
        data: {
          name: fields.name,
          program: issued!.programLabel,
          code: formatCertificateCode(issued!.code),
          verify_url: verifyUrl(issued!.code),
          path: "/progress",
        },
      });
    }
    return notifications.notifyIn(
      tx,
      row.userId,
      NOTICES.issued(issued!.programLabel),
      CERTIFICATE_NOTICE_LINK,
    );
  }

  /**
   * Starts the certificate of a learner who met the rules (inside tx): issued at once, queued for approval, or
   * waiting for their name. Nothing happens when the learner already has a row for the program (a second request,
   * another instance's sweep): the unique index decides. Returns the push to run after the commit.
   */
  async function startIn(
    tx: Db,
    userId: number,
    program: string,
    rules: CompletionRules,
  ): Promise<(() => void) | null> {
    const name = await confirmedName(tx, userId);
    // Without approval the row is issued at once below (issueIn): it is inserted as pending, then issued.
    const status = name === null ? "name_needed" : "pending";
    const label = labelOf(program);
    const [row] = await tx
      .insert(certificates)
      .values({
        userId,
        program,
        programLabel: label,
        code: newCertificateCode(),
        status,
        name: name ?? "",
        issuer: site.institute,
        criteria: criteriaNarrative(rules, researchKindFor(program)),
        requestedAt: now(),
      })
      .onConflictDoNothing({ target: [certificates.userId, certificates.program] })
      .returning();
    if (!row) return null;
    if (name === null)
      return notifications.notifyIn(tx, userId, NOTICES.nameNeeded(label), PROFILE_NOTICE_LINK);
    if (rules.requires_approval)
      return notifications.notifyIn(tx, userId, NOTICES.pending(label), CERTIFICATE_NOTICE_LINK);
    return issueIn(tx, row, { name, issuedBy: null });
  }

  /** A row waiting for the learner's name, moved on once they confirmed it (inside tx). */
  async function afterNameIn(tx: Db, row: CertificateRow, name: string): Promise<() => void> {
    const rules = await rulesFor(tx, row.program);
    if (rules?.requires_approval) {
      await tx
        .update(certificates)
        .set({ status: "pending", name, updatedAt: now() })
        .where(eq(certificates.id, row.id));
      return notifications.notifyIn(
        tx,
        row.userId,
        NOTICES.pending(row.programLabel),
        CERTIFICATE_NOTICE_LINK,
      );
    }
    return issueIn(tx, row, { name, issuedBy: null });
  }

  return { now, verifyUrl, rulesFor, confirmedName, issueIn, startIn, afterNameIn };
}

/** The shared steps, as createIssuing builds them. */
export type Issuing = ReturnType<typeof createIssuing>;
