// storage:migrate: copies the files of DATA_DIR/uploads into the bucket, one object per file under the same key.
// Safe to run again (and while instances run): an object already there with the same size is skipped.
import { contentTypeOf } from "./storage.ts";
import type { ObjectStorage } from "./storage.ts";

/** One file handled: its place in the run, and whether it was copied or already there. */
export interface MigrateStep {
  index: number;
  total: number;
  key: string;
  size: number;
  action: "copied" | "skipped";
  /** Bytes handled so far (this file included) and in all. */
  doneBytes: number;
  totalBytes: number;
}

/** What a run did. */
export interface MigrateSummary {
  total: number;
  copied: number;
  skipped: number;
  copiedBytes: number;
}

/** Copies every object of `source` missing from `target` (or there with another size); reports each step. */
export async function migrateStorage(
  source: ObjectStorage,
  target: ObjectStorage,
  onStep: (step: MigrateStep) => void,
): Promise<MigrateSummary> {
  const files: { key: string; size: number }[] = [];
  for await (const file of source.list()) files.push(file);
  const totalBytes = files.reduce((sum, f) => sum + f.size, 0);
  const summary: MigrateSummary = { total: files.length, copied: 0, skipped: 0, copiedBytes: 0 };
  let doneBytes = 0;
  for (const [i, file] of files.entries()) {
    const there = await target.head(file.key);
    let action: MigrateStep["action"] = "skipped";
    if (there?.size === file.size) {
      summary.skipped += 1;
    } else {
      const read = await source.get(file.key);
      // Deleted since it was listed (a learner replaced a photo): nothing to copy.
      if (read) {
        const size = await target.put(file.key, read.stream, { contentType: contentTypeOf(file.key) });
        summary.copied += 1;
        summary.copiedBytes += size;
        action = "copied";
      }
    }
    doneBytes += file.size;
    onStep({
      index: i + 1,
      total: files.length,
      key: file.key,
      size: file.size,
      action,
      doneBytes,
      totalBytes,
    });
  }
  return summary;
}

/** Bytes as people read them: 512 B, 3.4 kB, 12.0 MB, 1.2 GB. */
export function formatBytes(n: number): string {
  if (n < 1000) return `${n} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = n;
  let unit = "B";
  for (const u of units) {
    if (value < 1000) break;
    value /= 1000;
    unit = u;
  }
  return `${value.toFixed(1)} ${unit}`;
}
