// Request ids: a caller's x-request-id (a load balancer's, or one a learner quotes from an error) is kept when it is
// safe to echo in a header and write to a log line; anything else gets a new UUID.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = "x-request-id";

// Letters, digits, dot, underscore and hyphen: no slashes (a path such as ../../etc/passwd), spaces, quotes or
// control characters to forge log lines with.
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Whether a caller's request id may be used as it is: 1-64 letters, digits, dots, underscores or hyphens. */
export function isSafeRequestId(value: unknown): value is string {
  return typeof value === "string" && SAFE_ID.test(value);
}

/** The request's id (Fastify's genReqId): its x-request-id when safe, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(given) ? given : randomUUID();
}
