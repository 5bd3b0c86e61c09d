// Listening servers and socket.io clients for the realtime tests: a server on 127.0.0.1 (port 0) on a database the
// test owns, wrapped in a TestContext for the factories, and clients that connect over websocket only.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pino from "pino";
import { io as ioClient } from "socket.io-client";
import type { Socket } from "socket.io-client";
import { startServer } from "../../src/server.ts";
import type { SocketRealtime } from "../../src/platform/realtime.ts";
import type { RunningServer } from "../../src/server.ts";
import { TestContext, testConfig } from "./context.ts";
import type { Backend, freshDatabase } from "./context.ts";
import { REDIS_URL } from "./redis.ts";

/** A database from freshDatabase(). */
export type TestDb = Awaited<ReturnType<typeof freshDatabase>>;

/**
 * Starts a listening server on a database and wraps it in a TestContext for the factories. The database belongs to
 * the test; stopping the server also removes its temporary data folder.
 */
export async function serve(
  backend: Backend,
  db: TestDb,
  env: NodeJS.ProcessEnv = {},
): Promise<{ server: RunningServer; ctx: TestContext }> {
  const config = testConfig({ HOST: "127.0.0.1", PORT: "0", ...env });
  const server = await startServer({ config, logger: pino({ level: "silent" }), db: db.handle });
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    rmSync(config.dataDir, { recursive: true, force: true });
  };
  const ctx = new TestContext(
    backend,
    server.app,
    db.handle,
    config,
    server.realtime,
    db.url,
    async () => {},
  );
  return { server, ctx };
}

/** Two instances of one deployment (one database, a REDIS_PREFIX unique to the test run) sharing rooms on Redis. */
export async function serveOnRedis(
  backend: Backend,
  db: TestDb,
): Promise<[{ server: RunningServer; ctx: TestContext }, { server: RunningServer; ctx: TestContext }]> {
  const env = { REDIS_URL, REDIS_PREFIX: `fincareer-test-${randomBytes(6).toString("hex")}:` };
  return [await serve(backend, db, env), await serve(backend, db, env)];
}

/** A socket.io client connected to the server at `url` (websocket only, no reconnection). */
export function connectClient(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = ioClient(url, {
      path: "/socket.io",
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
    });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

/** The payloads of `event` the socket receives from now on. */
export function collect(socket: Socket, event: string): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

/** Records what `realtime.toUser` pushes (and still pushes it) until `stop()`; `sent` lists each push in order. */
export function recordPushes(realtime: Pick<SocketRealtime, "toUser">): {
  sent: { userId: number; event: string; payload: unknown }[];
  stop: () => void;
} {
  const sent: { userId: number; event: string; payload: unknown }[] = [];
  const original = realtime.toUser.bind(realtime);
  realtime.toUser = (userId, event, payload) => {
    sent.push({ userId, event, payload });
    original(userId, event, payload);
  };
  return { sent, stop: () => (realtime.toUser = original) };
}
