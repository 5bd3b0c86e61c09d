// The privacy module's background work, run by a sweep on a listening server (and by tests with a set clock):
// - exports: an access request's zip (JSON per module plus the learner's files), stored, announced by mail, and
//   deleted once its download expires;
// - erasures: due once their 48 hours' notice has passed, run step by step (each step in its own transaction,
//   recorded on the request and audited; a crash resumes at the step it stopped in), ending with a confirmation
//   mail that is itself removed once sent, in the manner of Open edX's user retirement pipeline;
// - retention: learners whose last enrolment ended more than PRIVACY_RETENTION_YEARS ago get an erasure with notice.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import JSZip from "jszip";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { outbox, privacyRequests, users } from "../../db/schema.ts";
import type { PrivacyRequestRow } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { enqueueMail } from "../../platform/outbox.ts";
import type { DataSubject, DeclaredItem } from "../../platform/privacy.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import {
  describeMap,
  eraseFiles,
  eraseMailFiles,
  eraseRows,
  fileKeys,
  mailFilesOf,
  readObject,
  rowsFor,
  scrubColumns,
} from "./data-map.ts";
import type { PrivacyService } from "./service.ts";

/** How long an export can be downloaded. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60_000;
/** How long one instance holds an erasure before another may take it over (a crashed instance). */
const CLAIM_MS = 5 * 60_000;
/** The actor of the jobs' audit entries (no admin: the privacy job). */
const JOB: Actor = { id: null };

export interface PrivacyJobDeps {
  db: Db;
  storage: ObjectStorage;
  dataMap: readonly DeclaredItem[];
  service: PrivacyService;
  /** DATA_DIR/mail: the .eml files. */
  mailDir: string;
  retentionYears: number;
  /** Drops a user's cached account (the erasure logs them out everywhere). */
  forgetUser: (id: number) => Promise<void>;
}

/** One step of an erasure. */
interface Step {
  name: string;
  run: (s: DataSubject, request: PrivacyRequestRow) => Promise<{ result: string; wait?: boolean }>;
}

/** Creates the jobs. */
export function createPrivacyJobs(deps: PrivacyJobDeps) {
  const { db, storage, dataMap } = deps;

  /** Who the learner is: email, names (account and certificate) and phones (profile, questionnaire). */
  async function subjectOf(tx: Db, userId: number): Promise<DataSubject> {
    const [row] = rowsOf<{
      email: string;
      name: string;
      cert: string | null;
      phone: string | null;
      hr: string | null;
    }>(
      await tx.execute(sql`
        select u.email, u.name, c.name as cert, p.phone, h.answers::text as hr
          from users u
          left join certificate_names c on c.user_id = u.id
          left join user_profiles p on p.user_id = u.id
          left join hr_answers h on h.user_id = u.id
         where u.id = ${userId}`),
    );
    if (!row) throw new Error(`privacy: user ${userId} not found`);
    // Phone numbers typed into the questionnaire (10 digits, optionally +91).
    const hrPhones = [...(row.hr ?? "").matchAll(/(?:\+91[ -]?)?[6-9]\d{4}[ -]?\d{5}/g)].map((m) => m[0]);
    return {
      id: userId,
      email: row.email,
      names: [row.name, ...(row.cert ? [row.cert] : [])],
      phones: [...(row.phone ? [row.phone] : []), ...hrPhones],
    };
  }

  /** The zip of everything declared about the learner: <module>.json per module, files/, mail/, README. */
  async function buildExport(userId: number): Promise<{ zip: Buffer; items: number; files: number }> {
    const s = await db.transaction((tx) => subjectOf(tx, userId));
    const zip = new JSZip();
    const byModule = new Map<string, Record<string, unknown>>();
    let files = 0;
    for (const item of dataMap) {
      const section = byModule.get(item.module) ?? {};
      byModule.set(item.module, section);
      if (item.mailFolder) {
        const names = await mailFilesOf(deps.mailDir, s);
        for (const name of names) {
          zip.file(`mail/${name}`, await readFile(join(deps.mailDir, name)));
          files += 1;
        }
        section[item.id] = names.map((n) => `mail/${n}`);
        continue;
      }
      if (item.files) {
        const keys = await fileKeys(db, item, s);
        const listed: string[] = [];
        for (const key of keys) {
          const bytes = await readObject(storage, key);
          if (!bytes) continue;
          zip.file(`files/${key}`, bytes);
          listed.push(`files/${key}`);
          files += 1;
        }
        section[item.id] = listed;
        continue;
      }
      section[item.id] = await rowsFor(db, item, s);
    }
    for (const [module, section] of byModule) zip.file(`${module}.json`, JSON.stringify(section, null, 2));
    zip.file("data-map.json", JSON.stringify(describeMap(dataMap), null, 2));
    zip.file(
      "README.txt",
      [
        "Your personal data, as the institute holds it on " + new Date().toISOString().slice(0, 10) + ".",
        "",
        "<area>.json  one file per area of the platform: each declared item (see data-map.json) with your rows.",
        "files/       the files you uploaded (profile photo, research and project files).",
        "mail/        the emails sent to you, as .eml files, when the platform keeps them.",
        "data-map.json  what each item is, why it is kept, for how long, and what erasure does to it.",
        "",
      ].join("\n"),
    );
    const bytes = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
    return { zip: bytes, items: dataMap.length, files };
  }

  /** Prepares one access request's export, stores it and mails the learner. */
  async function runExport(request: PrivacyRequestRow, now: Date): Promise<void> {
    const { zip, items, files } = await buildExport(request.userId!);
    const key = `privacy-exports/${randomUUID()}.zip`;
    await storage.put(key, Readable.from([zip]), { contentType: "application/zip" });
    const expires = new Date(now.getTime() + EXPORT_TTL_MS);
    const stored = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(privacyRequests)
        .set({ state: "done", exportKey: key, downloadExpiresAt: expires, resolvedAt: now })
        .where(and(eq(privacyRequests.id, request.id), eq(privacyRequests.state, "preparing")))
        .returning();
      if (!updated) return false;
      const [user] = await tx.select().from(users).where(eq(users.id, request.userId!));
      await recordAudit(tx, JOB, {
        action: "privacy.export",
        target: user ? { id: user.id, email: user.email } : null,
        details: { id: request.id, items, files },
      });
      if (user) {
        await enqueueMail(tx, {
          kind: "privacy_export",
          to: user.email,
          userId: user.id,
          data: { name: user.name, expires_at: expires.toISOString(), request: request.id },
        });
      }
      return true;
    });
    // Another instance prepared it meanwhile: this copy is not needed.
    if (!stored) await storage.delete(key);
  }

  /** The erasure's steps, in order: the account closed, files, mail files, rows, free text, the account row. */
  function steps(): Step[] {
    const list: Step[] = [
      {
        name: "close the account",
        run: async (_s, request) => {
          await db.execute(
            sql`update users set deactivated_at = coalesce(deactivated_at, now()) where id = ${request.userId}`,
          );
          await deps.forgetUser(request.userId!);
          return { result: "deactivated" };
        },
      },
    ];
    for (const item of dataMap.filter((i) => i.files && i.erasure !== "keep")) {
      list.push({
        name: `${item.module}.${item.id} files`,
        run: async (s) => ({ result: `${await eraseFiles(db, storage, item, s)} files deleted` }),
      });
    }
    const rowsStep = (item: DeclaredItem): Step => ({
      name: `${item.module}.${item.id}`,
      run: async (s) => ({
        result: await db.transaction(async (tx) => {
          const n = await eraseRows(tx, item, s);
          const scrubbed = await scrubColumns(tx, item, s);
          return `${n} rows ${item.erasure === "delete" ? "deleted" : item.erasure === "anonymise" ? "anonymised" : "kept"}${item.scrub?.length ? `, ${scrubbed} scrubbed` : ""}`;
        }),
      }),
    });
    for (const item of dataMap.filter((i) => !i.files && !i.mailFolder && !i.late)) list.push(rowsStep(item));
    for (const item of dataMap.filter((i) => i.mailFolder)) {
      list.push({
        name: `${item.module}.${item.id}`,
        run: async (s) => ({ result: `${await eraseMailFiles(deps.mailDir, s)} mail files deleted` }),
      });
    }
    for (const item of dataMap.filter((i) => !i.files && !i.mailFolder && i.late)) list.push(rowsStep(item));
    list.push({
      name: "confirmation mail",
      run: async (s, request) => {
        await db.transaction(async (tx) => {
          await enqueueMail(tx, {
            kind: "privacy_erasure_done",
            to: s.email,
            userId: null,
            data: { request: request.id },
            dedupeKey: confirmationKey(request.id),
          });
        });
        return { result: "queued" };
      },
    });
    list.push({
      name: "remove the confirmation",
      run: async (s, request) => {
        const [mail] = await db
          .select({ id: outbox.id, state: outbox.state })
          .from(outbox)
          .where(eq(outbox.dedupeKey, confirmationKey(request.id)));
        if (mail && (mail.state === "pending" || mail.state === "sending"))
          return { result: "waiting", wait: true };
        await db.delete(outbox).where(eq(outbox.dedupeKey, confirmationKey(request.id)));
        const files = await eraseMailFiles(deps.mailDir, s);
        return { result: `confirmation ${mail?.state ?? "gone"}; ${files} mail files deleted` };
      },
    });
    return list;
  }

  const confirmationKey = (id: number) => `privacy-erasure-done-${id}`;

  /** Runs an erasure's remaining steps; stops early when a step waits (the confirmation not yet sent). */
  async function runErasure(claimed: PrivacyRequestRow, now: Date): Promise<"done" | "waiting"> {
    let request = claimed;
    let subject: DataSubject;
    if (request.subject) {
      subject = { id: request.userId!, ...request.subject };
    } else {
      subject = await db.transaction((tx) => subjectOf(tx, request.userId!));
      const { id: _id, ...kept } = subject;
      [request] = (await db
        .update(privacyRequests)
        .set({ subject: kept })
        .where(eq(privacyRequests.id, request.id))
        .returning()) as [PrivacyRequestRow];
    }
    const all = steps();
    for (let index = request.step; index < all.length; index++) {
      const step = all[index]!;
      await db
        .update(privacyRequests)
        .set({ stepName: step.name, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(eq(privacyRequests.id, request.id));
      const outcome = await step.run(subject, request);
      if (outcome.wait) {
        await db
          .update(privacyRequests)
          .set({ claimedUntil: null })
          .where(eq(privacyRequests.id, request.id));
        return "waiting";
      }
      await db.transaction(async (tx) => {
        await tx
          .update(privacyRequests)
          .set({ step: index + 1 })
          .where(eq(privacyRequests.id, request.id));
        await recordAudit(tx, JOB, {
          action: "privacy.erase.step",
          object: { kind: "privacy_request", id: request.id, label: `erased learner #${request.userId}` },
          details: { id: request.id, step: step.name, result: outcome.result },
        });
      });
    }
    await db.transaction(async (tx) => {
      await tx
        .update(privacyRequests)
        .set({ state: "done", resolvedAt: now, subject: null, claimedUntil: null, stepName: null })
        .where(eq(privacyRequests.id, request.id));
      await recordAudit(tx, JOB, {
        action: "privacy.erase.done",
        object: { kind: "privacy_request", id: request.id, label: `erased learner #${request.userId}` },
        details: { id: request.id, steps: all.length },
      });
    });
    return "done";
  }

  /** Claims a request for this instance (none other runs it for CLAIM_MS), moving a due erasure to running. */
  async function claim(id: number, now: Date): Promise<PrivacyRequestRow | null> {
    const [row] = await db
      .update(privacyRequests)
      .set({
        state: sql`case when ${privacyRequests.kind} = 'erasure' then 'running' else ${privacyRequests.state} end`,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
      })
      .where(
        and(
          eq(privacyRequests.id, id),
          or(isNull(privacyRequests.claimedUntil), lt(privacyRequests.claimedUntil, now)),
          inArray(privacyRequests.state, ["preparing", "scheduled", "running"]),
        ),
      )
      .returning();
    return row ?? null;
  }

  return {
    buildExport,
    subjectOf,
    /** The steps' names (tests and the docs). */
    stepNames: () => steps().map((s) => s.name),

    /**
     * Runs what is due at `now`: exports being prepared, erasures whose notice has passed (and erasures an instance
     * left half-way), and removes expired exports. Answers what it did.
     */
    async runDue(
      now = new Date(),
      onError: (err: unknown, requestId: number) => void = () => {},
    ): Promise<{ exports: number; erased: number; waiting: number; expired: number; failed: number }> {
      const due = await db
        .select({ id: privacyRequests.id })
        .from(privacyRequests)
        .where(
          and(
            or(
              eq(privacyRequests.state, "preparing"),
              and(eq(privacyRequests.state, "scheduled"), lte(privacyRequests.scheduledFor, now)),
              eq(privacyRequests.state, "running"),
            ),
            or(isNull(privacyRequests.claimedUntil), lt(privacyRequests.claimedUntil, now)),
          ),
        )
        .orderBy(privacyRequests.id);
      const done = { exports: 0, erased: 0, waiting: 0, expired: 0, failed: 0 };
      for (const { id } of due) {
        const row = await claim(id, now);
        if (!row) continue;
        // A failing request (a step's error, storage away) stays claimed until its claim runs out, then is tried
        // again from the step it stopped at; the others still run.
        try {
          if (row.kind === "access") {
            await runExport(row, now);
            done.exports += 1;
          } else if (row.kind === "erasure") {
            if ((await runErasure(row, now)) === "done") done.erased += 1;
            else done.waiting += 1;
          }
        } catch (err) {
          done.failed += 1;
          onError(err, id);
        }
      }
      const expired = await db
        .select({ id: privacyRequests.id, key: privacyRequests.exportKey })
        .from(privacyRequests)
        .where(and(isNotNull(privacyRequests.exportKey), lte(privacyRequests.downloadExpiresAt, now)));
      for (const e of expired) {
        await storage.delete(e.key!);
        await db.update(privacyRequests).set({ exportKey: null }).where(eq(privacyRequests.id, e.id));
        done.expired += 1;
      }
      return done;
    },

    /**
     * The retention sweep: each learner whose last enrolment ended more than retentionYears before `now` (or who
     * never enrolled and signed up that long ago), with no erasure under way or cancelled since, gets an erasure
     * request with 48 hours' notice by mail. Answers how many.
     */
    async retentionSweep(now = new Date()): Promise<number> {
      const cutoff = new Date(now);
      cutoff.setUTCDate(cutoff.getUTCDate() - Math.round(deps.retentionYears * 365.25));
      const day = cutoff.toISOString().slice(0, 10);
      const stale = rowsOf<{ id: number }>(
        await db.execute(sql`
          select u.id from users u
           where u.role = 'learner' and u.email not like '%@erased.invalid'
             and not exists (select 1 from program_enrolments e where e.user_id = u.id
                              and (e.end_date is null or e.end_date >= ${day}::date))
             and (exists (select 1 from program_enrolments e where e.user_id = u.id) or u.created_at < ${cutoff.toISOString()}::timestamptz)
             and not exists (select 1 from privacy_requests r where r.user_id = u.id and r.kind = 'erasure'
                              and (r.state in ('scheduled', 'running', 'done') or (r.state = 'cancelled' and r.resolved_at >= ${cutoff.toISOString()}::timestamptz)))
           order by u.id
           limit 500`),
      );
      let filed = 0;
      for (const { id } of stale) {
        await db.transaction(async (tx) => {
          await deps.service.fileRequest(tx, id, { kind: "erasure", note: "" }, "retention", JOB, now);
        });
        filed += 1;
      }
      return filed;
    },
  };
}

export type PrivacyJobs = ReturnType<typeof createPrivacyJobs>;
