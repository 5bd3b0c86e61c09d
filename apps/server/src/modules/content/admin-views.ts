// The instructor's view of content: modules with their videos and questions (answer counts included), and the
// row reads that 404 when an id is unknown.
import { asc, count, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AdminModule, AdminQuestion, AdminVideo } from "@fincareer/domain/contract/content";
import type { Db } from "../../db/client.ts";
import { contentAnswers, contentModules, contentQuestions, contentVideos } from "../../db/schema.ts";
import type { ContentModuleRow, ContentQuestionRow, ContentVideoRow } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import type { TokenCodec } from "../../lib/tokens.ts";
import { mediaUrl, videoFields } from "../../platform/media.ts";
import type { MediaViewer } from "../../platform/media.ts";

/** The row of `table` with this id; 404 naming `what` otherwise. */
async function rowById<T extends PgTable & { id: PgColumn }>(
  tx: Db,
  table: T,
  id: number,
  what: string,
): Promise<T["$inferSelect"]> {
  const [row] = (await tx
    .select()
    // tsc needs the widening for a generic table; the lint rule cannot see that.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    .from(table as PgTable)
    .where(eq(table.id, id))) as T["$inferSelect"][];
  if (!row) throw notFound(`${what} ${id} not found`);
  return row;
}

/** A module by id; 404 otherwise. */
export const moduleRow = (tx: Db, id: number): Promise<ContentModuleRow> =>
  rowById(tx, contentModules, id, "module");
/** A video by id; 404 otherwise. */
export const videoRow = (tx: Db, id: number): Promise<ContentVideoRow> =>
  rowById(tx, contentVideos, id, "video");
/** A question by id; 404 otherwise. */
export const questionRow = (tx: Db, id: number): Promise<ContentQuestionRow> =>
  rowById(tx, contentQuestions, id, "question");

/** How many answers each question has. */
export async function answerCounts(tx: Db, questionIds: number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await tx
    .select({ questionId: contentAnswers.questionId, n: count() })
    .from(contentAnswers)
    .where(inArray(contentAnswers.questionId, questionIds))
    .groupBy(contentAnswers.questionId);
  return new Map(rows.map((r) => [r.questionId, r.n]));
}

/** A question as the instructor sees it. */
export function toQuestion(q: ContentQuestionRow, answers: number): AdminQuestion {
  return {
    id: q.id,
    videoId: q.videoId,
    prompt: q.prompt,
    options: q.options,
    correctIndex: q.correctIndex,
    explanation: q.explanation,
    position: q.position,
    answerCount: answers,
  };
}

/** Creates the readers of the instructor's module view (video previews carry media tokens for the viewer). */
export function createContentViews(tokens: TokenCodec) {
  function toVideo(v: ContentVideoRow, questions: AdminQuestion[], viewer: MediaViewer): AdminVideo {
    return {
      ...videoFields(v),
      url: v.kind === "url" ? v.url : null,
      mimeType: v.mimeType,
      sizeBytes: v.sizeBytes,
      previewUrl: v.kind === "url" ? v.url! : mediaUrl(tokens, v.id, viewer),
      transcript: v.transcript,
      questions,
    };
  }

  async function loadModules(
    tx: Db,
    modules: ContentModuleRow[],
    viewer: MediaViewer,
  ): Promise<AdminModule[]> {
    const moduleIds = modules.map((m) => m.id);
    const videos = moduleIds.length
      ? await tx
          .select()
          .from(contentVideos)
          .where(inArray(contentVideos.moduleId, moduleIds))
          .orderBy(asc(contentVideos.position), asc(contentVideos.id))
      : [];
    const videoIds = videos.map((v) => v.id);
    const questions = videoIds.length
      ? await tx
          .select()
          .from(contentQuestions)
          .where(inArray(contentQuestions.videoId, videoIds))
          .orderBy(asc(contentQuestions.position), asc(contentQuestions.id))
      : [];
    const counts = await answerCounts(
      tx,
      questions.map((q) => q.id),
    );
    return modules.map((m) => ({
      id: m.id,
      family: m.family,
      track: m.track,
      title: m.title,
      description: m.description,
      position: m.position,
      videos: videos
        .filter((v) => v.moduleId === m.id)
        .map((v) =>
          toVideo(
            v,
            questions.filter((q) => q.videoId === v.id).map((q) => toQuestion(q, counts.get(q.id) ?? 0)),
            viewer,
          ),
        ),
    }));
  }

  async function oneModule(tx: Db, id: number, viewer: MediaViewer): Promise<AdminModule> {
    const [out] = await loadModules(tx, [await moduleRow(tx, id)], viewer);
    return out!;
  }

  async function oneVideo(tx: Db, id: number, viewer: MediaViewer): Promise<AdminVideo> {
    const video = await videoRow(tx, id);
    const module = await oneModule(tx, video.moduleId, viewer);
    return module.videos.find((v) => v.id === id)!;
  }

  return { loadModules, oneModule, oneVideo };
}
