// Builds the Fastify app: the platform's plugins (access, auth, compression, metrics, security headers, rate
// limits, OpenAPI), then the server modules in order (each modules/<area>/module.ts), then the web app.
// main.ts, the CLI and the tests all call buildApp. Adding a module: docs/adding-a-module.md.
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import fastifyJwt from "@fastify/jwt";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import type { FastifyBaseLogger } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type pg from "pg";
import pino from "pino";
import type { Logger } from "pino";
import type { createClient } from "redis";
import { calendarDayNumber, coveredThrough, istDate } from "@fincareer/domain/ist";
import type { DatabaseHandle } from "./db/client.ts";
import { guardedAttemptCounter, memoryAttemptCounter, redisAttemptCounter } from "./lib/attempt-counter.ts";
import { createRedisGuard } from "./lib/redis-guard.ts";
import type { RedisGuard } from "./lib/redis-guard.ts";
import { buildInfo } from "./lib/build-info.ts";
import { errorHandler, tooMany } from "./lib/errors.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./lib/request-id.ts";
import type { TokenCodec } from "./lib/tokens.ts";
import { removeDemoCohort } from "./demo/cohort.ts";
import { seedDemo } from "./demo/service.ts";
import { modules } from "./modules.ts";
import type { AuthService } from "./modules/auth/service.ts";
import { outboxDepth } from "./modules/mail/service.ts";
import type { UserService } from "./modules/account/user-service.ts";
import type { HealthService } from "./modules/health/service.ts";
import type { ResearchGives } from "./modules/research/module.ts";
import type { App } from "./platform/app-type.ts";
import type { Config } from "./platform/config.ts";
import { addressKey } from "./lib/address-key.ts";
import { accessPlugin } from "./platform/http/access.ts";
import { authPlugin } from "./platform/http/auth.ts";
import { isFirstDataRead } from "./platform/http/first-data.ts";
import { OUTBOX_DEPTH_STATES, createMetrics, registerMetrics } from "./platform/http/metrics.ts";
import { redisRateLimitStore } from "./platform/http/rate-limit-store.ts";
import { withDownloadMediaTypes } from "./platform/http/openapi.ts";
import { securityHeaders } from "./platform/http/security-headers.ts";
import { readBuildHash, registerWeb } from "./platform/http/web.ts";
import { WorkerRegistry } from "./platform/module.ts";
import type { Platform } from "./platform/module.ts";
import { createNotificationService } from "./platform/notifications.ts";
import type { NotificationService } from "./platform/notifications.ts";
import type { Realtime } from "./platform/realtime.ts";
import { createRealtime } from "./platform/realtime.ts";
import { countStorageErrors } from "./platform/storage/counted.ts";
import { openStorage } from "./platform/storage/open.ts";
import type { ObjectStorage } from "./platform/storage/storage.ts";

const VERSION = buildInfo.version;

/** What buildApp needs; realtime defaults to an in-memory one, logger to a silent one. */
export interface BuildAppOptions {
  config: Config;
  db: DatabaseHandle;
  realtime?: Realtime;
  logger?: Logger;
  /**
   * Whether the app runs background work once ready (the market feed and its timers); default true. The CLI's
   * in-process app passes false: a command must never start the feed, which would outlive the command.
   */
  background?: boolean;
  /** Where files are kept; default the one config.storage names (tests pass one to share a bucket client). */
  storage?: ObjectStorage;
}

/** What modules give the wiring (the server reads auth and health; tests reach a few of these). */
export interface Services {
  health: HealthService;
  auth: AuthService;
  user: UserService;
  research: ResearchGives;
  notifications: NotificationService;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    realtime: Realtime;
    /** Background loops a listening server starts (server.ts). */
    workers: WorkerRegistry;
    /** Hash of the served web build (WEB_DIST/build.json), read at start-up. */
    clientHash: string | null;
  }
}

export type { App };

/** Builds the app (not listening); the caller closes it, which also closes what buildApp itself created. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const logger = options.logger ?? pino({ level: "silent" });
  const ownRealtime = options.realtime ? null : await createRealtime({ logger });
  const realtime = options.realtime ?? ownRealtime!;

  // Typed as Fastify's base logger so the app's type does not carry pino's own Logger type (App expects the base).
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance,
    // The API reads a learner's page makes for its first data log at warn and above only (platform/http/first-data.ts).
    childLoggerFactory: (parent, bindings, options, raw) =>
      parent.child(bindings, isFirstDataRead(raw) ? { ...options, level: "warn" } : options),
    // Behind a load balancer the client address comes from X-Forwarded-For (rate limits are per client).
    trustProxy: config.trustProxy,
    // Each request's id (its log lines' reqId, the x-request-id answer header, a 5xx body's requestId).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The router's own refusals (a malformed URL, a path parameter over 100 characters: 414) answer in the app's
    // `{ error, message }` shape too, not Fastify's default body.
    frameworkErrors: errorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Callback-style hooks on the path of every request (an async hook costs a promise and a microtask turn each).
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Stopping behind a proxy (nginx keeps idle keep-alive connections to its upstreams open): once the app closes,
  // every answer still on its way says Connection: close, and connections are closed as soon as they are idle, so
  // the HTTP server finishes closing when the requests in flight are answered (server.ts close()).
  let closing = false;
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) void reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("preClose", async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    server.closeIdleConnections();
    // A connection whose answer streamed out before the close (its headers said keep-alive) goes idle later.
    const reaper = setInterval(() => server.closeIdleConnections(), 50);
    reaper.unref();
    server.once("close", () => clearInterval(reaper));
  });
  // First, so its onRoute check sees every route (docs included) and its hook covers every route.
  await app.register(accessPlugin, { auth: () => app.services.auth });
  // Measured only when METRICS_TOKEN is set; the gauges read the market, pool, sockets, outbox, readiness and the
  // data folder's disk when scraped.
  const metrics = config.metricsToken
    ? createMetrics(() => ({
        sockets: () => realtime.socketCount(),
        pool: db.kind === "postgres" ? (db.db as unknown as { $client: pg.Pool }).$client : null,
        feedLag: () => app.market.feedLagSeconds(),
        outboxDepth: () => outboxDepth(db.db, OUTBOX_DEPTH_STATES),
        readiness: () =>
          app.services.health.ready((part, err) =>
            logger.warn({ err, part }, "readiness check failed (metrics scrape)"),
          ),
        dataDir: config.dataDir,
        calendarCoveredDays: () => {
          const today = istDate(new Date());
          const to = coveredThrough(today, app.calendar.current());
          return to ? calendarDayNumber(to) - calendarDayNumber(today) : 0;
        },
      }))
    : null;

  // Clients often send Content-Type: application/json with no body (e.g. logout): treat that as no body.
  const jsonParser = app.getDefaultJsonParser("error", "error");
  // The API speaks JSON only: a text/plain body is refused (415) instead of reaching a schema as a string.
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, undefined);
    // Fastify's default JSON parser is callback-style: it answers through `done` and returns nothing (its type
    // also allows a promise, for async parsers, which this one is not), so there is nothing to await here.
    void jsonParser(req, text, done);
  });

  // Compressed answers (br, gzip) above 1 KB for every route registered after this; routes that keep their own
  // compressed copy (the scrip list) set Content-Encoding themselves and are left alone.
  // Brotli quality 3, not the plugin's 4: a page carrying its first data (Home: about 130 KB, mostly the ticker) is
  // compressed on every view, and quality 3 takes about a third less CPU for about 4 % more bytes (24.4 -> 25.5 KB).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
    // Bodies already whole in memory up to 256 KB (a learner's page with its first data: about 130 KB) are
    // compressed in one call, not streamed through zlib: the plugin's default on two cores is 8 KB, and for the page
    // the stream machinery cost more than the compression (dashboard 17.6-18.5 -> 14.8-16.2 ms of CPU, the cohort
    // bench). At brotli quality 3 the largest such body holds the event loop for about 2 ms.
    syncThreshold: 256 * 1024,
  });
  // After compression, so a scrape asking for gzip gets it (the text grows with every route pattern and status).
  registerMetrics(app, metrics, config.metricsToken);

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", "ws:", "wss:"],
        // hls.js plays through Media Source Extensions (a blob: media URL) and transmuxes in a blob: worker.
        "media-src": ["'self'", "blob:"],
        "worker-src": ["'self'", "blob:"],
        // Plain-http pilots (127.0.0.1, LAN) would break if the browser upgraded every request to https.
        "upgrade-insecure-requests": null,
      },
    },
  });

  // Research files, photos and videos: DATA_DIR/uploads, or the bucket of STORAGE_URL (closed with the app); its
  // failed operations counted when metrics are kept.
  const opened = options.storage ?? (await openStorage(config));
  const storage = metrics
    ? countStorageErrors(opened, (operation) => metrics.storageError(operation))
    : opened;
  let redis: ReturnType<typeof createClient> | null = null;
  let redisGuard: RedisGuard | null = null;
  if (config.redisUrl) {
    // The Redis client loads only when Redis is configured (a third of a second of start-up otherwise).
    const { createClient } = await import("redis");
    // Fail fast while Redis is away: no offline queue (a command while reconnecting fails at once) and a bounded
    // queue; the guard (lib/redis-guard.ts) gives each call 400 ms and stops calling until a PING answers again.
    redis = createClient({
      url: config.redisUrl,
      socket: { connectTimeout: 5000 },
      disableOfflineQueue: true,
      commandsQueueMaxLength: 1000,
    });
    const guard = createRedisGuard(redis, { logger });
    redisGuard = guard;
    // Reconnection errors repeat every few hundred milliseconds: the guard warns once per outage.
    redis.on("error", (err) => guard.trip(err));
    await redis.connect();
  }
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everyone out of logging in.
    skipOnError: true,
    // Routes without a key of their own count per client address, an IPv6 /64 as one (lib/address-key.ts).
    keyGenerator: (req) => addressKey(req.ip),
    ...(redis && redisGuard
      ? { store: redisRateLimitStore(redis, `${config.redisPrefix}rate-limit:`, redisGuard) }
      : {}),
    errorResponseBuilder: (_req, ctx) =>
      tooMany(`too many attempts: try again in ${ctx.after}`, "too_many_requests"),
  });

  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    // A learner's token is verified on every request: the verdict (payload or error) is kept per token, keyed by a
    // hash of it, until the token expires (at most 10 minutes), which saves the signature check and the JSON parse on
    // nearly every request. Revocation does not depend on it: the session is checked on each request
    // (modules/auth/service.ts).
    verify: { cache: 20_000, cacheTTL: 600_000 },
  });
  const tokens: TokenCodec = {
    sign: (payload, opts) => app.jwt.sign(payload, opts?.expiresIn ? { expiresIn: opts.expiresIn } : {}),
    verify: (token) => app.jwt.verify(token),
  };

  await app.register(swagger, {
    openapi: {
      info: {
        title: "FinCareer API",
        version: VERSION,
        description:
          "Learning platform API. Errors are `{ error, message }` with a proper HTTP status. " +
          "Authenticate with `Authorization: Bearer <token>` from /api/auth/login.",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
    // Downloads (CSV, xlsx, .ics, video, captions, photo, PDF) under their real media types.
    transformObject: (doc) =>
      withDownloadMediaTypes("openapiObject" in doc ? doc.openapiObject : doc.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });

  const clientHash = readBuildHash(config.webDist);
  const attempts =
    redis && redisGuard
      ? guardedAttemptCounter(redisAttemptCounter(redis, config.redisPrefix), redisGuard)
      : memoryAttemptCounter();
  const workers = new WorkerRegistry();
  const platform: Platform = {
    app,
    config,
    db: db.db,
    handle: db,
    realtime,
    storage,
    tokens,
    notifications: createNotificationService({ db: db.db, realtime }),
    logger,
    metrics,
    clientHash,
    redis,
    redisGuard,
    attempts,
    background: options.background ?? true,
    workers,
  };
  app.decorate("realtime", realtime);
  app.decorate("clientHash", clientHash);
  app.decorate("workers", workers);
  // Every route below names its caller through the auth module's sessions (read when a request comes).
  let sessions: AuthService | undefined;
  await app.register(authPlugin, { auth: () => sessions! });

  // The modules, in order; what one needs of another is handed over here (a module never imports another).
  const health = await modules.health.register(platform, {});
  const auth = (sessions = await modules.auth.register(platform, {}));
  const forgetUser = (id: number) => auth.forgetUser(id);
  // The trading calendar, read before anything that asks "is this a trading day" (the demo seed, the market).
  const calendar = await modules.calendar.register(platform, {});
  const tradingCalendar = () => calendar.current();
  const user = await modules.account.register(platform, { sessions: auth });
  await modules.selectProgram.register(platform, { forgetUser });
  await modules.notifications.register(platform, {});
  await modules.errorlog.register(platform, {});
  await modules.admin.register(platform, {
    forgetUser,
    demo: { seed: seedDemo, removeCohort: removeDemoCohort },
    calendar: tradingCalendar,
  });
  const market = await modules.market.register(platform, { calendar: tradingCalendar });
  const research = await modules.research.register(platform, {});
  await modules.excel.register(platform, {
    eligible: async (userId) => (await research.eligibility(userId, "exceleligible")).eligible,
  });
  await modules.resources.register(platform, { sessions: auth });
  await modules.content.register(platform, {});
  await modules.interview.register(platform, {});
  await modules.live.register(platform, {});
  await modules.mail.register(platform, {});
  await modules.games.register(platform, { market });
  await modules.analyticsQuality.register(platform, {});
  await modules.progress.register(platform, {});
  await modules.analytics.register(platform, {});
  await modules.certificates.register(platform, {});
  // Last: it reads every module's declared personal data (issue 43).
  await modules.privacy.register(platform, {
    dataMap: Object.values(modules).flatMap((m) =>
      (m.personalData ?? []).map((item) => ({ ...item, module: m.name })),
    ),
    forgetUser,
  });
  app.decorate("services", { health, auth, user, research, notifications: platform.notifications });
  await registerWeb(app, config.webDist, config.firstDataBudgetMs);

  app.addHook("onClose", async () => {
    await ownRealtime?.close();
    redisGuard?.close();
    await redis?.close().catch(() => {});
    if (!options.storage) await storage.close();
  });
  return app;
}
