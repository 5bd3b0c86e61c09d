// Edit Profile: GET/PUT /api/user/profile and the photo upload (checked by content, re-encoded, stored durably).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { postMultipart } from "./helpers/research.ts";
import { fieldText } from "./helpers/field-text.ts";
import { PROFILE_MIN_YEAR, profileMaxYear } from "@fincareer/domain/contract/profile";

const GOOD_PROFILE = {
  headline: "Final-year B.Com student aiming for equity research",
  city: "Mumbai",
  phone: "+91 98200 12345",
  linkedin_url: "https://www.linkedin.com/in/asha-rao",
  education: "Bachelor's degree",
  graduation_year: 2026,
  colleges: [
    { name: "H.R. College of Commerce and Economics", degree: "B.Com", start_year: 2023, end_year: 2026 },
  ],
  university: "University of Mumbai",
  skills: ["Excel", "Financial modelling", "DCF valuation"],
  behaviour: ["Analytical", "Team player"],
};

/** A PNG chunk: length, type, data, CRC of type + data. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG whose header declares width x height grey pixels (a decompression bomb when huge). */
function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A noisy camera-like JPEG with EXIF (so re-encoding has something to strip). */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#3a7",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: "Asha's phone", Make: "TestCam" } })
    .toBuffer();
}

describe.each(BACKENDS)("Edit Profile on $name", (backend) => {
  let ctx: TestContext;
  let learner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const photoDir = () => join(ctx.config.uploadsDir, "userProfile");
  const upload = (user: TestUser, bytes: Buffer, name = "me.jpg", type = "image/jpeg", field = "photo") =>
    postMultipart(ctx, "/api/user/profile/photo", user.token, {}, [{ field, name, bytes, type }]);

  it("starts with an empty profile and the form's choices", async () => {
    const user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const res = await ctx.api("GET", "/api/user/profile", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      headline: "",
      colleges: [],
      skills: [],
      behaviour: [],
      photo: null,
      updated_at: null,
    });
    expect(res.body.options.education).toContain("Bachelor's degree");
    expect(res.body.options.behaviour).toContain("Analytical");
  });

  it("saves the profile and reads it back", async () => {
    const put = await ctx.api("PUT", "/api/user/profile", { token: learner.token, body: GOOD_PROFILE });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject(GOOD_PROFILE);
    const get = await ctx.api("GET", "/api/user/profile", { token: learner.token });
    expect(get.body).toMatchObject(GOOD_PROFILE);
    expect(get.body.updated_at).toMatch(/Z$/);
  });

  // Each case answers one field with its whole message (contract/profile.ts); a changed message fails.
  const years = `a year from ${PROFILE_MIN_YEAR} to ${profileMaxYear()}`;
  it.each([
    [
      "a headline over 120 characters",
      { headline: "x".repeat(121) },
      "body.headline: Headline can have at most 120 characters",
    ],
    [
      "a phone that is not an Indian mobile",
      { phone: "12345" },
      "body.phone: Enter an Indian mobile number of 10 digits, e.g. +91 98200 12345",
    ],
    [
      "a LinkedIn address on another site",
      { linkedin_url: "https://evil.example/in/x" },
      "body.linkedin_url: Enter your LinkedIn profile address, e.g. linkedin.com/in/your-name",
    ],
    [
      "an unknown education level",
      { education: "PhD from YouTube" },
      "body.education: Choose your highest qualification from the list",
    ],
    [
      "a graduation year in 1900",
      { graduation_year: 1900 },
      `body.graduation_year: Enter graduation year as ${years}`,
    ],
    [
      "a graduation year far in the future",
      { graduation_year: new Date().getUTCFullYear() + 20 },
      `body.graduation_year: Enter graduation year as ${years}`,
    ],
    [
      "a college that ends before it starts",
      { colleges: [{ name: "Hindu College", degree: "BA Economics", start_year: 2024, end_year: 2021 }] },
      "body.colleges.0.end_year: To (year) cannot be before From (year)",
    ],
    [
      "six colleges",
      { colleges: Array(6).fill({ name: "Hindu College", degree: "BA", start_year: 2020, end_year: 2023 }) },
      "body.colleges: Add at most 5 colleges",
    ],
    [
      "21 skills",
      { skills: Array.from({ length: 21 }, (_, i) => `skill ${i}`) },
      "body.skills: Add at most 20 skills",
    ],
    [
      "a repeated skill",
      { skills: ["Excel", "excel"] },
      "body.skills: Each skill can be listed once: remove the repeated one",
    ],
    [
      "a behaviour trait not on the list",
      { behaviour: ["Ruthless"] },
      "body.behaviour.0: Choose work-style traits from the list",
    ],
    ["an unknown field", { salary: 100 }, "body: This form does not have the field salary"],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_name, patch, message) => {
    const before = await ctx.api("GET", "/api/user/profile", { token: learner.token });
    const res = await ctx.api("PUT", "/api/user/profile", {
      token: learner.token,
      body: { ...GOOD_PROFILE, ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    expect(fieldText(res.body)).toBe(message);
    const after = await ctx.api("GET", "/api/user/profile", { token: learner.token });
    expect(after.body).toEqual(before.body);
  });

  it("needs a login", async () => {
    expect((await ctx.api("GET", "/api/user/profile")).status).toBe(401);
    expect((await ctx.api("PUT", "/api/user/profile", { body: GOOD_PROFILE })).status).toBe(401);
  });

  it("re-encodes a photo to WebP of at most 512 px without EXIF and serves it with cache headers", async () => {
    const res = await upload(learner, await cameraJpeg(1200, 800));
    expect(res.status).toBe(200);
    expect(res.body.photo).toMatch(/^\/uploads\/userProfile\/[0-9a-f-]{36}\.webp$/);
    expect([res.body.width, res.body.height]).toEqual([512, 341]);

    const info = await ctx.api("GET", "/api/user/info", { token: learner.token });
    expect(info.body.photo).toBe(res.body.photo);

    const served = await ctx.app.inject({ method: "GET", url: res.body.photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(512);
    expect(meta.exif).toBeUndefined();
  });

  it("accepts PNG and WebP photos and removes the old file once the new one is committed", async () => {
    const user = await ctx.makeUser({ programs: ["IBEPGOLD"], steps: 1 });
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const first = await upload(user, png, "me.png", "image/png");
    expect(first.status).toBe(200);
    expect([first.body.width, first.body.height]).toEqual([300, 300]);
    const firstName = first.body.photo.split("/").pop();
    expect(existsSync(join(photoDir(), firstName))).toBe(true);

    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    const second = await upload(user, webp, "me.webp", "image/webp");
    expect(second.status).toBe(200);
    expect(existsSync(join(photoDir(), firstName))).toBe(false);
    expect(existsSync(join(photoDir(), second.body.photo.split("/").pop()))).toBe(true);
    expect((await ctx.api("GET", first.body.photo)).status).toBe(404);
  });

  it("limits photo uploads to 30 a minute per learner, as every upload route; the 31st is 429 and stores nothing", async () => {
    const user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const text = Buffer.from("this is not a picture, just text\n".repeat(20));
    for (let i = 0; i < 30; i++) expect((await upload(user, text)).status).toBe(415);
    const files = existsSync(photoDir()) ? readdirSync(photoDir()).length : 0;
    const refused = await upload(user, await cameraJpeg(64, 64));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "too_many_requests",
      message: expect.stringMatching(/^too many attempts: try again in /),
    });
    expect((await ctx.userRow(user.id))?.photo).toBeNull();
    expect(existsSync(photoDir()) ? readdirSync(photoDir()).length : 0).toBe(files);
    // Counted per learner: someone else on the same address still uploads.
    const other = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    expect((await upload(other, await cameraJpeg(64, 64))).status).toBe(200);
  });

  describe("bad photos get the error contract and leave the old photo", () => {
    let user: TestUser;
    let current: string;
    beforeAll(async () => {
      user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
      const ok = await upload(user, await cameraJpeg(200, 200));
      current = ok.body.photo;
    });

    /** The status, the error contract and the whole answer (account/photo.ts, the photo route); the old photo kept. */
    async function expectRefused(
      res: {
        status: number;
        body: { error: string; message: string; fields?: { path: string; message: string }[] };
      },
      status: number,
      answer: string,
    ) {
      expect(res.status).toBe(status);
      expect(fieldText(res.body)).toBe(answer);
      expect(res.body).toEqual({
        error: expect.any(String),
        message: expect.any(String),
        // A 400 about a field names it (e.g. body.file for a photo sent under another name).
        ...(res.body.fields === undefined
          ? {}
          : { fields: [{ path: expect.any(String), message: res.body.message }] }),
      });
      expect((await ctx.api("GET", "/api/user/info", { token: user.token })).body.photo).toBe(current);
      expect(readdirSync(photoDir()).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    }

    it("refuses a 3 MB image with 413", async () => {
      const big = Buffer.concat([await cameraJpeg(64, 64), Buffer.alloc(3 * 1024 * 1024, 1)]);
      const files = readdirSync(photoDir()).length;
      await expectRefused(await upload(user, big), 413, "photo: larger than 2 MB; choose a smaller image");
      expect(readdirSync(photoDir()).length).toBe(files);
    });

    it("refuses text named .jpg with 415", async () => {
      const res = await upload(user, Buffer.from("this is not a picture, just text\n".repeat(20)), "me.jpg");
      await expectRefused(
        res,
        415,
        "photo: only JPEG, PNG or WebP images are accepted (this file is not an image)",
      );
      expect(res.body.error).toBe("unsupported_media_type");
    });

    it("refuses a GIF with 415", async () => {
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#0f0" } })
        .gif()
        .toBuffer();
      const res = await upload(user, gif, "me.gif", "image/gif");
      await expectRefused(
        res,
        415,
        "photo: only JPEG, PNG or WebP images are accepted (this file is GIF data)",
      );
    });

    it("refuses a truncated JPEG with 422", async () => {
      const jpeg = await cameraJpeg(400, 400);
      const res = await upload(user, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
      await expectRefused(res, 422, "photo: the image could not be read (it is damaged or incomplete)");
      expect(res.body.error).toBe("invalid_image");
    });

    it("refuses a decompression-bomb PNG (50,000 x 50,000 pixels in a tiny file) with 422", async () => {
      const bomb = declaredPng(50_000, 50_000);
      expect(bomb.length).toBeLessThan(2048);
      const res = await upload(user, bomb, "bomb.png", "image/png");
      await expectRefused(
        res,
        422,
        "photo: the image could not be read (its dimensions exceed 40 megapixels)",
      );
    });

    it("refuses a JSON body, a missing photo and a photo under another field name", async () => {
      const json = await ctx.api("POST", "/api/user/profile/photo", {
        token: user.token,
        body: { photo: "x" },
      });
      await expectRefused(json, 415, "send the photo as multipart/form-data (field 'photo')");
      const none = await postMultipart(ctx, "/api/user/profile/photo", user.token, {}, []);
      await expectRefused(none, 400, "body.photo: Is required");
      await expectRefused(
        await upload(user, await cameraJpeg(50, 50), "me.jpg", "image/jpeg", "file"),
        400,
        "body.file: Unexpected field (send the image as 'photo')",
      );
    });
  });

  it("refuses a photo from a learner who may not edit the profile yet, storing nothing", async () => {
    const early = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 1 });
    const files = existsSync(photoDir()) ? readdirSync(photoDir()).length : 0;
    const res = await upload(early, await cameraJpeg(100, 100));
    expect(res.status).toBe(403);
    expect(existsSync(photoDir()) ? readdirSync(photoDir()).length : 0).toBe(files);
    expect((await ctx.userRow(early.id))?.photo).toBeNull();
  });

  it("serves only generated photo names", async () => {
    for (const url of ["/uploads/userProfile/..%2F..%2Fetc%2Fpasswd", "/uploads/userProfile/x.webp"]) {
      const res = await ctx.api("GET", url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
    const missing = await ctx.api("GET", "/uploads/userProfile/00000000-0000-0000-0000-000000000000.webp");
    expect(missing.status).toBe(404);
  });
});
