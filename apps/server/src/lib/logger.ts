// The server's pino options, used by the server, the CLI and the tests: errors keep their whole cause chain (type,
// message, stack and fields of every cause), and no credential reaches a log line - authorization headers,
// cookies, password and token fields, signed links' query parameters and the parameters of failed SQL queries
// are replaced by "[redacted]". Every line carries the running release's version and commit (lib/build-info.ts).
import { hostname } from "node:os";
import pino from "pino";
import type { DestinationStream, Logger, LoggerOptions } from "pino";
import { buildInfo } from "./build-info.ts";

const REDACTED = "[redacted]";

/** Field names whose values are credentials wherever they appear. */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "oldPassword",
  "passwordHash",
  "token",
  "accessToken",
  "refreshToken",
  "jwtSecret",
  "secret",
  "sig",
];

/** pino redact paths: headers of requests and responses, and secret fields at the top and one level down. */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
];

/** Query parameters that carry a credential (signed media links, tokens in socket or download URLs). */
const SECRET_PARAM = /^(sig|signature|token|access_token|auth|password|secret|key|code)$/i;
/** A JWT (three base64url parts, the first a JSON header) or a Bearer credential inside free text. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;

/**
 * Paths whose next segment is a credential: a calendar feed's secret address, an unsubscribe token, a certificate's
 * verification code (API and web page). The segment is replaced, the rest of the path kept.
 */
const SECRET_SEGMENT =
  /^((?:\/api\/live\/calendar|\/api\/mail\/unsubscribe|\/api\/certificates\/verify|\/verify)\/)[^/?#]+/i;

/**
 * The URL with credentials replaced: the token segment of the paths above, the values of credential-carrying query
 * parameters, and JWTs anywhere.
 */
export function redactUrl(given: string): string {
  const url = given.replace(SECRET_SEGMENT, `$1${REDACTED}`);
  const q = url.indexOf("?");
  if (q < 0) return url.replace(JWT, REDACTED);
  const params = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as it came.
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join("&")}`.replace(JWT, REDACTED);
}

/** Free text (messages, stacks) without JWTs, Bearer credentials or the parameters of a failed query. */
function scrubText(text: string): string {
  // drizzle-orm's DrizzleQueryError message ends with "params: <values>", which may hold emails and hashes.
  return text
    .replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1 ${REDACTED}`);
}

type Serialized = Record<string, unknown>;

/** Scrubs one serialized error and its causes (errWithCause nests them under `cause`). */
function scrubError(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== "object" || depth > 10) return value;
  const out: Serialized = {};
  for (const [key, v] of Object.entries(value as Serialized)) {
    if (key === "params" || SECRET_FIELDS.includes(key)) out[key] = REDACTED;
    else if (typeof v === "string") out[key] = scrubText(v);
    else if (key === "cause" || key === "aggregateErrors") {
      out[key] = Array.isArray(v) ? v.map((x) => scrubError(x, depth + 1)) : scrubError(v, depth + 1);
    } else out[key] = v;
  }
  return out;
}

/** pino `err` serializer: the error and every cause with type, message, stack and own fields, credentials removed. */
export function errSerializer(err: unknown): unknown {
  if (!err || typeof err !== "object" || typeof (err as { message?: unknown }).message !== "string")
    return err;
  return scrubError(pino.stdSerializers.errWithCause(err as Error));
}

/** pino `req` serializer (Fastify's request fields, the URL without credentials). */
function reqSerializer(req: {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}): Serialized {
  return {
    method: req.method,
    url: req.url ? redactUrl(req.url) : req.url,
    host: req.host ?? req.hostname,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

/** The pino options of every logger of the server at a level. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // pino's own base (pid, hostname) and the build, so a line says which release wrote it.
    base: { pid: process.pid, hostname: hostname(), version: buildInfo.version, commit: buildInfo.commit },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: errSerializer, error: errSerializer, cause: errSerializer, req: reqSerializer },
  };
}

/** A logger with the server's options, writing to `destination` (stdout by default) or through `transport`. */
export function createLogger(
  level: string,
  opts: { destination?: DestinationStream; transport?: LoggerOptions["transport"] } = {},
): Logger {
  const options = { ...loggerOptions(level), ...(opts.transport ? { transport: opts.transport } : {}) };
  return opts.destination ? pino(options, opts.destination) : pino(options);
}
