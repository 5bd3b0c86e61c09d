// The one error type of the server and the one handler that turns every failure into `{ error, message }`.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "@fincareer/domain/contract/common";
import { isDataException, sqlState } from "./lib/pg-errors.ts";

/** A failure with a stable machine code, an HTTP status and a message safe to show the caller. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** 400: the request is well-formed but breaks a rule. */
export const badRequest = (message: string, code = "bad_request") => new AppError(code, 400, message);
/** 401: no usable credentials. */
export const unauthorized = (message: string, code = "unauthorized") => new AppError(code, 401, message);
/** 403: authenticated but not allowed. */
export const forbidden = (message: string, code = "forbidden") => new AppError(code, 403, message);
/** 404: nothing there (or nothing the caller may see). */
export const notFound = (message: string, code = "not_found") => new AppError(code, 404, message);
/** 409: clashes with existing data. */
export const conflict = (message: string, code = "conflict") => new AppError(code, 409, message);
/** 429: rate limit reached. */
export const tooMany = (message: string, code = "too_many_requests") => new AppError(code, 429, message);

const STATUS_CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable_entity",
  429: "too_many_requests",
};

/** The value at a validation issue's path in the request part it names (undefined = the field is missing). */
function valueAt(request: FastifyRequest, context: string, segments: string[]): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    params: request.params,
    querystring: request.query,
    headers: request.headers,
  };
  let value: unknown = parts[context];
  for (const key of segments) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Builds `body.email: must be a valid email address`-style text from the zod issues fastify collected. */
function validationMessage(
  err: FastifyError & { validationContext?: string },
  request: FastifyRequest,
): string {
  const context = err.validationContext ?? "request";
  const parts = (err.validation ?? []).map((issue) => {
    const segments = issue.instancePath.split("/").filter(Boolean);
    const where = segments.length ? `${context}.${segments.join(".")}` : context;
    // A missing field gets "is required" rather than the type or enum message zod reports for undefined.
    const missing = valueAt(request, context, segments) === undefined;
    return `${where}: ${missing ? "is required" : issue.message}`;
  });
  return parts.slice(0, 5).join("; ") || "invalid request";
}

/** Maps any thrown value to a status and an ErrorBody; 5xx details are logged, never sent. */
export function toErrorResponse(err: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (err instanceof AppError) return { status: err.status, body: { error: err.code, message: err.message } };
  const fe = err as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(fe) || Array.isArray(fe?.validation)) {
    return { status: 400, body: { error: "validation_error", message: validationMessage(fe, request) } };
  }
  if (fe?.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (fe instanceof SyntaxError && fe.statusCode === 400)) {
    return { status: 400, body: { error: "invalid_json", message: "body: malformed JSON" } };
  }
  if (isDataException(err)) {
    request.log.warn({ err }, "a value the schema let through was refused by the database");
    return {
      status: 400,
      body: { error: "invalid_value", message: "a value in the request is out of range" },
    };
  }
  if (sqlState(err) === "23503") {
    // A row the request refers to was deleted meanwhile (e.g. a progress report racing a forced delete).
    return {
      status: 409,
      body: {
        error: "conflict",
        message: "what this request refers to no longer exists: reload and try again",
      },
    };
  }
  const status = typeof fe?.statusCode === "number" ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { error: STATUS_CODES[status] ?? "bad_request", message: fe.message } };
  }
  request.log.error({ err }, "request failed");
  return { status: 500, body: { error: "internal_error", message: "internal server error" } };
}

/**
 * Fastify error handler: every failing request answers `{ error, message }`; a server error adds the request's id,
 * which its log lines carry too, so a learner's quote of it finds them.
 */
export function errorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(err, request);
  void reply.status(status).send(status >= 500 ? { ...body, requestId: request.id } : body);
}
