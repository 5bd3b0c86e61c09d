// Opens the configured storage: DATA_DIR/uploads, or the bucket of STORAGE_URL.
import type { Config } from "../config.ts";
import { createLocalStorage } from "./local.ts";
import type { ObjectStorage } from "./storage.ts";

/** The storage STORAGE_URL names (local files in config.uploadsDir when it is unset). */
export async function openStorage(config: Pick<Config, "storage" | "uploadsDir">): Promise<ObjectStorage> {
  if (config.storage.kind === "local") return createLocalStorage(config.uploadsDir);
  // The AWS SDK takes half a second to load: only an instance on a bucket pays for it.
  const { createS3Storage } = await import("./s3.ts");
  return createS3Storage(config.storage);
}
