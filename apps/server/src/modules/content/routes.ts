// /api/content: the instructor's authoring API (admin role): modules, videos (address or upload), questions,
// notes, their order, and per-learner progress and scores.
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminModule,
  AdminModulesQuery,
  AdminModulesResponse,
  AdminNotesQuery,
  AdminNotesResponse,
  AdminProgressQuery,
  AdminProgressResponse,
  AdminQuestion,
  AdminVideo,
  ContentIdParam,
  CreateModuleBody,
  CreateNoteBody,
  CreateQuestionBody,
  CreateUrlVideoBody,
  Deleted,
  DeleteContentQuery,
  NoteDoc,
  OrderIdsBody,
  OrderModulesBody,
  OrderNotesBody,
  ResumableVideoBody,
  UpdateModuleBody,
  UpdateNoteBody,
  UpdateQuestionBody,
  UpdateVideoBody,
  UploadVideoDoc,
  UploadVideoFields,
  VideoJob,
  VideoJobsResponse,
} from "@fincareer/domain/contract/content";
import { z } from "zod";
import { iso } from "../../lib/dates.ts";
import type { Db } from "../../db/client.ts";
import type { ResumableUploads } from "./resumable.ts";
import type { Transcoder } from "./transcoder.ts";
import { actOnVideoJob, listVideoJobs } from "./video-jobs.ts";
import type { VideoJobRow } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { UPLOAD_RATE_LIMIT, videoMultipart } from "../../lib/uploads/limits.ts";
import { partsOptions } from "../../lib/uploads/multipart.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { uploadVideosDir } from "../../platform/media.ts";
import type { MediaViewer } from "../../platform/media.ts";
import { actorOf } from "../../platform/audit.ts";
import type { ContentService } from "./service.ts";
import { receiveVideo } from "./upload.ts";

/** The admin's login session for signed preview links (null for an operator token). */
function viewer(req: FastifyRequest): MediaViewer {
  return req.caller?.kind === "user" ? { userId: req.caller.userId, sid: req.caller.sid } : null;
}

/** Content (instructor) routes. */
export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  storage: ObjectStorage;
  /** The local folder of the uploads' temporary files (DATA_DIR/uploads/videos). */
  uploadsDir: string;
  maxUploadBytes: number;
  db: Db;
  resumable: ResumableUploads;
  resumableMaxBytes: number;
  transcoder: Transcoder;
}> = async (
  app,
  { content, storage, uploadsDir, maxUploadBytes, db, resumable, resumableMaxBytes, transcoder },
) => {
  app.addHook("onRequest", app.requireAdmin);
  // Only this plugin accepts multipart bodies; limits are set per request in receiveVideo.
  await app.register(multipart, partsOptions(videoMultipart(maxUploadBytes)));
  const tags = ["content (admin)"];
  const security = SECURED;

  app.get(
    "/modules",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "A family's modules of a track, with videos and questions (correct answers included)",
        security,
        querystring: AdminModulesQuery,
        response: { 200: AdminModulesResponse, ...ERRORS },
      },
    },
    async (req) => content.listModules(req.query.family, req.query.track, viewer(req)),
  );

  app.post(
    "/modules",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Create a module (appended to the family's track)",
        security,
        body: CreateModuleBody,
        response: { 200: AdminModule, ...ERRORS },
      },
    },
    async (req) => content.createModule(actorOf(req), req.body, viewer(req)),
  );

  app.put(
    "/modules/order",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Order a family's modules: every id of the track once, first to last",
        security,
        body: OrderModulesBody,
        response: { 200: AdminModulesResponse, ...ERRORS },
      },
    },
    async (req) =>
      content.orderModules(actorOf(req), req.body.family, req.body.track, req.body.ids, viewer(req)),
  );

  app.patch(
    "/modules/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Rename a module or change its description",
        security,
        params: ContentIdParam,
        body: UpdateModuleBody,
        response: { 200: AdminModule, ...ERRORS },
      },
    },
    async (req) => content.updateModule(actorOf(req), req.params.id, req.body, viewer(req)),
  );

  app.delete(
    "/modules/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Delete a module with its videos and questions; 409 learner_data when learners have answered or " +
          "watched it, unless force=true (which deletes their answers and progress too)",
        security,
        params: ContentIdParam,
        querystring: DeleteContentQuery,
        response: { 200: Deleted, ...ERRORS },
      },
    },
    async (req) => content.deleteModule(actorOf(req), req.params.id, req.query.force),
  );

  app.post(
    "/modules/:id/videos",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Add a video played from an MP4 or HLS (.m3u8) address",
        security,
        params: ContentIdParam,
        body: CreateUrlVideoBody,
        response: { 200: AdminVideo, ...ERRORS },
      },
    },
    async (req) => content.createUrlVideo(actorOf(req), req.params.id, req.body, viewer(req)),
  );

  app.post(
    "/modules/:id/videos/upload",
    {
      config: { access: "admin", rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Upload a video file (multipart/form-data: title, description, durationSeconds, file). " +
          "Checked by content (MP4, WebM); the size limit is VIDEO_UPLOAD_MAX_MB; 429 after 30 uploads in a minute",
        security,
        consumes: ["multipart/form-data"],
        params: ContentIdParam,
        body: UploadVideoDoc,
        response: { 200: AdminVideo, ...ERRORS },
      },
      // The body schema only documents the form: the parts are read, limited and checked in receiveVideo.
      validatorCompiler: (route) =>
        route.httpPart === "body"
          ? (data: unknown) => ({ value: data })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (req) => {
      await content.requireModule(req.params.id);
      const { fields, stored, discard } = await receiveVideo(
        req,
        uploadVideosDir(uploadsDir),
        storage,
        maxUploadBytes,
      );
      try {
        const parsed = UploadVideoFields.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(`body.${issue?.path.join(".") || "title"}: ${issue?.message ?? "invalid"}`);
        }
        return await content.createUploadedVideo(
          actorOf(req),
          req.params.id,
          parsed.data,
          stored,
          viewer(req),
        );
      } catch (err) {
        await discard();
        throw err;
      }
    },
  );

  // Resumable uploads (tus): creation (POST), status (HEAD), chunks (PATCH), cancel (DELETE). The tus server reads
  // and answers the raw request; chunk bodies reach it unparsed.
  app.addContentTypeParser("application/offset+octet-stream", (_req, _payload, done) => done(null));
  for (const url of ["/uploads", "/uploads/:uploadId"]) {
    app.route({
      method: ["POST", "HEAD", "PATCH", "DELETE", "OPTIONS"],
      url,
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Resumable video upload (the tus 1.0 protocol: POST creates, HEAD says how much arrived, PATCH sends a " +
          "chunk, DELETE cancels); at most VIDEO_RESUMABLE_MAX_MB",
        security,
        hide: url !== "/uploads",
      },
      handler: async (req, reply) => {
        const caller = req.caller;
        await resumable.handle(req, reply, caller?.kind === "user" ? caller.userId : 0);
      },
    });
  }

  app.post(
    "/modules/:id/videos/resumable",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Add a video from a finished resumable upload (checked by content: MP4, WebM); it is queued for " +
          "transcoding into an HLS ladder",
        security,
        params: ContentIdParam,
        body: ResumableVideoBody,
        response: { 200: AdminVideo, ...ERRORS },
      },
    },
    async (req) => {
      await content.requireModule(req.params.id);
      const { uploadId, ...fields } = req.body;
      const { discard, ...stored } = await resumable.take(
        uploadId,
        req.caller?.kind === "user" ? req.caller.userId : 0,
        resumableMaxBytes,
      );
      try {
        return await content.createUploadedVideo(actorOf(req), req.params.id, fields, stored, viewer(req));
      } catch (err) {
        await discard();
        throw err;
      }
    },
  );

  const jobOf = (j: { job: VideoJobRow; title: string }): VideoJob => ({
    id: j.job.id,
    videoId: j.job.videoId,
    title: j.title,
    state: j.job.state,
    percent: j.job.percent,
    pass: j.job.pass,
    attempts: j.job.attempts,
    maxAttempts: j.job.maxAttempts,
    error: j.job.error,
    runAfter: iso(j.job.runAfter),
    updatedAt: iso(j.job.updatedAt),
  });

  app.get(
    "/video-jobs",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Transcoding: whether it is on here (and why not), and the latest 50 jobs with their progress",
        security,
        response: { 200: VideoJobsResponse, ...ERRORS },
      },
    },
    async () => {
      const status = await transcoder.status();
      const jobs = await listVideoJobs(db);
      return {
        transcoding: { enabled: status.enabled, reason: status.reason, concurrency: status.concurrency },
        jobs: jobs.map(jobOf),
      };
    },
  );

  const JobAction = z.object({ id: ContentIdParam.shape.id, action: z.enum(["cancel", "retry"]) });
  app.post(
    "/video-jobs/:id/:action",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Cancel a queued or running transcoding job, or queue a failed or canceled one again",
        security,
        params: JobAction,
        response: { 200: VideoJob, ...ERRORS },
      },
    },
    async (req) => {
      const { id, action } = req.params;
      const row = await actOnVideoJob(db, actorOf(req), id, action);
      if (!row)
        throw conflict(
          action === "cancel"
            ? `job ${id} has already ended (or does not exist)`
            : `job ${id} is not failed or canceled`,
        );
      const [listed] = (await listVideoJobs(db, 50)).filter((j) => j.job.id === id);
      return jobOf(listed ?? { job: row, title: "" });
    },
  );

  app.patch(
    "/videos/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Edit a video's title, description, duration or address",
        security,
        params: ContentIdParam,
        body: UpdateVideoBody,
        response: { 200: AdminVideo, ...ERRORS },
      },
    },
    async (req) => content.updateVideo(actorOf(req), req.params.id, req.body, viewer(req)),
  );

  app.delete(
    "/videos/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Delete a video with its questions (and its uploaded file); 409 learner_data when learners have " +
          "answered or watched it, unless force=true (which deletes their answers and progress too)",
        security,
        params: ContentIdParam,
        querystring: DeleteContentQuery,
        response: { 200: Deleted, ...ERRORS },
      },
    },
    async (req) => content.deleteVideo(actorOf(req), req.params.id, req.query.force),
  );

  app.put(
    "/modules/:id/videos/order",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Order a module's videos: every id once, first to last",
        security,
        params: ContentIdParam,
        body: OrderIdsBody,
        response: { 200: AdminModule, ...ERRORS },
      },
    },
    async (req) => content.orderVideos(actorOf(req), req.params.id, req.body.ids, viewer(req)),
  );

  app.post(
    "/videos/:id/questions",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Add a multiple-choice question to a video",
        security,
        params: ContentIdParam,
        body: CreateQuestionBody,
        response: { 200: AdminQuestion, ...ERRORS },
      },
    },
    async (req) => content.createQuestion(actorOf(req), req.params.id, req.body),
  );

  app.put(
    "/videos/:id/questions/order",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Order a video's questions: every id once, first to last",
        security,
        params: ContentIdParam,
        body: OrderIdsBody,
        response: { 200: AdminVideo, ...ERRORS },
      },
    },
    async (req) => content.orderQuestions(actorOf(req), req.params.id, req.body.ids, viewer(req)),
  );

  app.patch(
    "/questions/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Edit a question (options and the correct answer are fixed once someone answered: 409)",
        security,
        params: ContentIdParam,
        body: UpdateQuestionBody,
        response: { 200: AdminQuestion, ...ERRORS },
      },
    },
    async (req) => content.updateQuestion(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    "/questions/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Delete a question; 409 learner_data when learners have answered it, unless force=true (which " +
          "deletes their answers too)",
        security,
        params: ContentIdParam,
        querystring: DeleteContentQuery,
        response: { 200: Deleted, ...ERRORS },
      },
    },
    async (req) => content.deleteQuestion(actorOf(req), req.params.id, req.query.force),
  );

  app.get(
    "/notes",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "A family's notes chapters",
        security,
        querystring: AdminNotesQuery,
        response: { 200: AdminNotesResponse, ...ERRORS },
      },
    },
    async (req) => content.listNotes(req.query.family),
  );

  app.post(
    "/notes",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Add a notes chapter (Markdown; rendered without raw HTML)",
        security,
        body: CreateNoteBody,
        response: { 200: NoteDoc, ...ERRORS },
      },
    },
    async (req) => content.createNote(actorOf(req), req.body),
  );

  app.put(
    "/notes/order",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Order a family's notes chapters: every id once, first to last",
        security,
        body: OrderNotesBody,
        response: { 200: AdminNotesResponse, ...ERRORS },
      },
    },
    async (req) => content.orderNotes(actorOf(req), req.body.family, req.body.ids),
  );

  app.patch(
    "/notes/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Edit a notes chapter's title or Markdown",
        security,
        params: ContentIdParam,
        body: UpdateNoteBody,
        response: { 200: NoteDoc, ...ERRORS },
      },
    },
    async (req) => content.updateNote(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    "/notes/:id",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Delete a notes chapter",
        security,
        params: ContentIdParam,
        response: { 200: Deleted, ...ERRORS },
      },
    },
    async (req) => content.deleteNote(actorOf(req), req.params.id),
  );

  app.get(
    "/progress",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Every learner of a family: videos watched, questions answered and score, per module",
        security,
        querystring: AdminProgressQuery,
        response: { 200: AdminProgressResponse, ...ERRORS },
      },
    },
    async (req) => content.progress(req.query.family, req.query.track),
  );
};
