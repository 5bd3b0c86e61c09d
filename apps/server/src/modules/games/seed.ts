// Seeds the ecode and IBEP question banks (data/*.ts) and an ecode permission for two demo learners. Idempotent:
// questions are keyed by seed_key, and a demo learner who already has a permission gets no second one.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ecodePermissions, gameQuestions, users } from "../../db/schema.ts";
import { ECODE_QUESTIONS } from "./data/ecode-questions.ts";
import type { SeedQuestion } from "./data/ecode-questions.ts";
import { IBEP_QUESTIONS } from "./data/ibep-questions.ts";

/** Demo learners who may sit ecode right away (the e2e spec and the README's walkthrough use them). */
export const ECODE_DEMO_EMAILS = ["fmep@demo.test", "ibep@demo.test"];

/** A small stable hash of a key, so a question's option order is the same on every seed. */
function hashKey(key: string): number {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** The data files list the right option first; rotating by a per-key amount spreads the answers over A-D. */
export function arrange(q: SeedQuestion): { options: string[]; answer: number } {
  const n = q.options.length;
  const offset = hashKey(q.key) % n;
  const options = q.options.map((_, i) => q.options[(i + offset) % n]!);
  return { options, answer: (n - offset) % n };
}

/** Inserts missing bank questions and the demo ecode permissions. */
export async function seedGames(db: Db, now: Date): Promise<void> {
  const rows = [
    ...ECODE_QUESTIONS.map((q) => ({ bank: "ecode" as const, q })),
    ...IBEP_QUESTIONS.map((q) => ({ bank: "ibep" as const, q })),
  ].map(({ bank, q }) => ({
    bank,
    topic: q.topic,
    prompt: q.prompt,
    explanation: q.explanation,
    seedKey: q.key,
    ...arrange(q),
  }));
  await db.insert(gameQuestions).values(rows).onConflictDoNothing({ target: gameQuestions.seedKey });

  const demo = await db.select({ id: users.id }).from(users).where(inArray(users.email, ECODE_DEMO_EMAILS));
  for (const { id } of demo) {
    const [has] = await db
      .select({ id: ecodePermissions.id })
      .from(ecodePermissions)
      .where(eq(ecodePermissions.userId, id));
    if (has) continue;
    await db.insert(ecodePermissions).values({
      userId: id,
      startsAt: new Date(now.getTime() - 86_400_000),
      endsAt: new Date(now.getTime() + 365 * 86_400_000),
      attempts: 20,
    });
  }
}
