import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorLogs } from "../src/db/schema.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("error log on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("stores a report with the caller's own user_id", async () => {
    const user = await ctx.makeUser();
    const res = await ctx.api("POST", "/api/errorlog/add", {
      token: user.token,
      body: { user_id: user.id, error: "portfolio service error in FMEPGOLD" },
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const rows = await ctx.db.select().from(errorLogs);
    expect(rows.at(-1)).toMatchObject({ userId: user.id, error: "portfolio service error in FMEPGOLD" });
  });

  it("records the caller when user_id is left out, and accepts anonymous reports", async () => {
    const user = await ctx.makeUser();
    await ctx.api("POST", "/api/errorlog/add", {
      token: user.token,
      body: { error: "games service error in BA" },
    });
    expect((await ctx.db.select().from(errorLogs)).at(-1)).toMatchObject({ userId: user.id });
    const anon = await ctx.api("POST", "/api/errorlog/add", {
      body: { user_id: null, error: "login page error" },
    });
    expect(anon.status).toBe(200);
    expect((await ctx.db.select().from(errorLogs)).at(-1)).toMatchObject({
      userId: null,
      error: "login page error",
    });
  });

  it("refuses another user's id, an anonymous user_id, an empty error and a bad token, storing nothing", async () => {
    const user = await ctx.makeUser();
    const other = await ctx.makeUser();
    const before = await ctx.snapshot();
    const otherId = await ctx.api("POST", "/api/errorlog/add", {
      token: user.token,
      body: { user_id: other.id, error: "x" },
    });
    expect(otherId).toMatchObject({ status: 403, body: { error: "forbidden" } });
    const anonId = await ctx.api("POST", "/api/errorlog/add", { body: { user_id: user.id, error: "x" } });
    expect(anonId.status).toBe(403);
    const empty = await ctx.api("POST", "/api/errorlog/add", { token: user.token, body: { error: "  " } });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: "Error is required", fields: [{ path: "body.error", message: "Error is required" }] },
    });
    const wrongType = await ctx.api("POST", "/api/errorlog/add", {
      token: user.token,
      body: { user_id: "me", error: "x" },
    });
    expect(wrongType.status).toBe(400);
    expect(fieldText(wrongType.body)).toBe("body.user_id: Enter a number for user id");
    const forged = await ctx.api("POST", "/api/errorlog/add", {
      token: ctx.forgedToken(user),
      body: { error: "x" },
    });
    expect(forged.status).toBe(401);
    expect(await ctx.snapshot()).toEqual(before);
  });
});
