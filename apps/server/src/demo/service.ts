// Demo data: an admin and one learner per program family (password demo1234), enrolments that started 30 days
// ago and end in 11 months, a few notifications each, the privacy notice accepted with its optional uses given, and
// two live sessions. Idempotent: running it again adds nothing twice (missing rows are added, existing accounts keep
// their state).
import { count, eq } from "drizzle-orm";
import type { PlanComment, ProgramName } from "@fincareer/domain/programs";
import type { TradingCalendar } from "@fincareer/domain/ist";
import type { Db } from "../db/client.ts";
import { liveSessions, notifications, programEnrolments, users } from "../db/schema.ts";
import { addDays, addMonths, todayIst } from "../lib/dates.ts";
import { ensureMarketHistory } from "../modules/market/history-store.ts";
import { seedMarketDemo } from "../modules/market/seed.ts";
import { hashPassword } from "../platform/credentials.ts";
import { acceptNotice, currentNotice } from "../platform/consent.ts";
import { OPTIONAL_PURPOSES } from "@fincareer/domain/contract/privacy";
import { seedFaqs } from "../modules/account/faq-seed.ts";
import { seedContent } from "../modules/content/seed.ts";
import { seedGames } from "../modules/games/seed.ts";
import { seedResearch } from "../modules/research/seed.ts";
import { seedCertificateRules } from "../modules/certificates/seed.ts";
import { seedDemoCohort } from "./cohort.ts";

export { removeDemoCohort } from "./cohort.ts";
import { demoLiveSlots } from "./live-slots.ts";
import { DEMO_PASSWORD } from "./password.ts";

interface DemoUser {
  email: string;
  name: string;
  role?: "admin";
  programs: { program: ProgramName; plan?: PlanComment }[];
  steps: number;
  researchType?: "OLD" | "NEW";
}

/** The demo accounts (docs: one per program family, plus multi-program and fresh sign-up cases). */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: "admin@demo.test", name: "Demo Admin", role: "admin", programs: [], steps: 3 },
  {
    email: "fmep@demo.test",
    name: "Farah FA-FMEP",
    programs: [{ program: "FAFMEP", plan: "FAGOLD" }],
    steps: 3,
    researchType: "NEW",
  },
  {
    email: "gold@demo.test",
    name: "Gaurav FMEP Gold",
    programs: [{ program: "FMEPGOLD" }],
    steps: 3,
    researchType: "OLD",
  },
  { email: "silver@demo.test", name: "Sunita FMEP Silver", programs: [{ program: "FMEPSILVER" }], steps: 3 },
  { email: "ibep@demo.test", name: "Ishaan IBEP Gold", programs: [{ program: "IBEPGOLD" }], steps: 1 },
  { email: "ba@demo.test", name: "Bhavna BA", programs: [{ program: "BA" }], steps: 1 },
  {
    email: "excel@demo.test",
    name: "Esha Excel Basic",
    programs: [{ program: "EXCEL", plan: "BAEXCELBASIC" }],
    steps: 1,
  },
  { email: "python@demo.test", name: "Pranav Python", programs: [{ program: "PYTHON" }], steps: 1 },
  { email: "ds@demo.test", name: "Divya DS Fusion", programs: [{ program: "DSFUSION" }], steps: 1 },
  { email: "fno@demo.test", name: "Farhan FnO", programs: [{ program: "FnO", plan: "FnO" }], steps: 1 },
  {
    email: "multi@demo.test",
    name: "Meera Multi-program",
    programs: [{ program: "FMEPGOLD" }, { program: "IBEPGOLD" }],
    steps: 3,
  },
  { email: "new@demo.test", name: "Naveen New", programs: [{ program: "FMEPGOLD" }], steps: 0 },
];

// Programs whose menu has Live Sessions (the GOLD programs and the premium FMEP/Excel plans).
const LIVE_PROGRAMS: ProgramName[] = [
  "FMEPGOLD",
  "FMEPPLATINUM",
  "FAFMEP",
  "IBEPGOLD",
  "BAGOLD",
  "SSEPGOLD",
  "DSGOLD",
  "MREPGOLD",
  "GenAIGOLD",
  "CMEPGOLD",
  "EXCEL",
];

const WELCOME_MESSAGES = [
  "Welcome to FinCareer! Your program dashboard is ready.",
  "Week 1 resources are now open: start with the first module.",
  "Live session scheduled next week: add it to your calendar.",
];

/** Loads the demo data; with ifEmpty it does nothing when any user exists. Returns whether it ran and the user count. */
export async function seedDemo(
  db: Db,
  options: {
    ifEmpty?: boolean;
    now?: Date;
    history?: { historyDays: number; seed: number; calendar: TradingCalendar };
    /** Runs in the seed's transaction after the data is in (the admin route's audit entry). */
    onSeeded?: (tx: Db, result: { seeded: true; users: number }) => Promise<void>;
  } = {},
): Promise<{ seeded: boolean; users: number }> {
  const now = options.now ?? new Date();
  const today = todayIst(now);
  // Hashing once keeps seeding fast; every demo account shares the documented password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // One transaction: the demo data and the market history (with its completion marker) commit together, or
  // nothing does; a later run adds only what is missing.
  return db.transaction(async (tx) => {
    if (options.history) await ensureMarketHistory(tx, { today, ...options.history });
    const countUsers = async () => (await tx.select({ n: count() }).from(users))[0]?.n ?? 0;
    if (options.ifEmpty && (await countUsers()) > 0) return { seeded: false, users: await countUsers() };

    for (const demo of DEMO_USERS) {
      const [created] = await tx
        .insert(users)
        .values({
          email: demo.email,
          name: demo.name,
          passwordHash,
          role: demo.role ?? "learner",
          cprogram: demo.programs[0]?.program ?? null,
          postSignupSteps: demo.steps,
          researchType: demo.researchType ?? "NEW",
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      const [user] = created
        ? [created]
        : await tx.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
      if (!user) continue;
      // A demo account stands for a learner who signed up: they accepted the current privacy notice (and gave the
      // optional uses) at sign-up, so they are asked again only when an admin publishes a new version.
      if (created) {
        const notice = await currentNotice(tx);
        await acceptNotice(
          tx,
          created.id,
          { notice_version: notice.version, purposes: [...OPTIONAL_PURPOSES], language: "en" },
          "seed",
        );
      }
      for (const { program, plan } of demo.programs) {
        await tx
          .insert(programEnrolments)
          .values({
            userId: user.id,
            programName: program,
            startDate: addDays(today, -30),
            endDate: addMonths(today, 11),
            comment: plan ?? null,
          })
          .onConflictDoNothing({ target: [programEnrolments.userId, programEnrolments.programName] });
      }
      if (created && demo.programs.length > 0) {
        await tx.insert(notifications).values(
          WELCOME_MESSAGES.map((message, i) => ({
            userId: created.id,
            message,
            createdAt: new Date(now.getTime() - (WELCOME_MESSAGES.length - i) * 3_600_000),
          })),
        );
      }
    }

    const slots = demoLiveSlots(now);
    const sessions = [
      {
        title: "Valuation masterclass: reading an annual report",
        programs: LIVE_PROGRAMS,
        startTime: slots.upcoming,
        durationMinutes: 90,
        joinUrl: "https://meet.example.com/fincareer-valuation",
        recordingUrl: null,
      },
      {
        title: "Orientation: how the program works",
        programs: LIVE_PROGRAMS,
        startTime: slots.past,
        durationMinutes: 60,
        joinUrl: "https://meet.example.com/fincareer-orientation",
        recordingUrl: "https://videos.example.com/fincareer-orientation",
      },
    ];
    for (const session of sessions) {
      const [exists] = await tx
        .select({ id: liveSessions.id })
        .from(liveSessions)
        .where(eq(liveSessions.title, session.title));
      if (!exists) await tx.insert(liveSessions).values(session);
    }
    await seedContent(tx);
    await seedFaqs(tx);
    await seedResearch(tx, now);
    await seedMarketDemo(tx, now);
    await seedGames(tx, now);
    await seedCertificateRules(tx);
    // The generated cohort the analytics screens need (removed by `demo:remove` before a real cohort starts).
    await seedDemoCohort(tx, passwordHash, now);
    const result = { seeded: true as const, users: await countUsers() };
    await options.onSeeded?.(tx, result);
    return result;
  });
}
