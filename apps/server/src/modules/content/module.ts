// Learning content: notes per program (/api/notes) and authoring of videos, quizzes and notes with the
// progress report (/api/content); resumable video uploads and the transcoding worker (issue 42).
import { defineModule } from "../../platform/module.ts";
import { notesRoutes } from "./notes-routes.ts";
import { createNotesService } from "./notes-service.ts";
import { createResumableUploads } from "./resumable.ts";
import { contentRoutes } from "./routes.ts";
import { createContentService } from "./service.ts";
import { personalData } from "./personal-data.ts";
import { createTranscoder } from "./transcoder.ts";
import type { Transcoder } from "./transcoder.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The video transcoder (tests call videoTranscoder.drain()). */
    videoTranscoder: Transcoder;
  }
}

/** How often unfinished resumable uploads older than a day are removed. */
const TUS_SWEEP_MS = 3_600_000;

export default defineModule({
  name: "content",
  personalData,
  settings: ["VIDEO_UPLOAD_MAX_MB", "VIDEO_RESUMABLE_MAX_MB", "FFMPEG_PATH", "VIDEO_TRANSCODE_CONCURRENCY"],
  async register({ app, db, tokens, storage, config, realtime, logger, workers }) {
    await app.register(notesRoutes, { prefix: "/api/notes", notes: createNotesService({ db }) });
    const transcoder = createTranscoder({
      db,
      storage,
      realtime,
      logger,
      uploadsDir: config.uploadsDir,
      ffmpegPath: config.video.ffmpegPath,
      concurrency: config.video.transcodeConcurrency,
    });
    const resumable = createResumableUploads({
      uploadsDir: config.uploadsDir,
      maxBytes: config.video.resumableMaxBytes,
      storage,
    });
    await app.register(contentRoutes, {
      prefix: "/api/content",
      content: createContentService({ db, tokens, storage }),
      storage,
      uploadsDir: config.uploadsDir,
      maxUploadBytes: config.videoUploadMaxBytes,
      db,
      resumable,
      resumableMaxBytes: config.video.resumableMaxBytes,
      transcoder,
    });
    app.decorate("videoTranscoder", transcoder);
    workers.add({ name: "video transcoder", start: () => transcoder.start(), stop: () => transcoder.stop() });
    let sweep: NodeJS.Timeout | null = null;
    workers.add({
      name: "resumable upload sweep",
      start: () => {
        sweep = setInterval(() => {
          resumable.cleanUp().catch((err: unknown) => logger.warn({ err }, "resumable upload sweep failed"));
        }, TUS_SWEEP_MS);
        sweep.unref();
      },
      stop: async () => {
        if (sweep) clearInterval(sweep);
      },
    });
  },
});
