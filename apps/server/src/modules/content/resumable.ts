// Resumable uploads (issue 42) through the tus protocol (@tus/server with its file store): the browser sends a video
// in chunks to /api/content/uploads, asks how much arrived after a dropped connection or a closed laptop lid, and
// continues from there. The chunks land in DATA_DIR/uploads/tus/<id> (the same file system as the local storage,
// so a finished upload is moved into place, not copied). A finished upload becomes a video only when the instructor
// adds it (POST /api/content/modules/{id}/videos/resumable): its content is checked then, as a multipart upload's
// is, and it is stored under its generated name. Unfinished uploads are removed after a day.
import { mkdirSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { storeCheckedVideo } from "./upload.ts";
import type { StoredVideo } from "./upload.ts";

/** The URL path the tus server answers at (its upload URLs are this plus /<id>). */
export const TUS_PATH = "/api/content/uploads";
/** How long an unfinished upload is kept. */
export const TUS_EXPIRY_MS = 24 * 3_600_000;
/** The ids the tus server generates (16 random bytes, hex). */
export const TUS_ID = /^[0-9a-f]{32}$/;

/** The header naming the admin to the tus server's hooks (set by handle, never taken from the client). */
const ADMIN_HEADER = "x-fincareer-admin";

/** The local folder of resumable uploads in flight. */
export function tusDir(uploadsDir: string): string {
  return join(uploadsDir, "tus");
}

/** Creates the tus server of resumable video uploads; `ownerOf` names the admin sending a request. */
export function createResumableUploads(opts: {
  uploadsDir: string;
  maxBytes: number;
  storage: ObjectStorage;
}) {
  const directory = tusDir(opts.uploadsDir);
  // Made on first use, not at start-up: the file store's constructor starts an mkdir whose callback throws, so a
  // folder removed meanwhile (a CLI run or a test that ends at once, removing its data folder) became an uncaught
  // ENOENT. Made here synchronously first, that mkdir finds the folder in place.
  let made: { store: FileStore; tus: Server } | null = null;
  const parts = () => {
    if (made) return made;
    mkdirSync(directory, { recursive: true });
    const store = new FileStore({ directory, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
    const tus = new Server({
      path: TUS_PATH,
      datastore: store,
      maxSize: opts.maxBytes,
      relativeLocation: true,
      // Same-origin only: no CORS origins are answered.
      allowedOrigins: [],
      onUploadCreate: async (req, upload) => {
        const owner = req.headers.get(ADMIN_HEADER) ?? "";
        return { metadata: { ...upload.metadata, owner } };
      },
    });
    made = { store, tus };
    return made;
  };

  return {
    /** Hands a request over to the tus server (after the admin check), naming its admin for the upload's owner. */
    async handle(request: FastifyRequest, reply: FastifyReply, adminId: number): Promise<void> {
      // The tus server reads the raw headers: a client's own x-fincareer-admin is dropped, this one is set.
      const raw = request.raw;
      const kept: string[] = [];
      for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) {
        if (raw.rawHeaders[i]!.toLowerCase() !== ADMIN_HEADER)
          kept.push(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
      }
      raw.rawHeaders.length = 0;
      raw.rawHeaders.push(...kept, ADMIN_HEADER, String(adminId));
      raw.headers[ADMIN_HEADER] = String(adminId);
      reply.hijack();
      await parts().tus.handle(request.raw, reply.raw);
    },

    /**
     * Turns a finished upload of this admin into a stored video (checked by its content, 415 otherwise); the
     * upload's files are removed whatever happens. 404 for an unknown upload, 409 for one still in progress.
     */
    async take(
      uploadId: string,
      adminId: number,
      maxBytes: number,
    ): Promise<StoredVideo & { discard: () => Promise<void> }> {
      if (!TUS_ID.test(uploadId)) throw notFound("no such upload");
      const { store } = parts();
      const upload = await store.getUpload(uploadId).catch(() => null);
      if (!upload || upload.metadata?.owner !== String(adminId)) throw notFound("no such upload");
      if (upload.size === undefined || upload.offset !== upload.size)
        throw conflict(
          `the upload has ${upload.offset} of ${upload.size ?? "?"} bytes: let it finish first`,
          "upload_incomplete",
        );
      const path = join(directory, uploadId);
      try {
        const { size } = await stat(path);
        if (size > maxBytes)
          throw new AppError("payload_too_large", 413, "the video is larger than the limit");
        return await storeCheckedVideo(path, size, opts.storage);
      } finally {
        await store.remove(uploadId).catch(() => undefined);
      }
    },

    /** Removes unfinished uploads older than a day; the number removed. */
    cleanUp: () => parts().tus.cleanUpExpiredUploads(),
  };
}

/** The resumable uploads. */
export type ResumableUploads = ReturnType<typeof createResumableUploads>;
