// PRODUCT.md: "bad input gets a 4xx with a clear message and changes nothing". Each case asserts the status, the
// { error, message } body (and a 400's fields), and that no table changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { toErrorResponse } from "../src/lib/errors.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";
import { SIGNUP_CONSENT_MESSAGE } from "@fincareer/domain/contract/privacy";

interface Case {
  name: string;
  method: "GET" | "POST" | "PATCH";
  url: string;
  status: number;
  error: string;
  /** The whole answer: fieldText() of the body (a 400's fields as `path: message`), else its message. */
  message: string;
  token?: "user" | "expired" | "forged" | "operator" | "none";
  body?: unknown;
  payload?: string;
  headers?: Record<string, string>;
}

const CASES: Case[] = [
  {
    name: "malformed JSON on login",
    method: "POST",
    url: "/api/auth/login",
    payload: '{"email": "a@b.c", ',
    headers: { "content-type": "application/json" },
    status: 400,
    error: "invalid_json",
    message: "body: malformed JSON",
    token: "none",
  },
  {
    name: "malformed JSON on signup_step",
    method: "POST",
    url: "/api/user/signup_step",
    payload: "{step: 1}",
    headers: { "content-type": "application/json" },
    status: 400,
    error: "invalid_json",
    message: "body: malformed JSON",
  },
  {
    name: "missing fields on signup",
    method: "POST",
    url: "/api/auth/signup",
    body: { email: "x@example.com" },
    status: 400,
    error: "validation_error",
    message: `body.name: Fill in full name; body.password: Fill in password; body.consent: ${SIGNUP_CONSENT_MESSAGE}`,
    token: "none",
  },
  {
    name: "no body at all on signup",
    method: "POST",
    url: "/api/auth/signup",
    status: 400,
    error: "validation_error",
    message: "body: Fill in the form and send it again",
    token: "none",
  },
  {
    name: "an array instead of an object",
    method: "POST",
    url: "/api/auth/login",
    body: [1, 2],
    status: 400,
    error: "validation_error",
    message: "body: Fill in this field again: it could not be read",
    token: "none",
  },
  {
    name: "an invalid email",
    method: "POST",
    url: "/api/auth/signup",
    body: {
      name: "X",
      email: "not-an-email",
      password: "password123",
      consent: { notice_version: 1, accepted: true },
    },
    status: 400,
    error: "validation_error",
    message: "body.email: Enter a valid email address, like name@example.com",
    token: "none",
  },
  {
    name: "a short password",
    method: "POST",
    url: "/api/auth/signup",
    body: {
      name: "X",
      email: "short@example.com",
      password: "123",
      consent: { notice_version: 1, accepted: true },
    },
    status: 400,
    error: "validation_error",
    message: "body.password: Choose a password of at least 10 characters",
    token: "none",
  },
  {
    name: "a step given as text",
    method: "POST",
    url: "/api/user/signup_step",
    body: { step: "1" },
    status: 400,
    error: "validation_error",
    message: "body.step: Enter a number for step",
  },
  {
    name: "an unknown program name on switch",
    method: "POST",
    url: "/api/selectprogram/switch",
    body: { selection: "fmepgold" },
    status: 400,
    error: "validation_error",
    message: "body.selection: Choose a program from the list",
  },
  {
    name: "an unknown program name on admin enrol",
    method: "POST",
    url: "/api/admin/enrolments",
    body: { email: "x@example.com", program: "GOLD" },
    status: 400,
    error: "validation_error",
    message: "body.program: Choose a program from the list",
    token: "operator",
  },
  {
    name: "a non-numeric notification limit",
    method: "GET",
    url: "/api/notifications/list/five",
    status: 400,
    error: "validation_error",
    message: "params.limit: Limit must be a number",
  },
  {
    name: "a non-numeric notification id",
    method: "GET",
    url: "/api/notifications/mark-read/first",
    status: 400,
    error: "validation_error",
    message: "params.id: Id must be a notification id or 'all'",
  },
  {
    name: "an expired token",
    method: "POST",
    url: "/api/selectprogram/switch",
    body: { selection: "BA" },
    status: 401,
    error: "unauthorized",
    message: "token expired: log in again",
    token: "expired",
  },
  {
    name: "a forged token",
    method: "POST",
    url: "/api/user/signup_step",
    body: { step: 1 },
    status: 401,
    error: "unauthorized",
    message: "invalid token signature: log in again",
    token: "forged",
  },
  {
    name: "a missing token",
    method: "POST",
    url: "/api/user/signup_step",
    body: { step: 1 },
    status: 401,
    error: "unauthorized",
    message: "missing token: send 'Authorization: Bearer <token>' (log in first)",
    token: "none",
  },
  {
    name: "a text/plain body",
    method: "POST",
    url: "/api/errorlog/add",
    payload: "error happened",
    headers: { "content-type": "text/plain" },
    status: 415,
    error: "unsupported_media_type",
    // Fastify's own message (FST_ERR_CTP_INVALID_MEDIA_TYPE), passed on by lib/errors.ts.
    message: "Unsupported Media Type",
  },
  {
    name: "a body over the 1 MiB limit",
    method: "POST",
    url: "/api/errorlog/add",
    payload: JSON.stringify({ error: "x".repeat(1_100_000) }),
    headers: { "content-type": "application/json" },
    status: 413,
    error: "payload_too_large",
    // Fastify's own message (FST_ERR_CTP_BODY_TOO_LARGE).
    message: "Request body is too large",
  },
  {
    name: "an error text over 4000 characters",
    method: "POST",
    url: "/api/errorlog/add",
    body: { error: "x".repeat(4001) },
    status: 400,
    error: "validation_error",
    message: "body.error: Error can have at most 4000 characters",
  },
  {
    name: "an unknown /api route",
    method: "GET",
    url: "/api/does-not-exist",
    status: 404,
    error: "not_found",
    message: "no route GET /api/does-not-exist",
  },
  {
    name: "an unknown /api route with POST",
    method: "POST",
    url: "/api/user/info",
    body: {},
    status: 404,
    error: "not_found",
    message: "no route POST /api/user/info",
  },
];

describe.each(BACKENDS)("bad input on $name", (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    user = await ctx.makeUser({ steps: 0, programs: ["BA", "FMEPGOLD"] });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each(CASES)("$name -> $status $error, nothing changed", async (c) => {
    const token = {
      user: user.token,
      expired: ctx.expiredToken(user),
      forged: ctx.forgedToken(user),
      operator: ctx.operatorToken(),
      none: undefined,
    }[c.token ?? "user"];
    const before = await ctx.snapshot();
    const res = await ctx.api(c.method, c.url, {
      token,
      body: c.body,
      payload: c.payload,
      headers: c.headers,
    });
    expect(res.status).toBe(c.status);
    const { fields, ...rest } = res.body as { fields?: unknown };
    expect(Object.keys(rest).sort()).toEqual(["error", "message"]);
    if (c.error === "validation_error") {
      expect(fields).toEqual(
        expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
      );
    }
    expect(res.body.error).toBe(c.error);
    expect(fieldText(res.body)).toBe(c.message);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("answers 400 for an id too big for the database, changing nothing", async () => {
    const u = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const before = await ctx.snapshot();
    const res = await ctx.api("GET", "/api/notifications/mark-read/99999999999", { token: u.token });
    expect(res.status).toBe(400);
    expect(fieldText(res.body)).toBe("params.id: Id must be 2147483647 or less");
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("turns a value the database refuses (SQLSTATE class 22) into a 400, never a 500", () => {
    const dbError = Object.assign(new Error("query failed"), {
      cause: Object.assign(new Error('value "99999999999" is out of range for type integer'), {
        code: "22003",
      }),
    });
    const res = toErrorResponse(dbError, { log: ctx.app.log } as unknown as FastifyRequest);
    expect(res).toEqual({
      status: 400,
      body: { error: "invalid_value", message: "a value in the request is out of range" },
    });
  });

  it("answers 409 when a row the request refers to was deleted meanwhile (SQLSTATE 23503)", () => {
    const dbError = Object.assign(new Error("query failed"), {
      cause: Object.assign(new Error("insert violates foreign key constraint"), { code: "23503" }),
    });
    const res = toErrorResponse(dbError, { log: ctx.app.log } as unknown as FastifyRequest);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("conflict");
  });

  it("hides the details of a 500", async () => {
    const failing = await createTestContext(backend);
    try {
      const u = await failing.makeUser();
      failing.app.services.user.info = async () => {
        throw new Error("secret internal detail");
      };
      const res = await failing.api("GET", "/api/user/info", { token: u.token });
      expect(res.status).toBe(500);
      // Only the request's id, to quote to support, which finds the details in the log by it.
      expect(res.body).toEqual({
        error: "internal_error",
        message: "internal server error",
        requestId: res.headers["x-request-id"],
      });
    } finally {
      await failing.close();
    }
  });
});
