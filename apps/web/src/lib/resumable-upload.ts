// Resumable uploads (issue 42) through the tus protocol (tus-js-client): the file goes in chunks, a dropped
// connection is retried from what the server has (HEAD, then PATCH from its offset), and an upload cut off by a
// closed laptop lid or a reload resumes when the same file is chosen again (its fingerprint is kept in
// localStorage until it finishes). Progress reports carry the speed and the time left.
import { getToken } from "./token.ts";
import { progressMeter } from "./upload-meter.ts";
import type { UploadProgress } from "./upload-meter.ts";

export { formatBytes, formatSecondsLeft } from "./upload-meter.ts";
export type { UploadProgress } from "./upload-meter.ts";

/** Bytes per PATCH: a dropped chunk costs at most this much again (about 20 s at 1.6 Mbit/s). */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Waits between retries of a failed chunk (ms), then the upload pauses and waits for the user. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/** A running resumable upload. */
export interface ResumableUpload {
  /** Resolves to the server's upload id once every byte is there. */
  done: Promise<string>;
  /** Stops sending; the server keeps what it has, and start() or a new upload of the same file resumes. */
  pause(): void;
  /** Resumes after pause() or after the retries ran out. */
  resume(): void;
  /** Stops and deletes the upload on the server. */
  cancel(): Promise<void>;
}

/** Starts (or resumes) uploading `file` to a tus endpoint, reporting progress. */
export function startResumableUpload(
  file: File,
  endpoint: string,
  onProgress: (progress: UploadProgress) => void,
  chunkSize = CHUNK_BYTES,
): ResumableUpload {
  let retrying = false;
  let resolveDone!: (id: string) => void;
  let rejectDone!: (err: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  const meter = progressMeter(onProgress);
  let lastSent = 0;
  const report = (sent: number, total: number) => {
    lastSent = sent;
    meter(sent, total, retrying);
  };
  // tus-js-client is fetched when an upload starts, not with the content screen (issue 45: the screen's chunk was
  // over its 60 KB budget); pause, resume and cancel act once it is there.
  const loaded = import("tus-js-client").then(({ Upload }) => {
    const upload = new Upload(file, {
      endpoint,
      chunkSize,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (req) => {
        const token = getToken();
        if (token) req.setHeader("Authorization", `Bearer ${token}`);
      },
      onShouldRetry: (err, attempt, options) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        // A refusal (not logged in, too large, not allowed) will not pass by retrying; a lost connection will.
        const again =
          (status === 0 || status === 409 || status === 423 || status >= 500) &&
          attempt < (options.retryDelays?.length ?? 0);
        retrying = again;
        if (again) report(lastSent, file.size);
        return again;
      },
      onProgress: (sent, total) => {
        retrying = false;
        report(sent, total);
      },
      onError: (err) => rejectDone(err),
      onSuccess: () => resolveDone(upload.url?.split("/").pop() ?? ""),
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
    return upload;
  });
  loaded.catch((err: unknown) => rejectDone(err instanceof Error ? err : new Error(String(err))));
  return {
    done,
    pause: () => void loaded.then((upload) => upload.abort(false)),
    resume: () => void loaded.then((upload) => upload.start()),
    cancel: () => loaded.then((upload) => upload.abort(true)),
  };
}
