// Profile photos: judged by their bytes (file-type), decoded and re-encoded by sharp (at most PHOTO_MAX_PX a
// side, EXIF and other metadata dropped, orientation applied), stored under the storage key userProfile/<generated
// name> (DATA_DIR/uploads/userProfile or the bucket) and served by that name only.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PX, PHOTO_MIME_TYPES } from "@fincareer/domain/contract/profile";
import { AppError } from "../../lib/errors.ts";
import type { ObjectRead, ObjectStorage } from "../../platform/storage/storage.ts";

/** Web path photos are served under (SPEC.md section 3: uploads/userProfile). */
export const PHOTO_URL_PREFIX = "/uploads/userProfile/";

/**
 * Decoded images above this many pixels are refused before decoding: a small PNG can declare 50,000 x 50,000
 * pixels and would need gigabytes of memory (a decompression bomb). 40 MP covers any phone camera.
 */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

/** 413: the photo is larger than PHOTO_MAX_BYTES. */
export function photoTooLarge(): AppError {
  return new AppError(
    "file_too_large",
    413,
    `photo: larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB; choose a smaller image`,
  );
}

/** The local folder photos live in (the layout of DATA_DIR/uploads). */
export function photoDir(uploadsDir: string): string {
  return join(uploadsDir, "userProfile");
}

/** The address /api/user/info shows for a stored name. */
export function photoUrl(stored: string | null): string | null {
  return stored ? `${PHOTO_URL_PREFIX}${stored}` : null;
}

/** A re-encoded photo ready to store. */
export interface ProcessedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an upload by content and re-encodes it: 415 unless the bytes are JPEG, PNG or WebP; 422 when the image
 * cannot be decoded (truncated, corrupt) or declares more than PHOTO_MAX_INPUT_PIXELS.
 */
export async function processPhoto(buffer: Buffer): Promise<ProcessedPhoto> {
  if (buffer.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  const detected = buffer.length > 0 ? await fileTypeFromBuffer(buffer) : undefined;
  if (!detected || !(PHOTO_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    const what = detected ? `${detected.ext.toUpperCase()} data` : "not an image";
    throw new AppError(
      "unsupported_media_type",
      415,
      `photo: only JPEG, PNG or WebP images are accepted (this file is ${what})`,
    );
  }
  try {
    // failOn "warning" refuses truncated or corrupt data instead of storing a half-grey picture.
    const { data, info } = await sharp(buffer, {
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
      failOn: "warning",
      sequentialRead: true,
    })
      .rotate()
      .resize(PHOTO_MAX_PX, PHOTO_MAX_PX, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (err) {
    const reason = /pixel limit/i.test(String((err as Error).message))
      ? `its dimensions exceed ${PHOTO_MAX_INPUT_PIXELS / 1_000_000} megapixels`
      : "it is damaged or incomplete";
    throw new AppError("invalid_image", 422, `photo: the image could not be read (${reason})`);
  }
}

const photoKey = (stored: string) => `userProfile/${stored}`;

/** Stores a processed photo under a generated name (durably, before the row points at it) and returns the name. */
export async function storePhoto(storage: ObjectStorage, photo: ProcessedPhoto): Promise<string> {
  const stored = `${randomUUID()}.webp`;
  await storage.put(photoKey(stored), Readable.from([photo.bytes]), { contentType: "image/webp" });
  return stored;
}

/** Opens a stored photo; null when the name is not one storePhoto makes or the photo is gone. */
export async function readPhoto(storage: ObjectStorage, stored: string): Promise<ObjectRead | null> {
  if (!STORED_NAME.test(stored)) return null;
  return storage.get(photoKey(stored));
}

/** Deletes a stored photo (a missing one or a foreign name is ignored). */
export async function deletePhoto(storage: ObjectStorage, stored: string | null): Promise<void> {
  if (stored && STORED_NAME.test(stored)) await storage.delete(photoKey(stored));
}
