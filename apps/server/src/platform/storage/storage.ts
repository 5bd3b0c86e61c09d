// Where the files the product keeps live (research files, profile photos, uploaded videos): one interface, two
// places. Local disk (DATA_DIR/uploads, the default) or an S3-compatible bucket (STORAGE_URL=s3://...). Keys are
// the same relative paths in both ("research/<uuid>.pdf", "userProfile/<uuid>.webp", "videos/<uuid>.mp4"), so
// storage:migrate copies a folder into a bucket one to one. Bodies are streams both ways.
import { Transform } from "node:stream";
import type { Readable } from "node:stream";

/** Size and type of a stored object. */
export interface ObjectInfo {
  size: number;
  contentType: string;
}

/** A stored object being read: its total size, its type and the bytes asked for (all, or one range). */
export interface ObjectRead extends ObjectInfo {
  stream: Readable;
}

/** An inclusive byte range (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Options of ObjectStorage.put. */
export interface PutOptions {
  contentType: string;
  /** The most bytes the body may have; past it the put fails with StorageTooLarge and nothing is kept. */
  maxBytes?: number;
}

/** Where the product's files live. Every method takes keys made by the modules (see isStorageKey). */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** Stores a stream under a key, all or nothing: a failed put leaves no object behind. Resolves to the size. */
  put(key: string, body: Readable, options: PutOptions): Promise<number>;
  /**
   * Stores a complete local file (an upload checked on disk) under a key. The local storage moves it into place
   * (it must be in the same folder tree); S3 uploads it and leaves the file for the caller to remove.
   */
  putFile(key: string, path: string, options: PutOptions): Promise<void>;
  /** Reads an object, or one byte range of it; null when there is no such object. */
  get(key: string, options?: { range?: ByteRange }): Promise<ObjectRead | null>;
  /** Size and type of an object; null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Deletes an object (a missing one is no error). */
  delete(key: string): Promise<void>;
  /**
   * Deletes every object under a folder key (a video's HLS ladder: playlists, segments, poster, sprite); the number
   * of objects deleted (a missing folder is no error).
   */
  deleteFolder(folder: string): Promise<number>;
  /** Every object (hidden temporary files excluded), for storage:migrate. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Readiness: throws unless the storage can be written (local) or the bucket answers (S3). */
  check(signal?: AbortSignal): Promise<void>;
  /** Releases connections (S3). */
  close(): Promise<void>;
}

/** A put whose body went past its maxBytes. */
export class StorageTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the body is larger than ${maxBytes} bytes`);
    this.name = "StorageTooLarge";
  }
}

// Folders and names the modules generate: letters, digits, dot, dash, underscore; no hidden names (temporary
// files start with a dot), no `..`, no empty segments.
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*(\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*)*$/;

/** True for a key the storages accept (relative, no hidden or parent segments, at most 200 characters). */
export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

/** Throws for a key a module did not generate (a bug, never a client's input: modules check names first). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`storage: not a valid key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  webp: "image/webp",
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  jpg: "image/jpeg",
  vtt: "text/vtt; charset=utf-8",
};

/** The content type of a key by its extension (local files carry none; migrated objects get this one). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

/** A pass-through stream that fails with StorageTooLarge once more than maxBytes went through; counts bytes. */
export function byteCap(maxBytes: number | undefined): Transform & { readonly bytes: number } {
  let seen = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (maxBytes !== undefined && seen > maxBytes) callback(new StorageTooLarge(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.defineProperty(stream, "bytes", { get: () => seen }) as Transform & {
    readonly bytes: number;
  };
}
