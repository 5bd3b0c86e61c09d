// /api/resources: the learner's video modules, questions, answers and watch progress, and the media stream.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AnswerBody,
  AnswerResponse,
  CaptionsText,
  ContentIdParam,
  HlsFileParam,
  MediaBytes,
  MediaQuery,
  ProgressBody,
  ResourcesResponse,
  TrackQuery,
  VideoDetail,
  VideoProgress,
} from "@fincareer/domain/contract/content";
import { VIDEO_MIME_TYPES } from "@fincareer/domain/content";
import { parseCookie, stringifySetCookie } from "cookie";
import type { TokenCodec } from "../../lib/tokens.ts";
import { AppError } from "../../lib/errors.ts";
import type { SessionReader } from "../../platform/caller.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED, download } from "../../platform/http/openapi.ts";
import {
  MEDIA_COOKIE,
  MEDIA_COOKIE_PATH,
  sendVideoFile,
  signMediaCookie,
  signPlaylist,
  verifyHls,
  verifyMedia,
} from "../../platform/media.ts";
import { contentTypeOf } from "../../platform/storage/storage.ts";
import type { ResourceService } from "./service.ts";

/** The media types a video is stored as (the OpenAPI document lists them). */
const VIDEO_TYPES = Object.keys(VIDEO_MIME_TYPES) as [string, ...string[]];

/** Resource routes. */
export const resourceRoutes: FastifyPluginAsyncZod<{
  resources: ResourceService;
  tokens: TokenCodec;
  sessions: SessionReader;
}> = async (app, { resources, tokens, sessions }) => {
  const tags = ["resources"];

  // The HLS ladder of a transcoded video: each request is checked against the sig (video, viewer, login session,
  // expiry), the media cookie (the same login session, so a copied URL does not play in another browser), the
  // session being live (logout, password change and deactivation end it) and the enrolment (read again each time).
  // Playlists are sent with the sig added to every address in them.
  app.get(
    "/media/:id/hls/*",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "A file of a transcoded video's HLS ladder (master or rendition playlist, segment, poster, sprite); " +
          "sig comes from the video's stream addresses and must match this browser's login session",
        params: HlsFileParam,
        querystring: MediaQuery,
        response: { 200: MediaBytes, ...ERRORS },
      },
    },
    async (req, reply) => {
      const cookie = parseCookie(req.headers.cookie ?? "")[MEDIA_COOKIE];
      const viewer = verifyHls(tokens, req.params.id, req.query.sig, cookie);
      await sessions.fresh(viewer).catch(() => {
        throw new AppError("forbidden", 403, "this login session has ended: log in again to watch");
      });
      const prefix = await resources.hlsPrefix(viewer.userId, req.params.id);
      const file = req.params["*"];
      const key = `${prefix}/${file}`;
      reply.header("cache-control", "private, no-store");
      if (file.endsWith(".m3u8") || file.endsWith(".vtt")) {
        const object = await resources.storage.get(key);
        if (!object)
          return reply.code(404).send({ error: "not_found", message: "this part of the stream is missing" });
        const chunks: Buffer[] = [];
        for await (const chunk of object.stream) chunks.push(chunk as Buffer);
        reply.header("x-content-type-options", "nosniff");
        return reply
          .type(contentTypeOf(key))
          .send(signPlaylist(Buffer.concat(chunks).toString("utf8"), req.query.sig));
      }
      return sendVideoFile(req, reply, { storage: resources.storage, key }, contentTypeOf(key));
    },
  );

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
        response: { 200: download(MediaBytes, ...VIDEO_TYPES), ...ERRORS },
      },
    },
    async (req, reply) => {
      await verifyMedia(tokens, req.params.id, req.query.sig, app.liveSession);
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
        response: { 200: download(CaptionsText, "text/vtt"), ...ERRORS },
      },
    },
    async (req, reply) => {
      await verifyMedia(tokens, req.params.id, req.query.sig, app.liveSession);
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
    async (req, reply) => {
      const caller = currentUser(req);
      const detail = await resources.video(caller, req.params.id);
      if (detail.stream) {
        // Names this login session to the media routes (HttpOnly: the page's scripts never read it).
        reply.header(
          "set-cookie",
          stringifySetCookie({
            name: MEDIA_COOKIE,
            value: signMediaCookie(tokens, caller),
            path: MEDIA_COOKIE_PATH,
            httpOnly: true,
            sameSite: "strict",
            secure: req.protocol === "https",
            maxAge: 7 * 24 * 3600,
          }),
        );
      }
      return detail;
    },
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
