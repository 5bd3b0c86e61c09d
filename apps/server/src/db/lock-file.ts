// The embedded database's lock file and the pid files beside it (server.json): which live process holds them.
// Kept apart from client.ts so the CLI can find a running server without loading the database drivers.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Error raised when another live process holds the embedded database. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly pid: number,
    lockFile: string,
  ) {
    super(
      `the embedded database is in use by process ${pid} (${lockFile}); PGlite allows one process at a time: ` +
        "stop that process, or run CLI commands while the server runs (they go through its API)",
    );
    this.name = "DatabaseLockedError";
  }
}

// Lock files this process holds: a lock naming our own pid is stale unless we took it (a restarted container
// often gets the same pid as the process that crashed before it).
const heldLocks = new Set<string>();

/** The pid a lock or server.json file names, when that process is alive. */
export function livePid(file: string): number | null {
  if (!existsSync(file)) return null;
  let pid: number;
  try {
    const text = readFileSync(file, "utf8").trim();
    pid = Number(text.startsWith("{") ? (JSON.parse(text) as { pid?: unknown }).pid : text);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (pid === process.pid) return heldLocks.has(file) ? pid : null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

export function takeLock(lockFile: string): void {
  const holder = livePid(lockFile);
  if (holder !== null) throw new DatabaseLockedError(holder, lockFile);
  mkdirSync(dirname(lockFile), { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  heldLocks.add(lockFile);
}

export function releaseLock(lockFile: string): void {
  if (!heldLocks.delete(lockFile)) return;
  try {
    if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) rmSync(lockFile, { force: true });
  } catch {
    // Already gone.
  }
}
