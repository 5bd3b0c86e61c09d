// The local storage: files under one folder (DATA_DIR/uploads), written to a hidden `.tmp` name, fsynced, renamed
// into place and the folder fsynced, so a file a database row points at survives a power loss.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { syncPath } from "../../lib/durable-fs.ts";
import { tmpName } from "../../lib/uploads/tmp-files.ts";
import { assertStorageKey, byteCap, contentTypeOf, isStorageKey } from "./storage.ts";
import type { ObjectInfo, ObjectRead, ObjectStorage } from "./storage.ts";

/** A storage of the files under `root` (created when first written). */
export function createLocalStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };

  async function info(key: string): Promise<ObjectInfo | null> {
    const s = await stat(pathOf(key)).catch(() => null);
    return s?.isFile() ? { size: s.size, contentType: contentTypeOf(key) } : null;
  }

  return {
    kind: "local",

    async put(key, body, options) {
      const path = pathOf(key);
      const dir = dirname(path);
      await mkdir(dir, { recursive: true });
      const tmp = join(dir, tmpName(`${randomUUID()}-${key.slice(key.lastIndexOf("/") + 1)}`));
      try {
        await pipeline(body, byteCap(options.maxBytes), createWriteStream(tmp, { flags: "wx", mode: 0o640 }));
        // The bytes are on disk before the database row points at the name.
        await syncPath(tmp);
        await rename(tmp, path);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      // The rename is an entry of the folder: sync it too, or a power loss can forget the name.
      await syncPath(dir);
      return (await stat(path)).size;
    },

    async putFile(key, file) {
      const path = pathOf(key);
      const dir = dirname(path);
      await mkdir(dir, { recursive: true });
      await syncPath(file);
      await rename(file, path);
      await syncPath(dir);
    },

    async get(key, options = {}) {
      const found = await info(key);
      if (!found) return null;
      const { range } = options;
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return { ...found, stream } satisfies ObjectRead;
    },

    head: info,

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async deleteFolder(folder) {
      const path = pathOf(folder);
      let count = 0;
      for await (const _ of walkFiles(root, path)) count++;
      await rm(path, { recursive: true, force: true });
      await syncPath(dirname(path)).catch(() => undefined);
      return count;
    },

    list: () => walkFiles(root, root),

    async check() {
      await mkdir(root, { recursive: true });
      const file = join(root, `.ready-${randomUUID()}.tmp`);
      await writeFile(file, "ok");
      await rm(file, { force: true });
    },

    async close() {},
  };
}

/** The objects in the folder tree at `dir` under the storage's `root`, by key, in name order. */
async function* walkFiles(root: string, dir: string): AsyncGenerator<{ key: string; size: number }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walkFiles(root, path);
    } else if (entry.isFile()) {
      const key = relative(root, path).split(sep).join("/");
      // Hidden names are temporary files and readiness probes, never objects.
      if (!isStorageKey(key)) continue;
      const s = await stat(path).catch(() => null);
      if (s) yield { key, size: s.size };
    }
  }
}
