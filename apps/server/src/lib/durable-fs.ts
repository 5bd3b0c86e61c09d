// fsync helpers: a file written and renamed into place survives a power loss only when its bytes are synced
// before the rename and its folder after it (the new name is an entry of the folder).
import { open } from "node:fs/promises";

/** fsyncs a path (a file, or a folder so that the names created in or renamed into it are on disk). */
export async function syncPath(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
