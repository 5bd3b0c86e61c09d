// Server entry: config -> database -> migrate -> app + realtime -> listen. Writes DATA_DIR/server.json so the CLI
// finds this server, and shuts down gracefully on SIGINT/SIGTERM.
import { rmSync, writeFileSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Logger } from "pino";
import { loadConfig } from "./platform/config.ts";
import { createLogger } from "./lib/logger.ts";
import { keepRunningThroughRedisDrops } from "./lib/redis-guard.ts";
import type { Config } from "./platform/config.ts";
import { SHUTDOWN_TIMEOUT_MS, startServer } from "./server.ts";

/** pino-pretty is a dev dependency: a production install without it logs JSON even on a terminal. */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/** The server's logger (lib/logger.ts: causes kept, credentials redacted), pretty on a developer's terminal. */
function serverLogger(config: Config): Logger {
  const pretty = process.stdout.isTTY && !config.isProduction && prettyAvailable();
  return createLogger(
    config.logLevel,
    pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } } : {},
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = serverLogger(config);
  keepRunningThroughRedisDrops((err) =>
    logger.warn({ err }, "a Redis command failed as its connection dropped (left unhandled by a library)"),
  );
  const server = await startServer({ config, logger }).catch((err: unknown) => {
    logger.fatal({ err }, "server failed to start");
    return null;
  });
  if (!server) {
    logger.flush?.();
    process.exitCode = 1;
    return;
  }

  const infoFile = join(config.dataDir, "server.json");
  writeFileSync(
    infoFile,
    JSON.stringify({ pid: process.pid, port: server.port, host: config.host, url: server.url }, null, 2) +
      "\n",
  );
  const removeInfo = () => {
    try {
      const info = JSON.parse(readFileSync(infoFile, "utf8")) as { pid?: number };
      if (info.pid === process.pid) rmSync(infoFile, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on("exit", removeInfo);
  logger.info(
    {
      url: server.url,
      database: server.db.kind,
      realtime: server.realtime.kind,
      clientHash: server.app.clientHash,
    },
    `listening on ${server.url}`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      logger.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      removeInfo();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    server.close().then(
      () => {
        removeInfo();
        logger.info("stopped");
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, "error during shutdown");
        removeInfo();
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

await main();
