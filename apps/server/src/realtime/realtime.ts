// socket.io on the app's HTTP server (path /socket.io): SPEC.md section 4's setUid handshake, per-user rooms for
// `pupdate`, and the `market` room for the price feed (only sockets whose learner may read the market join it).
// Each identified socket also sits in two rooms that carry no events, one per user and one per login session, through
// which a logout, password change, deactivation or role change disconnects it. With REDIS_URL the Redis adapter
// shares rooms (and those disconnects) between instances.
import type { Server as HttpServer } from "node:http";
import type { Logger } from "pino";
import type { createClient } from "redis";
import { Server } from "socket.io";
import { withTimeout } from "../lib/timeout.ts";

/** What services use to push events; routes never emit. */
export interface Realtime {
  readonly kind: "memory" | "redis";
  /** Emits to every socket of one user (room `user:<id>`), on every instance. */
  toUser(userId: number, event: string, payload: unknown): void;
  /** Emits to every socket in the market room (users who may read the market), on every instance. */
  toMarket(event: string, payload: unknown): void;
  /** Disconnects every socket of one user on every instance, except those of login session `exceptSid`. */
  disconnectUser(userId: number, exceptSid?: number): void;
  /** Disconnects the sockets of one login session on every instance. */
  disconnectSession(sid: number): void;
  /** Sockets connected to this instance (the metrics' open sockets). */
  socketCount(): number;
  close(): Promise<void>;
}

/** Who a `setUid` token belongs to, and whether their current program may read the market (its price feed). */
export interface SocketUser {
  userId: number;
  market: boolean;
}

/** The login a `setUid` token names when its signature and expiry hold (no database read). */
export interface SocketIdentity {
  userId: number;
  sid: number;
  /** When the token expires (ms since the epoch); the socket is disconnected then. */
  expiresAt: number | null;
}

/** How setUid checks a token. */
export interface TokenAuthenticator {
  /** The user and login session of a well-signed, unexpired token, or null. */
  identify(token: string): SocketIdentity | null;
  /** The token's user read from the database now (never a cached session), or null when its access has ended. */
  authorize(identity: SocketIdentity): Promise<SocketUser | null>;
}

/** The room of one user's sockets. */
export const userRoom = (userId: number) => `user:${userId}`;

// Rooms that carry no events: a socket joins them before its login is read from the database, so an end of access
// committed while it identifies itself still reaches it (the read after the join sees the commit, or the disconnect
// sent after the commit finds the socket in the room).
const userSocketsRoom = (userId: number) => `sockets:user:${userId}`;
const sessionSocketsRoom = (sid: number) => `sockets:session:${sid}`;

// setTimeout's largest delay (about 24.8 days); login tokens live 7 days.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The room of the sockets that get the `market` feed: a ticker's worth of prices every tick (about 7 KB a second),
 * which a learner of a program without the market, or a socket that never identified itself, has no use for.
 */
export const MARKET_ROOM = "market";

/** Options of createRealtime. */
export interface RealtimeOptions {
  redisUrl?: string | null;
  /** Pub/sub channel prefix; tests use a unique one so parallel runs do not share rooms. */
  redisKey?: string;
  logger?: Logger;
}

/** The socket.io realtime: usable before (or without) an HTTP server, e.g. by the CLI to reach other instances. */
export class SocketRealtime implements Realtime {
  readonly io: Server;
  private attached = false;
  private closed = false;

  constructor(
    readonly kind: "memory" | "redis",
    private readonly redis: { pub: RedisClient; sub: RedisClient } | null,
    private readonly logger: Logger | undefined,
  ) {
    this.io = new Server({ path: "/socket.io", serveClient: false });
  }

  /**
   * Attaches to the HTTP server and handles `setUid`: a valid token joins its user's room (and the market room when
   * the user may read the market), otherwise `unauthorized` and a disconnect. A socket is disconnected when its
   * token expires, and when its login ends (disconnectUser, disconnectSession).
   */
  attach(server: HttpServer, auth: TokenAuthenticator): void {
    if (this.attached) throw new Error("realtime is already attached to a server");
    this.attached = true;
    this.io.attach(server);
    this.io.on("connection", (socket) => {
      let expiry: NodeJS.Timeout | undefined;
      // The latest setUid decides the socket's rooms: two sent at once (a stolen token, then the sender's own) must
      // not leave the socket in the first user's room without that login's disconnect rooms.
      let latest = 0;
      socket.on("disconnect", () => clearTimeout(expiry));
      socket.on("setUid", async (raw: unknown, ack?: unknown) => {
        const attempt = ++latest;
        // The client's acknowledgement callback, when it passed one (socket.io hands it over untyped).
        const reply = typeof ack === "function" ? (ack as (answer: unknown) => void) : undefined;
        const refuse = () => {
          socket.emit("unauthorized", { message: "invalid or expired token: log in again" });
          reply?.({ ok: false });
          socket.disconnect(true);
        };
        // A socket belongs to one login: a second setUid (another login in the tab) starts from no rooms.
        clearTimeout(expiry);
        for (const room of [...socket.rooms]) if (room !== socket.id) await socket.leave(room);
        const token = tokenOf(raw);
        const identity = token ? auth.identify(token) : null;
        if (identity === null) return refuse();
        await socket.join([userSocketsRoom(identity.userId), sessionSocketsRoom(identity.sid)]);
        const user = await auth.authorize(identity).catch(() => null);
        if (attempt !== latest) return reply?.({ ok: false });
        if (user === null || !socket.connected) return refuse();
        const { userId } = user;
        await socket.join(user.market ? [userRoom(userId), MARKET_ROOM] : userRoom(userId));
        if (identity.expiresAt !== null) {
          const left = Math.max(identity.expiresAt - Date.now(), 0);
          expiry = setTimeout(() => socket.disconnect(true), Math.min(left, MAX_TIMER_MS));
        }
        socket.emit("setUid:ok", { userId });
        reply?.({ ok: true, userId });
      });
    });
  }

  toUser(userId: number, event: string, payload: unknown): void {
    if (this.closed) return;
    this.io.to(userRoom(userId)).emit(event, payload);
  }

  toMarket(event: string, payload: unknown): void {
    if (this.closed) return;
    this.io.to(MARKET_ROOM).emit(event, payload);
  }

  disconnectUser(userId: number, exceptSid?: number): void {
    if (this.closed) return;
    const all = this.io.in(userSocketsRoom(userId));
    const sockets = exceptSid === undefined ? all : all.except(sessionSocketsRoom(exceptSid));
    sockets.disconnectSockets(true);
  }

  disconnectSession(sid: number): void {
    if (this.closed) return;
    this.io.in(sessionSocketsRoom(sid)).disconnectSockets(true);
  }

  socketCount(): number {
    return this.io.of("/").sockets.size;
  }

  /** Disconnects sockets and Redis; leaves closing the HTTP server to its owner (Fastify). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Not io.close(): it would also close the HTTP server Fastify owns, and needs an attached engine.
    this.io.local.disconnectSockets(true);
    if (this.attached) this.io.engine.close();
    // An adapter's close() may be sync (in-memory) or async (Redis): the async wrapper makes both awaitable.
    await Promise.allSettled([...this.io._nsps.values()].map(async (nsp) => nsp.adapter.close()));
    if (this.redis) {
      await Promise.allSettled([this.redis.pub.close(), this.redis.sub.close()]);
    }
    this.logger?.debug("realtime closed");
  }
}

type RedisClient = ReturnType<typeof createClient>;

function tokenOf(raw: unknown): string | null {
  const value =
    typeof raw === "string"
      ? raw
      : raw && typeof raw === "object" && typeof (raw as { token?: unknown }).token === "string"
        ? (raw as { token: string }).token
        : null;
  if (!value) return null;
  return value.startsWith("Bearer ") ? value.slice(7) : value;
}

/** Creates the realtime: in-memory, or with the Redis adapter (two clients: publish and subscribe) when redisUrl is set. */
export async function createRealtime(options: RealtimeOptions = {}): Promise<SocketRealtime> {
  if (!options.redisUrl) return new SocketRealtime("memory", null, options.logger);
  // The Redis client and adapter load only when Redis is configured.
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import("redis"),
    import("@socket.io/redis-adapter"),
  ]);
  const pub = createClient({
    url: options.redisUrl,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  const sub = pub.duplicate();
  let lastLog = 0;
  const onError = (err: Error) => {
    // A Redis outage retries every few seconds; log it at most every 10 s, not per attempt.
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      options.logger?.error({ err }, "redis connection error");
    }
  };
  pub.on("error", onError);
  sub.on("error", onError);
  try {
    await withTimeout(
      Promise.all([pub.connect(), sub.connect()]),
      10_000,
      `cannot reach Redis at ${redactUrl(options.redisUrl)} within 10000 ms`,
    );
  } catch (err) {
    pub.destroy();
    sub.destroy();
    throw err;
  }
  const realtime = new SocketRealtime("redis", { pub, sub }, options.logger);
  realtime.io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? "socket.io" }));
  return realtime;
}

/** A URL with its password hidden, for logs and errors. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(invalid url)";
  }
}
