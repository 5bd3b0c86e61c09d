// Storage for the instances: S3 when the server supports STORAGE_URL and s3rver is installed (or BENCH_STORAGE
// says so), else the local DATA_DIR/uploads.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { root } from "../lib/built-app.mjs";
import { S3_PORT } from "./config.mjs";

// The server's dev dependencies (s3rver) resolve from its workspace, hoisted or not.
const serverRequire = createRequire(join(root, "apps", "server", "package.json"));

export function storageChoice() {
  const wanted = process.env.BENCH_STORAGE ?? "auto";
  if (wanted === "local") return { kind: "local", why: "BENCH_STORAGE=local" };
  const config = readFileSync(join(root, "apps", "server", "src", "platform", "config.ts"), "utf8");
  const supported = config.includes("STORAGE_URL");
  let s3rver = null;
  try {
    s3rver = serverRequire.resolve("s3rver");
  } catch {
    // not installed
  }
  if (supported && s3rver) return { kind: "s3", why: "the server reads STORAGE_URL and s3rver is installed" };
  const why = supported ? "s3rver is not installed" : "this server has no STORAGE_URL yet";
  if (wanted === "s3") throw new Error(`BENCH_STORAGE=s3 but ${why}`);
  return { kind: "local", why };
}

export async function startS3(dir) {
  const S3rver = serverRequire("s3rver");
  const server = new S3rver({
    address: "127.0.0.1",
    port: S3_PORT,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "fincareer-bench" }],
  });
  await server.run();
  return {
    env: {
      STORAGE_URL: `s3://fincareer-bench?endpoint=http://127.0.0.1:${S3_PORT}&region=us-east-1&forcePathStyle=true`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: () => server.close(),
  };
}
