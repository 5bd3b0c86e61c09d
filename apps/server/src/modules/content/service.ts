// Instructor side of learning content (/api/content, admin role): modules, videos (address or upload), questions
// and notes per family, their order, and every learner's progress and scores. One transaction per use case; files
// of deleted videos are removed only after the deletion committed.
import { and, asc, eq } from "drizzle-orm";
import { optionLetter } from "@fincareer/domain/audit";
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
import type { ContentModuleRow, ContentVideoRow } from "../../db/schema.ts";
import { contentModules, contentNotes, contentQuestions, contentVideos } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import type { TokenCodec } from "../../lib/tokens.ts";
import { changesBetween, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { notesOfFamily, toNoteDoc } from "./notes-service.ts";
import {
  answerCounts,
  createContentViews,
  moduleRow,
  questionRow,
  toQuestion,
  videoRow,
} from "./admin-views.ts";
import type { MediaViewer } from "../../platform/media.ts";
import { guardLearnerData, moduleScope, removeVideoFiles, videoScope } from "./learner-data.ts";
import { nextPosition, reorderAndRead } from "./positions.ts";
import { learnerProgress } from "./progress.ts";
import type { StoredVideo } from "./upload.ts";
import { enqueueVideoJob } from "./video-jobs.ts";

/** The stored MIME type of a video played from an address: HLS playlists have one, MP4 addresses none. */
function urlMimeType(url: string): string | null {
  return videoFormat(url) === "hls" ? "application/vnd.apple.mpegurl" : null;
}

// How the audit log names content (the label is kept as it was at the time of the change).
const moduleObject = (m: Pick<ContentModuleRow, "id" | "title" | "family" | "track">) => ({
  kind: "content_module",
  id: m.id,
  label: `module “${m.title}” (${m.family} ${m.track})`,
});
const videoObject = (v: Pick<ContentVideoRow, "id" | "title">) => ({
  kind: "content_video",
  id: v.id,
  label: `video “${v.title}”`,
});
const questionObject = (id: number, video: string) => ({
  kind: "content_question",
  id,
  label: `quiz question ${id} of video “${video}”`,
});
const noteObject = (n: { id: number; title: string; family: string }) => ({
  kind: "content_note",
  id: n.id,
  label: `note “${n.title}” (${n.family})`,
});

/** Creates the content (instructor) service. */
export function createContentService(deps: { db: Db; tokens: TokenCodec; storage: ObjectStorage }) {
  const { db, tokens, storage } = deps;
  const { loadModules, oneModule, oneVideo } = createContentViews(tokens);

  /** Adds a video after the last one of module `moduleId` (404 when there is no such module); the admin's view. */
  function appendVideo(
    actor: Actor,
    moduleId: number,
    video: Omit<typeof contentVideos.$inferInsert, "moduleId" | "position">,
    viewer: MediaViewer,
  ) {
    return db.transaction(async (tx) => {
      const module = await moduleRow(tx, moduleId);
      const position = await nextPosition(tx, contentVideos.position, eq(contentVideos.moduleId, moduleId));
      const [row] = await tx
        .insert(contentVideos)
        .values({ moduleId, ...video, position })
        .returning({ id: contentVideos.id, title: contentVideos.title });
      await recordAudit(tx, actor, {
        action: "content.video.create",
        object: videoObject(row!),
        details: { module: moduleObject(module).label, source: video.kind, url: video.url ?? null },
      });
      // An uploaded file becomes an HLS ladder through a transcoding job, queued with the video's row.
      if (video.kind === "upload") await enqueueVideoJob(tx, row!.id, actor.id);
      return oneVideo(tx, row!.id, viewer);
    });
  }

  return {
    /** GET /api/content/modules: a family's modules of a track with videos and questions (answers included). */
    async listModules(
      family: Family,
      track: ResourceTrack,
      viewer: MediaViewer,
    ): Promise<AdminModulesResponse> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(contentModules)
          .where(and(eq(contentModules.family, family), eq(contentModules.track, track)))
          .orderBy(asc(contentModules.position), asc(contentModules.id));
        return { family, track, modules: await loadModules(tx, rows, viewer) };
      });
    },

    /** POST /api/content/modules: appends a module to the family's track. */
    async createModule(
      actor: Actor,
      body: { family: Family; track: ResourceTrack; title: string; description: string },
      viewer: MediaViewer,
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
        await recordAudit(tx, actor, {
          action: "content.module.create",
          object: moduleObject({ ...body, id: row!.id }),
        });
        return oneModule(tx, row!.id, viewer);
      });
    },

    /** PATCH /api/content/modules/{id} */
    async updateModule(
      actor: Actor,
      id: number,
      body: UpdateModuleBody,
      viewer: MediaViewer,
    ): Promise<AdminModule> {
      return db.transaction(async (tx) => {
        const before = await moduleRow(tx, id);
        await tx.update(contentModules).set(body).where(eq(contentModules.id, id));
        await recordAudit(tx, actor, {
          action: "content.module.update",
          object: moduleObject(before),
          details: { changes: changesBetween(before, body) },
        });
        return oneModule(tx, id, viewer);
      });
    },

    /**
     * DELETE /api/content/modules/{id}: with its videos and questions; learners' answers and progress go too only
     * with `force` (else 409 learner_data).
     */
    async deleteModule(actor: Actor, id: number, force = false): Promise<{ deleted: number }> {
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
        await recordAudit(tx, actor, {
          action: "content.module.delete",
          object: moduleObject(module),
          details: { videos: videos.length, force },
        });
        return videos;
      });
      await removeVideoFiles(storage, files);
      return { deleted: id };
    },

    /** PUT /api/content/modules/order */
    async orderModules(
      actor: Actor,
      family: Family,
      track: ResourceTrack,
      ids: number[],
      viewer: MediaViewer,
    ) {
      const scope = and(eq(contentModules.family, family), eq(contentModules.track, track));
      const what = `module of ${family} (${track})`;
      return reorderAndRead(db, { table: contentModules, scope, what }, ids, async (tx) => {
        await recordAudit(tx, actor, {
          action: "content.module.reorder",
          object: { kind: "content_track", id: null, label: `${family} ${track}` },
          details: { ids },
        });
        const rows = await tx
          .select()
          .from(contentModules)
          .where(scope)
          .orderBy(asc(contentModules.position), asc(contentModules.id));
        return { family, track, modules: await loadModules(tx, rows, viewer) };
      });
    },

    /** POST /api/content/modules/{id}/videos: a video played from an MP4 or HLS address. */
    async createUrlVideo(
      actor: Actor,
      moduleId: number,
      body: Omit<CreateUrlVideoBody, "description"> & { description: string },
      viewer: MediaViewer,
    ) {
      const video = {
        title: body.title,
        description: body.description,
        kind: "url" as const,
        url: body.url,
        mimeType: urlMimeType(body.url),
        durationSeconds: body.durationSeconds ?? null,
      };
      return appendVideo(actor, moduleId, video, viewer);
    },

    /** Checks a module exists before an upload is streamed to disk. */
    async requireModule(moduleId: number): Promise<void> {
      await moduleRow(db, moduleId);
    },

    /** POST /api/content/modules/{id}/videos/upload: records an uploaded (already stored and checked) file. */
    async createUploadedVideo(
      actor: Actor,
      moduleId: number,
      fields: { title: string; description: string; durationSeconds?: number },
      stored: StoredVideo,
      viewer: MediaViewer,
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
      return appendVideo(actor, moduleId, video, viewer);
    },

    /** PATCH /api/content/videos/{id} */
    async updateVideo(actor: Actor, id: number, body: UpdateVideoBody, viewer: MediaViewer) {
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
        const { transcript, ...fields } = body;
        await recordAudit(tx, actor, {
          action: "content.video.update",
          object: videoObject(video),
          details: {
            changes: {
              ...changesBetween(video, fields),
              // A transcript is long: the log says that it changed, not what it says.
              ...(transcript !== undefined && transcript.trim() !== (video.transcript ?? "")
                ? {
                    transcript: {
                      from: video.transcript ? "a transcript" : null,
                      to: transcript.trim() ? "a new transcript" : null,
                    },
                  }
                : {}),
            },
          },
        });
        return oneVideo(tx, id, viewer);
      });
    },

    /**
     * DELETE /api/content/videos/{id}: with its questions (and an uploaded file); learners' answers and progress go
     * too only with `force` (else 409 learner_data).
     */
    async deleteVideo(actor: Actor, id: number, force = false): Promise<{ deleted: number }> {
      const video = await db.transaction(async (tx) => {
        const row = await videoRow(tx, id);
        await guardLearnerData(tx, `video "${row.title}"`, await videoScope(tx, [id]), force);
        await tx.delete(contentVideos).where(eq(contentVideos.id, id));
        await recordAudit(tx, actor, {
          action: "content.video.delete",
          object: videoObject(row),
          details: { force },
        });
        return row;
      });
      await removeVideoFiles(storage, [video]);
      return { deleted: id };
    },

    /** PUT /api/content/modules/{id}/videos/order */
    async orderVideos(
      actor: Actor,
      moduleId: number,
      ids: number[],
      viewer: MediaViewer,
    ): Promise<AdminModule> {
      const videos = { table: contentVideos, scope: eq(contentVideos.moduleId, moduleId) };
      const read = async (tx: Db) => {
        const module = await moduleRow(tx, moduleId);
        await recordAudit(tx, actor, {
          action: "content.video.reorder",
          object: moduleObject(module),
          details: { ids },
        });
        return oneModule(tx, moduleId, viewer);
      };
      return reorderAndRead(db, { ...videos, what: `video of module ${moduleId}` }, ids, read, (tx) =>
        moduleRow(tx, moduleId),
      );
    },

    /** POST /api/content/videos/{id}/questions */
    async createQuestion(
      actor: Actor,
      videoId: number,
      body: CreateQuestionBody & { explanation: string },
    ): Promise<AdminQuestion> {
      return db.transaction(async (tx) => {
        const video = await videoRow(tx, videoId);
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
        await recordAudit(tx, actor, {
          action: "content.question.create",
          object: questionObject(row!.id, video.title),
          details: { prompt: body.prompt, answer: optionLetter(body.correctIndex) },
        });
        return toQuestion(row!, 0);
      });
    },

    /** PATCH /api/content/questions/{id}: options and the correct answer are fixed once a learner has answered. */
    async updateQuestion(actor: Actor, id: number, body: UpdateQuestionBody): Promise<AdminQuestion> {
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
        const video = await videoRow(tx, q.videoId);
        await recordAudit(tx, actor, {
          action: "content.question.update",
          object: questionObject(id, video.title),
          details: {
            changes: {
              ...changesBetween(q, row!, ["prompt", "options", "explanation"]),
              ...changesBetween(
                { answer_key: optionLetter(q.correctIndex) },
                { answer_key: optionLetter(correctIndex) },
              ),
            },
          },
        });
        return toQuestion(row!, answers);
      });
    },

    /** DELETE /api/content/questions/{id}: learners' answers go too only with `force` (else 409 learner_data). */
    async deleteQuestion(actor: Actor, id: number, force = false): Promise<{ deleted: number }> {
      return db.transaction(async (tx) => {
        const question = await questionRow(tx, id);
        const video = await videoRow(tx, question.videoId);
        await guardLearnerData(tx, "this question", { videoIds: [], questionIds: [id] }, force);
        await tx.delete(contentQuestions).where(eq(contentQuestions.id, id));
        await recordAudit(tx, actor, {
          action: "content.question.delete",
          object: questionObject(id, video.title),
          details: { prompt: question.prompt, force },
        });
        return { deleted: id };
      });
    },

    /** PUT /api/content/videos/{id}/questions/order */
    async orderQuestions(
      actor: Actor,
      videoId: number,
      ids: number[],
      viewer: MediaViewer,
    ): Promise<AdminVideo> {
      const questions = { table: contentQuestions, scope: eq(contentQuestions.videoId, videoId) };
      const read = async (tx: Db) => {
        const video = await videoRow(tx, videoId);
        await recordAudit(tx, actor, {
          action: "content.question.reorder",
          object: videoObject(video),
          details: { ids },
        });
        return oneVideo(tx, videoId, viewer);
      };
      return reorderAndRead(db, { ...questions, what: `question of video ${videoId}` }, ids, read, (tx) =>
        videoRow(tx, videoId),
      );
    },

    /** GET /api/content/notes */
    async listNotes(family: Family): Promise<AdminNotesResponse> {
      return db.transaction(async (tx) => ({ family, notes: await notesOfFamily(tx, family) }));
    },

    /** POST /api/content/notes: appends a chapter to the family's notes. */
    async createNote(actor: Actor, body: CreateNoteBody): Promise<NoteDoc> {
      return db.transaction(async (tx) => {
        const position = await nextPosition(tx, contentNotes.position, eq(contentNotes.family, body.family));
        const [row] = await tx
          .insert(contentNotes)
          .values({ family: body.family, title: body.title, markdown: body.markdown, position })
          .returning();
        await recordAudit(tx, actor, { action: "content.note.create", object: noteObject(row!) });
        return toNoteDoc(row!);
      });
    },

    /** PATCH /api/content/notes/{id} */
    async updateNote(actor: Actor, id: number, body: UpdateNoteBody): Promise<NoteDoc> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentNotes).where(eq(contentNotes.id, id)).for("update");
        if (!before) throw notFound(`note ${id} not found`);
        const [row] = await tx
          .update(contentNotes)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(contentNotes.id, id))
          .returning();
        const { markdown, ...fields } = body;
        await recordAudit(tx, actor, {
          action: "content.note.update",
          object: noteObject(before),
          details: {
            changes: {
              ...changesBetween(before, fields),
              // A chapter is long: the log says that its text changed, not the text.
              ...(markdown !== undefined && markdown !== before.markdown
                ? {
                    markdown: {
                      from: `${before.markdown.length} characters`,
                      to: `${markdown.length} characters`,
                    },
                  }
                : {}),
            },
          },
        });
        return toNoteDoc(row!);
      });
    },

    /** DELETE /api/content/notes/{id} */
    async deleteNote(actor: Actor, id: number): Promise<{ deleted: number }> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(contentNotes).where(eq(contentNotes.id, id)).returning();
        if (!deleted) throw notFound(`note ${id} not found`);
        await recordAudit(tx, actor, { action: "content.note.delete", object: noteObject(deleted) });
        return { deleted: id };
      });
    },

    /** PUT /api/content/notes/order */
    async orderNotes(actor: Actor, family: Family, ids: number[]): Promise<AdminNotesResponse> {
      const scope = eq(contentNotes.family, family);
      return reorderAndRead(
        db,
        { table: contentNotes, scope, what: `note of ${family}` },
        ids,
        async (tx) => {
          await recordAudit(tx, actor, {
            action: "content.note.reorder",
            object: { kind: "content_notes", id: null, label: `the ${family} notes` },
            details: { ids },
          });
          return { family, notes: await notesOfFamily(tx, family) };
        },
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
