// Demo learning content: modules of the shipped demo lessons (lessons/<slug>.json: title, outline, timed transcript
// and questions; videos/<slug>.mp4: a title card of that lesson) for every program family (and the "For Beginner"
// track of FnO and ML), and the notes chapters of apps/server/data/content/notes. Idempotent through
// seed_key: rows already seeded (and possibly edited by an instructor since) are left alone.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FAMILIES } from "@fincareer/domain/programs";
import type { Family } from "@fincareer/domain/programs";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { Db } from "../../db/client.ts";
import { contentModules, contentNotes, contentQuestions, contentVideos } from "../../db/schema.ts";
import { CONTENT_DATA_DIR } from "../../platform/media.ts";

interface DemoQuestion {
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

/** A lesson file: lessons/<slug>.json; its clip is videos/<slug>.mp4, rendered by scripts/make-demo-clips.mjs. */
interface DemoLesson {
  slug: string;
  title: string;
  description: string;
  /** The clip's length in seconds (the clip is made that long). */
  seconds: number;
  /** The timed transcript, one "m:ss words" caption per line. */
  transcript: string[];
  questions: DemoQuestion[];
}

const lessonCache = new Map<string, DemoLesson>();

/** Reads one demo lesson from apps/server/data/content/lessons. */
function lesson(slug: string): DemoLesson {
  const cached = lessonCache.get(slug);
  if (cached) return cached;
  const data = JSON.parse(readFileSync(join(CONTENT_DATA_DIR, "lessons", `${slug}.json`), "utf8")) as Omit<
    DemoLesson,
    "slug"
  >;
  const read = { slug, ...data };
  lessonCache.set(slug, read);
  return read;
}

interface DemoModule {
  title: string;
  description: string;
  lessons: string[];
}

const STATEMENTS: DemoModule = {
  title: "Reading financial statements",
  description: "The P&L and the balance sheet: what a company earned, owns and owes.",
  lessons: ["reading-pnl", "balance-sheet"],
};
const RATIOS_AND_VALUE: DemoModule = {
  title: "Ratios and valuation",
  description: "Compare companies with ratios, then value one from the cash it will generate.",
  lessons: ["ratio-analysis", "dcf-steps"],
};
const FINANCE_BASICS: DemoModule = {
  title: "Accounting foundations",
  description: "Read a company's financial position before valuing it.",
  lessons: ["balance-sheet"],
};
const VALUATION: DemoModule = {
  title: "Valuation",
  description: "Value a business from the cash it will generate.",
  lessons: ["dcf-steps"],
};
const DEALS: DemoModule = {
  title: "Deal mechanics",
  description: "What an acquisition does to earnings per share, and how a buyout earns its return.",
  lessons: ["mna-accretion", "lbo-returns"],
};
const OPTIONS: DemoModule = {
  title: "Options: payoffs and strategies",
  description: "Calls, puts and what they pay at expiry.",
  lessons: ["option-payoff"],
};
const SQL: DemoModule = {
  title: "SQL for analysts",
  description: "Combine tables correctly and know how many rows to expect.",
  lessons: ["sql-joins"],
};
const EXPERIMENTS: DemoModule = {
  title: "Experiments and dashboards",
  description: "Read an A/B test honestly and show results people can act on.",
  lessons: ["ab-test", "data-dashboard"],
};
const REGRESSION: DemoModule = {
  title: "Regression",
  description: "Fit a line, read what it says, and check when it should not be trusted.",
  lessons: ["linear-regression"],
};
const MODELLING: DemoModule = {
  title: "Model evaluation",
  description: "Split data correctly and recognise over- and underfitting.",
  lessons: ["train-test"],
};
const ANALYTICS: DemoModule = {
  title: "Data to decisions",
  description: "Turn a raw table into a dashboard people use.",
  lessons: ["data-dashboard"],
};
const LOOKUPS: DemoModule = {
  title: "Lookups and references",
  description: "Find values by key with XLOOKUP and INDEX-MATCH.",
  lessons: ["excel-lookups"],
};

/** The demo modules per family and track. */
const DEMO_MODULES: Record<Family, Partial<Record<ResourceTrack, DemoModule[]>>> = {
  FMEP: { main: [STATEMENTS, RATIOS_AND_VALUE] },
  IBEP: { main: [DEALS, VALUATION] },
  BA: { main: [SQL, EXPERIMENTS] },
  SSEP: { main: [STATEMENTS, VALUATION] },
  FnO: {
    main: [OPTIONS, FINANCE_BASICS],
    beginner: [
      {
        ...FINANCE_BASICS,
        title: "Markets from zero",
        description: "Start here: what a company owns and owes.",
      },
    ],
  },
  DS: { main: [REGRESSION, MODELLING] },
  ML: {
    main: [MODELLING, REGRESSION],
    beginner: [
      { ...ANALYTICS, title: "Data first", description: "Start here: from a raw table to a clear chart." },
    ],
  },
  PYTHON: { main: [ANALYTICS, MODELLING] },
  EXCEL: { main: [LOOKUPS, ANALYTICS] },
  MREP: { main: [EXPERIMENTS] },
  GenAI: { main: [MODELLING, ANALYTICS] },
  CMEP: { main: [FINANCE_BASICS, VALUATION] },
  NORMAL: { main: [STATEMENTS, VALUATION] },
};

/** Every demo lesson a module uses (for checks and the clip renderer). */
export function demoLessonSlugs(): string[] {
  const slugs = new Set<string>();
  for (const tracks of Object.values(DEMO_MODULES))
    for (const list of Object.values(tracks)) for (const m of list) for (const s of m.lessons) slugs.add(s);
  return [...slugs].sort();
}

/** A demo lesson as seeded: the file-backed lesson with its transcript joined into the stored text. */
export function demoLesson(slug: string): DemoLesson & { transcriptText: string; file: string } {
  const l = lesson(slug);
  return { ...l, transcriptText: l.transcript.join("\n"), file: `${slug}.mp4` };
}

/** Notes files are named `<FAMILY>-<n>-<slug>.md`; the first `# ` line is the chapter title. */
function demoNotes(): { key: string; family: Family; position: number; title: string; markdown: string }[] {
  const dir = join(CONTENT_DATA_DIR, "notes");
  const out = [];
  for (const file of readdirSync(dir).sort()) {
    const m = /^([A-Za-z]+)-(\d+)-[a-z0-9-]+\.md$/.exec(file);
    const family = FAMILIES.find((f) => f === m?.[1]);
    if (!m || !family) continue;
    const text = readFileSync(join(dir, file), "utf8");
    const lines = text.split(/\r?\n/);
    const h1 = lines.findIndex((l) => /^#\s+/.test(l));
    const title = h1 >= 0 ? lines[h1]!.replace(/^#\s+/, "").trim() : file;
    const markdown = (h1 >= 0 ? lines.filter((_, i) => i !== h1) : lines).join("\n").trim() + "\n";
    out.push({ key: `notes/${file}`, family, position: Number(m[2]) - 1, title, markdown });
  }
  return out;
}

/** Seeds the demo modules, videos, questions and notes that are missing; returns how many modules and notes it added. */
export async function seedContent(tx: Db): Promise<{ modules: number; notes: number }> {
  let modules = 0;
  for (const family of FAMILIES) {
    for (const [track, list] of Object.entries(DEMO_MODULES[family]) as [ResourceTrack, DemoModule[]][]) {
      for (const [position, mod] of list.entries()) {
        const [created] = await tx
          .insert(contentModules)
          .values({
            family,
            track,
            title: mod.title,
            description: mod.description,
            position,
            seedKey: `module:${family}:${track}:${position}`,
          })
          .onConflictDoNothing({ target: contentModules.seedKey })
          .returning({ id: contentModules.id });
        if (!created) continue;
        modules += 1;
        for (const [videoPosition, slug] of mod.lessons.entries()) {
          const lesson = demoLesson(slug);
          const [video] = await tx
            .insert(contentVideos)
            .values({
              moduleId: created.id,
              title: lesson.title,
              description: lesson.description,
              kind: "demo",
              fileName: lesson.file,
              mimeType: "video/mp4",
              durationSeconds: lesson.seconds,
              position: videoPosition,
              transcript: lesson.transcriptText,
            })
            .returning({ id: contentVideos.id });
          await tx
            .insert(contentQuestions)
            .values(lesson.questions.map((q, i) => ({ videoId: video!.id, ...q, position: i })));
        }
      }
    }
  }
  let notes = 0;
  for (const note of demoNotes()) {
    const inserted = await tx
      .insert(contentNotes)
      .values({
        family: note.family,
        title: note.title,
        markdown: note.markdown,
        position: note.position,
        seedKey: note.key,
      })
      .onConflictDoNothing({ target: contentNotes.seedKey })
      .returning({ id: contentNotes.id });
    notes += inserted.length;
  }
  return { modules, notes };
}
