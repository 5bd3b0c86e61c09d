// How a CLI command reaches the admin API: HTTP to a running server (SERVER_URL, or DATA_DIR/server.json naming a
// live process), or an in-process app over app.inject when no server runs. Never two processes on one PGlite.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../platform/config.ts";
import { livePid } from "../db/lock-file.ts";
import { signOperatorToken } from "../lib/tokens.ts";
import type { FileUpload } from "../platform/cli.ts";

/** One admin API call's result. */
export interface ApiResult {
  status: number;
  body: unknown;
}

/** A connection to the admin API. */
export interface Transport {
  /** Human description for messages ("server at http://..." or "in-process app on ..."). */
  readonly description: string;
  /** The server's address when talking HTTP (to print absolute links), else undefined. */
  readonly baseUrl?: string;
  request(
    method: "GET" | "POST" | "PATCH",
    path: string,
    body?: unknown,
    file?: FileUpload,
  ): Promise<ApiResult>;
  close(): Promise<void>;
}

/** A multipart/form-data body with one file part, as browsers send it. */
export function multipartBody(file: FileUpload): { payload: Buffer; contentType: string } {
  const boundary = `----fincareer-cli-${randomBytes(12).toString("hex")}`;
  const name = file.fileName.replace(/["\r\n]/g, "_");
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${name}"\r\n` +
    `Content-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The URL of a running server for this config: SERVER_URL, else DATA_DIR/server.json when its pid is alive. */
export function runningServerUrl(config: Config, env: NodeJS.ProcessEnv): string | null {
  if (env.SERVER_URL) return env.SERVER_URL.replace(/\/+$/, "");
  const file = join(config.dataDir, "server.json");
  if (livePid(file) === null) return null;
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as { url?: unknown };
    return typeof info.url === "string" ? info.url.replace(/\/+$/, "") : null;
  } catch {
    return null;
  }
}

/** Talks to a running server with a 5-minute operator token signed with the configured secret. */
export function httpTransport(baseUrl: string, secret: string): Transport {
  const token = signOperatorToken(secret);
  return {
    description: `server at ${baseUrl}`,
    baseUrl,
    async request(method, path, body, file) {
      let res: Response;
      const form = file ? multipartBody(file) : null;
      try {
        res = await fetch(baseUrl + path, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(form
              ? { "content-type": form.contentType }
              : body !== undefined
                ? { "content-type": "application/json" }
                : {}),
          },
          body: form ? new Uint8Array(form.payload) : body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (err) {
        const reason = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
        throw new Error(`cannot reach the server at ${baseUrl} (${reason}); is it running?`);
      }
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: keep the text for the error message.
      }
      return { status: res.status, body: parsed };
    },
    close: async () => {},
  };
}

/** Opens the database itself (respecting the PGlite lock), migrates, and calls the routes with app.inject. */
export async function inProcessTransport(config: Config): Promise<Transport> {
  // Loaded here, not at the top: a command that goes to a running server (every one in the browser tests) starts
  // in a fraction of the time without the app, the drivers and the seed content.
  const [
    { default: pino },
    { buildApp },
    { migrateDatabase, openDatabase },
    { createLogger },
    { createRealtime },
  ] = await Promise.all([
    import("pino"),
    import("../app.ts"),
    import("../db/client.ts"),
    import("../lib/logger.ts"),
    import("../platform/realtime.ts"),
  ]);
  const level = config.logLevel === "silent" ? "silent" : "warn";
  const logger = createLogger(level, { destination: pino.destination(2) });
  const db = await openDatabase(config);
  try {
    await migrateDatabase(db);
    // With REDIS_URL the adapter still reaches sockets connected to other instances (e.g. for notify).
    const realtime = await createRealtime({
      redisUrl: config.redisUrl,
      redisKey: `${config.redisPrefix}socket.io`,
      logger,
    });
    // No background work: the feed would start generating and ticking, and be cut off when the command ends.
    const app = await buildApp({ config, db, realtime, logger, background: false });
    const token = app.jwt.sign({ op: true }, { expiresIn: "5m" });
    return {
      description: `in-process app on ${db.kind === "pglite" ? config.pgliteDir : "DATABASE_URL"}`,
      async request(method, path, body, file) {
        const form = file ? multipartBody(file) : null;
        const res = await app.inject({
          method,
          url: path,
          headers: {
            authorization: `Bearer ${token}`,
            ...(form ? { "content-type": form.contentType } : {}),
          },
          ...(form ? { payload: form.payload } : body !== undefined ? { payload: body as object } : {}),
        });
        let parsed: unknown = res.body;
        try {
          parsed = JSON.parse(res.body);
        } catch {
          // Not JSON.
        }
        return { status: res.statusCode, body: parsed };
      },
      async close() {
        // No server runs to send what the command queued (a welcome or test mail): send it now.
        await app.mail.sender
          .drain()
          .catch((err: unknown) => logger.warn({ err }, "queued mail not sent: the server will retry"));
        await app.close();
        await realtime.close();
        await db.close();
      },
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}

/** Picks the transport for this environment. */
export async function connect(config: Config, env: NodeJS.ProcessEnv): Promise<Transport> {
  const url = runningServerUrl(config, env);
  return url ? httpTransport(url, config.jwtSecret) : inProcessTransport(config);
}
