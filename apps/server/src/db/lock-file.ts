// The embedded database's lock file and the pid files beside it (server.json): which live process holds them.
// Kept apart from client.ts so the CLI can find a running server without loading the database drivers.
import { createHash } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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
  let text: string | null;
  try {
    text = readText(file);
  } catch {
    return null;
  }
  return text === null ? null : holder(text, file);
}

/** The file's text, or null when there is no such file. */
function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/** The live process a lock file's text names, or null when it names none (dead, garbage, or us without the lock). */
function holder(text: string, file: string): number | null {
  let pid: number;
  try {
    const trimmed = text.trim();
    pid = Number(trimmed.startsWith("{") ? (JSON.parse(trimmed) as { pid?: unknown }).pid : trimmed);
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

/** A takeover guard this old was left by a process that died during a takeover (which takes microseconds). */
const STALE_GUARD_MS = 5_000;
/** Giving up after this long means guards keep appearing: something else is wrong. */
const TAKE_TIMEOUT_MS = 30_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes the lock file for this process, or throws DatabaseLockedError naming the live holder. Atomic: the lock
 * appears with its pid already in it (a hard link to a file written first), so of processes starting at once
 * exactly one takes it, and none reads a half-written lock as stale. A stale lock (its process is gone) is removed
 * only under a guard file named after that lock's text, so two processes cannot both remove it (the second would
 * remove the first one's new lock).
 */
export function takeLock(lockFile: string): void {
  mkdirSync(dirname(lockFile), { recursive: true });
  const mine = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(mine, String(process.pid));
  const deadline = Date.now() + TAKE_TIMEOUT_MS;
  try {
    for (;;) {
      try {
        linkSync(mine, lockFile);
        heldLocks.add(lockFile);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      }
      const text = readText(lockFile);
      if (text === null) continue;
      const pid = holder(text, lockFile);
      if (pid !== null) throw new DatabaseLockedError(pid, lockFile);
      if (Date.now() > deadline) throw new Error(`could not take ${lockFile}: its takeover guard stays`);
      removeStale(lockFile, text);
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

/** Removes a stale lock whose text was `text`, unless another process is doing so (then waits a moment). */
function removeStale(lockFile: string, text: string): void {
  const guard = `${lockFile}.takeover-${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;
  try {
    writeFileSync(guard, String(process.pid), { flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_GUARD_MS) rmSync(guard, { force: true });
    else sleepSync(5);
    return;
  }
  try {
    // Judged again under the guard: the lock may have been replaced, or its pid reused, since it was read.
    const now = readText(lockFile);
    if (now === text && holder(now, lockFile) === null) rmSync(lockFile, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

/** Removes the lock file if this process holds it. */
export function releaseLock(lockFile: string): void {
  if (!heldLocks.delete(lockFile)) return;
  try {
    if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) rmSync(lockFile, { force: true });
  } catch {
    // Already gone.
  }
}
