// What a server module is. Each folder under modules/ has a module.ts that exports one `defineModule({...})`: its
// name, the operator settings it reads, its routes (registered in `register`), its background workers and its CLI
// commands. app.ts is the list of modules in order; server.ts starts the workers; the CLI adds the commands.
//
// The floors (docs/adding-a-module.md): lib (pure helpers) <- db (schema, client) <- platform (what every area
// uses: audit, outbox, notifications, activity, tokens, locks, storage, realtime, the HTTP plugins) <- modules
// (one folder per area; a module never imports another module) <- wiring (app.ts, server.ts, cli/, demo/).
// What one module needs of another is passed in by app.ts through `needs` (a small interface the module declares).
import type { Command } from "commander";
import type { createClient } from "redis";
import type { Logger } from "pino";
import type { DatabaseHandle, Db } from "../db/client.ts";
import type { TokenCodec } from "../lib/tokens.ts";
import type { App } from "./app-type.ts";
import type { Config } from "./config.ts";
import type { CliCall } from "./cli.ts";
import type { NotificationService } from "./notifications.ts";
import type { PersonalDataItem } from "./privacy.ts";
import type { Realtime } from "./realtime.ts";
import type { ObjectStorage } from "./storage/storage.ts";
import type { AppMetrics } from "./http/metrics.ts";
import type { AttemptCounter } from "../lib/attempt-counter.ts";
import type { RedisGuard } from "../lib/redis-guard.ts";

/** The Redis client the app opens when REDIS_URL is set. */
export type RedisClientType = ReturnType<typeof createClient>;

/** What every module is given: the app to register routes on and the platform's shared parts. */
export interface Platform {
  app: App;
  config: Config;
  /** The database (drizzle); `handle` when a module needs the driver kind or the pool. */
  db: Db;
  handle: DatabaseHandle;
  realtime: Realtime;
  storage: ObjectStorage;
  tokens: TokenCodec;
  notifications: NotificationService;
  logger: Logger;
  /** The app's metrics (null unless METRICS_TOKEN is set). */
  metrics: AppMetrics | null;
  /** Hash of the served web build (WEB_DIST/build.json), read at start-up. */
  clientHash: string | null;
  /** The Redis client when REDIS_URL is set (rate limits, failed-login counts, readiness). */
  redis: RedisClientType | null;
  /** Its breaker (lib/redis-guard.ts): whether Redis answers, and calls that fail fast while it does not. */
  redisGuard: RedisGuard | null;
  /** Failed-login counters: in Redis when REDIS_URL is set, else in this process. */
  attempts: AttemptCounter;
  /** False in the CLI's in-process app: a module must not start background work there. */
  background: boolean;
  /** Background loops a listening server starts (server.ts) and the app stops on close. */
  workers: WorkerRegistry;
}

/** A background loop (a sweeper, a sender): started by a listening server only, stopped when the app closes. */
export interface Worker {
  name: string;
  start(): void;
  stop(): Promise<void>;
}

/** The workers of an app, in registration order. */
export class WorkerRegistry {
  readonly #workers: Worker[] = [];

  add(worker: Worker): void {
    this.#workers.push(worker);
  }

  list(): readonly Worker[] {
    return this.#workers;
  }

  startAll(): void {
    for (const w of this.#workers) w.start();
  }

  async stopAll(): Promise<void> {
    for (const w of [...this.#workers].reverse()) await w.stop();
  }
}

/** A server module: one folder, one declaration. */
export interface ServerModule<Needs = Record<string, never>, Gives = void> {
  /** The folder's name (modules/<name>). */
  name: string;
  /** The environment settings it reads (listed in docs/operations.md's table; a test holds the two equal). */
  settings: readonly string[];
  /** Registers its routes and workers; returns what other modules may be given (through app.ts). */
  register(platform: Platform, needs: Needs): Promise<Gives>;
  /** The personal data it stores (platform/privacy.ts): exported and erased by the privacy module (issue 43). */
  personalData?: readonly PersonalDataItem[];
  /** CLI commands it adds to `npm run cli` (they call the API through `set`). */
  cli?: (program: Command, set: (call: CliCall) => void, context: { cwd?: string }) => void;
}

/** Declares a module (the identity function, for the types). */
export function defineModule<Needs = Record<string, never>, Gives = void>(
  module: ServerModule<Needs, Gives>,
): ServerModule<Needs, Gives> {
  return module;
}
