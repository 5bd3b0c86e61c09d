// Learner side of video resources: the current program family's modules with progress, a video with its questions,
// watch-progress reports, and answers (scored once, kept). Other families' videos answer 404, like missing ones.
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  combine,
  hasBeginnerTrack,
  isCorrectChoice,
  resumeAt,
  resumeVideo,
  scorePercent,
  summarise,
} from "@fincareer/domain/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import type {
  AnswerResponse,
  ProgressBody,
  ResourcesResponse,
  VideoDetail,
  VideoProgress,
} from "@fincareer/domain/contract/content";
import { parseTimedTranscript, toWebVtt } from "@fincareer/domain/transcript";
import type { Db } from "../../db/client.ts";
import {
  contentAnswers,
  contentModules,
  contentProgress,
  contentQuestions,
  contentVideos,
} from "../../db/schema.ts";
import type { ContentVideoRow } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import type { TokenCodec } from "../../lib/tokens.ts";
import { canSee, loadViewer } from "../../platform/enrolments.ts";
import type { Viewer } from "../../platform/enrolments.ts";
import {
  captionsUrl,
  hlsFileUrl,
  mediaUrl,
  signHls,
  videoFields,
  videoObject,
} from "../../platform/media.ts";
import { users } from "../../db/schema.ts";
import { saveProgressSql } from "./progress-sql.ts";
import type { SavedProgressRow } from "./progress-sql.ts";
import { executePrepared } from "../../db/rows.ts";

interface ProgressRow {
  videoId: number;
  positionSeconds: number;
  durationSeconds: number | null;
  completed: boolean;
  updatedAt: Date;
}

/** Builds a video's progress from the video's own duration, its stored row, and the question and answer counts. */
function progressFields(
  knownDuration: number | null,
  row: Omit<ProgressRow, "videoId"> | undefined,
  questions: number,
  answered: number,
  correct: number,
): VideoProgress {
  const stored = row
    ? {
        positionSeconds: row.positionSeconds,
        durationSeconds: knownDuration ?? row.durationSeconds,
        completed: row.completed,
      }
    : null;
  return {
    positionSeconds: stored?.positionSeconds ?? 0,
    durationSeconds: knownDuration ?? stored?.durationSeconds ?? null,
    completed: stored?.completed ?? false,
    resumeAt: resumeAt(stored),
    questions,
    answered,
    correct,
    scorePercent: answered === 0 ? null : scorePercent(correct, questions),
    updatedAt: row ? iso(row.updatedAt) : null,
  };
}

/** Builds a video's progress from its stored row, its question count and the learner's answers. */
function toVideoProgress(
  video: Pick<ContentVideoRow, "durationSeconds">,
  row: ProgressRow | undefined,
  questions: number,
  answers: readonly { correct: boolean }[],
): VideoProgress {
  const correct = answers.filter((a) => a.correct).length;
  return progressFields(video.durationSeconds, row, questions, answers.length, correct);
}

/** Question counts, the learner's answers and progress rows for some videos. */
async function learnerState(db: Db, userId: number, videoIds: number[]) {
  if (videoIds.length === 0) {
    return {
      questionCount: new Map<number, number>(),
      answers: new Map<number, { correct: boolean }[]>(),
      progress: new Map<number, ProgressRow>(),
    };
  }
  const questions = await db
    .select({ id: contentQuestions.id, videoId: contentQuestions.videoId })
    .from(contentQuestions)
    .where(inArray(contentQuestions.videoId, videoIds));
  const answerRows = await db
    .select({ videoId: contentQuestions.videoId, correct: contentAnswers.correct })
    .from(contentAnswers)
    .innerJoin(contentQuestions, eq(contentQuestions.id, contentAnswers.questionId))
    .where(and(eq(contentAnswers.userId, userId), inArray(contentQuestions.videoId, videoIds)));
  const progressRows = await db
    .select()
    .from(contentProgress)
    .where(and(eq(contentProgress.userId, userId), inArray(contentProgress.videoId, videoIds)));
  const questionCount = new Map<number, number>();
  for (const q of questions) questionCount.set(q.videoId, (questionCount.get(q.videoId) ?? 0) + 1);
  const answers = new Map<number, { correct: boolean }[]>();
  for (const a of answerRows) answers.set(a.videoId, [...(answers.get(a.videoId) ?? []), a]);
  const progress = new Map<number, ProgressRow>(progressRows.map((p) => [p.videoId, p]));
  return { questionCount, answers, progress };
}

/** A video with its module, or 404 when it does not exist or belongs to a family the viewer cannot see. */
async function visibleVideo(db: Db, viewer: Viewer, videoId: number) {
  const [row] = await db
    .select({ video: contentVideos, module: contentModules })
    .from(contentVideos)
    .innerJoin(contentModules, eq(contentModules.id, contentVideos.moduleId))
    .where(eq(contentVideos.id, videoId));
  if (!row || !canSee(viewer, row.module.family)) throw notFound(`video ${videoId} not found`);
  return row;
}

/** Creates the resources service. */
export function createResourceService(deps: { db: Db; tokens: TokenCodec; storage: ObjectStorage }) {
  const { db, tokens, storage } = deps;

  async function progressOf(tx: Db, userId: number, video: ContentVideoRow): Promise<VideoProgress> {
    const state = await learnerState(tx, userId, [video.id]);
    return toVideoProgress(
      video,
      state.progress.get(video.id),
      state.questionCount.get(video.id) ?? 0,
      state.answers.get(video.id) ?? [],
    );
  }

  /** The signed addresses of a transcoded video's ladder for one login session; null when not transcoded. */
  function streamOf(video: ContentVideoRow, userId: number, sid: number | null) {
    if (!video.hlsPrefix || sid === null) return null;
    const sig = signHls(tokens, video.id, { userId, sid }, video.durationSeconds);
    return {
      masterUrl: hlsFileUrl(video.id, "master.m3u8", sig),
      posterUrl: hlsFileUrl(video.id, "poster.jpg", sig),
      thumbnailsUrl: video.hasSprite ? hlsFileUrl(video.id, "sprite.vtt", sig) : null,
      renditions: video.renditions ?? [],
    };
  }

  return {
    /** GET /api/resources: the modules of the current program's family on a track, with progress and resume point. */
    async list(userId: number, track: ResourceTrack): Promise<ResourcesResponse> {
      return db.transaction(async (tx) => {
        const viewer = await loadViewer(tx, userId);
        const modules = await tx
          .select()
          .from(contentModules)
          .where(and(eq(contentModules.family, viewer.family), eq(contentModules.track, track)))
          .orderBy(asc(contentModules.position), asc(contentModules.id));
        const videos = modules.length
          ? await tx
              .select()
              .from(contentVideos)
              .where(
                inArray(
                  contentVideos.moduleId,
                  modules.map((m) => m.id),
                ),
              )
              .orderBy(asc(contentVideos.position), asc(contentVideos.id))
          : [];
        const state = await learnerState(
          tx,
          userId,
          videos.map((v) => v.id),
        );
        const outModules = modules.map((m) => {
          const own = videos
            .filter((v) => v.moduleId === m.id)
            .map((v) => ({
              ...videoFields(v),
              progress: toVideoProgress(
                v,
                state.progress.get(v.id),
                state.questionCount.get(v.id) ?? 0,
                state.answers.get(v.id) ?? [],
              ),
            }));
          return {
            id: m.id,
            title: m.title,
            description: m.description,
            position: m.position,
            videos: own,
            progress: summarise(own.map((v) => v.progress)),
          };
        });
        const ordered = outModules.flatMap((m) => m.videos);
        const resumeId = resumeVideo(
          ordered.map((v) => ({
            videoId: v.id,
            completed: v.progress.completed,
            positionSeconds: v.progress.positionSeconds,
            updatedAt: v.progress.updatedAt === null ? null : Date.parse(v.progress.updatedAt),
          })),
        );
        const resume = ordered.find((v) => v.id === resumeId);
        return {
          program: viewer.program,
          family: viewer.family,
          track,
          hasBeginnerTrack: hasBeginnerTrack(viewer.family),
          modules: outModules,
          progress: combine(outModules.map((m) => m.progress)),
          resume: resume
            ? { moduleId: resume.moduleId, videoId: resume.id, positionSeconds: resume.progress.resumeAt }
            : null,
        };
      });
    },

    /**
     * GET /api/resources/videos/{id}: the video to play, its questions and the learner's answers so far. A
     * transcoded video plays its HLS ladder through addresses signed for this login session (`sid`).
     */
    async video(caller: { userId: number; sid: number }, videoId: number): Promise<VideoDetail> {
      const { userId, sid } = caller;
      return db.transaction(async (tx) => {
        const viewer = await loadViewer(tx, userId);
        const { video, module } = await visibleVideo(tx, viewer, videoId);
        const questions = await tx
          .select()
          .from(contentQuestions)
          .where(eq(contentQuestions.videoId, videoId))
          .orderBy(asc(contentQuestions.position), asc(contentQuestions.id));
        const answers = questions.length
          ? await tx
              .select()
              .from(contentAnswers)
              .where(
                and(
                  eq(contentAnswers.userId, userId),
                  inArray(
                    contentAnswers.questionId,
                    questions.map((q) => q.id),
                  ),
                ),
              )
          : [];
        const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
        const transcript = parseTimedTranscript(video.transcript, video.durationSeconds).cues;
        const stream = streamOf(video, userId, sid);
        const [who] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        return {
          ...videoFields(video),
          ...(stream ? { format: "hls" as const } : {}),
          moduleTitle: module.title,
          mimeType: stream ? "application/vnd.apple.mpegurl" : video.mimeType,
          playbackUrl: stream
            ? stream.masterUrl
            : video.kind === "url"
              ? video.url!
              : mediaUrl(tokens, video.id, caller),
          stream,
          // Every program video is paid content: the learner's email rides on the player (deterrence only).
          watermark: video.kind === "url" ? null : (who?.email ?? null),
          transcript,
          captionsUrl: transcript.length > 0 ? captionsUrl(tokens, video.id, caller) : null,
          progress: await progressOf(tx, userId, video),
          questions: questions.map((q) => {
            const a = byQuestion.get(q.id);
            return {
              id: q.id,
              prompt: q.prompt,
              options: q.options,
              position: q.position,
              answer: a
                ? {
                    choiceIndex: a.choiceIndex,
                    correct: a.correct,
                    correctIndex: q.correctIndex,
                    explanation: q.explanation,
                    answeredAt: iso(a.createdAt),
                  }
                : null,
            };
          }),
        };
      });
    },

    /**
     * The storage prefix of a transcoded video's ladder, when `userId` may watch it now (the enrolment is read
     * again at every request, so an ended enrolment stops playback): 404 like a missing video otherwise.
     */
    async hlsPrefix(userId: number, videoId: number): Promise<string> {
      const viewer = await loadViewer(db, userId);
      const { video } = await visibleVideo(db, viewer, videoId).catch(() => {
        throw forbidden("your enrolment does not include this video");
      });
      if (!video.hlsPrefix) throw notFound(`video ${videoId} has no stream yet`);
      return video.hlsPrefix;
    },

    /** The storage the ladders are in. */
    storage,

    /**
     * PUT /api/resources/videos/{id}/progress: stores where the learner is; "completed" never goes back. One SQL
     * statement (saveProgressSql): the player reports every few seconds, so this is the busiest write a cohort makes.
     */
    async saveProgress(userId: number, videoId: number, body: ProgressBody): Promise<VideoProgress> {
      const [row] = await executePrepared<SavedProgressRow>(
        db,
        "resources_save_progress",
        saveProgressSql(userId, videoId, body),
      );
      if (!row?.viewer_found) throw notFound("user not found");
      if (row.updated_ms === null) throw notFound(`video ${videoId} not found`);
      return progressFields(
        row.known_duration,
        {
          positionSeconds: row.position_seconds,
          durationSeconds: row.duration_seconds,
          completed: row.completed,
          updatedAt: new Date(row.updated_ms),
        },
        row.questions,
        row.answered,
        row.correct,
      );
    },

    /** POST /api/resources/questions/{id}/answer: scores and keeps the learner's one answer (409 on a second). */
    async answer(userId: number, questionId: number, choiceIndex: number): Promise<AnswerResponse> {
      try {
        return await db.transaction(async (tx) => {
          const viewer = await loadViewer(tx, userId);
          const [row] = await tx
            .select({ question: contentQuestions, video: contentVideos, family: contentModules.family })
            .from(contentQuestions)
            .innerJoin(contentVideos, eq(contentVideos.id, contentQuestions.videoId))
            .innerJoin(contentModules, eq(contentModules.id, contentVideos.moduleId))
            .where(eq(contentQuestions.id, questionId))
            // Held until the answer is stored: an instructor's edit of the options or correct answer
            // (updateQuestion locks the row FOR UPDATE) waits for it, and an edit in progress is waited for.
            .for("share", { of: contentQuestions });
          if (!row || !canSee(viewer, row.family)) throw notFound(`question ${questionId} not found`);
          const { question, video } = row;
          if (choiceIndex >= question.options.length)
            throw badRequest(
              `body.choiceIndex: this question has ${question.options.length} options (0 to ${question.options.length - 1})`,
            );
          const [existing] = await tx
            .select({ id: contentAnswers.id })
            .from(contentAnswers)
            .where(and(eq(contentAnswers.userId, userId), eq(contentAnswers.questionId, questionId)));
          if (existing) throw alreadyAnswered();
          const correct = isCorrectChoice(question, choiceIndex);
          await tx.insert(contentAnswers).values({ userId, questionId, choiceIndex, correct });
          return {
            questionId,
            choiceIndex,
            correct,
            correctIndex: question.correctIndex,
            explanation: question.explanation,
            progress: await progressOf(tx, userId, video),
          };
        });
      } catch (err) {
        // Two answers racing past the check: the unique index keeps the first.
        if (isUniqueViolation(err)) throw alreadyAnswered();
        throw err;
      }
    },

    /** The WebVTT captions of a video's transcript (for GET /api/resources/media/{id}/captions.vtt); 404 without one. */
    async captions(videoId: number): Promise<string> {
      const [video] = await db.select().from(contentVideos).where(eq(contentVideos.id, videoId));
      const cues = video ? parseTimedTranscript(video.transcript, video.durationSeconds).cues : [];
      if (cues.length === 0) throw notFound(`video ${videoId} has no captions`);
      return toWebVtt(cues);
    },

    /** The stored file of an uploaded or demo video (for GET /api/resources/media/{id}); 404 for address videos. */
    async mediaFile(
      videoId: number,
    ): Promise<{ source: { storage: ObjectStorage; key: string }; mimeType: string }> {
      const [video] = await db.select().from(contentVideos).where(eq(contentVideos.id, videoId));
      if (!video || video.kind === "url" || !video.fileName) throw notFound(`video ${videoId} has no file`);
      const source = videoObject(video.kind, video.fileName, storage);
      if (!source) throw notFound(`video ${videoId} has no file`);
      return { source, mimeType: video.mimeType ?? "video/mp4" };
    },
  };
}

function alreadyAnswered() {
  return conflict(
    "you have already answered this question: each question takes one answer",
    "already_answered",
  );
}

/** The resources service's interface. */
export type ResourceService = ReturnType<typeof createResourceService>;
