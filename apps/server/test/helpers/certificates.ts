// The certificates tests' fixture (certificates.test.ts, certificate-documents.test.ts): an app with an admin and
// the institute's public address and name, the IBEP track, the work the rules ask for, and the calls both files make.
import { desc, eq } from "drizzle-orm";
import {
  auditLog,
  contentAnswers,
  contentModules,
  contentProgress,
  contentQuestions,
  contentVideos,
  gameSessions,
  researchItems,
} from "../../src/db/schema.ts";
import { testSuite } from "./context.ts";
import type { Backend, TestUser } from "./context.ts";

export const PUBLIC_URL = "https://learn.example.org";
export const INSTITUTE = "Acme Finance Academy";

export const RULES = {
  videos_percent: 100,
  quizzes_percent: 100,
  quiz_pass_percent: 60,
  research_count: 1,
  research_mark_percent: 60,
  games_count: 1,
  requires_approval: false,
};

/** Sets up the suite of a describe block (call it inside the block) and returns its fixture. */
export function certificateFixture(backend: Backend) {
  const suite = testSuite(backend, {
    admin: { name: "Ravi Admin" },
    env: { PUBLIC_URL, INSTITUTE_NAME: INSTITUTE },
  });

  /** The IBEP main track: two videos with two questions each (made once per file). */
  let track: { videos: number[]; questions: { id: number; video: number; right: number }[] } | undefined;
  async function ibepTrack() {
    if (track) return track;
    const db = suite.ctx.db;
    const [m] = await db
      .insert(contentModules)
      .values({ family: "IBEP", track: "main", title: "Deals" })
      .returning();
    const videos: number[] = [];
    const questions: { id: number; video: number; right: number }[] = [];
    for (const position of [0, 1]) {
      const [v] = await db
        .insert(contentVideos)
        .values({
          moduleId: m!.id,
          title: `Video ${position}`,
          kind: "url",
          url: "https://v.example/x.mp4",
          position,
        })
        .returning();
      videos.push(v!.id);
      for (const q of [0, 1]) {
        const [row] = await db
          .insert(contentQuestions)
          .values({ videoId: v!.id, prompt: `Q${q}`, options: ["A", "B", "C"], correctIndex: 1, position: q })
          .returning();
        questions.push({ id: row!.id, video: v!.id, right: 1 });
      }
    }
    track = { videos, questions };
    return track;
  }

  /** Does the work the rules ask for: both videos, both quizzes right, one project graded 7/10, one game set. */
  async function completeWork(user: TestUser, program = "IBEPGOLD", opts: { skipGame?: boolean } = {}) {
    const db = suite.ctx.db;
    const t = await ibepTrack();
    for (const videoId of t.videos)
      await db
        .insert(contentProgress)
        .values({ userId: user.id, videoId, positionSeconds: 60, completed: true });
    for (const q of t.questions)
      await db
        .insert(contentAnswers)
        .values({ userId: user.id, questionId: q.id, choiceIndex: 1, correct: true });
    await db.insert(researchItems).values({
      userId: user.id,
      kind: "project",
      program,
      family: "IBEP",
      ratingsList: "Rate",
      week: 1,
      deadline: new Date(Date.now() - 86_400_000),
      company: "Infosys",
      text: "A DCF of Infosys.",
      adminPoints: 7,
      gradedAt: new Date(),
    });
    if (!opts.skipGame)
      await db.insert(gameSessions).values({
        userId: user.id,
        game: "ibep",
        program,
        status: "won",
        content: {},
        score: 5,
        maxScore: 5,
        finishedAt: new Date(),
      });
  }

  const learner = (name = "Priya Sharma", program = "IBEPGOLD") =>
    suite.ctx.makeUser({ name, programs: [program], steps: 3 });

  const setRules = (program: string, rules: Record<string, unknown> = RULES) =>
    suite.ctx.api("PUT", `/api/admin/certificates/rules/${program}`, {
      token: suite.admin.token,
      body: rules,
    });

  const mine = (user: TestUser) => suite.ctx.api("GET", "/api/certificates/mine", { token: user.token });

  const auditOf = (action: string) =>
    suite.ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

  return { suite, ibepTrack, completeWork, learner, setRules, mine, auditOf };
}
