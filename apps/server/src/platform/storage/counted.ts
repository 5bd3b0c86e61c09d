// The storage as the app uses it when metrics are kept: every operation passes through, and each one that fails
// (the folder unwritable or full, the bucket refusing or unreachable) is counted (fincareer_storage_errors_total).
// A body past its maxBytes (StorageTooLarge) is the client's, not the storage's, and is not counted.
import { StorageTooLarge } from "./storage.ts";
import type { ObjectStorage } from "./storage.ts";

/** The operations counted, by their ObjectStorage method (list is storage:migrate's, not the app's). */
export const STORAGE_OPERATIONS = [
  "put",
  "putFile",
  "get",
  "head",
  "delete",
  "deleteFolder",
  "check",
] as const;
export type StorageOperation = (typeof STORAGE_OPERATIONS)[number];

/** Wraps a storage so that `failed` hears of each operation that rejects; results and errors are unchanged. */
export function countStorageErrors(
  storage: ObjectStorage,
  failed: (operation: StorageOperation) => void,
): ObjectStorage {
  const counted = <T>(operation: StorageOperation, work: Promise<T>): Promise<T> =>
    work.catch((err: unknown) => {
      if (!(err instanceof StorageTooLarge)) failed(operation);
      throw err;
    });
  return {
    kind: storage.kind,
    put: (key, body, options) => counted("put", storage.put(key, body, options)),
    putFile: (key, path, options) => counted("putFile", storage.putFile(key, path, options)),
    get: (key, options) => counted("get", storage.get(key, options)),
    head: (key) => counted("head", storage.head(key)),
    delete: (key) => counted("delete", storage.delete(key)),
    deleteFolder: (folder) => counted("deleteFolder", storage.deleteFolder(folder)),
    list: () => storage.list(),
    check: (signal) => counted("check", storage.check(signal)),
    close: () => storage.close(),
  };
}
