// Redis calls that fail fast: a circuit breaker in front of the app's Redis client (failed-login counts, rate
// limits, readiness). A call that gets no answer within REDIS_COMMAND_TIMEOUT_MS, or finds the client disconnected,
// marks Redis down (one warning per outage); while it is down no command is sent (the callers count in this process
// instead, lib/attempt-counter.ts) and a PING every REDIS_PROBE_MS asks whether it is back. When the PING answers,
// the recovery hooks run (they take back what a timed-out call may still have counted) and calls go to Redis again.
// The client itself is created with `disableOfflineQueue` and a bounded queue (app.ts), so nothing piles up behind an
// outage either.

/** How long a Redis call may take before the caller stops waiting and Redis counts as down. */
export const REDIS_COMMAND_TIMEOUT_MS = 400;
/** How often a down Redis is asked whether it is back. */
export const REDIS_PROBE_MS = 1000;

/** Thrown by a call while Redis is down: no command was sent. */
export class RedisDownError extends Error {
  constructor() {
    super("Redis is down: no command sent");
    this.name = "RedisDownError";
  }
}

/** Thrown by a call that got no answer in time: the command may still run when Redis answers again. */
export class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = "RedisTimeoutError";
  }
}

/** What the guard needs of a node-redis client. */
export interface GuardedClient {
  readonly isReady: boolean;
  ping(): Promise<unknown>;
}

/** The logger the guard reports outages to (pino's shape). */
interface GuardLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** A Redis client's breaker. */
export interface RedisGuard {
  /** True from a failed call until a PING answers again. */
  readonly down: boolean;
  /** When the current outage began (null while Redis answers). */
  readonly downSince: Date | null;
  /** Runs a Redis call with the deadline; throws RedisDownError at once while Redis is down. */
  call<T>(work: () => Promise<T>): Promise<T>;
  /** Marks Redis down (a failed call, the client's error event); warns once per outage. */
  trip(err: unknown): void;
  /** Work to do when Redis answers again, before calls go to it; a hook that fails keeps Redis down. */
  onRecover(hook: () => Promise<void>): void;
  /** Stops probing (the app closes). */
  close(): void;
}

/** Resolves like `promise`, or rejects with RedisTimeoutError after `ms`. */
function deadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RedisTimeoutError(ms)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Creates the breaker of a client. */
export function createRedisGuard(
  client: GuardedClient,
  opts: { timeoutMs?: number; probeMs?: number; logger?: GuardLogger } = {},
): RedisGuard {
  const timeoutMs = opts.timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const probeMs = opts.probeMs ?? REDIS_PROBE_MS;
  const hooks: (() => Promise<void>)[] = [];
  let downSince: Date | null = null;
  let probeTimer: NodeJS.Timeout | null = null;
  let probing = false;
  let closed = false;

  async function probe(): Promise<void> {
    if (probing || downSince === null) return;
    probing = true;
    try {
      // Reconnecting (the server is gone): nothing to ask yet.
      if (!client.isReady) return;
      // A PING queued behind the commands that timed out answers after them: they have run once it does.
      await deadline(client.ping(), timeoutMs);
      for (const hook of hooks) await deadline(hook(), timeoutMs * 5);
      const seconds = Math.round((Date.now() - downSince.getTime()) / 100) / 10;
      downSince = null;
      if (probeTimer) clearInterval(probeTimer);
      probeTimer = null;
      opts.logger?.info({ seconds }, "Redis answers again: login limits and rate limits count in Redis");
    } catch {
      // Still down: the next probe asks again.
    } finally {
      probing = false;
    }
  }

  const guard: RedisGuard = {
    get down() {
      return downSince !== null;
    },
    get downSince() {
      return downSince;
    },
    async call(work) {
      if (downSince !== null) throw new RedisDownError();
      if (!client.isReady) {
        guard.trip(new Error("the Redis client is not connected"));
        throw new RedisDownError();
      }
      try {
        return await deadline(work(), timeoutMs);
      } catch (err) {
        guard.trip(err);
        throw err;
      }
    },
    trip(err) {
      if (downSince !== null || closed) return;
      downSince = new Date();
      opts.logger?.warn(
        { err },
        "Redis does not answer: login limits and rate limits count in this process until it is back",
      );
      probeTimer = setInterval(() => void probe(), probeMs);
      probeTimer.unref();
    },
    onRecover(hook) {
      hooks.push(hook);
    },
    close() {
      closed = true;
      if (probeTimer) clearInterval(probeTimer);
      probeTimer = null;
    },
  };
  return guard;
}

/** node-redis errors of a dropped or refused connection (what a Redis restart or outage makes its clients reject). */
const CONNECTION_DROPS = new Set([
  "SocketClosedUnexpectedlyError",
  "ConnectionTimeoutError",
  "ClientClosedError",
  "ClientOfflineError",
  "SocketTimeoutError",
  "DisconnectsClientError",
]);

/**
 * The socket's own errors of a connection that broke or was refused. node-redis rejects the commands in flight with
 * the socket's error itself when the server goes (a killed Redis resets the connection: `read ECONNRESET`), so a
 * plain Error with one of these codes and a socket syscall is a dropped connection too.
 */
const SOCKET_DROP_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** Whether `err` is a Redis client's dropped-connection error (by its class, or the socket's reset or refusal). */
export function isRedisConnectionDrop(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (CONNECTION_DROPS.has(err.constructor.name) || CONNECTION_DROPS.has(err.name)) return true;
  const { code, syscall } = err as NodeJS.ErrnoException;
  return typeof code === "string" && SOCKET_DROP_CODES.has(code) && typeof syscall === "string";
}

/**
 * Keeps the process running through a Redis outage: the socket.io Redis adapter and node-redis's reconnect leave
 * some command promises unhandled when the connection drops (SocketClosedUnexpectedlyError, or the socket's own
 * `read ECONNRESET` when a killed server resets it), and Node ends the
 * process on an unhandled rejection (found by the fault bench, issue 39: killing Redis ended both instances). Those
 * are logged as warnings; any other unhandled rejection still ends the process. Returns the uninstaller.
 */
export function keepRunningThroughRedisDrops(log: (err: Error) => void): () => void {
  const onRejection = (reason: unknown) => {
    if (isRedisConnectionDrop(reason)) log(reason as Error);
    else throw reason;
  };
  process.on("unhandledRejection", onRejection);
  return () => process.off("unhandledRejection", onRejection);
}
