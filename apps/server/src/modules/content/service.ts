// Instructor side of learning content (/api/content, admin role): modules, videos (address or upload), questions
// and notes per family, their order, and every learner's progress and scores. One transaction per use case; files
// of deleted videos are removed only after the deletion committed.
import { and, asc, eq } from "drizzle-orm";
import { videoFormat } from "@fincareer/domain/content";
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
import type { Family } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import { contentModules, contentNotes, contentQuestions, contentVideos } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import type { TokenCodec } from "../../lib/tokens.ts";
import { notesOfFamily, toNoteDoc } from "../notes/service.ts";
import {
  answerCounts,
  createContentViews,
  moduleRow,
  questionRow,
  toQuestion,
  videoRow,
} from "./admin-views.ts";
import { guardLearnerData, moduleScope, removeVideoFiles, videoScope } from "./learner-data.ts";
import { nextPosition, reorderAndRead } from "./positions.ts";
import { learnerProgress } from "./progress.ts";
import type { StoredVideo } from "./upload.ts";

/** The stored MIME type of a video played from an address: HLS playlists have one, MP4 addresses none. */
function urlMimeType(url: string): string | null {
  return videoFormat(url) === "hls" ? "application/vnd.apple.mpegurl" : null;
}

/** Creates the content (instructor) service. */
export function createContentService(deps: { db: Db; tokens: TokenCodec; uploadsDir: string }) {
  const { db, tokens, uploadsDir } = deps;
  const { loadModules, oneModule, oneVideo } = createContentViews(tokens);

  /** Adds a video after the last one of module `moduleId` (404 when there is no such module); the admin's view. */
  function appendVideo(
    moduleId: number,
    video: Omit<typeof contentVideos.$inferInsert, "moduleId" | "position">,
    viewerId: number,
  ) {
    return db.transaction(async (tx) => {
      await moduleRow(tx, moduleId);
      const position = await nextPosition(tx, contentVideos.position, eq(contentVideos.moduleId, moduleId));
      const [row] = await tx
        .insert(contentVideos)
        .values({ moduleId, ...video, position })
        .returning({ id: contentVideos.id });
      return oneVideo(tx, row!.id, viewerId);
    });
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
      await removeVideoFiles(uploadsDir, files);
      return { deleted: id };
    },

    /** PUT /api/content/modules/order */
    async orderModules(family: Family, track: ResourceTrack, ids: number[], viewerId: number) {
      const scope = and(eq(contentModules.family, family), eq(contentModules.track, track));
      const what = `module of ${family} (${track})`;
      return reorderAndRead(db, { table: contentModules, scope, what }, ids, async (tx) => {
        const rows = await tx
          .select()
          .from(contentModules)
          .where(scope)
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
      const video = {
        title: body.title,
        description: body.description,
        kind: "url" as const,
        url: body.url,
        mimeType: urlMimeType(body.url),
        durationSeconds: body.durationSeconds ?? null,
      };
      return appendVideo(moduleId, video, viewerId);
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
      const video = {
        title: fields.title,
        description: fields.description,
        kind: "upload" as const,
        fileName: stored.fileName,
        mimeType: stored.mimeType,
        sizeBytes: stored.sizeBytes,
        durationSeconds: fields.durationSeconds ?? null,
      };
      return appendVideo(moduleId, video, viewerId);
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
            ...(body.transcript !== undefined ? { transcript: body.transcript.trim() } : {}),
            ...(body.url !== undefined
              ? {
                  url: body.url,
                  mimeType: urlMimeType(body.url),
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
      await removeVideoFiles(uploadsDir, [video]);
      return { deleted: id };
    },

    /** PUT /api/content/modules/{id}/videos/order */
    async orderVideos(moduleId: number, ids: number[], viewerId: number): Promise<AdminModule> {
      const videos = { table: contentVideos, scope: eq(contentVideos.moduleId, moduleId) };
      const read = (tx: Db) => oneModule(tx, moduleId, viewerId);
      return reorderAndRead(db, { ...videos, what: `video of module ${moduleId}` }, ids, read, (tx) =>
        moduleRow(tx, moduleId),
      );
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
      const questions = { table: contentQuestions, scope: eq(contentQuestions.videoId, videoId) };
      const read = (tx: Db) => oneVideo(tx, videoId, viewerId);
      return reorderAndRead(db, { ...questions, what: `question of video ${videoId}` }, ids, read, (tx) =>
        videoRow(tx, videoId),
      );
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
      const scope = eq(contentNotes.family, family);
      return reorderAndRead(
        db,
        { table: contentNotes, scope, what: `note of ${family}` },
        ids,
        async (tx) => ({
          family,
          notes: await notesOfFamily(tx, family),
        }),
      );
    },

    /** GET /api/content/progress: every learner enrolled in a program of the family, per module of the track. */
    async progress(family: Family, track: ResourceTrack): Promise<AdminProgressResponse> {
      return db.transaction((tx) => learnerProgress(tx, family, track));
    },
  };
}

/** The content service's interface. */
export type ContentService = ReturnType<typeof createContentService>;
