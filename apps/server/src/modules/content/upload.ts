// Receives one video file from a multipart request: streamed to a local temporary `.tmp` file under the size limit
// (removed whatever goes wrong), checked by its bytes (file-type), and only then stored under its final name (moved
// into place on local storage, streamed to the bucket on S3).
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { fileTypeFromFile } from "file-type";
import { VIDEO_MIME_TYPES } from "@fincareer/domain/content";
import { AppError, badRequest } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { videoMultipart } from "../../lib/uploads/limits.ts";
import { fieldValue, partsOptions, uploadError } from "../../lib/uploads/multipart.ts";
import { tmpName } from "../../lib/uploads/tmp-files.ts";
import { uploadedVideoKey } from "../../platform/media.ts";

/** A stored upload: its generated name, detected type and size. */
export interface StoredVideo {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

function tooLarge(maxBytes: number): AppError {
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return new AppError("payload_too_large", 413, `the video is larger than the ${mb} MB limit`);
}

/**
 * Reads the multipart fields and the one `file` part of a request into a temporary file in `dir`; the file is
 * stored only when its content is a video type we play. Throws 4xx (nothing kept) for a missing, oversize or
 * non-video file.
 */
export async function receiveVideo(
  request: FastifyRequest,
  dir: string,
  storage: ObjectStorage,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; stored: StoredVideo; discard: () => Promise<void> }> {
  if (!request.isMultipart())
    throw new AppError(
      "unsupported_media_type",
      415,
      "send the video as multipart/form-data with a 'file' field",
    );
  await mkdir(dir, { recursive: true });
  const limits = videoMultipart(maxBytes);
  const fields: Record<string, string> = {};
  let tmp: string | null = null;
  let size = 0;
  try {
    for await (const part of request.parts(partsOptions(limits))) {
      if (part.type === "field") {
        fields[part.fieldname] = fieldValue(part, limits);
        continue;
      }
      if (part.fieldname !== "file" || tmp !== null) {
        part.file.resume();
        throw badRequest("send exactly one file, in the 'file' field");
      }
      tmp = join(dir, tmpName(`upload-${randomUUID()}`));
      await pipeline(part.file, createWriteStream(tmp, { mode: 0o640 }));
      if (part.file.truncated) throw tooLarge(maxBytes);
      size = part.file.bytesRead;
    }
    if (tmp === null) throw badRequest("body.file: choose a video file to upload");
    const { discard, ...stored } = await storeCheckedVideo(tmp, size, storage);
    return { fields, stored, discard };
  } catch (err) {
    throw uploadError(err, limits, () => tooLarge(maxBytes));
  } finally {
    if (tmp !== null) await rm(tmp, { force: true });
  }
}

/**
 * Stores a complete local file as an uploaded video once its bytes say it is a video we play (file-type): 400 for
 * an empty file, 415 for anything else. Local storage moves the file into place; S3 uploads it (the caller removes
 * the file). `discard` deletes the stored video (when the row that was to point at it could not be written).
 */
export async function storeCheckedVideo(
  path: string,
  size: number,
  storage: ObjectStorage,
): Promise<StoredVideo & { discard: () => Promise<void> }> {
  if (size === 0) throw badRequest("body.file: the file is empty");
  const type = await fileTypeFromFile(path);
  const ext = type ? VIDEO_MIME_TYPES[type.mime] : undefined;
  if (!type || !ext) {
    throw new AppError(
      "unsupported_media_type",
      415,
      `body.file: not a video we can play (${type ? `detected ${type.mime}` : "unknown content"}); upload an MP4 or WebM file`,
    );
  }
  const fileName = `${randomUUID()}.${ext}`;
  const key = uploadedVideoKey(fileName);
  // Durable before the database row points at it (local: the bytes, then the folder entry; S3: a completed upload).
  await storage.putFile(key, path, { contentType: type.mime });
  return { fileName, mimeType: type.mime, sizeBytes: size, discard: () => storage.delete(key) };
}
