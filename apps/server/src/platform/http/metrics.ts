// Prometheus metrics (GET /metrics, prom-client): request durations by route pattern and status, open sockets,
// event-loop lag and the process's defaults, the PostgreSQL pool, the market's tick, matching and feed lag, the mail
// outbox, readiness, storage errors, the data folder's disk and the build. Only with METRICS_TOKEN set: otherwise
// nothing is measured and /metrics answers 404 like any unknown path. Every name starts with `fincareer_`, counters
// end in `_total`, units are seconds and bytes, and the scrape passes `promtool check metrics` (test/monitoring.test.ts;
// deploy/prometheus/alerts.yml and deploy/grafana/fincareer.json read these names).
import { createHash, timingSafeEqual } from "node:crypto";
import { statfs } from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { buildInfo } from "../../lib/build-info.ts";
import type { BuildInfo } from "../../lib/build-info.ts";
import { unauthorized } from "../../lib/errors.ts";
import { STORAGE_OPERATIONS } from "../storage/counted.ts";
import type { StorageOperation } from "../storage/counted.ts";
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
  /** Readiness, the checks of /api/health/ready (each within 2 s), run at each scrape. */
  readiness?: () => Promise<{ ok: boolean; checks: { part: string; ok: boolean }[] }>;
  /** The data folder (DATA_DIR: the embedded database, local uploads): its file system's size and free bytes. */
  dataDir?: string;
  /** Days from today (IST) that the trading calendar covers (0 when today itself is not covered). */
  calendarCoveredDays?: () => number;
}

/** The prefix of every metric this app exposes (the names below spell it out, for grep), prom-client's defaults too. */
export const METRIC_PREFIX = "fincareer_";

/**
 * prom-client's gauges named like counters (`nodejs_active_handles_total` is a gauge: promtool fails it). Each is the
 * sum of its labelled twin, so they are dropped: `sum without (type) (fincareer_nodejs_active_handles)` is the same.
 */
const DROPPED_DEFAULTS = [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
];

/** The outbox states the depth gauge reports: queued (pending, sending) and given up (failed). */
export const OUTBOX_DEPTH_STATES = ["pending", "sending", "failed"] as const;

/** An app's metrics: its own registry (several apps may share a process, e.g. the tests). */
export interface AppMetrics {
  registry: Registry;
  market: MarketTimings;
  /** Records one answered request (the onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** Counts a failed storage operation (platform/storage/counted.ts). */
  storageError(operation: StorageOperation): void;
}

const SECOND_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Creates the registry and the metrics; gauges read `sources` only when scraped; `build` labels build_info. */
export function createMetrics(sources: () => MetricSources, build: BuildInfo = buildInfo): AppMetrics {
  const registry = new Registry();
  // Event-loop lag (fincareer_nodejs_eventloop_lag_*), heap, GC, handles, CPU, memory and file descriptors
  // (fincareer_process_*): prom-client's standard process metrics, under the app's prefix.
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  for (const name of DROPPED_DEFAULTS) registry.removeSingleMetric(METRIC_PREFIX + name);
  new Gauge({
    name: "fincareer_build_info",
    help: "The running build: 1, labelled with the package version, the commit and the Node.js version",
    labelNames: ["version", "commit", "node"] as const,
    registers: [registry],
  }).set({ version: build.version, commit: build.commit, node: build.node }, 1);
  const http = new Histogram({
    name: "fincareer_http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: SECOND_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: "fincareer_realtime_open_sockets",
    help: "socket.io connections open on this instance",
    registers: [registry],
    collect() {
      this.set(sources().sockets());
    },
  });
  new Gauge({
    name: "fincareer_db_pool_connections",
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
    name: "fincareer_db_pool_max_connections",
    help: "PostgreSQL pool size limit",
    registers: [registry],
    collect() {
      const pool = sources().pool;
      if (pool) this.set(pool.options.max ?? 10);
    },
  });
  const tick = new Histogram({
    name: "fincareer_market_tick_duration_seconds",
    help: "Duration of one market feed tick: prices, matching, stored quotes and the market event",
    buckets: SECOND_BUCKETS,
    registers: [registry],
  });
  const matching = new Histogram({
    name: "fincareer_market_matching_duration_seconds",
    help: "Duration of the order matching within one market tick",
    buckets: SECOND_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: "fincareer_market_feed_lag_seconds",
    help: "Seconds since the market feed last ticked here (0 before the first tick)",
    registers: [registry],
    collect() {
      this.set(sources().feedLag() ?? 0);
    },
  });
  new Gauge({
    name: "fincareer_calendar_covered_seconds",
    help: "How far ahead of today (IST) the loaded NSE trading calendar covers, in seconds (whole days); alerts fire under 30 and under 7 days",
    registers: [registry],
    collect() {
      const days = sources().calendarCoveredDays;
      if (days) this.set(days() * 86_400);
    },
  });
  new Gauge({
    name: "fincareer_mail_outbox_rows",
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
  // Readiness and the disk are each read once a scrape, shared by their gauges (prom-client collects all at once).
  const readiness = once(async () => {
    const read = sources().readiness;
    if (!read) return null;
    try {
      return await read();
    } catch {
      return { ok: false, checks: [] };
    }
  });
  new Gauge({
    name: "fincareer_ready",
    help: "Whether /api/health/ready would answer 200 now (1) or 503 (0); its checks run at each scrape",
    registers: [registry],
    async collect() {
      const ready = await readiness();
      if (ready) this.set(ready.ok ? 1 : 0);
    },
  });
  new Gauge({
    name: "fincareer_ready_check",
    help: "Each readiness check at this scrape: 1 answers, 0 fails (database, redis, storage; shutdown)",
    labelNames: ["part"] as const,
    registers: [registry],
    async collect() {
      const ready = await readiness();
      if (!ready) return;
      this.reset();
      for (const check of ready.checks) this.set({ part: check.part }, check.ok ? 1 : 0);
    },
  });
  const storageErrors = new Counter({
    name: "fincareer_storage_errors_total",
    help: "File storage operations (local folder or bucket) that failed, by operation; too-large uploads not counted",
    labelNames: ["operation"] as const,
    registers: [registry],
  });
  // Every operation's series from the start, so the first error is an increase from 0.
  for (const operation of STORAGE_OPERATIONS) storageErrors.inc({ operation }, 0);
  // A folder that cannot be read gives no values (the readiness storage check reports the failure).
  const disk = once(async () => {
    const dir = sources().dataDir;
    return dir ? statfs(dir).catch(() => null) : null;
  });
  new Gauge({
    name: "fincareer_data_dir_free_bytes",
    help: "Bytes free to the app on the file system of DATA_DIR (embedded database, local uploads)",
    registers: [registry],
    async collect() {
      const fs = await disk();
      if (fs) this.set(fs.bavail * fs.bsize);
    },
  });
  new Gauge({
    name: "fincareer_data_dir_size_bytes",
    help: "Size in bytes of the file system of DATA_DIR",
    registers: [registry],
    async collect() {
      const fs = await disk();
      if (fs) this.set(fs.blocks * fs.bsize);
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
    storageError: (operation) => storageErrors.inc({ operation }),
  };
}

/** `read` at most once at a time: callers while it runs share its answer (the gauges of one scrape). */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= read().finally(() => {
      running = null;
    }));
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
