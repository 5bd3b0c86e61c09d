// Instructor side of learning content (/api/content, admin role): modules, videos (address or upload), questions
// and notes per family, their order, and every learner's progress and scores. One transaction per use case; files
// of deleted videos are removed only after the deletion committed.
import { rm } from "node:fs/promises";
import { and, asc, count, eq, inArray, max, ne } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { combine, summarise, videoFormat } from "@fincareer/domain/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import type {
  AdminModule,
  AdminModulesResponse,
  AdminNotesResponse,
  AdminProgressResponse,
  AdminQuestion,
  AdminVideo,
  CreateNoteBody,
  CreateQuestionBody,
  CreateUrlVideoBody,
  NoteDoc,
  UpdateModuleBody,
  UpdateNoteBody,
  UpdateQuestionBody,
  UpdateVideoBody,
} from "@fincareer/domain/contract/content";
import { familyOf, programsInFamily } from "@fincareer/domain/programs";
import type { Family } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import {
  contentAnswers,
  contentModules,
  contentNotes,
  contentProgress,
  contentQuestions,
  contentVideos,
  programEnrolments,
  users,
} from "../../db/schema.ts";
import type { ContentModuleRow, ContentQuestionRow, ContentVideoRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { iso } from "../../lib/dates.ts";
import type { TokenCodec } from "../../lib/tokens.ts";
import { notesOfFamily, toNoteDoc } from "../notes/service.ts";
import { mediaUrl, videoFilePath } from "../resources/media.ts";
import type { StoredVideo } from "./upload.ts";

/** Checks that `ids` lists every id of `current` exactly once. */
function checkOrder(current: number[], ids: number[], what: string): void {
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id));
  if (!same)
    throw badRequest(
      `body.ids: list every ${what} exactly once (${current.length ? current.join(", ") : "none"})`,
    );
}

/** Creates the content (instructor) service. */
export function createContentService(deps: { db: Db; tokens: TokenCodec; uploadsDir: string }) {
  const { db, tokens, uploadsDir } = deps;

  async function moduleRow(tx: Db, id: number): Promise<ContentModuleRow> {
    const [row] = await tx.select().from(contentModules).where(eq(contentModules.id, id));
    if (!row) throw notFound(`module ${id} not found`);
    return row;
  }
  async function videoRow(tx: Db, id: number): Promise<ContentVideoRow> {
    const [row] = await tx.select().from(contentVideos).where(eq(contentVideos.id, id));
    if (!row) throw notFound(`video ${id} not found`);
    return row;
  }
  async function questionRow(tx: Db, id: number): Promise<ContentQuestionRow> {
    const [row] = await tx.select().from(contentQuestions).where(eq(contentQuestions.id, id));
    if (!row) throw notFound(`question ${id} not found`);
    return row;
  }

  async function answerCounts(tx: Db, questionIds: number[]): Promise<Map<number, number>> {
    if (questionIds.length === 0) return new Map();
    const rows = await tx
      .select({ questionId: contentAnswers.questionId, n: count() })
      .from(contentAnswers)
      .where(inArray(contentAnswers.questionId, questionIds))
      .groupBy(contentAnswers.questionId);
    return new Map(rows.map((r) => [r.questionId, r.n]));
  }

  function toQuestion(q: ContentQuestionRow, answers: number): AdminQuestion {
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

  function toVideo(v: ContentVideoRow, questions: AdminQuestion[], viewerId: number): AdminVideo {
    return {
      id: v.id,
      moduleId: v.moduleId,
      title: v.title,
      description: v.description,
      position: v.position,
      durationSeconds: v.durationSeconds,
      kind: v.kind,
      format: v.kind === "url" && v.url ? videoFormat(v.url) : "file",
      url: v.kind === "url" ? v.url : null,
      mimeType: v.mimeType,
      sizeBytes: v.sizeBytes,
      previewUrl: v.kind === "url" ? v.url! : mediaUrl(tokens, v.id, viewerId),
      questions,
    };
  }

  async function loadModules(tx: Db, modules: ContentModuleRow[], viewerId: number): Promise<AdminModule[]> {
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
            viewerId,
          ),
        ),
    }));
  }

  async function oneModule(tx: Db, id: number, viewerId: number): Promise<AdminModule> {
    const [out] = await loadModules(tx, [await moduleRow(tx, id)], viewerId);
    return out!;
  }

  async function oneVideo(tx: Db, id: number, viewerId: number): Promise<AdminVideo> {
    const video = await videoRow(tx, id);
    const module = await oneModule(tx, video.moduleId, viewerId);
    return module.videos.find((v) => v.id === id)!;
  }

  async function nextPosition(tx: Db, column: PgColumn, where: SQL | undefined): Promise<number> {
    const [row] = await tx
      .select({ p: max(column) })
      .from(column.table as PgTable)
      .where(where);
    return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
  }

  async function removeFiles(videos: { kind: string; fileName: string | null }[]): Promise<void> {
    for (const v of videos) {
      if (v.kind !== "upload" || !v.fileName) continue;
      const path = videoFilePath("upload", v.fileName, uploadsDir);
      if (path) await rm(path, { force: true });
    }
  }

  /**
   * Refuses (409 learner_data) to delete content learners have answered or watched, unless `force`: nothing a
   * learner submitted is lost by accident (PRODUCT.md). The rows are locked FOR UPDATE first, so an answer or a
   * progress report racing the deletion (their inserts reference these rows) waits for it instead of slipping in
   * after the count and being deleted unseen.
   */
  async function guardLearnerData(
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
  async function moduleScope(tx: Db, moduleId: number) {
    const videos = await tx.select().from(contentVideos).where(eq(contentVideos.moduleId, moduleId));
    return {
      videos,
      ...(await videoScope(
        tx,
        videos.map((v) => v.id),
      )),
    };
  }
  async function videoScope(tx: Db, videoIds: number[]) {
    const questions = videoIds.length
      ? await tx
          .select({ id: contentQuestions.id })
          .from(contentQuestions)
          .where(inArray(contentQuestions.videoId, videoIds))
      : [];
    return { videoIds, questionIds: questions.map((q) => q.id) };
  }

  return {
    /** GET /api/content/modules: a family's modules of a track with videos and questions (answers included). */
    async listModules(family: Family, track: ResourceTrack, viewerId: number): Promise<AdminModulesResponse> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(contentModules)
          .where(and(eq(contentModules.family, family), eq(contentModules.track, track)))
          .orderBy(asc(contentModules.position), asc(contentModules.id));
        return { family, track, modules: await loadModules(tx, rows, viewerId) };
      });
    },

    /** POST /api/content/modules: appends a module to the family's track. */
    async createModule(
      body: { family: Family; track: ResourceTrack; title: string; description: string },
      viewerId: number,
    ): Promise<AdminModule> {
      return db.transaction(async (tx) => {
        const position = await nextPosition(
          tx,
          contentModules.position,
          and(eq(contentModules.family, body.family), eq(contentModules.track, body.track)),
        );
        const [row] = await tx
          .insert(contentModules)
          .values({ ...body, position })
          .returning({ id: contentModules.id });
        return oneModule(tx, row!.id, viewerId);
      });
    },

    /** PATCH /api/content/modules/{id} */
    async updateModule(id: number, body: UpdateModuleBody, viewerId: number): Promise<AdminModule> {
      return db.transaction(async (tx) => {
        await moduleRow(tx, id);
        await tx.update(contentModules).set(body).where(eq(contentModules.id, id));
        return oneModule(tx, id, viewerId);
      });
    },

    /**
     * DELETE /api/content/modules/{id}: with its videos and questions; learners' answers and progress go too only
     * with `force` (else 409 learner_data).
     */
    async deleteModule(id: number, force = false): Promise<{ deleted: number }> {
      const files = await db.transaction(async (tx) => {
        const [module] = await tx
          .select()
          .from(contentModules)
          .where(eq(contentModules.id, id))
          .for("update");
        if (!module) throw notFound(`module ${id} not found`);
        const { videos, ...scope } = await moduleScope(tx, id);
        await guardLearnerData(tx, `module "${module.title}"`, scope, force);
        await tx.delete(contentModules).where(eq(contentModules.id, id));
        return videos;
      });
      await removeFiles(files);
      return { deleted: id };
    },

    /** PUT /api/content/modules/order */
    async orderModules(family: Family, track: ResourceTrack, ids: number[], viewerId: number) {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: contentModules.id })
          .from(contentModules)
          .where(and(eq(contentModules.family, family), eq(contentModules.track, track)));
        checkOrder(
          current.map((r) => r.id),
          ids,
          `module of ${family} (${track})`,
        );
        for (const [position, id] of ids.entries())
          await tx.update(contentModules).set({ position }).where(eq(contentModules.id, id));
        const rows = await tx
          .select()
          .from(contentModules)
          .where(and(eq(contentModules.family, family), eq(contentModules.track, track)))
          .orderBy(asc(contentModules.position), asc(contentModules.id));
        return { family, track, modules: await loadModules(tx, rows, viewerId) };
      });
    },

    /** POST /api/content/modules/{id}/videos: a video played from an MP4 or HLS address. */
    async createUrlVideo(
      moduleId: number,
      body: Omit<CreateUrlVideoBody, "description"> & { description: string },
      viewerId: number,
    ) {
      return db.transaction(async (tx) => {
        await moduleRow(tx, moduleId);
        const position = await nextPosition(tx, contentVideos.position, eq(contentVideos.moduleId, moduleId));
        const [row] = await tx
          .insert(contentVideos)
          .values({
            moduleId,
            title: body.title,
            description: body.description,
            kind: "url",
            url: body.url,
            mimeType: videoFormat(body.url) === "hls" ? "application/vnd.apple.mpegurl" : null,
            durationSeconds: body.durationSeconds ?? null,
            position,
          })
          .returning({ id: contentVideos.id });
        return oneVideo(tx, row!.id, viewerId);
      });
    },

    /** Checks a module exists before an upload is streamed to disk. */
    async requireModule(moduleId: number): Promise<void> {
      await moduleRow(db, moduleId);
    },

    /** POST /api/content/modules/{id}/videos/upload: records an uploaded (already stored and checked) file. */
    async createUploadedVideo(
      moduleId: number,
      fields: { title: string; description: string; durationSeconds?: number },
      stored: StoredVideo,
      viewerId: number,
    ) {
      return db.transaction(async (tx) => {
        await moduleRow(tx, moduleId);
        const position = await nextPosition(tx, contentVideos.position, eq(contentVideos.moduleId, moduleId));
        const [row] = await tx
          .insert(contentVideos)
          .values({
            moduleId,
            title: fields.title,
            description: fields.description,
            kind: "upload",
            fileName: stored.fileName,
            mimeType: stored.mimeType,
            sizeBytes: stored.sizeBytes,
            durationSeconds: fields.durationSeconds ?? null,
            position,
          })
          .returning({ id: contentVideos.id });
        return oneVideo(tx, row!.id, viewerId);
      });
    },

    /** PATCH /api/content/videos/{id} */
    async updateVideo(id: number, body: UpdateVideoBody, viewerId: number) {
      return db.transaction(async (tx) => {
        const video = await videoRow(tx, id);
        if (body.url !== undefined && video.kind !== "url")
          throw badRequest("body.url: this video plays an uploaded file; upload a new video instead");
        await tx
          .update(contentVideos)
          .set({
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.durationSeconds !== undefined ? { durationSeconds: body.durationSeconds } : {}),
            ...(body.url !== undefined
              ? {
                  url: body.url,
                  mimeType: videoFormat(body.url) === "hls" ? "application/vnd.apple.mpegurl" : null,
                }
              : {}),
          })
          .where(eq(contentVideos.id, id));
        return oneVideo(tx, id, viewerId);
      });
    },

    /**
     * DELETE /api/content/videos/{id}: with its questions (and an uploaded file); learners' answers and progress go
     * too only with `force` (else 409 learner_data).
     */
    async deleteVideo(id: number, force = false): Promise<{ deleted: number }> {
      const video = await db.transaction(async (tx) => {
        const row = await videoRow(tx, id);
        await guardLearnerData(tx, `video "${row.title}"`, await videoScope(tx, [id]), force);
        await tx.delete(contentVideos).where(eq(contentVideos.id, id));
        return row;
      });
      await removeFiles([video]);
      return { deleted: id };
    },

    /** PUT /api/content/modules/{id}/videos/order */
    async orderVideos(moduleId: number, ids: number[], viewerId: number): Promise<AdminModule> {
      return db.transaction(async (tx) => {
        await moduleRow(tx, moduleId);
        const current = await tx
          .select({ id: contentVideos.id })
          .from(contentVideos)
          .where(eq(contentVideos.moduleId, moduleId));
        checkOrder(
          current.map((r) => r.id),
          ids,
          `video of module ${moduleId}`,
        );
        for (const [position, id] of ids.entries())
          await tx.update(contentVideos).set({ position }).where(eq(contentVideos.id, id));
        return oneModule(tx, moduleId, viewerId);
      });
    },

    /** POST /api/content/videos/{id}/questions */
    async createQuestion(
      videoId: number,
      body: CreateQuestionBody & { explanation: string },
    ): Promise<AdminQuestion> {
      return db.transaction(async (tx) => {
        await videoRow(tx, videoId);
        const position = await nextPosition(
          tx,
          contentQuestions.position,
          eq(contentQuestions.videoId, videoId),
        );
        const [row] = await tx
          .insert(contentQuestions)
          .values({
            videoId,
            prompt: body.prompt,
            options: body.options,
            correctIndex: body.correctIndex,
            explanation: body.explanation,
            position,
          })
          .returning();
        return toQuestion(row!, 0);
      });
    },

    /** PATCH /api/content/questions/{id}: options and the correct answer are fixed once a learner has answered. */
    async updateQuestion(id: number, body: UpdateQuestionBody): Promise<AdminQuestion> {
      return db.transaction(async (tx) => {
        // Locked before counting: an answer being stored (answer() holds the row FOR SHARE, and its insert
        // references it) finishes first and is counted; a new one waits until this edit is committed.
        const [q] = await tx.select().from(contentQuestions).where(eq(contentQuestions.id, id)).for("update");
        if (!q) throw notFound(`question ${id} not found`);
        const answers = (await answerCounts(tx, [id])).get(id) ?? 0;
        const changesScoring = body.options !== undefined || body.correctIndex !== undefined;
        if (changesScoring && answers > 0)
          throw conflict(
            `${answers} learner(s) have answered this question: its options and correct answer can no longer change (add a new question instead)`,
            "question_answered",
          );
        const options = body.options ?? q.options;
        const correctIndex = body.correctIndex ?? q.correctIndex;
        if (correctIndex >= options.length)
          throw badRequest("body.correctIndex: must point at one of the options");
        const [row] = await tx
          .update(contentQuestions)
          .set({
            prompt: body.prompt ?? q.prompt,
            options,
            correctIndex,
            explanation: body.explanation ?? q.explanation,
          })
          .where(eq(contentQuestions.id, id))
          .returning();
        return toQuestion(row!, answers);
      });
    },

    /** DELETE /api/content/questions/{id}: learners' answers go too only with `force` (else 409 learner_data). */
    async deleteQuestion(id: number, force = false): Promise<{ deleted: number }> {
      return db.transaction(async (tx) => {
        await questionRow(tx, id);
        await guardLearnerData(tx, "this question", { videoIds: [], questionIds: [id] }, force);
        await tx.delete(contentQuestions).where(eq(contentQuestions.id, id));
        return { deleted: id };
      });
    },

    /** PUT /api/content/videos/{id}/questions/order */
    async orderQuestions(videoId: number, ids: number[], viewerId: number): Promise<AdminVideo> {
      return db.transaction(async (tx) => {
        await videoRow(tx, videoId);
        const current = await tx
          .select({ id: contentQuestions.id })
          .from(contentQuestions)
          .where(eq(contentQuestions.videoId, videoId));
        checkOrder(
          current.map((r) => r.id),
          ids,
          `question of video ${videoId}`,
        );
        for (const [position, id] of ids.entries())
          await tx.update(contentQuestions).set({ position }).where(eq(contentQuestions.id, id));
        return oneVideo(tx, videoId, viewerId);
      });
    },

    /** GET /api/content/notes */
    async listNotes(family: Family): Promise<AdminNotesResponse> {
      return db.transaction(async (tx) => ({ family, notes: await notesOfFamily(tx, family) }));
    },

    /** POST /api/content/notes: appends a chapter to the family's notes. */
    async createNote(body: CreateNoteBody): Promise<NoteDoc> {
      return db.transaction(async (tx) => {
        const position = await nextPosition(tx, contentNotes.position, eq(contentNotes.family, body.family));
        const [row] = await tx
          .insert(contentNotes)
          .values({ family: body.family, title: body.title, markdown: body.markdown, position })
          .returning();
        return toNoteDoc(row!);
      });
    },

    /** PATCH /api/content/notes/{id} */
    async updateNote(id: number, body: UpdateNoteBody): Promise<NoteDoc> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contentNotes)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(contentNotes.id, id))
          .returning();
        if (!row) throw notFound(`note ${id} not found`);
        return toNoteDoc(row);
      });
    },

    /** DELETE /api/content/notes/{id} */
    async deleteNote(id: number): Promise<{ deleted: number }> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(contentNotes)
          .where(eq(contentNotes.id, id))
          .returning({ id: contentNotes.id });
        if (deleted.length === 0) throw notFound(`note ${id} not found`);
        return { deleted: id };
      });
    },

    /** PUT /api/content/notes/order */
    async orderNotes(family: Family, ids: number[]): Promise<AdminNotesResponse> {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: contentNotes.id })
          .from(contentNotes)
          .where(eq(contentNotes.family, family));
        checkOrder(
          current.map((r) => r.id),
          ids,
          `note of ${family}`,
        );
        for (const [position, id] of ids.entries())
          await tx.update(contentNotes).set({ position }).where(eq(contentNotes.id, id));
        return { family, notes: await notesOfFamily(tx, family) };
      });
    },

    /** GET /api/content/progress: every learner enrolled in a program of the family, per module of the track. */
    async progress(family: Family, track: ResourceTrack): Promise<AdminProgressResponse> {
      return db.transaction(async (tx) => {
        const modules = await tx
          .select()
          .from(contentModules)
          .where(and(eq(contentModules.family, family), eq(contentModules.track, track)))
          .orderBy(asc(contentModules.position), asc(contentModules.id));
        const moduleIds = modules.map((m) => m.id);
        const videos = moduleIds.length
          ? await tx
              .select({ id: contentVideos.id, moduleId: contentVideos.moduleId })
              .from(contentVideos)
              .where(inArray(contentVideos.moduleId, moduleIds))
          : [];
        const videoIds = videos.map((v) => v.id);
        const questions = videoIds.length
          ? await tx
              .select({ id: contentQuestions.id, videoId: contentQuestions.videoId })
              .from(contentQuestions)
              .where(inArray(contentQuestions.videoId, videoIds))
          : [];
        const learners = await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            program: programEnrolments.programName,
          })
          .from(users)
          .innerJoin(programEnrolments, eq(programEnrolments.userId, users.id))
          .where(
            and(inArray(programEnrolments.programName, programsInFamily(family)), ne(users.role, "admin")),
          )
          .orderBy(asc(users.name), asc(users.id));
        const userIds = [...new Set(learners.map((l) => l.id))];
        const answers =
          questions.length && userIds.length
            ? await tx
                .select({
                  userId: contentAnswers.userId,
                  questionId: contentAnswers.questionId,
                  correct: contentAnswers.correct,
                  at: contentAnswers.createdAt,
                })
                .from(contentAnswers)
                .where(
                  and(
                    inArray(
                      contentAnswers.questionId,
                      questions.map((q) => q.id),
                    ),
                    inArray(contentAnswers.userId, userIds),
                  ),
                )
            : [];
        const progress =
          videoIds.length && userIds.length
            ? await tx
                .select()
                .from(contentProgress)
                .where(
                  and(inArray(contentProgress.videoId, videoIds), inArray(contentProgress.userId, userIds)),
                )
            : [];
        const questionVideo = new Map(questions.map((q) => [q.id, q.videoId]));
        const rows = userIds.map((userId) => {
          const first = learners.find((l) => l.id === userId)!;
          const mine = answers.filter((a) => a.userId === userId);
          const watched = progress.filter((p) => p.userId === userId);
          let last: number | null = null;
          for (const t of [...mine.map((a) => a.at), ...watched.map((p) => p.updatedAt)]) {
            const ms = new Date(t).getTime();
            if (last === null || ms > last) last = ms;
          }
          const perModule = modules.map((m) => {
            const tallies = videos
              .filter((v) => v.moduleId === m.id)
              .map((v) => {
                const qs = questions.filter((q) => q.videoId === v.id).length;
                const own = mine.filter((a) => questionVideo.get(a.questionId) === v.id);
                return {
                  completed: watched.some((p) => p.videoId === v.id && p.completed),
                  questions: qs,
                  answered: own.length,
                  correct: own.filter((a) => a.correct).length,
                };
              });
            return { moduleId: m.id, ...summarise(tallies) };
          });
          return {
            userId,
            name: first.name,
            email: first.email,
            programs: learners
              .filter((l) => l.id === userId && familyOf(l.program) === family)
              .map((l) => l.program),
            modules: perModule,
            overall: combine(perModule),
            lastActivity: last === null ? null : iso(new Date(last)),
          };
        });
        return {
          family,
          track,
          modules: modules.map((m) => ({
            id: m.id,
            title: m.title,
            videos: videos.filter((v) => v.moduleId === m.id).length,
            questions: questions.filter((q) => videos.some((v) => v.id === q.videoId && v.moduleId === m.id))
              .length,
          })),
          learners: rows,
        };
      });
    },
  };
}

/** The content service's interface. */
export type ContentService = ReturnType<typeof createContentService>;
