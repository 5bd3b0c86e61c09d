// Opens the configured storage: DATA_DIR/uploads, or the bucket of STORAGE_URL.
import type { Config } from "../../config.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";
import type { ObjectStorage } from "./storage.ts";

/** The storage STORAGE_URL names (local files in config.uploadsDir when it is unset). */
export function openStorage(config: Pick<Config, "storage" | "uploadsDir">): ObjectStorage {
  return config.storage.kind === "s3"
    ? createS3Storage(config.storage)
    : createLocalStorage(config.uploadsDir);
}
