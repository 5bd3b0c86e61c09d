// Deleting content learners have used: the guard that refuses (unless forced) and the scopes it counts over, and
// removing uploaded files once a deletion committed.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentAnswers, contentProgress, contentQuestions, contentVideos } from "../../db/schema.ts";
import { conflict } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { hlsPrefixOf, videoObject } from "../../platform/media.ts";

/** Removes the stored files of deleted uploaded videos, with their HLS ladders (playlists, segments, poster, sprite). */
export async function removeVideoFiles(
  storage: ObjectStorage,
  videos: { kind: string; fileName: string | null; hlsPrefix: string | null }[],
): Promise<void> {
  for (const v of videos) {
    if (v.kind !== "upload" || !v.fileName) continue;
    const source = videoObject("upload", v.fileName, storage);
    if (!source) continue;
    await source.storage.delete(source.key);
    // The row's ladder, and the one the file's name leads to (a ladder still being stored when the video went).
    for (const prefix of new Set([v.hlsPrefix, hlsPrefixOf(v.fileName)]))
      if (prefix) await storage.deleteFolder(prefix);
  }
}

/**
 * Refuses (409 learner_data) to delete content learners have answered or watched, unless `force`: nothing a
 * learner submitted is lost by accident (PRODUCT.md). The rows are locked FOR UPDATE first, so an answer or a
 * progress report racing the deletion (their inserts reference these rows) waits for it instead of slipping in
 * after the count and being deleted unseen.
 */
export async function guardLearnerData(
  tx: Db,
  what: string,
  scope: { videoIds: number[]; questionIds: number[] },
  force: boolean,
): Promise<void> {
  const { videoIds, questionIds } = scope;
  if (videoIds.length)
    await tx
      .select({ id: contentVideos.id })
      .from(contentVideos)
      .where(inArray(contentVideos.id, videoIds))
      .for("update");
  if (questionIds.length)
    await tx
      .select({ id: contentQuestions.id })
      .from(contentQuestions)
      .where(inArray(contentQuestions.id, questionIds))
      .for("update");
  if (force) return;
  const answers = questionIds.length
    ? await tx
        .select({ userId: contentAnswers.userId })
        .from(contentAnswers)
        .where(inArray(contentAnswers.questionId, questionIds))
    : [];
  const progress = videoIds.length
    ? await tx
        .select({ userId: contentProgress.userId })
        .from(contentProgress)
        .where(inArray(contentProgress.videoId, videoIds))
    : [];
  if (answers.length === 0 && progress.length === 0) return;
  const learners = new Set([...answers, ...progress].map((r) => r.userId)).size;
  const lost = [
    answers.length ? `${answers.length} answer(s)` : null,
    progress.length ? `${progress.length} watch-progress record(s)` : null,
  ]
    .filter(Boolean)
    .join(" and ");
  throw conflict(
    `deleting ${what} would delete ${lost} of ${learners} learner(s); ` +
      "retry with ?force=true to delete them too",
    "learner_data",
  );
}

/** The ids of a module's videos and their questions. */
export async function moduleScope(tx: Db, moduleId: number) {
  const videos = await tx.select().from(contentVideos).where(eq(contentVideos.moduleId, moduleId));
  return {
    videos,
    ...(await videoScope(
      tx,
      videos.map((v) => v.id),
    )),
  };
}

/** The ids of the given videos and of their questions. */
export async function videoScope(tx: Db, videoIds: number[]) {
  const questions = videoIds.length
    ? await tx
        .select({ id: contentQuestions.id })
        .from(contentQuestions)
        .where(inArray(contentQuestions.videoId, videoIds))
    : [];
  return { videoIds, questionIds: questions.map((q) => q.id) };
}
