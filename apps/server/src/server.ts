// A listening server: database (opened and migrated unless given), realtime on the same HTTP server, the app.
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { buildApp } from "./app.ts";
import type { App } from "./app.ts";
import type { Config } from "./platform/config.ts";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { STALE_TMP_MS } from "./lib/uploads/limits.ts";
import { sweepStaleTmpFiles } from "./lib/uploads/tmp-files.ts";
import { callerMayRead } from "./platform/http/access.ts";
import { createRealtime } from "./platform/realtime.ts";
import type { SocketRealtime } from "./platform/realtime.ts";

/**
 * How long a stopping instance may take before it exits anyway (main.ts); deploy/systemd/fincareer@.service waits
 * longer before its SIGKILL (TimeoutStopSec, checked by deploy-files.test.ts).
 */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** A started server and how to stop it. */
export interface RunningServer {
  app: App;
  realtime: SocketRealtime;
  db: DatabaseHandle;
  port: number;
  /** A URL a local client can use (0.0.0.0 and :: are reached through the loopback address). */
  url: string;
  /** Readiness fails from now on (close() calls it first; a supervisor may call it earlier to drain). */
  beginShutdown(): void;
  close(): Promise<void>;
}

/** Opens (or takes) the database, builds the app, attaches socket.io and listens on config.host:config.port. */
export async function startServer(opts: {
  config: Config;
  logger: Logger;
  db?: DatabaseHandle;
  /** The socket.io adapter's key; default `<REDIS_PREFIX>socket.io`. */
  redisKey?: string;
}): Promise<RunningServer> {
  const { config, logger } = opts;
  const ownDb = !opts.db;
  const db = opts.db ?? (await openDatabase(config));
  let realtime: SocketRealtime | undefined;
  let app: App | undefined;
  try {
    if (ownDb) await migrateDatabase(db);
    // Half-written uploads of a previous run. The embedded database admits one process, so every .tmp file is
    // stale; instances sharing an uploads folder leave the ones young enough to belong to a running upload.
    const removed = await sweepStaleTmpFiles(config.uploadsDir, db.kind === "pglite" ? 0 : STALE_TMP_MS);
    if (removed > 0) logger.info({ removed }, "removed half-written upload files");
    realtime = await createRealtime({
      redisUrl: config.redisUrl,
      redisKey: opts.redisKey ?? `${config.redisPrefix}socket.io`,
      logger,
    });
    app = await buildApp({ config, db, realtime, logger });
    const auth = app.services.auth;
    realtime.attach(
      app.server,
      {
        identify: (token) => auth.identify(token),
        // Read now, never from the session cache: a login ended a moment ago on another instance must not listen on.
        async authorize(identity) {
          const caller = await auth.fresh(identity).catch(() => null);
          if (caller?.kind !== "user") return null;
          // The price feed goes to whoever may read the market by the API's table.
          return { userId: caller.userId, market: callerMayRead(caller, "market") };
        },
      },
      app.services.notifications.catchUp,
    );
    await app.listen({ host: config.host, port: config.port });
    // Only a listening server sends reminders: the CLI's in-process app and the tests never start the timer.
    app.workers.startAll();
  } catch (err) {
    await realtime?.close().catch(() => {});
    await app?.close().catch(() => {});
    if (ownDb) await db.close().catch(() => {});
    throw err;
  }
  const port = (app.server.address() as AddressInfo).port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const started = { app, realtime };
  let closing: Promise<void> | undefined;
  return {
    app,
    realtime,
    db,
    port,
    url,
    beginShutdown: () => started.app.services.health.beginShutdown(),
    close() {
      closing ??= (async () => {
        // Load balancers probing /api/health/ready see 503 "shutting down" on connections still open.
        started.app.services.health.beginShutdown();
        // app.close() stops accepting at once; closing the sockets lets the HTTP server finish closing.
        const appClosed = started.app.close();
        await started.realtime.close();
        await appClosed;
        if (ownDb) await db.close();
      })();
      return closing;
    },
  };
}
