// The one error type of the server and the one handler that turns every failure into `{ error, message }`.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ErrorBody, FieldError } from "@fincareer/domain/contract/common";
import { plainIssueMessage } from "@fincareer/domain/field-words";
import { isDataException, isDatabaseUnavailable, sqlState } from "./pg-errors.ts";

// Schemas without their own message get one in plain words from the field's label (issue 26).
z.config({ customError: plainIssueMessage });

/** A leading `body.week: ` (the field a message is about) in a thrown message. */
const FIELD_PATH = /^((?:body|querystring|params|headers)(?:\.[\w-]+)+): /;

/**
 * A failure with a stable machine code, an HTTP status and a message safe to show the caller. A message that
 * starts with the field's path (`body.week: Week 5 is not open`) answers that path in `fields` and the words
 * after it as the message.
 */
export class AppError extends Error {
  readonly fields: FieldError[] | undefined;

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    fields?: FieldError[],
  ) {
    const match = fields === undefined ? FIELD_PATH.exec(message) : null;
    const words = match ? sentence(message.slice(match[0].length)) : message;
    super(words);
    this.name = "AppError";
    this.fields = match ? [{ path: match[1]!, message: words }] : fields;
  }
}

/** The first letter in capitals: messages are shown as they are. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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

/** 400 validation_error from a zod failure outside a route schema (e.g. multipart parts), like the JSON routes'. */
export function invalidFields(error: z.ZodError, context = "body"): AppError {
  const fields = error.issues.slice(0, 5).map((issue) => ({
    path: [context, ...issue.path.map(String)].join("."),
    message: sentence(issue.message),
  }));
  return new AppError("validation_error", 400, joinMessages(fields), fields);
}

/** One message for people from the fields' messages, each once, in order. */
function joinMessages(fields: FieldError[]): string {
  const message = [...new Set(fields.map((f) => f.message))].join("; ");
  return message || "The request could not be read: reload the page and try again";
}

/**
 * The zod issues fastify collected as `fields` (the path a program reads, e.g. `body.linkedin_url`, and the
 * plain message) and one message for people: the fields' messages in order.
 */
export function validationFields(err: FastifyError & { validationContext?: string }): {
  message: string;
  fields: FieldError[];
} {
  const context = err.validationContext ?? "request";
  const fields = (err.validation ?? []).slice(0, 5).map((issue) => {
    const segments = issue.instancePath.split("/").filter(Boolean);
    const path = segments.length ? `${context}.${segments.join(".")}` : context;
    return { path, message: sentence(issue.message ?? "Check this field") };
  });
  return { message: joinMessages(fields), fields };
}

/** What a client is told while a part the server needs (the database) cannot be reached: try again shortly. */
export const UNAVAILABLE_MESSAGE = "the service is briefly unavailable: try again in a moment";
/** Seconds a 503 `unavailable` asks the client to wait (its Retry-After header). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** 503 unavailable: a part the server needs cannot be reached right now (answered with Retry-After). */
export const unavailable = (message = UNAVAILABLE_MESSAGE) => new AppError("unavailable", 503, message);

/** Maps any thrown value to a status and an ErrorBody; 5xx details are logged, never sent. */
export function toErrorResponse(err: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    // A part the server needs is down (S3 stalled): the cause goes to the log, the answer says try again.
    if (err.status === 503 && err.cause !== undefined) request.log.warn({ err: err.cause }, err.message);
    const fields = err.fields === undefined ? {} : { fields: err.fields };
    return { status: err.status, body: { error: err.code, message: err.message, ...fields } };
  }
  const fe = err as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(fe) || Array.isArray(fe?.validation)) {
    return { status: 400, body: { error: "validation_error", ...validationFields(fe) } };
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
  if (isDatabaseUnavailable(err)) {
    // An outage, not a bug: logged once per request at warn, answered in plain words with Retry-After (errorHandler).
    request.log.warn({ err }, "the database cannot be reached");
    return { status: 503, body: { error: "unavailable", message: UNAVAILABLE_MESSAGE } };
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
 * which its log lines carry too, so a learner's quote of it finds them. A 503 `unavailable` (the database is down)
 * says when to try again (Retry-After).
 */
export function errorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(err, request);
  if (body.error === "unavailable") void reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_S));
  void reply.status(status).send(status >= 500 ? { ...body, requestId: request.id } : body);
}
