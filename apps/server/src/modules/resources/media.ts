// Where video files live and how they are streamed: uploads under the storage key videos/<generated name>
// (DATA_DIR/uploads/videos or the bucket), demo clips shipped in apps/server/data/content/videos; served with HTTP
// Range support so players can seek.
import { join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { videoFormat } from "@fincareer/domain/content";
import { REPO_ROOT } from "../../config.ts";
import { AppError, notFound } from "../../errors.ts";
import type { ContentVideoRow } from "../../db/schema.ts";
import { createLocalStorage } from "../../lib/storage/local.ts";
import type { ObjectStorage } from "../../lib/storage/storage.ts";
import type { TokenCodec } from "../../lib/tokens.ts";

/** The content shipped with the app: demo clips and notes (committed, never written at run time). */
export const CONTENT_DATA_DIR = join(REPO_ROOT, "apps", "server", "data", "content");
/** Demo clips folder. */
export const DEMO_VIDEOS_DIR = join(CONTENT_DATA_DIR, "videos");

/** The local folder of uploaded videos (their temporary files always; the videos too with local storage). */
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

/** The demo clips, read like stored objects (never written). */
const demoVideos = createLocalStorage(DEMO_VIDEOS_DIR);

/** Where a video's file is: a key of the storage (uploads) or of the demo clips; null for a name we never generate. */
export function videoObject(
  kind: "upload" | "demo",
  fileName: string,
  storage: ObjectStorage,
): { storage: ObjectStorage; key: string } | null {
  if (!SAFE_NAME.test(fileName)) return null;
  return kind === "demo"
    ? { storage: demoVideos, key: fileName }
    : { storage, key: uploadedVideoKey(fileName) };
}

/** The storage key of an uploaded video's generated name. */
export function uploadedVideoKey(fileName: string): string {
  return `videos/${fileName}`;
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

/** Streams a stored video with Accept-Ranges, answering 206 for a range, 416 for an unsatisfiable one. */
export async function sendVideoFile(
  request: FastifyRequest,
  reply: FastifyReply,
  source: { storage: ObjectStorage; key: string },
  mimeType: string,
): Promise<FastifyReply> {
  const missing = () => notFound("the video file is missing");
  // The size first: a range is checked against it before any byte is read (one HEAD, then one ranged GET).
  const info = await source.storage.head(source.key);
  if (!info) throw missing();
  const size = info.size;
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
  const object = await source.storage.get(source.key, range ? { range } : {});
  if (!object) throw missing();
  if (range === null) {
    reply.header("content-length", size);
    return reply.code(200).send(object.stream);
  }
  reply.header("content-range", `bytes ${range.start}-${range.end}/${size}`);
  reply.header("content-length", range.end - range.start + 1);
  return reply.code(206).send(object.stream);
}
