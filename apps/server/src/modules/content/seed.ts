// Demo learning content: modules of the shipped demo clips with real questions for every program family (and the
// "For Beginner" track of FnO and ML), and the notes chapters of apps/server/data/content/notes. Idempotent through
// seed_key: rows already seeded (and possibly edited by an instructor since) are left alone.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FAMILIES } from "@fincareer/domain/programs";
import type { Family } from "@fincareer/domain/programs";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { Db } from "../../db/client.ts";
import { contentModules, contentNotes, contentQuestions, contentVideos } from "../../db/schema.ts";
import { CONTENT_DATA_DIR } from "../resources/media.ts";

interface DemoQuestion {
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

interface DemoLesson {
  file: string;
  title: string;
  description: string;
  questions: DemoQuestion[];
}

// Every shipped clip is 12 seconds long (made once with ffmpeg; see docs).
const CLIP_SECONDS = 12;

const BALANCE_SHEET: DemoLesson = {
  file: "balance-sheet.mp4",
  title: "What is a balance sheet?",
  description: "The accounting equation and what a balance sheet tells you about a company on one date.",
  questions: [
    {
      prompt: "Which equation always holds on a balance sheet?",
      options: [
        "Assets = Liabilities + Equity",
        "Revenue − Expenses = Assets",
        "Assets + Liabilities = Equity",
        "Equity = Revenue − Tax",
      ],
      correctIndex: 0,
      explanation:
        "Everything a company owns is financed either by what it owes (liabilities) or by its owners (equity).",
    },
    {
      prompt: "A balance sheet describes a company…",
      options: ["over a whole year", "on one date", "only at its IPO", "for the next quarter"],
      correctIndex: 1,
      explanation:
        "It is a snapshot at the reporting date; the income and cash flow statements cover a period.",
    },
    {
      prompt: "Where does a year's profit after tax (less dividends) end up on the balance sheet?",
      options: ["Trade payables", "Cash only", "Retained earnings, within equity", "Fixed assets"],
      correctIndex: 2,
      explanation: "Profit kept in the business adds to retained earnings, part of shareholders' equity.",
    },
  ],
};

const DCF: DemoLesson = {
  file: "dcf-steps.mp4",
  title: "DCF in three steps",
  description: "Forecast free cash flow, discount it at WACC, add the discounted terminal value.",
  questions: [
    {
      prompt: "Free cash flow to the firm should be discounted at…",
      options: ["the cost of equity", "the WACC", "the risk-free rate", "the dividend yield"],
      correctIndex: 1,
      explanation:
        "FCFF belongs to lenders and shareholders together, so its discount rate is the weighted average cost of capital.",
    },
    {
      prompt:
        "With FCFF next year of ₹105 crore, WACC 10% and growth 5% forever, the Gordon growth value today is…",
      options: ["₹1,050 crore", "₹2,100 crore", "₹2,205 crore", "₹700 crore"],
      correctIndex: 1,
      explanation: "Value = FCFF(1) / (WACC − g) = 105 / (0.10 − 0.05) = ₹2,100 crore.",
    },
  ],
};

const OPTION_PAYOFF: DemoLesson = {
  file: "option-payoff.mp4",
  title: "Reading an option payoff",
  description: "The payoff of a long call at expiry, and where it breaks even.",
  questions: [
    {
      prompt: "You buy a 24,200 call for ₹110. At which NIFTY level at expiry do you break even?",
      options: ["24,090", "24,200", "24,310", "24,420"],
      correctIndex: 2,
      explanation: "A call breaks even at strike + premium: 24,200 + 110 = 24,310.",
    },
    {
      prompt: "What is the most a call buyer can lose?",
      options: ["Nothing", "The premium paid", "The strike price", "Unlimited"],
      correctIndex: 1,
      explanation: "The buyer can let the option expire worthless; the loss is capped at the premium.",
    },
    {
      prompt: "At expiry NIFTY is 24,500. What is the payoff in points of the 24,200 call bought for 110?",
      options: ["300", "190", "110", "−110"],
      correctIndex: 1,
      explanation: "max(24,500 − 24,200, 0) − 110 = 190 points.",
    },
  ],
};

const TRAIN_TEST: DemoLesson = {
  file: "train-test.mp4",
  title: "Train, validate, test",
  description: "Why a model is judged only on data it has never seen.",
  questions: [
    {
      prompt: "Which data set should be used only once, for the final reported score?",
      options: ["Training set", "Validation set", "Test set", "All of them together"],
      correctIndex: 2,
      explanation:
        "Choosing anything with the test set makes its score optimistic; keep it untouched until the end.",
    },
    {
      prompt: "Scaling features on the full data set before splitting causes…",
      options: ["underfitting", "leakage", "faster training", "class imbalance"],
      correctIndex: 1,
      explanation:
        "Statistics from the test rows leak into training; fit preprocessing on training data only.",
    },
    {
      prompt: "Training score 0.98, validation score 0.71. The model is most likely…",
      options: ["underfitting", "overfitting", "perfectly tuned", "leaking the target"],
      correctIndex: 1,
      explanation:
        "A large gap between training and validation scores is the signature of high variance (overfitting).",
    },
  ],
};

const DASHBOARD: DemoLesson = {
  file: "data-dashboard.mp4",
  title: "From data to a dashboard",
  description: "Clean the table, summarise it with a pivot, chart the trend, and always show a comparison.",
  questions: [
    {
      prompt: "Which chart best shows how monthly revenue changed over two years?",
      options: ["Pie chart", "Line chart", "Scatter plot", "Histogram"],
      correctIndex: 1,
      explanation: "Change over time is read along a line.",
    },
    {
      prompt: "Revenue this month is ₹4.2 crore. What makes this number meaningful on a dashboard?",
      options: [
        "A larger font",
        "A 3-D chart",
        "A comparison with target or last year",
        "More decimal places",
      ],
      correctIndex: 2,
      explanation: "A number alone says nothing; show it against a target or a previous period.",
    },
  ],
};

interface DemoModule {
  title: string;
  description: string;
  lessons: DemoLesson[];
}

const FINANCE_BASICS: DemoModule = {
  title: "Accounting foundations",
  description: "Read a company's financial position before valuing it.",
  lessons: [BALANCE_SHEET],
};
const VALUATION: DemoModule = {
  title: "Valuation",
  description: "Value a business from the cash it will generate.",
  lessons: [DCF],
};
const OPTIONS: DemoModule = {
  title: "Options: payoffs and strategies",
  description: "Calls, puts and what they pay at expiry.",
  lessons: [OPTION_PAYOFF],
};
const MODELLING: DemoModule = {
  title: "Model evaluation",
  description: "Split data correctly and recognise over- and underfitting.",
  lessons: [TRAIN_TEST],
};
const ANALYTICS: DemoModule = {
  title: "Data to decisions",
  description: "Turn a raw table into a dashboard people use.",
  lessons: [DASHBOARD],
};

/** The demo modules per family and track. */
const DEMO_MODULES: Record<Family, Partial<Record<ResourceTrack, DemoModule[]>>> = {
  FMEP: { main: [FINANCE_BASICS, VALUATION] },
  IBEP: { main: [FINANCE_BASICS, VALUATION] },
  BA: { main: [ANALYTICS, MODELLING] },
  SSEP: { main: [FINANCE_BASICS, VALUATION] },
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
  DS: { main: [ANALYTICS, MODELLING] },
  ML: {
    main: [MODELLING],
    beginner: [
      { ...ANALYTICS, title: "Data first", description: "Start here: from a raw table to a clear chart." },
    ],
  },
  PYTHON: { main: [ANALYTICS, MODELLING] },
  EXCEL: { main: [ANALYTICS, FINANCE_BASICS] },
  MREP: { main: [ANALYTICS] },
  GenAI: { main: [MODELLING, ANALYTICS] },
  CMEP: { main: [FINANCE_BASICS, VALUATION] },
  NORMAL: { main: [FINANCE_BASICS, VALUATION] },
};

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
        for (const [videoPosition, lesson] of mod.lessons.entries()) {
          const [video] = await tx
            .insert(contentVideos)
            .values({
              moduleId: created.id,
              title: lesson.title,
              description: lesson.description,
              kind: "demo",
              fileName: lesson.file,
              mimeType: "video/mp4",
              durationSeconds: CLIP_SECONDS,
              position: videoPosition,
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
