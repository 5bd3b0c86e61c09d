import { mkdirSync, readdirSync, existsSync, utimesSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { connect } from "node:net";
import { join } from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { uploadVideosDir } from "../src/platform/media.ts";
import { researchFilesDir } from "../src/modules/research/files.ts";
import { startServer } from "../src/server.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { multipartBody, pdfBytes } from "./helpers/research.ts";
import { fieldText } from "./helpers/field-text.ts";
import { until } from "./helpers/wait.ts";

/** Every JSON line the app logs, at every level. */
function captureLogs() {
  const lines: { level: number; msg?: string; [k: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: "trace" }, stream) };
}

describe.each(BACKENDS)("broken multipart bodies on $name", (backend) => {
  let ctx: TestContext;
  let me: TestUser;
  let admin: TestUser;
  let moduleId: number;
  const logs = captureLogs();
  beforeAll(async () => {
    ctx = await createTestContext(backend, { logger: logs.logger, env: { VIDEO_UPLOAD_MAX_MB: "0.0625" } });
    me = await ctx.makeUser({
      steps: 3,
      programs: [{ program: "IBEPGOLD", start: addDays(todayIst(), -30) }],
    });
    admin = await ctx.makeUser({ role: "admin", steps: 3 });
    const mod = await ctx.api("POST", "/api/content/modules", {
      token: admin.token,
      body: { family: "DS", title: "Uploads" },
    });
    moduleId = mod.body.id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(() => {
    logs.lines.length = 0;
  });

  async function post(url: string, token: string, payload: Buffer | string, contentType: string) {
    const res = await ctx.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "content-type": contentType, authorization: `Bearer ${token}` },
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      // not JSON: the assertion on keys below says so
    }
    return { status: res.statusCode, body: body as Record<string, unknown> };
  }

  /**
   * The answer is the status with the error contract, and nothing was logged at error level or above; with
   * `answer`, the whole answer (lib/uploads/multipart.ts) too.
   */
  function expectRefused(
    res: { status: number; body: Record<string, unknown> },
    status: number,
    answer?: string,
  ) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (answer !== undefined) expect(fieldText(res.body)).toBe(answer);
    const { fields, ...rest } = res.body;
    expect(Object.keys(rest).sort()).toEqual(["error", "message"]);
    if (fields !== undefined) {
      expect(fields).toEqual(
        expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
      );
    }
    expect(logs.lines.filter((l) => l.level >= 50)).toEqual([]);
  }

  const tmpFiles = (dir: string) =>
    existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(".tmp")) : [];

  for (const area of ["research", "video"] as const) {
    const url = () =>
      area === "research" ? "/api/ivepresearch" : `/api/content/modules/${moduleId}/videos/upload`;
    const token = () => (area === "research" ? me.token : admin.token);
    const fields: Record<string, string> =
      area === "research" ? { company: "A", text: "b" } : { title: "T", durationSeconds: "60" };

    // uploadError's answer to busboy's "Unexpected end of multipart data" (or a part's "... terminated early").
    const ended = "body: malformed multipart/form-data (the body ended before its last part)";

    it(`answers 400 to a truncated ${area} body and leaves no temporary file`, async () => {
      const before = await ctx.snapshot();
      const { payload, headers } = multipartBody(fields, [{ name: "a.pdf", bytes: pdfBytes(30_000) }]);
      for (const cut of [payload.length - 10, Math.floor(payload.length / 2), 40]) {
        const res = await post(url(), token(), payload.subarray(0, cut), headers["content-type"]!);
        expectRefused(res, 400, ended);
      }
      expect(await ctx.snapshot()).toEqual(before);
      expect(tmpFiles(uploadVideosDir(ctx.config.uploadsDir))).toEqual([]);
      expect(tmpFiles(researchFilesDir(ctx.config.uploadsDir))).toEqual([]);
    });

    it(`answers 400 to a ${area} body with no boundary or a boundary that never comes`, async () => {
      const { payload, headers } = multipartBody(fields);
      // busboy's own words when the header names no boundary.
      expectRefused(
        await post(url(), token(), payload, "multipart/form-data"),
        400,
        "body: malformed multipart/form-data (Multipart: Boundary not found)",
      );
      // An empty boundary makes busboy take the body's first "--" and the dashes after it for the closing delimiter:
      // no part is read, and the route answers what is missing (research invalidFields, content/upload.ts).
      expectRefused(
        await post(url(), token(), payload, "multipart/form-data; boundary="),
        400,
        area === "research"
          ? "body.company: Fill in company; body.text: Fill in your research"
          : "body.file: Choose a video file to upload",
      );
      expectRefused(
        await post(url(), token(), "just text, no parts at all", headers["content-type"]!),
        400,
        ended,
      );
    });

    it(`answers 413 to a ${area} body with a part over its limit or too many parts, fields or files`, async () => {
      const big = multipartBody({
        ...fields,
        [area === "research" ? "text" : "description"]: "x".repeat(70_000),
      });
      // fieldValue's message for a text part busboy cut at the route's fieldSize.
      expectRefused(
        await post(url(), token(), big.payload, big.headers["content-type"]!),
        413,
        area === "research"
          ? "body.text: Longer than 65,536 bytes"
          : "body.description: Longer than 10,000 bytes",
      );
      // tooManyParts: both routes take at most 10 fields and 1 file.
      const tooMany = "body: too many parts (at most 10 fields and 1 file)";
      // 30 copies of a field the route knows, so only the count is wrong.
      const one = area === "research" ? "text" : "title";
      const boundary = "----many";
      const many = `${`--${boundary}\r\nContent-Disposition: form-data; name="${one}"\r\n\r\n1\r\n`.repeat(30)}--${boundary}--\r\n`;
      expectRefused(
        await post(url(), token(), many, `multipart/form-data; boundary=${boundary}`),
        413,
        tooMany,
      );
      const files = multipartBody(fields, [
        { name: "a.pdf", bytes: pdfBytes() },
        { name: "b.pdf", bytes: pdfBytes() },
      ]);
      expectRefused(await post(url(), token(), files.payload, files.headers["content-type"]!), 413, tooMany);
    });
  }

  it("removes the temporary file of a video upload whose client disconnects halfway, logging no error", async () => {
    const server = await startServer({
      config: { ...ctx.config, port: 0 },
      logger: logs.logger,
      db: ctx.handle,
    });
    const dir = uploadVideosDir(ctx.config.uploadsDir);
    try {
      const boundary = "----abort";
      const socket = connect(server.port, "127.0.0.1");
      await once(socket, "connect");
      socket.write(
        `POST /api/content/modules/${moduleId}/videos/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Authorization: Bearer ${admin.token}\r\nContent-Length: 60000\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n` +
          `Content-Type: video/mp4\r\n\r\n`,
      );
      socket.write(Buffer.alloc(20_000, 1));
      await until(() => tmpFiles(dir).length === 1, "the upload's temporary file");
      socket.destroy();
      await until(() => tmpFiles(dir).length === 0, "the temporary file to be removed after the disconnect");
    } finally {
      await server.close();
    }
    expect(tmpFiles(dir)).toEqual([]);
    expect(logs.lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it("sweeps temporary files a crash left in the uploads folder when the server starts", async () => {
    const research = researchFilesDir(ctx.config.uploadsDir);
    const videos = uploadVideosDir(ctx.config.uploadsDir);
    mkdirSync(research, { recursive: true });
    mkdirSync(videos, { recursive: true });
    const old = new Date(Date.now() - 3 * 3600 * 1000);
    for (const path of [join(research, ".abc.pdf.tmp"), join(videos, ".upload-1.mp4.tmp")]) {
      writeFileSync(path, "half a file");
      utimesSync(path, old, old);
    }
    writeFileSync(join(research, "kept.pdf"), "a stored file");
    const server = await startServer({
      config: { ...ctx.config, port: 0 },
      logger: pino({ level: "silent" }),
      db: ctx.handle,
    });
    await server.close();
    expect(tmpFiles(research)).toEqual([]);
    expect(tmpFiles(videos)).toEqual([]);
    expect(readdirSync(research)).toContain("kept.pdf");
  });
});
