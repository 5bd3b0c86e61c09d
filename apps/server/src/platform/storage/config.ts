// Where uploaded files live, read from STORAGE_URL and the S3_* keys (platform/config.ts reads the rest).
import type { z } from "zod";
import type { EnvSchema } from "../config.ts";

/** An S3-compatible bucket (STORAGE_URL=s3://BUCKET[/prefix]?endpoint=URL&region=R&forcePathStyle=true). */
export interface S3StorageConfig {
  bucket: string;
  /** Prepended to every key ("" or ending in "/"), so one bucket can hold several deployments. */
  prefix: string;
  /** The S3 API's address for S3-compatible servers (MinIO, Ceph...); null = AWS's own for the region. */
  endpoint: string | null;
  region: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null = the SDK's usual chain (AWS_ACCESS_KEY_ID, roles...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** Where uploaded files live: DATA_DIR/uploads (the default) or a bucket. */
export type StorageConfig = { kind: "local" } | ({ kind: "s3" } & S3StorageConfig);

const S3_PARAMS = new Set(["endpoint", "region", "forcePathStyle"]);

/** STORAGE_URL and the S3_* keys -> where files live; throws plain errors naming the part that is wrong. */
export function storageConfig(e: z.infer<typeof EnvSchema>): StorageConfig {
  const fail = (why: string) => new Error(`invalid configuration: STORAGE_URL: ${why}`);
  if (!e.STORAGE_URL) {
    if (e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY) {
      throw new Error(
        "invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY need STORAGE_URL=s3://...",
      );
    }
    return { kind: "local" };
  }
  let url: URL;
  try {
    url = new URL(e.STORAGE_URL);
  } catch {
    throw fail("not a URL; write s3://BUCKET?endpoint=URL&region=R");
  }
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes("..")) {
    throw fail(`"${bucket}" is not a bucket name (3-63 lowercase letters, digits, dots and hyphens)`);
  }
  if (url.username || url.password || url.port) {
    throw fail("put credentials in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY and the address in ?endpoint=");
  }
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (path !== "" && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(path)) {
    throw fail("the key prefix after the bucket may hold letters, digits and . _ - / only");
  }
  for (const name of url.searchParams.keys()) {
    if (!S3_PARAMS.has(name))
      throw fail(`unknown option "${name}" (known: endpoint, region, forcePathStyle)`);
  }
  const endpoint = url.searchParams.get("endpoint");
  if (endpoint !== null && !/^https?:\/\/[^\s/]+\/?$/.test(endpoint)) {
    throw fail(
      "endpoint must be an http(s) address without a path, e.g. endpoint=https://minio.example.org:9000",
    );
  }
  const pathStyle = url.searchParams.get("forcePathStyle");
  if (pathStyle !== null && pathStyle !== "true" && pathStyle !== "false") {
    throw fail("forcePathStyle must be true or false");
  }
  const region = url.searchParams.get("region") ?? e.AWS_REGION ?? e.AWS_DEFAULT_REGION ?? "us-east-1";
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw fail(`"${region}" is not a region name, e.g. ap-south-1`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error("invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  return {
    kind: "s3",
    bucket,
    prefix: path === "" ? "" : `${path}/`,
    endpoint: endpoint?.replace(/\/$/, "") ?? null,
    region,
    forcePathStyle: pathStyle === "true",
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
  };
}
