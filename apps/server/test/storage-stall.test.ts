// A stalled S3 (issue 39): every S3 call has connect, request and idle timeouts, so with the S3 server paused
// (SIGSTOP: it accepts connections and answers nothing) a photo read and a photo upload answer 503 `unavailable` with
// Retry-After within 10 s instead of hanging, and both work again once it resumes, without a restart.
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "./helpers/research.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { startS3Process } from "./helpers/s3.ts";
import type { PausableS3 } from "./helpers/s3.ts";

const UNAVAILABLE = {
  error: "unavailable",
  message: "the service is briefly unavailable: try again in a moment",
};

describe.each(BACKENDS)("a paused S3 on $name", (backend) => {
  let s3: PausableS3;
  let ctx: TestContext;
  let user: TestUser;
  let jpeg: Buffer;

  beforeAll(async () => {
    s3 = await startS3Process();
    ctx = await createTestContext(backend, { env: s3.env });
    user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    s3?.resume();
    await ctx?.close();
    await s3?.remove();
  });

  /** Calls the app and times the answer; an answer still missing after 15 s counts as hung (status null). */
  async function timed(call: () => Promise<LightMyRequestResponse>) {
    const started = performance.now();
    const res = await Promise.race([call(), new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
    return { res, ms: performance.now() - started };
  }

  const upload = () => {
    const { payload, headers } = multipartBody({}, [
      { field: "photo", name: "me.jpg", bytes: jpeg, type: "image/jpeg" },
    ]);
    return ctx.app.inject({
      method: "POST",
      url: "/api/user/profile/photo",
      payload,
      headers: { ...headers, authorization: `Bearer ${user.token}` },
    });
  };

  it("answers a photo read and an upload with 503 within 10 s, and serves both again once S3 resumes", async () => {
    const stored = await upload();
    expect(stored.statusCode).toBe(200);
    const photo = String(stored.json<{ photo: string }>().photo);
    expect((await ctx.app.inject({ method: "GET", url: photo })).statusCode).toBe(200);

    s3.pause();
    try {
      const [read, put] = await Promise.all([
        timed(() => ctx.app.inject({ method: "GET", url: photo })),
        timed(upload),
      ]);
      for (const { res, ms } of [read, put]) {
        expect(res?.statusCode).toBe(503);
        expect(res!.json()).toMatchObject(UNAVAILABLE);
        expect(res!.headers["retry-after"]).toBe("5");
        expect(ms).toBeLessThan(10_000);
      }
    } finally {
      s3.resume();
    }
    expect((await ctx.app.inject({ method: "GET", url: photo })).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
  });
});
