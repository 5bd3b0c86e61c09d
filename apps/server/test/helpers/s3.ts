// A real S3-compatible server for the storage tests: s3rver, in this process, on 127.0.0.1 with a temporary
// folder, one bucket, and the STORAGE_URL/S3_* environment an app needs to use it; or in a child process that the
// test can pause (startS3Process).
//
// s3rver 3.7 stores a multipart upload's parts until it is completed but answers neither ListMultipartUploads
// ("NotImplemented") nor AbortMultipartUpload ("MethodNotAllowed"), so a test could never see an upload left
// unfinished, and the storage's abort call was refused without a word. The in-process server gets both
// operations, on s3rver's own store of unfinished uploads (the folder its CreateMultipartUpload and UploadPart
// write, that CompleteMultipartUpload removes), answering as S3 does.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListMultipartUploadsCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import { loadConfig } from "../../src/platform/config.ts";
import type { S3StorageConfig } from "../../src/platform/config.ts";
import { createS3Client } from "../../src/platform/storage/s3.ts";

/** The part of a Koa context the two added operations read and write. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  /** Koa's middleware list (S3rver is a Koa app); its last entry is s3rver's router. */
  middleware: KoaMiddleware[];
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

// s3rver ships no types: its constructor and the two methods the tests use are declared above.
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * ListMultipartUploads (GET /bucket?uploads) and AbortMultipartUpload (DELETE /bucket/key?uploadId=...) on the
 * folder where s3rver keeps unfinished uploads (DIRECTORY/BUCKET/._S3rver_uploads/UPLOAD_ID/, whose `key` file
 * names the object). Path-style addressing only, as the tests use; signatures are not checked for these two.
 */
function multipartOperations(directory: string): KoaMiddleware {
  return async (ctx, next) => {
    // "/bucket/" (the SDK's bucket requests end in a slash) or "/bucket/key/with/slashes".
    const [bucket, ...rest] = ctx.path.slice(1).split("/").map(decodeURIComponent);
    const key = rest.join("/");
    const uploadsDir = join(directory, bucket ?? "", "._S3rver_uploads");
    const unfinished = () =>
      existsSync(uploadsDir)
        ? readdirSync(uploadsDir).map((id) => ({
            id,
            key: readFileSync(join(uploadsDir, id, "key"), "utf8"),
            initiated: statSync(join(uploadsDir, id)).mtime,
          }))
        : [];
    if (ctx.method === "GET" && bucket && key === "" && "uploads" in ctx.query) {
      const prefix = typeof ctx.query.prefix === "string" ? ctx.query.prefix : "";
      const uploads = unfinished()
        .filter((u) => u.key.startsWith(prefix))
        .sort((a, b) => a.key.localeCompare(b.key));
      ctx.type = "application/xml";
      ctx.body =
        `<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult ` +
        `xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xml(bucket)}</Bucket>` +
        `<KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><Prefix>${xml(prefix)}</Prefix>` +
        `<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>` +
        uploads
          .map(
            (u) =>
              `<Upload><Key>${xml(u.key)}</Key><UploadId>${u.id}</UploadId>` +
              `<StorageClass>STANDARD</StorageClass><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
          )
          .join("") +
        `</ListMultipartUploadsResult>`;
      return;
    }
    const uploadId = ctx.query.uploadId;
    if (ctx.method === "DELETE" && bucket && key !== "" && typeof uploadId === "string") {
      const upload = unfinished().find((u) => u.id === uploadId && u.key === key);
      if (!upload) {
        ctx.status = 404;
        ctx.type = "application/xml";
        ctx.body =
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified ` +
          `upload does not exist.</Message><UploadId>${xml(uploadId)}</UploadId></Error>`;
        return;
      }
      rmSync(join(uploadsDir, upload.id), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    await next();
  };
}

/** A running S3 server with one bucket. */
export interface TestS3 {
  bucket: string;
  /** STORAGE_URL, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for loadConfig. */
  env: Record<string, string>;
  config: S3StorageConfig;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The keys of the multipart uploads begun and neither completed nor aborted (ListMultipartUploads), sorted. */
  unfinishedUploads(): Promise<string[]>;
  /** Stops the server (its files stay until remove). */
  stop(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  remove(): Promise<void>;
}

/** Starts s3rver on a free port with an empty bucket. */
export async function startS3(bucket = "fincareer-test"): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "fincareer-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  // Before s3rver's router, which would refuse both operations.
  server.middleware.splice(server.middleware.length - 1, 0, multipartOperations(directory));
  const { port } = await server.run();
  const env = {
    STORAGE_URL: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=ap-south-1&forcePathStyle=true`,
    // s3rver's built-in account.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  const storage = loadConfig({
    ...env,
    DATA_DIR: join(directory, "config"),
    JWT_SECRET: "x".repeat(32),
  }).storage;
  if (storage.kind !== "s3") throw new Error("startS3: STORAGE_URL did not parse as s3");
  const client = createS3Client(storage);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    bucket,
    env,
    config: storage,
    client,
    async keys() {
      const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (res.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    async unfinishedUploads() {
      const res = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      if (res.IsTruncated) throw new Error("unfinishedUploads: more than one page of unfinished uploads");
      return (res.Uploads ?? []).map((u) => u.Key ?? "").sort();
    },
    stop,
    async remove() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A TestS3 in a child process, which the test can pause (SIGSTOP: a stalled S3) and resume. */
export interface PausableS3 extends Omit<TestS3, "unfinishedUploads"> {
  pause(): void;
  resume(): void;
}

/** Starts s3rver in a child process (node) on a free port with an empty bucket. */
export async function startS3Process(bucket = "fincareer-test"): Promise<PausableS3> {
  const directory = mkdtempSync(join(tmpdir(), "fincareer-s3-"));
  const script = `
    const S3rver = require(${JSON.stringify(createRequire(import.meta.url).resolve("s3rver"))});
    const server = new S3rver({ port: 0, address: "127.0.0.1", directory: ${JSON.stringify(directory)},
      silent: true, configureBuckets: [{ name: ${JSON.stringify(bucket)} }] });
    server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + "\\n"));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n")) resolve((JSON.parse(line!) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  const env = {
    STORAGE_URL: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=ap-south-1&forcePathStyle=true`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  const storage = loadConfig({
    ...env,
    DATA_DIR: join(directory, "config"),
    JWT_SECRET: "x".repeat(32),
  }).storage;
  if (storage.kind !== "s3") throw new Error("startS3Process: STORAGE_URL did not parse as s3");
  const client = createS3Client(storage);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };
  return {
    bucket,
    env,
    config: storage,
    client,
    async keys() {
      const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (res.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    stop,
    async remove() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
  };
}
