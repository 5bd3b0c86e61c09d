// The privacy notice's current version and the consent record (issue 43, DPDP Act 2023 s.5-6): one place that
// accepts a notice and records each act, used by the privacy module (/api/privacy/consent, the one-click switches)
// and by sign-up, which records the learner's consent in the same transaction as the account.
import { desc, eq, sql } from "drizzle-orm";
import { OPTIONAL_PURPOSES } from "@fincareer/domain/contract/privacy";
import type { ConsentBody, NoticeLanguage, OptionalPurpose } from "@fincareer/domain/contract/privacy";
import { DEFAULT_NOTICE } from "@fincareer/domain/privacy-notice";
import type { Db } from "../db/client.ts";
import { privacyConsents, privacyNotices, users } from "../db/schema.ts";
import { conflict, notFound } from "../lib/errors.ts";
import { recordAudit } from "./audit.ts";
import { consentsOf } from "./privacy.ts";

/** Where a consent act came from: the sign-up form, the notice dialog, a switch on /profile/privacy, the demo seed. */
export type ConsentSource = "signup" | "notice" | "profile" | "seed";

/** The current notice; the first one is published (version 1) when there is none. */
export async function currentNotice(tx: Db) {
  const [row] = await tx.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  if (row) return row;
  // Two first readers at once: the second insert finds the first's row through the unique version.
  await tx.execute(sql`insert into privacy_notices (version, content) values (1, ${JSON.stringify(DEFAULT_NOTICE)}::jsonb)
    on conflict (version) do nothing`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('privacy_notices', 'version'), 1)`);
  const [first] = await tx.select().from(privacyNotices).where(eq(privacyNotices.version, 1));
  return first!;
}

/**
 * A consent act: one row (with the time and the notice version), and an audit entry naming the learner as actor (none
 * for the demo seed's acts).
 */
export async function recordConsent(
  tx: Db,
  userId: number,
  act: {
    version: number;
    purpose: OptionalPurpose | "notice";
    granted: boolean;
    language: NoticeLanguage;
    source: ConsentSource;
  },
) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(`user ${userId} not found`);
  await tx.insert(privacyConsents).values({
    userId,
    noticeVersion: act.version,
    purpose: act.purpose,
    granted: act.granted,
    language: act.language,
    source: act.source,
  });
  // The demo seed's consent acts stand for sign-ups that happened before: the seed's own audit entry (demo.seed)
  // records who loaded them, and a learner-actor entry per act would claim the learner acted now.
  if (act.source === "seed") return;
  await recordAudit(
    tx,
    { id: userId },
    {
      action: "privacy.consent",
      target: { id: userId, email: user.email },
      details: {
        purpose: act.purpose,
        granted: act.granted,
        notice_version: act.version,
        source: act.source,
      },
    },
  );
}

/** The current notice, when it is the version the learner read; else 409 notice_changed (nothing is recorded). */
export async function noticeRead(tx: Db, version: number) {
  const notice = await currentNotice(tx);
  if (version !== notice.version) {
    throw conflict(
      `the privacy notice changed (version ${notice.version}): read it again and accept that version`,
      "notice_changed",
    );
  }
  return notice;
}

/**
 * Accepts the current notice for a learner and sets every optional purpose as chosen (a purpose whose latest
 * choice already matches is not recorded again). 409 notice_changed when the learner read another version.
 */
export async function acceptNotice(
  tx: Db,
  userId: number,
  body: ConsentBody,
  source: ConsentSource,
): Promise<void> {
  const notice = await noticeRead(tx, body.notice_version);
  const before = await consentsOf(tx, userId);
  const act = { version: notice.version, language: body.language, source };
  await recordConsent(tx, userId, { ...act, purpose: "notice", granted: true });
  const chosen = new Set<OptionalPurpose>(body.purposes);
  for (const purpose of OPTIONAL_PURPOSES) {
    const granted = chosen.has(purpose);
    if (before.get(purpose) === granted) continue;
    await recordConsent(tx, userId, { ...act, purpose, granted });
  }
}
