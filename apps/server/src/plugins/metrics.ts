// Prometheus metrics (GET /metrics, prom-client): request durations by route pattern and status, open sockets,
// event-loop lag and the process's defaults, the PostgreSQL pool, and the market's tick, matching and feed lag.
// Only with METRICS_TOKEN set: otherwise nothing is measured and /metrics answers 404 like any unknown path.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import { Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { unauthorized } from "../errors.ts";
import { isFirstDataRead } from "./first-data.ts";

/** What the market runtime reports: each tick's duration and its order matching's, in seconds. */
export interface MarketTimings {
  tick(seconds: number): void;
  matching(seconds: number): void;
}

/** Where the gauges read their values when scraped. */
export interface MetricSources {
  sockets: () => number;
  /** The PostgreSQL pool (null on PGlite, which has none). */
  pool: pg.Pool | null;
  /** Seconds since the market feed last ticked (or refreshed from the leader); null before the first. */
  feedLag: () => number | null;
  /** Mail outbox rows waiting or given up, by state (one grouped count, read at each scrape). */
  outboxDepth?: () => Promise<Partial<Record<(typeof OUTBOX_DEPTH_STATES)[number], number>>>;
}

/** The outbox states the depth gauge reports: queued (pending, sending) and given up (failed). */
export const OUTBOX_DEPTH_STATES = ["pending", "sending", "failed"] as const;

/** An app's metrics: its own registry (several apps may share a process, e.g. the tests). */
export interface AppMetrics {
  registry: Registry;
  market: MarketTimings;
  /** Records one answered request (the onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

const SECOND_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Creates the registry and the metrics; gauges read `sources` only when scraped. */
export function createMetrics(sources: () => MetricSources): AppMetrics {
  const registry = new Registry();
  // Event-loop lag (nodejs_eventloop_lag_*), heap, GC and handles: prom-client's standard process metrics.
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: SECOND_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: "realtime_open_sockets",
    help: "socket.io connections open on this instance",
    registers: [registry],
    collect() {
      this.set(sources().sockets());
    },
  });
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting = queries queued for a connection)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = sources().pool;
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "db_pool_max_connections",
    help: "PostgreSQL pool size limit",
    registers: [registry],
    collect() {
      const pool = sources().pool;
      if (pool) this.set(pool.options.max ?? 10);
    },
  });
  const tick = new Histogram({
    name: "market_tick_duration_seconds",
    help: "Duration of one market feed tick: prices, matching, stored quotes and the market event",
    buckets: SECOND_BUCKETS,
    registers: [registry],
  });
  const matching = new Histogram({
    name: "market_matching_duration_seconds",
    help: "Duration of the order matching within one market tick",
    buckets: SECOND_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: "market_feed_lag_seconds",
    help: "Seconds since the market feed last ticked here (0 before the first tick)",
    registers: [registry],
    collect() {
      this.set(sources().feedLag() ?? 0);
    },
  });
  new Gauge({
    name: "mail_outbox_rows",
    help: "Mail outbox rows by state: pending and sending (queued), failed (given up; last_error says why)",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const depth = sources().outboxDepth;
      if (!depth) return;
      const counts = await depth();
      for (const state of OUTBOX_DEPTH_STATES) this.set({ state }, counts[state] ?? 0);
    },
  });
  return {
    registry,
    market: { tick: (s) => tick.observe(s), matching: (s) => matching.observe(s) },
    observe(request, reply) {
      // The route's pattern (/api/order/:id), never the raw URL: ids would make a series per order.
      const route = request.is404 ? "unmatched" : (request.routeOptions.url ?? "unmatched");
      http.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    },
  };
}

/** Whether an Authorization header carries the token, compared in constant time (digests have equal lengths). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** Registers the request hook (when measuring) and GET /metrics; call before the routes it should time. */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics | null,
  token: string | null,
): void {
  if (metrics) {
    // The page's own API reads (first data) are part of the page's request, which is timed: not counted apart.
    app.addHook("onResponse", (request, reply, done) => {
      if (!isFirstDataRead(request.raw)) metrics.observe(request, reply);
      done();
    });
  }
  app.get("/metrics", { config: { access: "public" }, schema: { hide: true } }, async (request, reply) => {
    // Unset METRICS_TOKEN: the path is as absent as any unknown one.
    if (!metrics || !token) return reply.callNotFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw unauthorized("a valid metrics token is required");
    }
    void reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
