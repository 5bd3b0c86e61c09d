// The admin's user screens: a user's detail, deactivation, password-reset links, cohort import, enrolments
// ending soon and the audit log. Each change runs in one transaction with its audit entry.
import { and, asc, count, eq, gte, isNull, lte } from "drizzle-orm";
import type {
  AdminImportBody,
  AdminImportErrorBody,
  AdminImportResponse,
  AdminUserDetail,
  AdminUserRow,
  AuditPage,
  AuditQuery,
  EndingResponse,
  ResetLink,
} from "@fincareer/domain/contract/admin-users";
import type { Db } from "../../db/client.ts";
import { loginSessions, passwordResetTokens, programEnrolments, users } from "../../db/schema.ts";
import type { UserRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { addDays, todayIst } from "../../lib/dates.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import type { Realtime } from "../../platform/realtime.ts";
import { enrolInTx, toAdminUserRow, userByEmail } from "./service.ts";
import { issueResetLink } from "../../platform/reset-tokens.ts";
import type { LinkSeal } from "../../platform/reset-tokens.ts";
import { issueWelcomeLink } from "../../platform/outbox.ts";
import { endSessions, unusablePasswordHash } from "../../platform/credentials.ts";
import { enrolmentsOf, toProgramEntry } from "../../platform/enrolments.ts";
import { listAudit, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { parseCohortCsv } from "./users-import.ts";

const DAY_MS = 86_400_000;

/** Creates the admin-users service. */
export function createAdminUsersService(deps: {
  db: Db;
  /** Forgets a user's cached sessions, so a deactivation applies to the next request. */
  forgetUser: (userId: number) => Promise<void>;
  /** Closes a deactivated user's live sockets on every instance. */
  sockets?: Pick<Realtime, "disconnectUser">;
  /** Seals the token a welcome mail carries while it waits in the outbox. */
  links: LinkSeal;
}) {
  const { db, forgetUser, sockets, links } = deps;

  return {
    /** One user with enrolments and open login sessions; 404 for an unknown id. */
    async detail(id: number): Promise<AdminUserDetail> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, id));
        if (!user) throw notFound(`no user with id ${id}`, "user_not_found");
        const [sessions] = await tx
          .select({ n: count() })
          .from(loginSessions)
          .where(and(eq(loginSessions.userId, id), isNull(loginSessions.endedAt)));
        return {
          ...(await toAdminUserRow(tx, user)),
          enrolments: (await enrolmentsOf(tx, id)).map(toProgramEntry),
          active_sessions: sessions?.n ?? 0,
        };
      });
    },

    /**
     * Deactivates (every session ends, unused reset links die, login is refused) or reactivates an account.
     * Admins cannot deactivate themselves.
     */
    async setStatus(actor: Actor, email: string, deactivated: boolean): Promise<AdminUserRow> {
      const result = await db.transaction(async (tx) => {
        const user = await userByEmail(tx, email);
        if (deactivated && actor.id === user.id) {
          throw badRequest("you cannot deactivate your own account", "own_account");
        }
        if ((user.deactivatedAt !== null) === deactivated) return toAdminUserRow(tx, user);
        const now = new Date();
        const [updated] = await tx
          .update(users)
          .set({ deactivatedAt: deactivated ? now : null })
          .where(eq(users.id, user.id))
          .returning();
        let ended = 0;
        if (deactivated) {
          ended = await endSessions(tx, user.id);
          await tx
            .update(passwordResetTokens)
            .set({ usedAt: now })
            .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        }
        await recordAudit(tx, actor, {
          action: deactivated ? "user.deactivate" : "user.reactivate",
          target: user,
          details: deactivated ? { ended_sessions: ended } : {},
        });
        return toAdminUserRow(tx, updated!);
      });
      await forgetUser(result.id);
      if (deactivated) sockets?.disconnectUser(result.id);
      return result;
    },

    /** Issues a one-time password-reset link (24 h); older unused links of the user stop working. */
    async resetLink(actor: Actor, email: string): Promise<ResetLink> {
      return db.transaction(async (tx) => {
        const user = await userByEmail(tx, email);
        if (user.deactivatedAt) {
          throw conflict(`${email} is deactivated: reactivate the account first`, "account_deactivated");
        }
        const link = await issueResetLink(tx, user, actor.id);
        // The token itself is never logged: whoever reads the audit log must not be able to use the link.
        await recordAudit(tx, actor, {
          action: "user.reset_link",
          target: user,
          details: { expires_at: link.expires_at },
        });
        return link;
      });
    },

    /**
     * Imports a cohort: validates every row first; with any bad row nothing is applied (422 with each row's
     * problems). Otherwise one transaction creates the missing accounts (with set-password links) and enrols.
     */
    async importCohort(
      actor: Actor,
      body: AdminImportBody,
      now = new Date(),
    ): Promise<{ ok: true; result: AdminImportResponse } | { ok: false; error: AdminImportErrorBody }> {
      const parsed = parseCohortCsv(body.csv);
      if (!parsed.ok) return parsed;
      const apply = db.transaction(async (tx) => {
        const out: AdminImportResponse["rows"] = [];
        const byEmail = new Map<string, UserRow>();
        for (const row of parsed.rows) {
          let user =
            byEmail.get(row.email) ?? (await tx.select().from(users).where(eq(users.email, row.email)))[0];
          let created = false;
          let link: ResetLink | null = null;
          if (!user) {
            created = true;
            if (body.dry_run) {
              out.push({ row: row.line, email: row.email, program: row.program, created, reset_link: null });
              continue;
            }
            [user] = await tx
              .insert(users)
              .values({ email: row.email, name: row.name, passwordHash: await unusablePasswordHash() })
              .returning();
            link = await issueWelcomeLink(tx, links, user!, actor.id, now);
          }
          if (!body.dry_run) {
            const enrolled = await enrolInTx(
              tx,
              user!,
              { program: row.program, plan: row.plan ?? undefined, start: row.start, end: row.end },
              now,
            );
            user = enrolled.user;
          }
          byEmail.set(row.email, user!);
          out.push({ row: row.line, email: row.email, program: row.program, created, reset_link: link });
        }
        if (!body.dry_run) {
          await recordAudit(tx, actor, {
            action: "user.import",
            details: {
              rows: out.length,
              created: out.filter((r) => r.created).length,
              enrolled: out.map((r) => `${r.email} ${r.program}${r.created ? " (new)" : ""}`),
            },
          });
        }
        return { applied: !body.dry_run, rows: out };
      });
      try {
        return { ok: true, result: await apply };
      } catch (err) {
        // The same file posted twice at once: the second transaction meets the first one's new accounts.
        if (!isUniqueViolation(err)) throw err;
        throw conflict(
          "another import or change of these accounts ran at the same moment: nothing was imported, try again",
          "import_conflict",
        );
      }
    },

    /** Enrolments of active accounts ending between today and `days` days from now (IST), soonest first. */
    async ending(days: number, now = new Date()): Promise<EndingResponse> {
      const today = todayIst(now);
      const last = addDays(today, days);
      const rows = await db
        .select({
          userId: users.id,
          email: users.email,
          name: users.name,
          programName: programEnrolments.programName,
          comment: programEnrolments.comment,
          endDate: programEnrolments.endDate,
        })
        .from(programEnrolments)
        .innerJoin(users, eq(users.id, programEnrolments.userId))
        .where(
          and(
            isNull(users.deactivatedAt),
            gte(programEnrolments.endDate, today),
            lte(programEnrolments.endDate, last),
          ),
        )
        .orderBy(asc(programEnrolments.endDate), asc(users.email));
      return {
        enrolments: rows.map((r) => ({
          user_id: r.userId,
          email: r.email,
          name: r.name,
          program_name: r.programName,
          comment: r.comment,
          end_date: r.endDate!,
          days_left: Math.round(
            (Date.parse(`${r.endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
          ),
        })),
      };
    },

    /** A page of the audit log, newest first. */
    audit(query: AuditQuery): Promise<AuditPage> {
      return listAudit(db, query);
    },
  };
}

/** The admin-users service's interface. */
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
