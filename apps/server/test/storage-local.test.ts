// STORAGE_URL's validation, and the local storage's contract: all-or-nothing puts (capped, temporary file removed),
// ranges, listing without temporary files, and refusing keys no module generates.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config.ts";
import { createLocalStorage } from "../src/platform/storage/local.ts";
import { StorageTooLarge } from "../src/platform/storage/storage.ts";

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), "fincareer-cfg-")), JWT_SECRET: "x".repeat(32) });

async function text(stream: Readable): Promise<string> {
  let s = "";
  for await (const chunk of stream) s += String(chunk);
  return s;
}

describe("STORAGE_URL", () => {
  it("keeps files in DATA_DIR/uploads when unset", () => {
    expect(loadConfig(base()).storage).toEqual({ kind: "local" });
  });

  it("reads bucket, prefix, endpoint, region, path style and keys", () => {
    const config = loadConfig({
      ...base(),
      STORAGE_URL:
        "s3://fincareer-uploads/pune-campus?endpoint=http://127.0.0.1:9000/&region=ap-south-1&forcePathStyle=true",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "fincareer-uploads",
      prefix: "pune-campus/",
      endpoint: "http://127.0.0.1:9000",
      region: "ap-south-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
    });
  });

  it("takes the region from AWS_REGION and the keys from the SDK's chain when not given", () => {
    const config = loadConfig({ ...base(), STORAGE_URL: "s3://fincareer-uploads", AWS_REGION: "ap-south-2" });
    expect(config.storage).toMatchObject({ region: "ap-south-2", endpoint: null, forcePathStyle: false });
    expect(config.storage).toMatchObject({ credentials: null, prefix: "" });
  });

  it.each([
    ["https://bucket.example.org", /STORAGE_URL must be an s3:\/\/ URL/],
    ["s3://Bad_Bucket", /STORAGE_URL: "Bad_Bucket" is not a bucket name/],
    ["s3://fincareer?endpoint=minio:9000", /STORAGE_URL: endpoint must be an http\(s\) address/],
    ["s3://fincareer?forcePathStyle=yes", /STORAGE_URL: forcePathStyle must be true or false/],
    ["s3://fincareer?bucket=x", /STORAGE_URL: unknown option "bucket"/],
    ["s3://key:secret@fincareer", /STORAGE_URL: put credentials in S3_ACCESS_KEY_ID/],
  ])("refuses %s with a plain message", (url, message) => {
    expect(() => loadConfig({ ...base(), STORAGE_URL: url })).toThrow(message);
  });

  it("wants both S3 keys, and a bucket for them", () => {
    expect(() => loadConfig({ ...base(), STORAGE_URL: "s3://fincareer", S3_ACCESS_KEY_ID: "a" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
    expect(() => loadConfig({ ...base(), S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" })).toThrow(
      "need STORAGE_URL",
    );
  });
});

describe("local storage", () => {
  it("stores, reads ranges, lists and deletes; a put over its cap keeps nothing, not even a temporary file", async () => {
    const root = mkdtempSync(join(tmpdir(), "fincareer-local-"));
    const storage = createLocalStorage(root);
    expect(
      await storage.put("research/a.pdf", Readable.from([Buffer.from("0123456789")]), {
        contentType: "application/pdf",
      }),
    ).toBe(10);
    const part = await storage.get("research/a.pdf", { range: { start: 2, end: 5 } });
    expect(part).toMatchObject({ size: 10, contentType: "application/pdf" });
    expect(await text(part!.stream)).toBe("2345");

    await expect(
      storage.put("research/b.pdf", Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), {
        contentType: "application/pdf",
        maxBytes: 10,
      }),
    ).rejects.toBeInstanceOf(StorageTooLarge);
    expect(readdirSync(join(root, "research"))).toEqual(["a.pdf"]);

    writeFileSync(join(root, "research", ".c.pdf.tmp"), "half");
    const listed: string[] = [];
    for await (const o of storage.list()) listed.push(`${o.key}:${o.size}`);
    expect(listed).toEqual(["research/a.pdf:10"]);

    await storage.delete("research/a.pdf");
    await storage.delete("research/a.pdf");
    expect(await storage.head("research/a.pdf")).toBeNull();
    expect(await storage.get("research/a.pdf")).toBeNull();
    expect(existsSync(join(root, "research", "a.pdf"))).toBe(false);
  });

  it("refuses keys no module generates (parent folders, hidden names, absolute paths)", async () => {
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), "fincareer-local-")));
    for (const key of ["../etc/passwd", "research/../../x", ".hidden", "/abs/x.pdf", "a//b"]) {
      await expect(storage.head(key), key).rejects.toThrow("not a valid key");
    }
  });
});
