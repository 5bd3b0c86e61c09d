// An upload's progress as the bar shows it (components/upload-progress.tsx): percentage, bytes, and the speed and
// time left, smoothed over half-second steps. Fed by the resumable (tus) video upload and by the XHR uploads of
// research files and profile photos (lib/http.ts httpUpload).

/** An upload's progress as the bar shows it. */
export interface UploadProgress {
  sent: number;
  total: number;
  percent: number;
  /** Bytes per second, smoothed; null until measured. */
  speed: number | null;
  /** Seconds left at that speed; null until measured. */
  secondsLeft: number | null;
  /** True while a dropped connection is being retried. */
  retrying: boolean;
}

/** A progress reporter: call it with the bytes sent so far; it hands `onProgress` the bar's figures. */
export function progressMeter(
  onProgress: (progress: UploadProgress) => void,
): (sent: number, total: number, retrying?: boolean) => void {
  let lastAt = 0;
  let lastSent = 0;
  let speed: number | null = null;
  return (sent, total, retrying = false) => {
    const now = performance.now();
    if (lastAt > 0 && now - lastAt >= 500) {
      const rate = ((sent - lastSent) * 1000) / (now - lastAt);
      speed = speed === null ? rate : speed * 0.7 + rate * 0.3;
      lastAt = now;
      lastSent = sent;
    } else if (lastAt === 0) {
      lastAt = now;
      lastSent = sent;
    }
    onProgress({
      sent,
      total,
      percent: total > 0 ? Math.floor((sent / total) * 1000) / 10 : 0,
      speed,
      secondsLeft: speed && speed > 0 ? Math.ceil((total - sent) / speed) : null,
      retrying,
    });
  };
}

/** "3.2 MB" for a byte count. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** "2 min 05 s" for seconds left. */
export function formatSecondsLeft(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  if (m < 60) return `${m} min ${String(seconds % 60).padStart(2, "0")} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`;
}
