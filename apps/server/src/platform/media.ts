// Where video files live and how they are streamed: uploads under the storage key videos/<generated name>
// (DATA_DIR/uploads/videos or the bucket), demo clips shipped in apps/server/data/content/videos; served with HTTP
// Range support so players can seek.
import { join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { videoFormat } from "@fincareer/domain/content";
import { REPO_ROOT } from "./config.ts";
import { AppError, notFound } from "../lib/errors.ts";
import type { ContentVideoRow } from "../db/schema.ts";
import { createLocalStorage } from "./storage/local.ts";
import type { ObjectStorage } from "./storage/storage.ts";
import { OPERATOR_TOKEN_TTL_MS } from "../lib/tokens.ts";
import type { TokenCodec } from "../lib/tokens.ts";

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

/** How long a signed media URL works at most: long enough to watch a lecture; it dies sooner with its login. */
export const MEDIA_TOKEN_TTL = "6h";
/** An operator's preview link (no login session): as long as an operator token lives. */
const OPERATOR_MEDIA_TTL_S = OPERATOR_TOKEN_TTL_MS / 1000;

/** Who asks for a media URL: a learner's or admin's login session, or null for an operator token. */
export type MediaViewer = { userId: number; sid: number } | null;

/**
 * Signs the `sig` of a media URL for one video and one login session (`viewer` and `session`, not `sub` and `sid`,
 * so it is useless as a login token): it stops working when that session ends.
 */
export function signMedia(tokens: TokenCodec, videoId: number, viewer: MediaViewer): string {
  return viewer
    ? tokens.sign(
        { media: videoId, viewer: viewer.userId, session: viewer.sid },
        { expiresIn: MEDIA_TOKEN_TTL },
      )
    : tokens.sign({ media: videoId, viewer: 0 }, { expiresIn: OPERATOR_MEDIA_TTL_S });
}

/** The media URL a player loads for an uploaded or demo file. */
export function mediaUrl(tokens: TokenCodec, videoId: number, viewer: MediaViewer): string {
  return `/api/resources/media/${videoId}?sig=${encodeURIComponent(signMedia(tokens, videoId, viewer))}`;
}

/** The captions URL of a video: signed like its media URL, so whoever may play the video may read its captions. */
export function captionsUrl(tokens: TokenCodec, videoId: number, viewer: MediaViewer): string {
  return `/api/resources/media/${videoId}/captions.vtt?sig=${encodeURIComponent(signMedia(tokens, videoId, viewer))}`;
}

/**
 * Checks a media signature for a video and that the login session it was signed for is still live (`live`: the
 * session cache, which every instance forgets at once when a login ends); throws 403 when the link is for another
 * video, expired, forged or its login has ended.
 */
export async function verifyMedia(
  tokens: TokenCodec,
  videoId: number,
  sig: string,
  live: (viewer: { userId: number; sid: number }) => Promise<boolean>,
): Promise<void> {
  let payload: unknown;
  try {
    payload = tokens.verify(sig);
  } catch {
    throw new AppError("forbidden", 403, "this video link has expired: reload the page");
  }
  const claims = payload as { media?: unknown; viewer?: unknown; session?: unknown };
  if (claims?.media !== videoId) throw new AppError("forbidden", 403, "this video link is for another video");
  const { viewer, session } = claims;
  // An operator's preview (viewer 0) has no session: its short expiry is its bound.
  if (viewer === 0 && session === undefined) return;
  if (
    typeof viewer !== "number" ||
    typeof session !== "number" ||
    !(await live({ userId: viewer, sid: session }))
  )
    throw new AppError(
      "forbidden",
      403,
      "this video link's login has ended: log in again and reload the page",
    );
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

// ---- HLS (issue 42): the ladder a transcoding job stores under videos/hls/<name>/, served to learners only through
// short-lived signed URLs bound to their login session (the sig names the session; a cookie set with the video's
// detail names it too, so a copied URL does not play in another browser) and re-checked on every request.

/** The storage prefix of a video's HLS ladder, from its uploaded file's generated name. */
export function hlsPrefixOf(fileName: string): string {
  return `videos/hls/${fileName.replace(/\.[a-z0-9]+$/, "")}`;
}

/** The files of a ladder a URL may name: the master, a rendition's playlist or segment, the poster, the sprite. */
export const HLS_FILE =
  /^(master\.m3u8|poster\.jpg|sprite\.jpg|sprite\.vtt|[0-9]{2,4}p\/(index\.m3u8|seg_[0-9]{4,6}\.ts))$/;

/** How long an HLS sig lives: 10 minutes to start, plus twice the video's length (at most 6 hours). */
export function hlsTokenTtlSeconds(durationSeconds: number | null): number {
  return Math.min(6 * 3600, 600 + 2 * Math.ceil(durationSeconds ?? 3600));
}

/** The cookie naming the learner's login session for media requests (HttpOnly, the media routes only). */
export const MEDIA_COOKIE = "fc_media";
export const MEDIA_COOKIE_PATH = "/api/resources/media";

/** Signs an HLS sig: one video, one viewer, one login session. */
export function signHls(
  tokens: TokenCodec,
  videoId: number,
  viewer: { userId: number; sid: number },
  durationSeconds: number | null,
): string {
  return tokens.sign(
    { media: videoId, viewer: viewer.userId, sid: viewer.sid, hls: true },
    { expiresIn: `${hlsTokenTtlSeconds(durationSeconds)}s` },
  );
}

/** The cookie value for a login session (signed; useless as a login token: no `sub`). */
export function signMediaCookie(tokens: TokenCodec, viewer: { userId: number; sid: number }): string {
  return tokens.sign({ mediaSession: viewer.sid, viewer: viewer.userId }, { expiresIn: "7d" });
}

/** The URL of a file of a video's ladder (the master playlist, the poster, the sprite index). */
export function hlsFileUrl(videoId: number, file: string, sig: string): string {
  return `/api/resources/media/${videoId}/hls/${file}?sig=${encodeURIComponent(sig)}`;
}

/** Checks an HLS sig and the session cookie; the viewer and session they name, or 403. */
export function verifyHls(
  tokens: TokenCodec,
  videoId: number,
  sig: string,
  cookie: string | undefined,
): { userId: number; sid: number } {
  const denied = (why: string) => new AppError("forbidden", 403, why);
  let payload: { media?: unknown; viewer?: unknown; sid?: unknown; hls?: unknown };
  try {
    payload = tokens.verify(sig) as typeof payload;
  } catch {
    throw denied("this video link has expired: reload the page");
  }
  if (payload?.media !== videoId || payload.hls !== true)
    throw denied("this video link is for another video");
  if (typeof payload.viewer !== "number" || typeof payload.sid !== "number")
    throw denied("this video link names no viewer");
  const session = ((): { mediaSession?: unknown; viewer?: unknown } | null => {
    try {
      return cookie ? (tokens.verify(cookie) as { mediaSession?: unknown; viewer?: unknown }) : null;
    } catch {
      return null;
    }
  })();
  if (session?.mediaSession !== payload.sid || session.viewer !== payload.viewer)
    throw denied("this video link belongs to another login: open the video from your own account");
  return { userId: payload.viewer, sid: payload.sid };
}

/** A playlist (or the sprite's index) with the sig added to every address it names, so the player can follow it. */
export function signPlaylist(text: string, sig: string): string {
  const q = `sig=${encodeURIComponent(sig)}`;
  return text
    .split("\n")
    .map((line) => {
      const l = line.trim();
      if (l === "" || l.startsWith("#") || l.startsWith("WEBVTT") || l.includes("-->")) return line;
      // A sprite cue names `sprite.jpg#xywh=...`: the query goes before the fragment.
      const hash = l.indexOf("#");
      return hash < 0 ? `${l}?${q}` : `${l.slice(0, hash)}?${q}${l.slice(hash)}`;
    })
    .join("\n");
}
