// Where video files live and how they are streamed: uploads under DATA_DIR/uploads/videos with generated names,
// demo clips shipped in apps/server/data/content/videos; served with HTTP Range support so players can seek.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { videoFormat } from "@fincareer/domain/content";
import { REPO_ROOT } from "../../config.ts";
import { AppError, notFound } from "../../errors.ts";
import type { ContentVideoRow } from "../../db/schema.ts";
import type { TokenCodec } from "../../lib/tokens.ts";

/** The content shipped with the app: demo clips and notes (committed, never written at run time). */
export const CONTENT_DATA_DIR = join(REPO_ROOT, "apps", "server", "data", "content");
/** Demo clips folder. */
export const DEMO_VIDEOS_DIR = join(CONTENT_DATA_DIR, "videos");

/** The uploads folder for videos inside DATA_DIR/uploads. */
export function uploadVideosDir(uploadsDir: string): string {
  return join(uploadsDir, "videos");
}

/** The fields every view of a video shares (the instructor's, the learner's list and player). */
export function videoFields(v: ContentVideoRow) {
  return {
    id: v.id,
    moduleId: v.moduleId,
    title: v.title,
    description: v.description,
    position: v.position,
    durationSeconds: v.durationSeconds,
    kind: v.kind,
    format: v.kind === "url" && v.url ? videoFormat(v.url) : ("file" as const),
  };
}

/** Generated file names only: a UUID and a known extension (nothing a client chose reaches the file system). */
const SAFE_NAME = /^[a-z0-9-]{1,80}\.(mp4|webm|m4v)$/;

/** The absolute path of a stored video file, or null when the name is not one we generate. */
export function videoFilePath(kind: "upload" | "demo", fileName: string, uploadsDir: string): string | null {
  if (!SAFE_NAME.test(fileName)) return null;
  const dir = kind === "demo" ? DEMO_VIDEOS_DIR : uploadVideosDir(uploadsDir);
  const path = resolve(dir, fileName);
  return path.startsWith(resolve(dir) + "/") ? path : null;
}

/** How long a signed media URL works: long enough to watch a lecture, short enough that a leaked link dies. */
export const MEDIA_TOKEN_TTL = "6h";

/** Signs the `sig` of a media URL for one video and one viewer (no `sid`, so it is useless as a login token). */
export function signMedia(tokens: TokenCodec, videoId: number, userId: number): string {
  return tokens.sign({ media: videoId, viewer: userId }, { expiresIn: MEDIA_TOKEN_TTL });
}

/** The media URL a player loads for an uploaded or demo file. */
export function mediaUrl(tokens: TokenCodec, videoId: number, userId: number): string {
  return `/api/resources/media/${videoId}?sig=${encodeURIComponent(signMedia(tokens, videoId, userId))}`;
}

/** The captions URL of a video: signed like its media URL, so whoever may play the video may read its captions. */
export function captionsUrl(tokens: TokenCodec, videoId: number, userId: number): string {
  return `/api/resources/media/${videoId}/captions.vtt?sig=${encodeURIComponent(signMedia(tokens, videoId, userId))}`;
}

/** Checks a media signature for a video; throws 403 when it is for another video, expired or forged. */
export function verifyMedia(tokens: TokenCodec, videoId: number, sig: string): void {
  let payload: unknown;
  try {
    payload = tokens.verify(sig);
  } catch {
    throw new AppError("forbidden", 403, "this video link has expired: reload the page");
  }
  if ((payload as { media?: unknown })?.media !== videoId)
    throw new AppError("forbidden", 403, "this video link is for another video");
}

/** Parses a single `bytes=a-b` range against a size; null when absent, "invalid" when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (multipart/byteranges) are legal but no player asks for them: serve the whole file instead.
  if (!m) return header.includes(",") ? null : "invalid";
  const [, a, b] = m;
  if (a === "" && b === "") return "invalid";
  let start: number;
  let end: number;
  if (a === "") {
    // Suffix range: the last b bytes.
    const n = Number(b);
    if (n === 0) return "invalid";
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

/** Sends a file with Accept-Ranges, answering 206 for a range, 416 for an unsatisfiable one. */
export async function sendVideoFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  mimeType: string,
): Promise<FastifyReply> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new Error("not a file");
    size = info.size;
  } catch {
    throw notFound("the video file is missing");
  }
  reply.header("accept-ranges", "bytes");
  // Signed URLs change per viewer and expire, so nothing shared should keep them.
  reply.header("cache-control", "private, max-age=3600");
  reply.header("x-content-type-options", "nosniff");
  const range = parseRange(request.headers.range, size);
  if (range === "invalid") {
    reply.header("content-range", `bytes */${size}`);
    return reply.code(416).send({ error: "range_not_satisfiable", message: `file is ${size} bytes` });
  }
  reply.header("content-type", mimeType);
  if (range === null) {
    reply.header("content-length", size);
    return reply.code(200).send(createReadStream(path));
  }
  reply.header("content-range", `bytes ${range.start}-${range.end}/${size}`);
  reply.header("content-length", range.end - range.start + 1);
  return reply.code(206).send(createReadStream(path, { start: range.start, end: range.end }));
}
