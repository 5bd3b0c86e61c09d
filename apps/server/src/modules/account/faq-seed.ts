// The shipped FAQs (apps/server/data/content/faqs.md), parsed and seeded by seed_key: a FAQ already seeded (and
// perhaps edited by an admin since) is left alone.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FAQ_CATEGORIES } from "@fincareer/domain/contract/faq";
import { FAMILIES } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import { faqs } from "../../db/schema.ts";
import { CONTENT_DATA_DIR } from "../../platform/media.ts";

/** A FAQ as the data file holds it. */
export interface SeedFaq {
  key: string;
  category: string;
  question: string;
  answer: string;
  families: string[];
}

/** Parses the FAQ data file; throws on a malformed entry so a broken file fails the tests, not a learner. */
export function parseFaqFile(markdown: string): SeedFaq[] {
  const text = markdown.replace(/<!--[\s\S]*?-->/g, "");
  const out: SeedFaq[] = [];
  let category: string | null = null;
  let current: (SeedFaq & { lines: string[] }) | null = null;
  const flush = () => {
    if (!current) return;
    const answer = current.lines.join("\n").trim();
    if (answer.length < 5) throw new Error(`FAQ ${current.key} has no answer`);
    out.push({ ...current, answer });
    current = null;
  };
  for (const line of text.split("\n")) {
    const cat = /^## (.+)$/.exec(line);
    const q = /^### (.+?) \{#([a-z0-9-]+)\}\s*$/.exec(line);
    if (cat) {
      flush();
      category = cat[1]!.trim();
      if (!(FAQ_CATEGORIES as readonly string[]).includes(category))
        throw new Error(`unknown FAQ category ${category}`);
    } else if (q) {
      flush();
      if (!category) throw new Error(`FAQ ${q[2]} comes before any category`);
      current = { key: q[2]!, category, question: q[1]!, answer: "", families: [], lines: [] };
    } else if (current && current.lines.length === 0 && /^families:/.test(line)) {
      const list = line.slice("families:".length).trim();
      current.families =
        list === "*"
          ? []
          : list.split(",").map((f) => {
              const family = f.trim();
              if (!(FAMILIES as readonly string[]).includes(family))
                throw new Error(`FAQ ${current!.key}: unknown family ${family}`);
              return family;
            });
    } else if (current) {
      current.lines.push(line);
    }
  }
  flush();
  const keys = new Set(out.map((f) => f.key));
  if (keys.size !== out.length) throw new Error("FAQ keys must be unique");
  return out.map(({ key, category: c, question, answer, families }) => ({
    key,
    category: c,
    question,
    answer,
    families,
  }));
}

/** The shipped FAQs. */
export function shippedFaqs(): SeedFaq[] {
  return parseFaqFile(readFileSync(join(CONTENT_DATA_DIR, "faqs.md"), "utf8"));
}

/** Inserts the shipped FAQs that are not in the database yet (by seed_key). */
export async function seedFaqs(tx: Db): Promise<number> {
  const rows = shippedFaqs().map((f, i) => ({
    category: f.category,
    question: f.question,
    answer: f.answer,
    families: f.families,
    position: (i + 1) * 10,
    seedKey: `faq:${f.key}`,
  }));
  const inserted = await tx
    .insert(faqs)
    .values(rows)
    .onConflictDoNothing({ target: faqs.seedKey })
    .returning({ id: faqs.id });
  return inserted.length;
}
