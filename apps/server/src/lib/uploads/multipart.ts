// What a broken or oversize multipart body becomes: the caller's fault (400) or too much (413), with the error
// contract, instead of a 500 and an error-level log line. Every upload route reads its parts through these.
import type { Multipart } from "@fastify/multipart";
import { AppError } from "../errors.ts";
import type { MultipartLimits } from "./limits.ts";

const LIMIT_CODES = new Set(["FST_PARTS_LIMIT", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT"]);

/** 413 for a body with more parts, fields or files than the route takes. */
export function tooManyParts(limits: MultipartLimits): AppError {
  return new AppError(
    "payload_too_large",
    413,
    `body: too many parts (at most ${limits.fields} fields and ${limits.files} file${limits.files === 1 ? "" : "s"})`,
  );
}

/** 400 for a body that is not well-formed multipart/form-data. */
export function malformedMultipart(detail: string): AppError {
  return new AppError("invalid_multipart", 400, `body: malformed multipart/form-data (${detail})`);
}

/** True for an operating-system failure (disk full, permissions): the server's problem, a real 500. */
function isSystemError(err: unknown): boolean {
  return typeof (err as { syscall?: unknown }).syscall === "string";
}

/**
 * Maps what reading a multipart body threw to the AppError to answer: `fileTooLarge` for a file over its limit,
 * 413 for too many parts, 400 for a truncated or malformed body (busboy's errors carry no code). AppErrors and
 * system errors pass through unchanged.
 */
export function uploadError(err: unknown, limits: MultipartLimits, fileTooLarge: () => AppError): unknown {
  if (err instanceof AppError || isSystemError(err)) return err;
  const code = (err as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return fileTooLarge();
  if (typeof code === "string" && LIMIT_CODES.has(code)) return tooManyParts(limits);
  if (code === "FST_MP_PREMATURE_CLOSE" || code === "ECONNRESET") {
    return malformedMultipart("the body ended before its last part");
  }
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === "number" && status >= 500) return err;
  if (err instanceof Error) {
    const message = /unexpected end/i.test(err.message) ? "the body ended before its last part" : err.message;
    return malformedMultipart(message);
  }
  return err;
}

/** A text part's value; 413 when busboy cut its name or value at the route's limits. */
export function fieldValue(part: Multipart, limits: MultipartLimits): string {
  if (part.type !== "field") throw new TypeError("fieldValue: not a field part");
  if (part.valueTruncated || part.fieldnameTruncated) {
    throw new AppError(
      "payload_too_large",
      413,
      `body.${part.fieldname}: longer than ${limits.fieldSize.toLocaleString("en-IN")} bytes`,
    );
  }
  return typeof part.value === "string" ? part.value : String(part.value);
}

/** The multipart options every upload route registers or passes to request.parts(). */
export function partsOptions(limits: MultipartLimits): { limits: MultipartLimits } {
  return { limits: { ...limits } };
}
