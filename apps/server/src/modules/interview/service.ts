// AI mock interview: a learner picks a track and a length; each bank question is followed by one follow-up chosen
// from what the answer covered or missed. An answer is committed BEFORE it is evaluated, and any answer left
// unevaluated (a crash, a restart) is evaluated when the interview is next read, so nothing is lost.
// Evaluating is claimed first (a row update only one caller wins, on any instance), so an answer costs one model
// call however many reads race it; reads meanwhile show it as being evaluated (feedback null). A claim is held for
// the evaluator's timeout plus CLAIM_GRACE_MS; an older one was left by a crashed instance and may be retaken.
import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, exists, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type {
  AnswerBody,
  AnswerResponse,
  Feedback,
  FeedbackDimensions,
  InterviewDetail,
  InterviewHistory,
  InterviewQuestion,
  InterviewReport,
  InterviewSummary,
  StartInterviewBody,
  StartInterviewResponse,
  TracksResponse,
} from "@fincareer/domain/contract/interview";
import { INTERVIEW_LENGTHS, MAX_ANSWER_CHARS } from "@fincareer/domain/contract/interview";
import type { Db } from "../../db/client.ts";
import { interviews, interviewTurns, users } from "../../db/schema.ts";
import type { InterviewRow, InterviewTurnRow } from "../../db/schema.ts";
import { conflict, notFound, tooMany } from "../../lib/errors.ts";
import { iso, todayIst } from "../../lib/dates.ts";
import { TRACK_BANKS, bankQuestion } from "./bank/index.ts";
import type { EvaluationRequest, Evaluator } from "./evaluator.ts";
import { chooseFollowUp } from "./follow-up.ts";
import { overallScore } from "./scoring.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Added to the evaluator's timeout: how long past it a claim still counts as a live evaluation. */
export const CLAIM_GRACE_MS = 30_000;

function toQuestion(turn: InterviewTurnRow, total: number): InterviewQuestion {
  return { position: turn.position, number: turn.number, total, kind: turn.kind, text: turn.prompt };
}

function summary(row: InterviewRow): InterviewSummary {
  return {
    id: row.id,
    track: row.track,
    trackName: TRACK_BANKS[row.track].name,
    questions: row.questionIds.length,
    status: row.status,
    score: row.report?.score ?? null,
    createdAt: iso(row.createdAt),
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
  };
}

function average(values: { weight: number; value: number }[]): number {
  const total = values.reduce((s, v) => s + v.weight, 0);
  return total ? Math.round(values.reduce((s, v) => s + v.weight * v.value, 0) / total) : 0;
}

const DIMENSION_LABELS: Record<keyof FeedbackDimensions, string> = {
  coverage: "Key points covered",
  structure: "Structure",
  clarity: "Clarity (few fillers and repeats)",
  length: "Answer length",
};

/** The final report from every evaluated turn (main answers weigh twice a follow-up). */
export function buildReport(turns: InterviewTurnRow[]): InterviewReport {
  const judged = turns.filter((t) => t.feedback);
  const weighted = (pick: (f: Feedback) => number) =>
    average(judged.map((t) => ({ weight: t.kind === "main" ? 2 : 1, value: pick(t.feedback!) })));
  const dimensions: FeedbackDimensions = {
    coverage: weighted((f) => f.dimensions.coverage),
    structure: weighted((f) => f.dimensions.structure),
    clarity: weighted((f) => f.dimensions.clarity),
    length: weighted((f) => f.dimensions.length),
  };
  const strengths = (Object.keys(dimensions) as (keyof FeedbackDimensions)[])
    .filter((k) => dimensions[k] >= 75)
    .map((k) => `${DIMENSION_LABELS[k]}: ${dimensions[k]}/100`);
  const missed = new Map<string, number>();
  for (const t of judged)
    for (const m of t.feedback!.missed) missed.set(m.point, (missed.get(m.point) ?? 0) + 1);
  const kinds = new Set(judged.map((t) => t.feedback!.evaluator));
  return {
    score: overallScore(dimensions),
    dimensions,
    strengths,
    focus: [...missed.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([p]) => p),
    fillerWords: judged.reduce((s, t) => s + t.feedback!.fillers.count, 0),
    answered: judged.length,
    evaluator: kinds.size === 1 ? [...kinds][0]! : "mixed",
  };
}

/** Options of the interview service. */
export interface InterviewServiceDeps {
  db: Db;
  evaluator: Evaluator;
  /** Interviews a learner may start per IST day. */
  dailyLimit: number;
}

/** Creates the interview service. */
export function createInterviewService(deps: InterviewServiceDeps) {
  const { db, evaluator, dailyLimit } = deps;

  async function ownInterview(tx: Tx, userId: number, id: number, lock: boolean): Promise<InterviewRow> {
    const query = tx
      .select()
      .from(interviews)
      .where(and(eq(interviews.id, id), eq(interviews.userId, userId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound("no such interview");
    return row;
  }

  function requestFor(row: InterviewRow, turn: InterviewTurnRow): EvaluationRequest {
    const bank = TRACK_BANKS[row.track];
    const question = bankQuestion(row.track, turn.questionId);
    const points = turn.kind === "main" ? question.points : [question.points[turn.point ?? 0]!];
    return {
      track: row.track,
      trackName: bank.name,
      behavioural: bank.behavioural,
      openTopic: question.openTopic ?? false,
      kind: turn.kind,
      question: turn.prompt,
      points,
      // A follow-up is read for the question's wrong claims too: a wrong answer to it is corrected as well.
      misconceptions: question.misconceptions,
      modelAnswer: question.model,
      answer: turn.answer ?? "",
      spokenSeconds: turn.spokenSeconds,
    };
  }

  /** Stores a turn's feedback (once) and asks the next question or finishes; returns the next question. */
  async function apply(interviewId: number, turnId: number, feedback: Feedback): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(interviews).where(eq(interviews.id, interviewId)).for("update");
      const stored = await tx
        .update(interviewTurns)
        .set({ feedback, evaluatingSince: null })
        .where(and(eq(interviewTurns.id, turnId), isNull(interviewTurns.feedback)))
        .returning();
      const turn = stored[0];
      // Another request evaluated this turn first and already moved on.
      if (!row || !turn) return;
      const total = row.questionIds.length;
      const follow =
        turn.kind === "main"
          ? chooseFollowUp(bankQuestion(row.track, turn.questionId), feedback, turn.answer ?? "")
          : null;
      if (follow) {
        await tx.insert(interviewTurns).values({
          interviewId,
          position: turn.position + 1,
          number: turn.number,
          kind: "follow-up",
          questionId: turn.questionId,
          point: follow.point,
          prompt: follow.prompt,
        });
      } else if (turn.number < total) {
        const next = bankQuestion(row.track, row.questionIds[turn.number]!);
        await tx.insert(interviewTurns).values({
          interviewId,
          position: turn.position + 1,
          number: turn.number + 1,
          kind: "main",
          questionId: next.id,
          prompt: next.text,
        });
      } else {
        const turns = await tx
          .select()
          .from(interviewTurns)
          .where(eq(interviewTurns.interviewId, interviewId))
          .orderBy(asc(interviewTurns.position));
        await tx
          .update(interviews)
          .set({ status: "done", report: buildReport(turns), finishedAt: new Date() })
          .where(eq(interviews.id, interviewId));
      }
    });
  }

  // The database's clock on both sides of the comparison, so instances with skewed clocks agree on staleness.
  const claimable = or(
    isNull(interviewTurns.evaluatingSince),
    lt(
      interviewTurns.evaluatingSince,
      sql`now() - ${evaluator.timeoutMs + CLAIM_GRACE_MS}::integer * interval '1 millisecond'`,
    ),
  );

  /**
   * Evaluates every answered turn still without feedback (left by a crash or restart), oldest first, each only
   * if this caller wins its claim: a turn another request or instance is evaluating is left to it.
   */
  async function settle(row: InterviewRow): Promise<void> {
    const pending = await db
      .select({ id: interviewTurns.id })
      .from(interviewTurns)
      .where(
        and(
          eq(interviewTurns.interviewId, row.id),
          isNotNull(interviewTurns.answer),
          isNull(interviewTurns.feedback),
        ),
      )
      .orderBy(asc(interviewTurns.position));
    for (const { id } of pending) {
      const [turn] = await db
        .update(interviewTurns)
        .set({ evaluatingSince: sql`now()` })
        .where(
          and(
            eq(interviewTurns.id, id),
            isNotNull(interviewTurns.answer),
            isNull(interviewTurns.feedback),
            claimable,
          ),
        )
        .returning();
      if (!turn) return;
      await apply(row.id, turn.id, await evaluator.evaluate(requestFor(row, turn)));
    }
  }

  async function turnsOf(interviewId: number): Promise<InterviewTurnRow[]> {
    return db
      .select()
      .from(interviewTurns)
      .where(eq(interviewTurns.interviewId, interviewId))
      .orderBy(asc(interviewTurns.position));
  }

  /**
   * Today's interviews that count against the daily limit: those with an answer. One abandoned before its first
   * answer does not count (issue 41); the first answer is where an interview is counted (see answer()).
   */
  async function startedToday(tx: Tx | Db, userId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(interviews)
      .where(
        and(
          eq(interviews.userId, userId),
          eq(interviews.day, todayIst()),
          exists(
            tx
              .select({ one: sql`1` })
              .from(interviewTurns)
              .where(and(eq(interviewTurns.interviewId, interviews.id), isNotNull(interviewTurns.answer))),
          ),
        ),
      );
    return row?.n ?? 0;
  }

  /** Refuses (429) an answer that would make an interview count beyond the daily limit. */
  async function assertUnderLimit(tx: Tx, userId: number): Promise<void> {
    // Serialises one learner's starts and first answers so two racing requests cannot both pass the daily limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if ((await startedToday(tx, userId)) >= dailyLimit) {
      throw tooMany(
        `you have done ${dailyLimit} interviews today, the daily limit: try again tomorrow`,
        "daily_limit",
      );
    }
  }

  return {
    /** GET /api/interview/tracks */
    async tracks(userId: number): Promise<TracksResponse> {
      return {
        tracks: Object.values(TRACK_BANKS).map((b) => ({
          id: b.id,
          name: b.name,
          description: b.description,
          questionCount: b.questions.length,
          behavioural: b.behavioural,
        })),
        lengths: [...INTERVIEW_LENGTHS],
        maxAnswerChars: MAX_ANSWER_CHARS,
        dailyLimit,
        startedToday: await startedToday(db, userId),
        evaluator: evaluator.kind,
      };
    },

    /** POST /api/interview/start: picks questions the learner has seen least, within the daily limit. */
    async start(userId: number, body: StartInterviewBody): Promise<StartInterviewResponse> {
      return db.transaction(async (tx) => {
        await assertUnderLimit(tx, userId);
        const past = await tx
          .select({ ids: interviews.questionIds })
          .from(interviews)
          .where(and(eq(interviews.userId, userId), eq(interviews.track, body.track)));
        const seen = new Map<string, number>();
        for (const p of past) for (const id of p.ids) seen.set(id, (seen.get(id) ?? 0) + 1);
        const picked = TRACK_BANKS[body.track].questions
          .map((q) => ({ id: q.id, seen: seen.get(q.id) ?? 0, draw: randomInt(1_000_000) }))
          .sort((a, b) => a.seen - b.seen || a.draw - b.draw)
          .slice(0, body.questions)
          .map((q) => q.id);
        const [row] = await tx
          .insert(interviews)
          .values({ userId, track: body.track, questionIds: picked, day: todayIst() })
          .returning();
        const first = bankQuestion(body.track, picked[0]!);
        const [turn] = await tx
          .insert(interviewTurns)
          .values({
            interviewId: row!.id,
            position: 0,
            number: 1,
            kind: "main",
            questionId: first.id,
            prompt: first.text,
          })
          .returning();
        return { id: row!.id, question: toQuestion(turn!, picked.length) };
      });
    },

    /** POST /api/interview/{id}/answer: saves the answer, then evaluates it and asks the next question. */
    async answer(userId: number, id: number, body: AnswerBody): Promise<AnswerResponse> {
      const row = await db.transaction((tx) => ownInterview(tx, userId, id, false));
      await settle(row);
      const turn = await db.transaction(async (tx) => {
        const locked = await ownInterview(tx, userId, id, true);
        if (locked.status === "done") throw conflict("this interview is finished", "interview_finished");
        // The first answer is where the interview counts against the daily limit.
        const [answered] = await tx
          .select({ id: interviewTurns.id })
          .from(interviewTurns)
          .where(and(eq(interviewTurns.interviewId, id), isNotNull(interviewTurns.answer)))
          .limit(1);
        if (!answered) await assertUnderLimit(tx, userId);
        const [open] = await tx
          .update(interviewTurns)
          .set({
            answer: body.answer,
            answeredAt: new Date(),
            // Claimed with the answer, in one commit: no read can start evaluating it first.
            evaluatingSince: sql`now()`,
            spokenSeconds: body.spokenSeconds ? Math.round(body.spokenSeconds) : null,
          })
          .where(and(eq(interviewTurns.interviewId, id), isNull(interviewTurns.answer)))
          .returning();
        if (!open) throw conflict("this question was already answered", "already_answered");
        const [previous] = await tx
          .select({ answer: interviewTurns.answer })
          .from(interviewTurns)
          .where(and(eq(interviewTurns.interviewId, id), eq(interviewTurns.position, open.position - 1)));
        // A double-clicked Send can arrive after the first post moved on. Clients that name the turn they answer
        // (the web app does) are checked exactly; for others the same text twice in a row counts as one post.
        const stale =
          body.position !== undefined ? body.position !== open.position : previous?.answer === body.answer;
        if (stale) {
          throw conflict("this question was already answered", "already_answered");
        }
        return open;
      });
      const feedback = await evaluator.evaluate(requestFor(row, turn));
      await apply(id, turn.id, feedback);
      const turns = await turnsOf(id);
      const mine = turns.find((t) => t.id === turn.id)!;
      const next = turns.find((t) => t.answer === null);
      return {
        feedback: mine.feedback ?? feedback,
        ...(next ? { question: toQuestion(next, row.questionIds.length) } : {}),
        done: !next,
      };
    },

    /** GET /api/interview/{id}: answers with feedback, the waiting question, and the report once finished. */
    async detail(userId: number, id: number): Promise<InterviewDetail> {
      const row = await db.transaction((tx) => ownInterview(tx, userId, id, false));
      await settle(row);
      const fresh = await db.transaction((tx) => ownInterview(tx, userId, id, false));
      const turns = await turnsOf(id);
      const waiting = turns.find((t) => t.answer === null);
      return {
        interview: summary(fresh),
        report: fresh.report ?? null,
        answers: turns
          .filter((t) => t.answer !== null)
          .map((t) => ({
            position: t.position,
            number: t.number,
            kind: t.kind,
            question: t.prompt,
            answer: t.answer!,
            answeredAt: iso(t.answeredAt!),
            feedback: t.feedback ?? null,
          })),
        question: waiting ? toQuestion(waiting, fresh.questionIds.length) : null,
      };
    },

    /** GET /api/interview/history: the learner's interviews, newest first. */
    async history(userId: number): Promise<InterviewHistory> {
      const rows = await db
        .select()
        .from(interviews)
        .where(eq(interviews.userId, userId))
        .orderBy(desc(interviews.createdAt), desc(interviews.id))
        .limit(100);
      return { interviews: rows.map(summary) };
    },
  };
}

/** The interview service's interface. */
export type InterviewService = ReturnType<typeof createInterviewService>;
