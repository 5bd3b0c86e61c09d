import { useRef, useState } from "react";
import type { UploadOptions } from "./http.ts";
import { progressMeter } from "./upload-meter.ts";
import type { UploadProgress } from "./upload-meter.ts";

/** True for the rejection of an upload the user canceled (nothing to report). */
export function isCanceled(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The progress of one XHR upload at a time (research file, profile photo) for UploadProgressBar: `begin()` gives
 * httpUpload its progress callback and signal, `cancel()` stops it, `end()` hides the bar.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  return {
    progress,
    begin(total: number): UploadOptions {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const meter = progressMeter(setProgress);
      meter(0, total);
      return { signal: current.signal, onProgress: (sent, all) => meter(sent, all) };
    },
    cancel() {
      controller.current?.abort();
      controller.current = null;
      setProgress(null);
    },
    end() {
      controller.current = null;
      setProgress(null);
    },
  };
}
