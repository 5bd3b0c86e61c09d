// Issue 41: the FAQ answers rewritten in the seed (honest prices per company and range, the AI interview's programs)
// reach databases seeded before, through migration 0037, and only where nobody has edited the answer since.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/client.ts";
import { faqs } from "../src/db/schema.ts";
import { seedFaqs, shippedFaqs } from "../src/modules/account/faq-seed.ts";
import { BACKENDS, useFreshDatabase } from "./helpers/context.ts";

const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, "0037_faq_answers.sql"), "utf8");
const STATEMENTS = MIGRATION.split("--> statement-breakpoint");

/** The SQL string literals of a statement, unquoted, in order (its comment lines left out). */
function literals(statement: string): string[] {
  return [...statement.replace(/^--.*$/gm, "").matchAll(/'((?:[^']|'')*)'/g)].map((m) =>
    m[1]!.replace(/''/g, "'"),
  );
}

/** What each statement rewrites: the FAQ's key, its new answer and the shipped answers it replaces. */
const REWRITES = STATEMENTS.map((statement) => {
  const [answer, seedKey, ...old] = literals(statement);
  return { key: seedKey!.replace(/^faq:/, ""), answer: answer!, old };
});

describe("migration 0037's texts", () => {
  it("rewrites the prices FAQ, and each answer to the seed's text of today", () => {
    // A later change to one of these answers in faqs.md needs its own migration for the databases seeded before:
    // this test then fails until that migration takes over from 0037 here.
    const shipped = new Map(shippedFaqs().map((f) => [f.key, f.answer]));
    expect(REWRITES.map((r) => r.key)).toContain("orders-prices-simulated");
    for (const rewrite of REWRITES) {
      expect(rewrite.answer).toBe(shipped.get(rewrite.key));
      expect(rewrite.old.length).toBeGreaterThan(0);
      expect(rewrite.old).not.toContain(rewrite.answer);
    }
    const prices = REWRITES.find((r) => r.key === "orders-prices-simulated")!;
    expect(prices.old.join()).toContain("*Real end-of-day prices to 14/11/2026, simulated after*");
    expect(prices.answer).toContain(
      "*Real end-of-day prices from 26/11/2026 to 27/11/2026, simulated before and after*",
    );
    expect(prices.answer).toContain("every index (SENSEX, NIFTY 50 and the others) stays simulated");
  });
});

describe.each(BACKENDS)("migration 0037 on $name", (backend) => {
  const database = useFreshDatabase(backend);

  async function answerOf(key: string): Promise<string> {
    const [row] = await database()
      .db.select({ answer: faqs.answer })
      .from(faqs)
      .where(eq(faqs.seedKey, `faq:${key}`));
    return row!.answer;
  }

  async function setAnswer(key: string, answer: string): Promise<void> {
    await database()
      .db.update(faqs)
      .set({ answer })
      .where(eq(faqs.seedKey, `faq:${key}`));
  }

  async function migrate(): Promise<void> {
    for (const statement of STATEMENTS) await database().db.execute(sql.raw(statement));
  }

  it("is in the journal after 0036, so the migrator has applied it", async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    };
    const tags = journal.entries.map((e) => e.tag);
    const at = tags.indexOf("0037_faq_answers");
    expect(at).toBeGreaterThan(tags.indexOf("0036_mail_retention"));
    expect(journal.entries[at]!.when).toBeGreaterThan(journal.entries[at - 1]!.when);
    const applied = await database().db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows = (applied as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBe(journal.entries.length);
  });

  it("rewrites an answer still holding an old shipped text, and leaves an admin's edit and today's text alone", async () => {
    await seedFaqs(database().db);
    const prices = REWRITES.find((r) => r.key === "orders-prices-simulated")!;
    const cash = REWRITES.find((r) => r.key === "orders-start-cash")!;
    const games = REWRITES.find((r) => r.key === "games-what")!;
    // A database seeded before: the prices FAQ and the start-cash FAQ as first shipped ...
    await setAnswer(prices.key, prices.old[0]!);
    await setAnswer(cash.key, cash.old[0]!);
    // ... where an admin had reworded the games FAQ (a space more is an edit too).
    const edited = `${games.old[0]!} Ask your instructor which games your batch plays.`;
    await setAnswer(games.key, edited);
    await migrate();
    expect(await answerOf(prices.key)).toBe(prices.answer);
    expect(await answerOf(cash.key)).toBe(cash.answer);
    expect(await answerOf(games.key)).toBe(edited);
    await setAnswer(games.key, `${games.old[0]!} `);
    await migrate();
    expect(await answerOf(games.key)).toBe(`${games.old[0]!} `);
    // Run again on today's texts, it changes nothing.
    await migrate();
    for (const rewrite of REWRITES.filter((r) => r !== games))
      expect(await answerOf(rewrite.key)).toBe(rewrite.answer);
  });
});
