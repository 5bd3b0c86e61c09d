// socket.io on the app's HTTP server (path /socket.io): SPEC.md section 4's setUid handshake, per-user rooms for
// `pupdate`, and the `market` room for the price feed (only sockets whose learner may read the market join it).
// Each identified socket also sits in two rooms that carry no events, one per user and one per login session, through
// which a logout, password change, deactivation or role change disconnects it. With REDIS_URL the Redis adapter
// shares rooms (and those disconnects) between instances. Nothing a learner should see is lost by a blink (issue 39):
// a socket that identifies itself again names the last notification it has (`setUid` token, { since }) and gets the
// newer ones from the database; when this instance hears Redis again, each of its sockets gets the ones sent since the
// link was lost; and market ticks are never queued for a Redis that is not there (no burst of stale ticks after).
import type { Server as HttpServer } from "node:http";
import type { Logger } from "pino";
import type { createClient } from "redis";
import { Server } from "socket.io";
import type { Socket } from "socket.io";
import { SetUidOptions } from "@fincareer/domain/contract/notifications";
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
  /**
   * Sends `message` on `channel` to every instance, this one included (through Redis; in memory, at once). Resolves
   * once Redis has taken it (so it reaches the other instances before the caller answers), or after a second when
   * Redis does not answer (logged; it is sent when Redis is back). Never throws.
   */
  signal(channel: string, message: string): Promise<void>;
  /** Handles the messages of `channel` sent by any instance. */
  onSignal(channel: string, handler: (message: string) => void): Promise<void>;
  /**
   * Runs `hook` each time this instance hears the other instances again after losing Redis: what they sent
   * meanwhile (events for its sockets, signals) never reached it.
   */
  onRelink(hook: () => void): void;
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

/**
 * Catching a socket up with the user's events it missed (pupdate: each payload carries its notification's id, which
 * only grows). Read from the database, so it holds across instances, restarts and Redis outages.
 */
export interface CatchUp {
  /** The event whose payloads carry the id. */
  event: string;
  /**
   * The user's newest id now (0 = none) and, when `since` is given, the payloads after it, oldest first (at most a
   * screenful: a learner back after a long time reads the rest in the bell).
   */
  after(userId: number, since: number | null): Promise<{ latest: number; missed: { id: number }[] }>;
}

/** Where an identified socket stands: the newest id it has been sent, and that id when Redis was lost, if it was. */
interface Cursor {
  socket: Socket;
  userId: number;
  sent: number;
  sinceLoss: number | null;
}

/** The id of a catch-up event's payload, if it carries one. */
function idOf(payload: unknown): number | null {
  const id = payload !== null && typeof payload === "object" ? (payload as { id?: unknown }).id : undefined;
  return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
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

/** How long signal() waits for Redis to take a message before the caller goes on. */
const SIGNAL_TIMEOUT_MS = 1000;

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

/** How often each instance PINGs Redis through its publisher, and how long an unanswered PING means it stalls. */
export const HEARTBEAT_MS = 250;
export const STALL_MS = 600;

/** The socket.io realtime: usable before (or without) an HTTP server, e.g. by the CLI to reach other instances. */
export class SocketRealtime implements Realtime {
  readonly io: Server;
  private attached = false;
  private closed = false;
  private readonly handlers = new Map<string, ((message: string) => void)[]>();
  private readonly relinkHooks: (() => void)[] = [];
  /** True from losing the subscriber's connection until it is back. */
  private lost = false;
  private catchUp: CatchUp | null = null;
  /** The identified sockets of this instance and how far each has been sent (with a catch-up only). */
  private readonly cursors = new Map<string, Cursor>();
  /**
   * When this instance's last PING to Redis went out without an answer yet (null: answered). A paused Redis keeps
   * its connections, so the publisher stays "ready" while whatever is published waits in the socket; a PING
   * unanswered for STALL_MS says so, and market ticks stay local until it answers (issue 39: a paused Redis
   * delivered every tick of the pause in one stale burst).
   */
  private pingSince: number | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    readonly kind: "memory" | "redis",
    private readonly redis: { pub: RedisClient; sub: RedisClient; key: string } | null,
    private readonly logger: Logger | undefined,
  ) {
    this.io = new Server({ path: "/socket.io", serveClient: false });
    if (redis) {
      // The subscriber's connection is what brings the other instances' messages: once it drops, whatever they send
      // is lost until it is back (node-redis subscribes again on reconnecting, before "ready").
      const lose = () => {
        if (this.lost) return;
        this.lost = true;
        // What each socket had when the link went: what the other instances send from now on never reaches it.
        for (const cursor of this.cursors.values()) cursor.sinceLoss ??= cursor.sent;
      };
      redis.sub.on("error", lose);
      redis.sub.on("reconnecting", lose);
      redis.sub.on("end", lose);
      redis.sub.on("ready", () => {
        if (!this.lost || this.closed) return;
        this.lost = false;
        this.logger?.info("realtime hears the other instances again (Redis is back)");
        this.catchUpAll();
        for (const hook of this.relinkHooks) hook();
      });
      this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  /** One PING at a time through the publisher; its answer (or its failure) clears pingSince. */
  private ping(): void {
    const pub = this.redis?.pub;
    if (!pub || this.pingSince !== null || !pub.isReady) return;
    this.pingSince = performance.now();
    pub
      .ping()
      .catch(() => {})
      .finally(() => (this.pingSince = null));
  }

  /** Whether what is published now reaches Redis soon: connected, and the last PING not waiting over STALL_MS. */
  private publishing(): boolean {
    if (!this.redis) return true;
    if (!this.redis.pub.isReady) return false;
    return this.pingSince === null || performance.now() - this.pingSince < STALL_MS;
  }

  private channel(name: string): string {
    return `${this.redis!.key}:signal:${name}`;
  }

  private deliver(name: string, message: string): void {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        handler(message);
      } catch (err) {
        this.logger?.error({ err, channel: name }, "a realtime signal handler failed");
      }
    }
  }

  async signal(name: string, message: string): Promise<void> {
    if (this.closed) return;
    if (!this.redis) return this.deliver(name, message);
    const warn = (err: unknown) =>
      this.logger?.warn(
        { err, channel: name },
        "Redis did not take a signal for the other instances in time",
      );
    const sent = this.redis.pub.publish(this.channel(name), message);
    // Reconnecting: it goes out when Redis is back (late, harmless); the caller does not wait for that.
    if (!this.redis.pub.isReady) return void sent.catch(warn);
    await withTimeout(sent, SIGNAL_TIMEOUT_MS, "no answer").catch(warn);
  }

  async onSignal(name: string, handler: (message: string) => void): Promise<void> {
    const known = this.handlers.get(name);
    if (known) return void known.push(handler);
    this.handlers.set(name, [handler]);
    if (this.redis)
      await this.redis.sub.subscribe(this.channel(name), (message) => this.deliver(name, message));
  }

  onRelink(hook: () => void): void {
    this.relinkHooks.push(hook);
  }

  /**
   * Sends a socket the user's events after `since` (none when null: only where the user stands is read); the client
   * drops any it already has, by id.
   */
  private async replay(cursor: Cursor, since: number | null): Promise<void> {
    const catchUp = this.catchUp!;
    const { latest, missed } = await catchUp.after(cursor.userId, since);
    if (since !== null) {
      for (const payload of missed) if (payload.id > since) cursor.socket.emit(catchUp.event, payload);
    }
    cursor.sent = Math.max(cursor.sent, latest);
  }

  /** Redis is back: every socket of this instance gets what was sent while the link was down. */
  private catchUpAll(): void {
    for (const cursor of this.cursors.values()) {
      const since = cursor.sinceLoss;
      cursor.sinceLoss = null;
      if (since === null || !cursor.socket.connected) continue;
      this.replay(cursor, since).catch((err: unknown) => {
        // The database is out too: the learner's next reconnect or page load brings them.
        this.logger?.warn(
          { err, userId: cursor.userId },
          "could not catch a socket up after Redis came back",
        );
      });
    }
  }

  /**
   * Attaches to the HTTP server and handles `setUid`: a valid token joins its user's room (and the market room when
   * the user may read the market), otherwise `unauthorized` and a disconnect. A socket is disconnected when its
   * token expires, and when its login ends (disconnectUser, disconnectSession).
   */
  attach(server: HttpServer, auth: TokenAuthenticator, catchUp?: CatchUp): void {
    if (this.attached) throw new Error("realtime is already attached to a server");
    this.attached = true;
    this.catchUp = catchUp ?? null;
    this.io.attach(server);
    this.io.on("connection", (socket) => {
      let expiry: NodeJS.Timeout | undefined;
      // The latest setUid decides the socket's rooms: two sent at once (a stolen token, then the sender's own) must
      // not leave the socket in the first user's room without that login's disconnect rooms.
      let latest = 0;
      socket.on("disconnect", () => {
        clearTimeout(expiry);
        this.cursors.delete(socket.id);
      });
      if (catchUp) {
        // Broadcasts pass here too (the adapter notifies outgoing listeners): the newest id this socket was sent.
        socket.onAnyOutgoing((event: string, payload: unknown) => {
          const cursor = this.cursors.get(socket.id);
          const id = event === catchUp.event ? idOf(payload) : null;
          if (cursor && id !== null && id > cursor.sent) cursor.sent = id;
        });
      }
      socket.on("setUid", async (raw: unknown, ...rest: unknown[]) => {
        const attempt = ++latest;
        // The client's acknowledgement callback, when it passed one (socket.io hands it over untyped, last).
        const ack = rest.at(-1);
        const reply = typeof ack === "function" ? (ack as (answer: unknown) => void) : undefined;
        // `{ since }`: the newest notification id the client has; anything malformed counts as none.
        const options = SetUidOptions.safeParse(rest[0]);
        const since = options.success ? (options.data.since ?? null) : null;
        this.cursors.delete(socket.id);
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
        // Tracked from the join on: what arrives live from now is counted, what came before is read below.
        const cursor: Cursor = { socket, userId, sent: since ?? 0, sinceLoss: null };
        if (catchUp) this.cursors.set(socket.id, cursor);
        await socket.join(user.market ? [userRoom(userId), MARKET_ROOM] : userRoom(userId));
        if (identity.expiresAt !== null) {
          const left = Math.max(identity.expiresAt - Date.now(), 0);
          expiry = setTimeout(() => socket.disconnect(true), Math.min(left, MAX_TIMER_MS));
        }
        if (catchUp) {
          await this.replay(cursor, since).catch((err: unknown) => {
            this.logger?.warn({ err, userId }, "could not catch a socket up with its missed notifications");
          });
          // Identified while Redis is out: what the other instances send until it is back is read then.
          if (this.lost) cursor.sinceLoss ??= cursor.sent;
          if (attempt !== latest || !socket.connected) return reply?.({ ok: false });
        }
        socket.emit("setUid:ok", { userId, latest: cursor.sent });
        reply?.({ ok: true, userId, latest: cursor.sent });
      });
    });
  }

  toUser(userId: number, event: string, payload: unknown): void {
    if (this.closed) return;
    this.io.to(userRoom(userId)).emit(event, payload);
  }

  toMarket(event: string, payload: unknown): void {
    if (this.closed) return;
    // A tick is worth something now only: while the publisher is not connected, node-redis queues what is sent and
    // publishes it all when Redis is back, a burst of stale prices. Only this instance's sockets get it then; the
    // others get the next tick once Redis is back (each tick is the whole ticker: the snapshot).
    // A paused Redis (connected, not answering) is the same: see pingSince.
    if (!this.publishing()) return void this.io.local.to(MARKET_ROOM).emit(event, payload);
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
    if (this.heartbeat) clearInterval(this.heartbeat);
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
  const key = options.redisKey ?? "socket.io";
  const realtime = new SocketRealtime("redis", { pub, sub, key }, options.logger);
  realtime.io.adapter(createAdapter(pub, sub, { key }));
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
