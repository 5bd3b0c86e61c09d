// /api/resources: the learner's video modules, questions, answers and watch progress, and the media stream.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AnswerBody,
  AnswerResponse,
  CaptionsText,
  ContentIdParam,
  MediaBytes,
  MediaQuery,
  ProgressBody,
  ResourcesResponse,
  TrackQuery,
  VideoDetail,
  VideoProgress,
} from "@fincareer/domain/contract/content";
import type { TokenCodec } from "../../lib/tokens.ts";
import { currentUser } from "../../plugins/auth.ts";
import { ERRORS, SECURED } from "../../plugins/openapi.ts";
import { sendVideoFile, verifyMedia } from "./media.ts";
import type { ResourceService } from "./service.ts";

/** Resource routes. */
export const resourceRoutes: FastifyPluginAsyncZod<{
  resources: ResourceService;
  tokens: TokenCodec;
}> = async (app, { resources, tokens }) => {
  const tags = ["resources"];

  // A <video> element cannot send an Authorization header, so the media route is authorised by the signed `sig`
  // that GET /videos/{id} put in playbackUrl; everything else needs the learner's Bearer token.
  app.get(
    "/media/:id",
    {
      // Authorised by the signed sig of playbackUrl (a <video> cannot send a Bearer token), checked in the handler.
      config: { access: "public" },
      schema: {
        tags,
        summary: "Stream an uploaded or demo video file (HTTP Range supported); sig comes from playbackUrl",
        params: ContentIdParam,
        querystring: MediaQuery,
        response: { 200: MediaBytes, ...ERRORS },
      },
    },
    async (req, reply) => {
      verifyMedia(tokens, req.params.id, req.query.sig);
      const file = await resources.mediaFile(req.params.id);
      return sendVideoFile(req, reply, file.source, file.mimeType);
    },
  );

  app.get(
    "/media/:id/captions.vtt",
    {
      // The same signed sig as the video's playbackUrl: a <track> cannot send a Bearer token either.
      config: { access: "public" },
      schema: {
        tags,
        summary: "The WebVTT captions of a video's transcript; sig comes from captionsUrl",
        params: ContentIdParam,
        querystring: MediaQuery,
        response: { 200: CaptionsText, ...ERRORS },
      },
    },
    async (req, reply) => {
      verifyMedia(tokens, req.params.id, req.query.sig);
      const vtt = await resources.captions(req.params.id);
      reply.header("cache-control", "private, max-age=3600");
      reply.header("x-content-type-options", "nosniff");
      return reply.type("text/vtt; charset=utf-8").send(vtt);
    },
  );

  app.get(
    "/",
    {
      // The beginner track is the For Beginner menu item's area, the main track the Resource item's.
      config: { access: "resources", accessByQuery: { key: "track", areas: { beginner: "beginner" } } },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The current program's modules of videos, with progress per video and module, and where to resume",
        security: SECURED,
        querystring: TrackQuery,
        response: { 200: ResourcesResponse, ...ERRORS },
      },
    },
    async (req) => resources.list(currentUser(req).userId, req.query.track),
  );

  app.get(
    "/videos/:id",
    {
      config: { access: "resources" },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A video to play, with its questions and the learner's answers",
        security: SECURED,
        params: ContentIdParam,
        response: { 200: VideoDetail, ...ERRORS },
      },
    },
    async (req) => resources.video(currentUser(req).userId, req.params.id),
  );

  app.put(
    "/videos/:id/progress",
    {
      config: { access: "resources" },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Report the watched position (and the duration, or that playback ended)",
        security: SECURED,
        params: ContentIdParam,
        body: ProgressBody,
        response: { 200: VideoProgress, ...ERRORS },
      },
    },
    async (req) => resources.saveProgress(currentUser(req).userId, req.params.id, req.body),
  );

  app.post(
    "/questions/:id/answer",
    {
      config: { access: "resources" },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Answer a question once: scored and kept; a second answer is 409",
        security: SECURED,
        params: ContentIdParam,
        body: AnswerBody,
        response: { 200: AnswerResponse, ...ERRORS },
      },
    },
    async (req) => resources.answer(currentUser(req).userId, req.params.id, req.body.choiceIndex),
  );
};
