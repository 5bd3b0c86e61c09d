// Uploads are written to a hidden `.tmp` file and renamed into place once complete; a request that fails removes
// its own, and the server sweeps the ones a crash left behind when it starts.
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** The temporary name a file is written under before it gets `finalName` (hidden, ends in .tmp). */
export function tmpName(finalName: string): string {
  return `.${finalName}.tmp`;
}

/** True for a name tmpName makes (the sweep removes only these). */
export function isTmpName(name: string): boolean {
  return name.startsWith(".") && name.endsWith(".tmp");
}

/**
 * Removes `.tmp` files under the uploads folder (every subfolder) last written more than `olderThanMs` ago;
 * returns how many went. A missing folder is nothing to sweep.
 */
export async function sweepStaleTmpFiles(
  uploadsDir: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(path);
      } else if (entry.isFile() && isTmpName(entry.name)) {
        const info = await stat(path).catch(() => null);
        if (info && now - info.mtimeMs >= olderThanMs) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
    }
  };
  await walk(uploadsDir);
  return removed;
}
