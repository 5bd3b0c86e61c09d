// The S3 storage (STORAGE_URL=s3://BUCKET...): objects in one bucket under an optional key prefix, through
// @aws-sdk/client-s3. Uploads go through lib-storage's Upload: a stream of unknown length becomes a multipart
// upload of 5 MB parts (PutObject needs the length up front), at most two parts in memory at a time.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { unavailable } from "../../lib/errors.ts";
import type { S3StorageConfig } from "../config.ts";
import { assertStorageKey, byteCap, contentTypeOf } from "./storage.ts";
import type { ObjectStorage, PutOptions } from "./storage.ts";

/** Parts of a multipart upload in flight at once (each a 5 MB buffer). */
const UPLOAD_QUEUE = 2;

/**
 * Connections to S3 per instance. Every video being played holds one for as long as its range streams; the SDK's
 * default of 50 would make the 51st concurrent viewer wait for a free socket.
 */
const MAX_SOCKETS = 500;

/**
 * Time limits of every S3 call, so a stalled S3 (a paused process, a black-holed network) fails a request within
 * 10 s with 503 instead of holding it: a connection must open within CONNECT, an answer's headers arrive within
 * REQUEST (a 5 MB part upload included), and the socket may stay silent for at most IDLE (waiting for an answer or in
 * the middle of a body). One retry (two attempts), so a timeout costs at most twice IDLE.
 */
export const S3_TIMEOUTS = { connectMs: 3_000, requestMs: 30_000, idleMs: 3_000, maxAttempts: 2 } as const;

/** An S3 client for the configured bucket (endpoint, region, path style, credentials). */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK's usual chain applies (AWS_ACCESS_KEY_ID..., profiles, instance roles).
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers (MinIO releases, Ceph, s3rver) differ in
    // what they do with the SDK's default CRC32 trailers; TLS and Content-Length already guard each transfer.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: S3_TIMEOUTS.maxAttempts,
    requestHandler: {
      // An unreachable or stalled endpoint fails a request in seconds instead of holding it (readiness has its own
      // 2 s): S3_TIMEOUTS.
      connectionTimeout: S3_TIMEOUTS.connectMs,
      requestTimeout: S3_TIMEOUTS.requestMs,
      throwOnRequestTimeout: true,
      socketTimeout: S3_TIMEOUTS.idleMs,
      httpAgent: { maxSockets: MAX_SOCKETS },
      httpsAgent: { maxSockets: MAX_SOCKETS },
    },
  });
}

/** Socket errors of an S3 endpoint that cannot be reached or stopped answering. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** True when S3 could not be reached or did not answer in time (not a refusal of the request itself). */
function isUnreachable(err: unknown): boolean {
  const e = err as { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  if (!e) return false;
  if (e.name === "TimeoutError" || e.name === "RequestTimeout") return true;
  if (typeof e.code === "string" && UNREACHABLE_CODES.has(e.code)) return true;
  // S3's own "try again" answers (503 SlowDown, ServiceUnavailable) after the retry.
  return e.$metadata?.httpStatusCode === 503;
}

/** An S3 failure as the request answers it: 503 unavailable (with Retry-After) when S3 cannot be reached. */
function failure(err: unknown): unknown {
  return isUnreachable(err) ? Object.assign(unavailable(), { cause: err }) : err;
}

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404;
}

/** The storage of a bucket. */
export function createS3Storage(config: S3StorageConfig, client = createS3Client(config)): ObjectStorage {
  const Bucket = config.bucket;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${config.prefix}${key}`;
  };

  async function upload(key: string, body: Readable, options: PutOptions, length?: number): Promise<void> {
    const upload = new Upload({
      client,
      params: {
        Bucket,
        Key: keyOf(key),
        Body: body,
        ContentType: options.contentType,
        ...(length !== undefined ? { ContentLength: length } : {}),
      },
      queueSize: UPLOAD_QUEUE,
      // Aborted below instead: lib-storage's own abort replaces the upload's error with the abort's.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (err) {
      // The object never appears (the upload was not completed); abort frees the parts already stored.
      const uploadId = (upload as unknown as { uploadId?: string }).uploadId;
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: keyOf(key), UploadId: uploadId }))
          .catch(() => {});
      }
      body.destroy();
      throw failure(err);
    }
  }

  /** The objects whose full key starts with `prefix`, by key without the storage's own prefix. */
  async function* listUnder(prefix: string): AsyncGenerator<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await client
        .send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }))
        .catch((err: unknown) => {
          throw failure(err);
        });
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { key: o.Key.slice(config.prefix.length), size: o.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    kind: "s3",

    async put(key, body, options) {
      const capped = byteCap(options.maxBytes);
      // pipe() does not forward errors: a client that aborts mid-stream must fail the upload too.
      body.once("error", (err) => capped.destroy(err));
      await upload(key, body.pipe(capped), options);
      return capped.bytes;
    },

    async putFile(key, path, options) {
      const { size } = await stat(path);
      await upload(key, createReadStream(path), options, size);
    },

    async get(key, options = {}) {
      const { range } = options;
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // Content-Range "bytes a-b/total" carries the object's size when a range was asked for.
        const total = res.ContentRange ? Number(res.ContentRange.split("/")[1]) : res.ContentLength;
        return {
          size: total ?? 0,
          contentType: res.ContentType ?? contentTypeOf(key),
          stream: res.Body as Readable,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw failure(err);
      }
    },

    async head(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? contentTypeOf(key) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw failure(err);
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) })).catch((err: unknown) => {
        throw failure(err);
      });
    },

    async deleteFolder(folder) {
      assertStorageKey(folder);
      // One DeleteObject each: multi-object delete is not in every S3-compatible server.
      let count = 0;
      for await (const { key } of listUnder(`${config.prefix}${folder}/`)) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) })).catch((err: unknown) => {
          throw failure(err);
        });
        count++;
      }
      return count;
    },

    list: () => listUnder(config.prefix),

    async check(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), signal ? { abortSignal: signal } : {});
    },

    async close() {
      client.destroy();
    },
  };
}
