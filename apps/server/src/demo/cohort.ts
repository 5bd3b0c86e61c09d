// The demo cohort (issue 24): 240 generated learners across FMEP Gold and FMEP Silver, so the analytics screens
// have something to show: enrolments started over the last three months, logins and videos watched, answers,
// weekly research with grades, and a spread of lapses (never logged in, gone quiet, guessing, ending behind).
// Deterministic (one seeded generator) and set-based (a few INSERT ... SELECT FROM json_to_recordset statements).
// Every account has an @demo-batch.test address, which marks it as a demo learner on the admin screens, and
// removeDemoCohort deletes them with everything they did (the tables cascade from users).
import { sql } from "drizzle-orm";
import { DEMO_COHORT_DOMAIN } from "@fincareer/domain/analytics";
import { seededRandom } from "@fincareer/domain/random";
import type { Db } from "../db/client.ts";
import { questionReports } from "../db/schema.ts";
import { addDays, todayIst } from "../lib/dates.ts";
import { rowsOf } from "../modules/analytics/queries.ts";

/** Learners generated per program. */
export const COHORT_PER_PROGRAM = 120;
const PROGRAMS = ["FMEPGOLD", "FMEPSILVER"] as const;
const SEED = 2024_0924;
const DAY = 86_400_000;

const FIRST = [
  "Aarav",
  "Aditi",
  "Akash",
  "Ananya",
  "Arjun",
  "Bhavya",
  "Chetan",
  "Deepika",
  "Dhruv",
  "Divya",
  "Gautam",
  "Harini",
  "Ishita",
  "Jatin",
  "Kabir",
  "Kavya",
  "Lakshmi",
  "Manish",
  "Meghna",
  "Nikhil",
  "Nisha",
  "Omkar",
  "Pallavi",
  "Pranav",
  "Priya",
  "Rahul",
  "Riya",
  "Rohan",
  "Sakshi",
  "Sameer",
  "Sanjana",
  "Siddharth",
  "Sneha",
  "Tanvi",
  "Tejas",
  "Uday",
  "Varun",
  "Vidya",
  "Yash",
  "Zoya",
];
const LAST = [
  "Agarwal",
  "Bhat",
  "Chatterjee",
  "Desai",
  "Iyer",
  "Joshi",
  "Kapoor",
  "Kulkarni",
  "Menon",
  "Mishra",
  "Nair",
  "Patel",
  "Pillai",
  "Rao",
  "Reddy",
  "Shah",
  "Sharma",
  "Singh",
  "Srinivasan",
  "Verma",
];
const COMPANIES = [
  "Infosys",
  "HDFC Bank",
  "Reliance Industries",
  "Tata Consultancy Services",
  "ITC",
  "Larsen & Toubro",
  "Asian Paints",
  "Bajaj Finance",
  "Maruti Suzuki",
  "Sun Pharma",
  "Titan Company",
  "Hindustan Unilever",
];

/** True when the demo cohort is already in the database. */
async function present(tx: Db): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from users where email like ${`%@${DEMO_COHORT_DOMAIN}`}`,
  );
  return (row?.n ?? 0) > 0;
}

async function insertJson(tx: Db, rows: unknown[], statement: (json: string) => ReturnType<typeof sql>) {
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.execute(statement(JSON.stringify(rows.slice(i, i + 5000))));
  }
}

/** Adds the demo cohort unless it is there; `passwordHash` is the demo accounts' shared one. Returns how many. */
export async function seedDemoCohort(tx: Db, passwordHash: string, now: Date = new Date()): Promise<number> {
  if (await present(tx)) return 0;
  const rand = seededRandom(SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const today = todayIst(now);
  const videos = await rowsOf<{ id: number }>(
    tx,
    sql`select v.id from content_videos v join content_modules m on m.id = v.module_id
        where m.family = 'FMEP' and m.track = 'main' order by m.position, m.id, v.position, v.id`,
  );
  const questions = await rowsOf<{ id: number; video_id: number; correct_index: number; options: number }>(
    tx,
    sql`select q.id, q.video_id, q.correct_index, cardinality(q.options) as options from content_questions q
        where q.video_id in (select v.id from content_videos v join content_modules m on m.id = v.module_id
          where m.family = 'FMEP' and m.track = 'main')`,
  );

  const people = PROGRAMS.flatMap((program) =>
    Array.from({ length: COHORT_PER_PROGRAM }, (_, i) => {
      const first = pick(FIRST);
      const last = pick(LAST);
      // Enrolments started over the last three months (three cohorts), a few ending within two weeks.
      const startDaysAgo = 5 + Math.floor(rand() * 85);
      const endingSoon = rand() < 0.07;
      const start = addDays(today, -startDaysAgo);
      const end = endingSoon ? addDays(today, 3 + Math.floor(rand() * 10)) : addDays(start, 364);
      // Engagement: most are steady, some fade, a few never start; guessers answer at random.
      const r = rand();
      const engagement = r < 0.06 ? 0 : r < 0.25 ? 0.15 + rand() * 0.25 : 0.45 + rand() * 0.55;
      const quietDays =
        engagement === 0
          ? startDaysAgo
          : engagement < 0.4
            ? 8 + Math.floor(rand() * 20)
            : Math.floor(rand() * 4);
      return {
        email:
          `${first}.${last}.${program === "FMEPGOLD" ? "g" : "s"}${i + 1}@${DEMO_COHORT_DOMAIN}`.toLowerCase(),
        name: `${first} ${last}`,
        program,
        start,
        end,
        startDaysAgo,
        engagement,
        guesser: rand() < 0.1,
        quietDays: Math.min(quietDays, startDaysAgo),
      };
    }),
  );

  const created = await rowsOf<{ id: number; email: string }>(
    tx,
    sql`insert into users (email, name, password_hash, cprogram, post_signup_steps, research_type)
        select email, name, ${passwordHash}, program, 3, 'NEW'
        from json_to_recordset(${JSON.stringify(people)}::json) as x(email text, name text, program text)
        returning id, email`,
  );
  const idOf = new Map(created.map((c) => [c.email, c.id]));
  await tx.execute(sql`
    insert into program_enrolments (user_id, program_name, start_date, end_date)
    select u.id, x.program, x.start::date, x."end"::date
    from json_to_recordset(${JSON.stringify(people)}::json) as x(email text, program text, start text, "end" text)
    join users u on u.email = x.email`);

  const events: { user_id: number; kind: string; program: string; ref: string | null; at: string }[] = [];
  const progress: { user_id: number; video_id: number; at: string }[] = [];
  const answers: { user_id: number; question_id: number; choice: number; correct: boolean; at: string }[] =
    [];
  const research: {
    user_id: number;
    program: string;
    week: number;
    deadline: string;
    company: string;
    points: number | null;
    at: string;
  }[] = [];

  for (const p of people) {
    if (p.engagement === 0) continue;
    const userId = idOf.get(p.email)!;
    const startMs = Date.parse(`${p.start}T04:00:00Z`);
    const lastMs = now.getTime() - p.quietDays * DAY - Math.floor(rand() * 8) * 3_600_000;
    const span = Math.max(lastMs - startMs, DAY);
    const at = (share: number) => new Date(startMs + share * span).toISOString();
    // Logins: about every other day for the keen, weekly for the fading; the last one is their last activity.
    const logins = Math.max(1, Math.round((span / DAY) * p.engagement * 0.5));
    for (let k = 0; k < logins; k++) {
      events.push({
        user_id: userId,
        kind: "login",
        program: p.program,
        ref: null,
        at: at(k === logins - 1 ? 1 : rand()),
      });
    }
    // Videos in course order: the keen get further, which makes the drop-off curve.
    // Guessers click through every video and answer every question, mostly wrong (the low-accuracy case).
    const finished = p.guesser
      ? videos.length
      : Math.min(videos.length, Math.round(videos.length * p.engagement * (0.5 + rand() * 0.6)));
    for (let v = 0; v < finished; v++) {
      const when = at(((v + 1) / (finished + 1)) * 0.95);
      progress.push({ user_id: userId, video_id: videos[v]!.id, at: when });
      events.push({
        user_id: userId,
        kind: "video_progress",
        program: p.program,
        ref: String(videos[v]!.id),
        at: when,
      });
      events.push({
        user_id: userId,
        kind: "video_finished",
        program: p.program,
        ref: String(videos[v]!.id),
        at: when,
      });
    }
    const done = new Set(videos.slice(0, finished).map((v) => v.id));
    const accuracy = p.guesser ? 0.25 : 0.5 + p.engagement * 0.4;
    for (const q of questions) {
      if (!done.has(q.video_id) || (!p.guesser && rand() > 0.9)) continue;
      const right = rand() < accuracy;
      const choice = right
        ? q.correct_index
        : (q.correct_index + 1 + Math.floor(rand() * (q.options - 1))) % q.options;
      answers.push({ user_id: userId, question_id: q.id, choice, correct: right, at: at(rand()) });
    }
    // Weekly research: each finished week submitted with the learner's engagement as the chance; most graded.
    const weeksDone = Math.floor(p.startDaysAgo / 7);
    const quietFrom = Math.floor((p.startDaysAgo - p.quietDays) / 7) + 1;
    for (let w = 1; w <= weeksDone + 1; w++) {
      if (w > quietFrom || rand() > p.engagement) continue;
      const deadline = new Date(startMs + w * 7 * DAY - 1);
      const submitted = new Date(Math.min(deadline.getTime() - rand() * 3 * DAY, lastMs));
      if (submitted.getTime() < startMs) continue;
      const graded = w <= weeksDone && rand() < 0.75;
      research.push({
        user_id: userId,
        program: p.program,
        week: w,
        deadline: deadline.toISOString(),
        company: pick(COMPANIES),
        points: graded
          ? Math.max(2, Math.min(10, Math.round(3 + p.engagement * 6 + (rand() - 0.5) * 3)))
          : null,
        at: submitted.toISOString(),
      });
    }
  }

  await insertJson(
    tx,
    events,
    (json) => sql`
    insert into activity_events (user_id, kind, program, ref, at)
    select user_id, kind, program, ref, at
    from json_to_recordset(${json}::json) as x(user_id int, kind text, program text, ref text, at timestamptz)`,
  );
  await insertJson(
    tx,
    progress,
    (json) => sql`
    insert into content_progress (user_id, video_id, position_seconds, completed, updated_at)
    select user_id, video_id, 0, true, at
    from json_to_recordset(${json}::json) as x(user_id int, video_id int, at timestamptz)
    on conflict do nothing`,
  );
  await insertJson(
    tx,
    answers,
    (json) => sql`
    insert into content_answers (user_id, question_id, choice_index, correct, created_at)
    select user_id, question_id, choice, correct, at
    from json_to_recordset(${json}::json) as x(user_id int, question_id int, choice int, correct boolean, at timestamptz)
    on conflict do nothing`,
  );
  await insertJson(
    tx,
    research,
    (json) => sql`
    insert into research_items (user_id, kind, program, family, ratings_list, research_type, week, deadline, company,
      text, admin_points, graded_at, created_at, updated_at)
    select user_id, 'research', program, 'FMEP', 'UpdatedRate', 'NEW', week, deadline, company,
      'Demo submission: revenue, margin and valuation notes on ' || company || ' for week ' || week || '.',
      points, case when points is null then null else deadline end, at, at
    from json_to_recordset(${json}::json)
      as x(user_id int, program text, week int, deadline timestamptz, company text, points float8, at timestamptz)`,
  );
  return created.length;
}

/** Deletes the demo cohort's accounts and everything they did (and their queued mails); returns how many. */
export async function removeDemoCohort(tx: Db): Promise<number> {
  const pattern = `%@${DEMO_COHORT_DOMAIN}`;
  await tx.execute(sql`delete from outbox where to_address like ${pattern}`);
  const gone = await rowsOf<{ id: number }>(
    tx,
    sql`delete from users where email like ${pattern} returning id`,
  );
  // The stored question-quality reports counted their answers: the next look computes them again.
  if (gone.length > 0) await tx.delete(questionReports);
  return gone.length;
}
