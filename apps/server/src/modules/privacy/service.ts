// Learners' data rights (issue 43; India's DPDP Act 2023 and DPDP Rules 2025). The notice (versioned, English and
// Hindi, edited by admins), the consent record (append-only; an optional purpose is withdrawn in one click and
// takes effect at once), and the requests: access (a zip prepared in the background), correction (approved or
// refused by an admin), erasure (48 hours' notice, cancellable, then the erasure job) and grievances, each with a
// due date. Every change is audited. The jobs (export, erasure, retention sweep) are in jobs.ts.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { OPTIONAL_PURPOSES } from "@fincareer/domain/contract/privacy";
import type {
  AdminNewRequestBody,
  AdminPrivacy,
  ConsentBody,
  DecideBody,
  GrievanceContact,
  MyPrivacy,
  NewRequestBody,
  NoticeBody,
  NoticeResponse,
  OptionalPurpose,
  PrivacyRequest,
} from "@fincareer/domain/contract/privacy";
import type { Db } from "../../db/client.ts";
import {
  certificateNames,
  privacyConsents,
  privacyNotices,
  privacyRequests,
  users,
} from "../../db/schema.ts";
import type { PrivacyRequestRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import { recordAudit } from "../../platform/audit.ts";
import { acceptNotice, currentNotice, recordConsent } from "../../platform/consent.ts";
import type { Actor } from "../../platform/audit.ts";
import type { PrivacyConfig } from "../../platform/config.ts";
import { enqueueMail } from "../../platform/outbox.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import type { DeclaredItem } from "../../platform/privacy.ts";
import { describeMap } from "./data-map.ts";

/** Hours between an erasure's notice and its run (DPDP Rules 2025: at least 48 hours' notice). */
export const ERASURE_NOTICE_HOURS = 48;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Where a learner may complain when the institute's answer does not satisfy them. */
export const BOARD_URL = "https://www.dpdpa.gov.in";

export interface PrivacyServiceDeps {
  db: Db;
  config: PrivacyConfig;
  dataMap: readonly DeclaredItem[];
  notifications: NotificationService;
  /** Drops a user's cached account (after a correction of the email). */
  forgetUser: (id: number) => Promise<void>;
}

/** The request as the screens show it. */
export function toRequest(
  row: PrivacyRequestRow,
  user: { name: string; email: string } | null,
): PrivacyRequest {
  const erased = user?.email.endsWith("@erased.invalid") ?? true;
  return {
    id: row.id,
    user_id: row.userId,
    user_label: user && !erased ? `${user.name} (${user.email})` : `erased learner #${row.userId ?? "?"}`,
    kind: row.kind,
    state: row.state,
    origin: row.origin,
    field: row.field,
    value: row.value,
    message: row.message,
    response: row.response,
    created_at: iso(row.createdAt),
    due_at: iso(row.dueAt),
    scheduled_for: row.scheduledFor ? iso(row.scheduledFor) : null,
    resolved_at: row.resolvedAt ? iso(row.resolvedAt) : null,
    step: row.state === "running" ? row.stepName : null,
    download_path: row.exportKey && row.downloadExpiresAt ? `/api/privacy/requests/${row.id}/download` : null,
    download_expires_at: row.exportKey && row.downloadExpiresAt ? iso(row.downloadExpiresAt) : null,
  };
}

/** Creates the privacy service. */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { db, config, dataMap } = deps;

  const contact = (): GrievanceContact => ({
    name: config.officer.name,
    email: config.officer.email,
    phone: config.officer.phone,
    response_days: config.responseDays,
    board_url: BOARD_URL,
  });

  async function userOf(tx: Db, userId: number) {
    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound(`user ${userId} not found`);
    return user;
  }

  async function requestsOf(tx: Db, userId: number | null): Promise<PrivacyRequest[]> {
    const rows = await tx
      .select({ r: privacyRequests, name: users.name, email: users.email })
      .from(privacyRequests)
      .leftJoin(users, eq(users.id, privacyRequests.userId))
      .where(userId === null ? undefined : eq(privacyRequests.userId, userId))
      .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
      .limit(500);
    return rows.map(({ r, name, email }) =>
      toRequest(r, name !== null && email !== null ? { name, email } : null),
    );
  }

  async function my(tx: Db, userId: number): Promise<MyPrivacy> {
    const notice = await currentNotice(tx);
    const rows = await tx
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.userId, userId))
      .orderBy(asc(privacyConsents.id));
    const latest = new Map<string, (typeof rows)[number]>();
    for (const row of rows) latest.set(row.purpose, row);
    const accepted = latest.get("notice");
    return {
      notice_version: notice.version,
      accepted_version: accepted?.noticeVersion ?? null,
      accepted_at: accepted ? iso(accepted.at) : null,
      needs_consent: (accepted?.noticeVersion ?? 0) < notice.version,
      purposes: OPTIONAL_PURPOSES.map((purpose) => {
        const row = latest.get(purpose);
        return { purpose, granted: row?.granted ?? false, at: row ? iso(row.at) : null };
      }),
      requests: await requestsOf(tx, userId),
      contact: contact(),
      erasure_notice_hours: ERASURE_NOTICE_HOURS,
    };
  }

  /** Files a request inside a transaction (the learner's, an admin's on their behalf, or the retention sweep's). */
  async function fileRequest(
    tx: Db,
    userId: number,
    body: NewRequestBody,
    origin: "learner" | "admin" | "retention",
    actor: Actor,
    now: Date,
  ): Promise<PrivacyRequestRow> {
    const user = await userOf(tx, userId);
    if (user.email.endsWith("@erased.invalid")) throw conflict("this account has been erased", "erased");
    // One open request of a kind at a time (but any number of grievances).
    if (body.kind !== "grievance") {
      const [open] = await tx
        .select({ id: privacyRequests.id })
        .from(privacyRequests)
        .where(
          and(
            eq(privacyRequests.userId, userId),
            eq(privacyRequests.kind, body.kind),
            inArray(privacyRequests.state, ["open", "preparing", "scheduled", "running"]),
          ),
        );
      if (open) throw conflict(`a ${body.kind} request (#${open.id}) is already under way`, "request_open");
    }
    if (body.kind === "correction" && body.field === "email") {
      const parsed = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.value);
      if (!parsed)
        throw badRequest("Enter the correct email address, like name@example.com", "validation_error");
    }
    const due = new Date(now.getTime() + config.responseDays * DAY_MS);
    const scheduledFor =
      body.kind === "erasure" ? new Date(now.getTime() + ERASURE_NOTICE_HOURS * HOUR_MS) : null;
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        userId,
        kind: body.kind,
        state: body.kind === "access" ? "preparing" : body.kind === "erasure" ? "scheduled" : "open",
        origin,
        field: body.kind === "correction" ? body.field : null,
        value:
          body.kind === "correction"
            ? body.field === "email"
              ? body.value.toLowerCase()
              : body.value
            : null,
        message: body.kind === "grievance" ? body.message : body.kind === "access" ? "" : body.note,
        requestedBy: actor.id,
        createdAt: now,
        dueAt: due,
        scheduledFor,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "privacy.request",
      target: { id: userId, email: user.email },
      details: {
        id: row!.id,
        kind: body.kind,
        origin,
        ...(body.kind === "correction" ? { field: body.field } : {}),
      },
    });
    if (body.kind === "erasure") {
      await enqueueMail(tx, {
        kind: "privacy_erasure_notice",
        to: user.email,
        userId,
        data: {
          name: user.name,
          scheduled_for: scheduledFor!.toISOString(),
          reason: origin,
          request: row!.id,
        },
      });
    }
    return row!;
  }

  async function requestRow(tx: Db, id: number): Promise<PrivacyRequestRow> {
    const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id));
    if (!row) throw notFound(`request ${id} not found`);
    return row;
  }

  return {
    contact,
    dataMap: () => describeMap(dataMap),

    /** GET /api/privacy/notice. */
    async notice(): Promise<NoticeResponse> {
      const row = await currentNotice(db);
      return {
        version: row.version,
        published_at: iso(row.publishedAt),
        notice: row.content,
        contact: contact(),
      };
    },

    /** POST /api/admin/privacy/notice: publishes a new version; learners are asked to accept it. */
    async publishNotice(actor: Actor, body: NoticeBody): Promise<NoticeResponse> {
      return db.transaction(async (tx) => {
        await currentNotice(tx);
        const [row] = await tx
          .insert(privacyNotices)
          .values({ content: body, publishedBy: actor.id })
          .returning();
        await recordAudit(tx, actor, {
          action: "privacy.notice.publish",
          object: { kind: "privacy_notice", id: row!.version, label: `privacy notice v${row!.version}` },
          details: { version: row!.version },
        });
        return {
          version: row!.version,
          published_at: iso(row!.publishedAt),
          notice: row!.content,
          contact: contact(),
        };
      });
    },

    /** GET /api/privacy/me. */
    my: (userId: number) => db.transaction((tx) => my(tx, userId)),

    /** POST /api/privacy/consent: accepts the current notice and sets every optional purpose as chosen. */
    async consent(userId: number, body: ConsentBody): Promise<MyPrivacy> {
      return db.transaction(async (tx) => {
        await acceptNotice(tx, userId, body, "notice");
        return my(tx, userId);
      });
    },

    /** PUT /api/privacy/consent/{purpose}: one click gives or withdraws one purpose; effective at once. */
    async setPurpose(userId: number, purpose: OptionalPurpose, granted: boolean): Promise<MyPrivacy> {
      return db.transaction(async (tx) => {
        const notice = await currentNotice(tx);
        await recordConsent(tx, userId, {
          version: notice.version,
          purpose,
          granted,
          language: "en",
          source: "profile",
        });
        return my(tx, userId);
      });
    },

    /** POST /api/privacy/requests. */
    async request(userId: number, body: NewRequestBody, now = new Date()): Promise<MyPrivacy> {
      return db.transaction(async (tx) => {
        await fileRequest(tx, userId, body, "learner", { id: userId }, now);
        return my(tx, userId);
      });
    },

    /** POST /api/privacy/requests/{id}/cancel: the learner (or an admin) cancels an erasure in its cool-off period. */
    async cancel(
      actor: Actor,
      id: number,
      ownerId: number | null,
      now = new Date(),
    ): Promise<PrivacyRequest> {
      return db.transaction(async (tx) => {
        const row = await requestRow(tx, id);
        if (ownerId !== null && row.userId !== ownerId) throw notFound(`request ${id} not found`);
        const cancellable =
          (row.kind === "erasure" && row.state === "scheduled") ||
          ((row.kind === "correction" || row.kind === "grievance") && row.state === "open");
        if (!cancellable)
          throw conflict(`request ${id} can no longer be cancelled (it is ${row.state})`, "not_cancellable");
        const [updated] = await tx
          .update(privacyRequests)
          .set({ state: "cancelled", resolvedAt: now, resolvedBy: actor.id })
          .where(and(eq(privacyRequests.id, id), eq(privacyRequests.state, row.state)))
          .returning();
        if (!updated) throw conflict(`request ${id} changed meanwhile: reload`, "not_cancellable");
        const user = row.userId ? await userOf(tx, row.userId) : null;
        await recordAudit(tx, actor, {
          action: "privacy.cancel",
          target: user ? { id: user.id, email: user.email } : null,
          details: { id, kind: row.kind },
        });
        return toRequest(updated, user);
      });
    },

    /** GET /api/admin/privacy. */
    async admin(): Promise<AdminPrivacy> {
      return db.transaction(async (tx) => {
        await currentNotice(tx);
        const notices = await tx
          .select({ version: privacyNotices.version, at: privacyNotices.publishedAt, by: users.email })
          .from(privacyNotices)
          .leftJoin(users, eq(users.id, privacyNotices.publishedBy))
          .orderBy(desc(privacyNotices.version));
        return {
          data_map: describeMap(dataMap),
          requests: await requestsOf(tx, null),
          notices: notices.map((n) => ({ version: n.version, published_at: iso(n.at), published_by: n.by })),
          contact: contact(),
          retention_years: config.retentionYears,
        };
      });
    },

    /** POST /api/admin/privacy/requests: an admin files a request on a learner's behalf. */
    async adminRequest(actor: Actor, body: AdminNewRequestBody, now = new Date()): Promise<PrivacyRequest> {
      return db.transaction(async (tx) => {
        const row = await fileRequest(tx, body.user_id, body.request, "admin", actor, now);
        return toRequest(row, await userOf(tx, body.user_id));
      });
    },

    /**
     * POST /api/admin/privacy/requests/{id}/decide: a correction approved (applied at once) or refused with a
     * reason, a grievance answered; the learner is told in the bell.
     */
    async decide(actor: Actor, id: number, body: DecideBody, now = new Date()): Promise<PrivacyRequest> {
      let message = "";
      let learner: number | null = null;
      const result = await db.transaction(async (tx) => {
        const row = await requestRow(tx, id);
        if ((row.kind !== "correction" && row.kind !== "grievance") || row.state !== "open") {
          throw conflict(
            `request ${id} is not waiting for a decision (it is a ${row.kind} request, ${row.state})`,
            "not_open",
          );
        }
        if (body.reason === "" && (body.decision === "refuse" || row.kind === "grievance")) {
          throw badRequest(
            row.kind === "grievance" ? "Write the answer to the grievance" : "Give the reason for refusing",
            "validation_error",
          );
        }
        const user = await userOf(tx, row.userId!);
        if (row.kind === "correction" && body.decision === "approve") {
          if (row.field === "email") {
            const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.value!));
            if (taken && taken.id !== user.id)
              throw conflict("another account already uses that email", "email_taken");
            await tx.update(users).set({ email: row.value! }).where(eq(users.id, user.id));
          } else if (row.field === "legal_name") {
            await tx
              .insert(certificateNames)
              .values({ userId: user.id, name: row.value!, changedBy: actor.id, changedAt: now })
              .onConflictDoUpdate({
                target: certificateNames.userId,
                set: { name: row.value!, changedBy: actor.id, changedAt: now },
              });
          }
        }
        const [updated] = await tx
          .update(privacyRequests)
          .set({
            state: body.decision === "approve" ? "done" : "refused",
            response: body.reason || null,
            resolvedAt: now,
            resolvedBy: actor.id,
          })
          .where(eq(privacyRequests.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: "privacy.decide",
          target: { id: user.id, email: user.email },
          details: {
            id,
            kind: row.kind,
            decision: body.decision,
            field: row.field,
            reason: body.reason || undefined,
          },
        });
        learner = user.id;
        message =
          row.kind === "grievance"
            ? `Your grievance #${id} has been answered: see Profile, Privacy.`
            : body.decision === "approve"
              ? `Your correction request #${id} was approved and applied.`
              : `Your correction request #${id} was refused: ${body.reason}`;
        return toRequest(updated!, await userOf(tx, user.id));
      });
      if (learner !== null) {
        await deps.forgetUser(learner);
        await deps.notifications.notify(learner, message);
      }
      return result;
    },

    /** A request of the caller's (or any, for an admin) with its stored export. */
    async exportOf(id: number, ownerId: number | null, now = new Date()): Promise<PrivacyRequestRow> {
      const row = await requestRow(db, id);
      if (ownerId !== null && row.userId !== ownerId) throw notFound(`request ${id} not found`);
      if (row.kind !== "access" || !row.exportKey || !row.downloadExpiresAt) {
        throw notFound(`request ${id} has no export to download`, "no_export");
      }
      if (row.downloadExpiresAt <= now)
        throw conflict("this download has expired: ask for a new export", "expired");
      return row;
    },

    /** Audits a download. */
    async downloaded(actor: Actor, row: PrivacyRequestRow): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.id, row.userId!));
        await recordAudit(tx, actor, {
          action: "privacy.download",
          target: user ?? null,
          details: { id: row.id },
        });
      });
    },

    /** Files an erasure for the retention sweep (inside its transaction). */
    fileRequest,
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
