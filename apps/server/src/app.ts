// Builds the Fastify app from plugins and modules; main.ts, the CLI and the tests all call buildApp.
import { readFileSync } from "node:fs";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import fastifyJwt from "@fastify/jwt";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import type { FastifyBaseLogger } from "fastify";
import type { App } from "./app-type.ts";
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
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { errorHandler, tooMany } from "./errors.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./lib/request-id.ts";
import { openStorage } from "./lib/storage/open.ts";
import type { ObjectStorage } from "./lib/storage/storage.ts";
import type { TokenCodec } from "./lib/tokens.ts";
import { accountAdminRoutes } from "./modules/account/admin-routes.ts";
import { faqRoutes } from "./modules/account/faq-routes.ts";
import { createFaqService } from "./modules/account/faq-service.ts";
import { createHrService } from "./modules/account/hr-service.ts";
import { photoRoutes } from "./modules/account/photo-routes.ts";
import { createProfileService } from "./modules/account/profile-service.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { analyticsQualityRoutes } from "./modules/analytics-quality/routes.ts";
import { createAnalyticsQualityService } from "./modules/analytics-quality/service.ts";
import { progressRoutes } from "./modules/progress/routes.ts";
import { createProgressService } from "./modules/progress/service.ts";
import { registerLive } from "./modules/live/module.ts";
import { registerMail } from "./modules/mail/module.ts";
import { outboxDepth } from "./modules/mail/service.ts";
import { memoryAttemptCounter, redisAttemptCounter } from "./lib/attempt-counter.ts";
import type { AttemptCounter } from "./lib/attempt-counter.ts";
import { adminUsersRoutes } from "./modules/admin-users/routes.ts";
import { analyticsRoutes } from "./modules/analytics/routes.ts";
import { createAnalyticsService } from "./modules/analytics/service.ts";
import { createAdminUsersService } from "./modules/admin-users/service.ts";
import { createDeviceCookies } from "./modules/auth/device-cookie.ts";
import { createLoginThrottle } from "./modules/auth/login-throttle.ts";
import { passwordRoutes } from "./modules/auth/password-routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { createContentService } from "./modules/content/service.ts";
import { interviewRoutes } from "./modules/interview/routes.ts";
import { createModelEvaluator } from "./modules/interview/model-evaluator.ts";
import { rubricEvaluator } from "./modules/interview/rubric.ts";
import { createInterviewService } from "./modules/interview/service.ts";
import { gamesAdminRoutes } from "./modules/games/admin-routes.ts";
import { marketAdminRoutes } from "./modules/market-admin/routes.ts";
import { createMarketAdminService } from "./modules/market-admin/service.ts";
import { createGamesAdminService } from "./modules/games/admin-service.ts";
import { gamesRoutes } from "./modules/games/routes.ts";
import { createGamesService } from "./modules/games/service.ts";
import { notesRoutes } from "./modules/notes/routes.ts";
import { createNotesService } from "./modules/notes/service.ts";
import { resourceRoutes } from "./modules/resources/routes.ts";
import { createResourceService } from "./modules/resources/service.ts";
import { adminResearchRoutes } from "./modules/research/admin-routes.ts";
import { researchRoutes } from "./modules/research/routes.ts";
import { createResearchService } from "./modules/research/service.ts";
import { createAdminService } from "./modules/admin/service.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { registerMarket } from "./market/module.ts";
import { orderRoutes } from "./modules/orders/routes.ts";
import { createOrderService } from "./modules/orders/service.ts";
import { portfolioRoutes } from "./modules/portfolio/routes.ts";
import { createPortfolioService } from "./modules/portfolio/service.ts";
import { scripRoutes } from "./modules/scrips/routes.ts";
import { createScripService } from "./modules/scrips/service.ts";
import { errorLogRoutes } from "./modules/errorlog/routes.ts";
import { excelRoutes } from "./modules/excel/routes.ts";
import { createExcelService } from "./modules/excel/service.ts";
import { createErrorLogService } from "./modules/errorlog/service.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { createHealthService } from "./modules/health/service.ts";
import type { RedisPing } from "./modules/health/service.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { PUPDATE, createNotificationService } from "./modules/notifications/service.ts";
import { selectProgramRoutes } from "./modules/select-program/routes.ts";
import { createSelectProgramService } from "./modules/select-program/service.ts";
import { userRoutes } from "./modules/user/routes.ts";
import { createUserService } from "./modules/user/service.ts";
import { accessPlugin } from "./plugins/access.ts";
import { OUTBOX_DEPTH_STATES, createMetrics, registerMetrics } from "./plugins/metrics.ts";
import { authPlugin } from "./plugins/auth.ts";
import { isFirstDataRead } from "./plugins/first-data.ts";
import { redisRateLimitStore } from "./plugins/rate-limit-store.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { readBuildHash, registerWeb } from "./plugins/web.ts";
import type { Realtime } from "./realtime/realtime.ts";
import { createRealtime } from "./realtime/realtime.ts";

const VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;

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

/** Every service, built once per app; other modules reach shared ones (e.g. notifications.notify) here. */
export function createServices(opts: {
  db: DatabaseHandle;
  realtime: Realtime;
  tokens: TokenCodec;
  clientHash: string | null;
  market: Config["market"];
  /** Failed-login counters (Redis when REDIS_URL is set, else this process). */
  attempts: AttemptCounter;
  /** The server secret; login device cookies are signed with a key derived from it. */
  secret: string;
  logger?: Logger;
  /** Readiness checks these: the storage takes a file (or the bucket answers), and Redis (when set) answers. */
  storage: ObjectStorage;
  redis: RedisPing | null;
}) {
  const { db: handle, realtime, tokens, clientHash } = opts;
  const db = handle.db;
  const notifications = createNotificationService({ db, realtime });
  const throttle = createLoginThrottle(opts.attempts, (err) =>
    opts.logger?.warn({ err }, "login throttle store failed; the attempt was let through"),
  );
  const auth = createAuthService({
    db,
    tokens,
    throttle,
    devices: createDeviceCookies(opts.secret),
    onNotify: (userId, msg) => realtime.toUser(userId, PUPDATE, { msg }),
    sockets: realtime,
  });
  return {
    adminUsers: createAdminUsersService({ db, forgetUser: (id) => auth.forgetUser(id), sockets: realtime }),
    auth,
    notifications,
    user: createUserService({ db, auth, clientHash }),
    // A program switch applies to this instance's next request at once (the session cache holds the program).
    selectProgram: createSelectProgramService({ db, onProgramChange: (id) => auth.forgetUser(id) }),
    errorLog: createErrorLogService({ db }),
    admin: createAdminService({
      db,
      notifications,
      // The user's sockets identify themselves again for the new role (the market room follows the access table).
      onRoleChange: (id) => {
        auth.forgetUser(id);
        realtime.disconnectUser(id);
      },
      history: { historyDays: opts.market.historyDays, seed: opts.market.seed },
    }),
    health: createHealthService({
      db,
      database: handle.kind,
      realtime: realtime.kind,
      clientHash,
      storage: opts.storage,
      redis: opts.redis,
    }),
  };
}

/** The services of an app. */
export type Services = ReturnType<typeof createServices>;

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    realtime: Realtime;
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
    // The API reads a learner's page makes for its first data log at warn and above only (plugins/first-data.ts).
    childLoggerFactory: (parent, bindings, options, raw) =>
      parent.child(bindings, isFirstDataRead(raw) ? { ...options, level: "warn" } : options),
    // Behind a load balancer the client address comes from X-Forwarded-For (rate limits are per client).
    trustProxy: config.trustProxy,
    // Each request's id (its log lines' reqId, the x-request-id answer header, a 5xx body's requestId).
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  // First, so its onRoute check sees every route (docs included) and its hook covers every route.
  await app.register(accessPlugin, { auth: () => app.services.auth });
  // Measured only when METRICS_TOKEN is set; the gauges read the market, pool and sockets when scraped.
  const metrics = config.metricsToken
    ? createMetrics(() => ({
        sockets: () => realtime.socketCount(),
        pool: db.kind === "postgres" ? (db.db as unknown as { $client: pg.Pool }).$client : null,
        feedLag: () => app.market.feedLagSeconds(),
        outboxDepth: () => outboxDepth(db.db, OUTBOX_DEPTH_STATES),
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
        // Plain-http pilots (127.0.0.1, LAN) would break if the browser upgraded every request to https.
        "upgrade-insecure-requests": null,
      },
    },
  });

  // Research files, photos and videos: DATA_DIR/uploads, or the bucket of STORAGE_URL (closed with the app).
  const storage = options.storage ?? (await openStorage(config));
  let redis: ReturnType<typeof createClient> | null = null;
  if (config.redisUrl) {
    // The Redis client loads only when Redis is configured (a third of a second of start-up otherwise).
    const { createClient } = await import("redis");
    redis = createClient({ url: config.redisUrl, socket: { connectTimeout: 5000 } });
    redis.on("error", (err) => logger.warn({ err }, "rate-limit redis error"));
    await redis.connect();
  }
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everyone out of logging in.
    skipOnError: true,
    ...(redis ? { store: redisRateLimitStore(redis, `${config.redisPrefix}rate-limit:`) } : {}),
    errorResponseBuilder: (_req, ctx) =>
      tooMany(`too many attempts: try again in ${ctx.after}`, "too_many_requests"),
  });

  await app.register(fastifyJwt, { secret: config.jwtSecret });
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
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });

  const clientHash = readBuildHash(config.webDist);
  const attempts = redis ? redisAttemptCounter(redis, config.redisPrefix) : memoryAttemptCounter();
  const services = createServices({
    db,
    realtime,
    tokens,
    clientHash,
    market: config.market,
    attempts,
    secret: config.jwtSecret,
    logger,
    storage,
    redis,
  });
  app.decorate("services", services);
  app.decorate("realtime", realtime);
  app.decorate("clientHash", clientHash);

  await app.register(authPlugin, { auth: services.auth });
  await app.register(healthRoutes, { prefix: "/api", health: services.health });
  await app.register(authRoutes, { prefix: "/api/auth", auth: services.auth });
  await app.register(userRoutes, { prefix: "/api/user", user: services.user });
  await app.register(passwordRoutes, { prefix: "/api/user", auth: services.auth });
  await app.register(selectProgramRoutes, {
    prefix: "/api/selectprogram",
    selectProgram: services.selectProgram,
  });
  await app.register(notificationRoutes, {
    prefix: "/api/notifications",
    notifications: services.notifications,
  });
  await app.register(errorLogRoutes, { prefix: "/api/errorlog", errorLog: services.errorLog });
  await app.register(adminRoutes, { prefix: "/api/admin", admin: services.admin });
  await app.register(adminUsersRoutes, { prefix: "/api/admin", adminUsers: services.adminUsers });
  const market = await registerMarket(app, {
    config,
    db,
    realtime,
    notifications: services.notifications,
    logger,
    background: options.background ?? true,
    timings: metrics?.market,
  });
  const startingCash = config.market.startingCashPaise;
  await app.register(scripRoutes, {
    prefix: "/api/scrips",
    scrips: createScripService({ db: db.db, market }),
  });
  await app.register(orderRoutes, {
    prefix: "/api/order",
    orders: createOrderService({ db: db.db, market, startingCash }),
  });
  await app.register(portfolioRoutes, {
    prefix: "/api/portfolio",
    portfolio: createPortfolioService({ db: db.db, market, startingCash }),
  });
  // Real end-of-day prices (issue 22): /admin/market and `cli market:import`.
  await app.register(marketAdminRoutes, {
    prefix: "/api/admin/market",
    admin: createMarketAdminService({ db: db.db, market, seed: config.market.seed }),
  });
  // Research (FMEP) and case projects (other families) share one service; see modules/research.
  const research = createResearchService({
    db: db.db,
    notifications: services.notifications,
    storage,
  });
  await app.register(researchRoutes, { prefix: "/api/research", research, kind: "research", storage });
  await app.register(researchRoutes, { prefix: "/api/ivepresearch", research, kind: "project", storage });
  await app.register(adminResearchRoutes, { prefix: "/api/admin/research", research, storage });
  // The Excel course gates workbooks on the same eligibility GET /api/user/exceleligible answers.
  const excel = createExcelService({
    eligible: async (userId) => (await services.user.eligibility(userId, "exceleligible")).eligible,
    supportPhone: config.supportPhone,
  });
  await app.register(excelRoutes, { prefix: "/api/excel", excel });
  // Learning content: resources (learners), notes (learners), content authoring and progress (admins).
  const resources = createResourceService({ db: db.db, tokens, storage });
  await app.register(resourceRoutes, { prefix: "/api/resources", resources, tokens });
  await app.register(notesRoutes, { prefix: "/api/notes", notes: createNotesService({ db: db.db }) });
  await app.register(contentRoutes, {
    prefix: "/api/content",
    content: createContentService({ db: db.db, tokens, storage }),
    storage,
    uploadsDir: config.uploadsDir,
    maxUploadBytes: config.videoUploadMaxBytes,
  });
  // AI mock interview: the model evaluator when AI_BASE_URL/AI_MODEL are set, else the offline rubric.
  const interview = createInterviewService({
    db: db.db,
    evaluator: config.ai ? createModelEvaluator(config.ai) : rubricEvaluator,
    dailyLimit: config.interviewDailyLimit,
  });
  await app.register(interviewRoutes, { prefix: "/api/interview", interview });
  // Live sessions: schedule, calendar files and feed, reminders (the sweeper timer is started by server.ts only).
  await registerLive(app, {
    db: db.db,
    notifications: services.notifications,
    reminderMinutes: config.live.reminderMinutes,
    // Invitations come from the institute at the mail's From address.
    organizer: {
      name: config.mail.institute,
      email: /<([^<>]+)>\s*$/.exec(config.mail.from)?.[1] ?? config.mail.from,
    },
    logger,
  });
  // Mail (issue 23): the outbox's sender (started by server.ts only) and /api/admin/mail.
  await registerMail(app, { db: db.db, config: config.mail, secret: config.jwtSecret, logger });
  // Account extras (issue 12): Edit Profile and photo, the sign-up questionnaire, risk appetite, FAQs.
  const hr = createHrService({ db: db.db });
  const faq = createFaqService({ db: db.db, supportPhone: config.supportPhone });
  await app.register(accountRoutes, {
    prefix: "/api/user",
    profile: createProfileService({ db: db.db, storage }),
    hr,
    supportPhone: config.supportPhone,
  });
  await app.register(photoRoutes, { prefix: "/uploads/userProfile", storage });
  await app.register(faqRoutes, { prefix: "/api/faq", faq });
  await app.register(accountAdminRoutes, { prefix: "/api/admin", faq, hr });
  // Trading games (issue 10): learner routes and the admin banks, permissions and results.
  await app.register(gamesRoutes, {
    prefix: "/api/games",
    games: createGamesService({ db: db.db, market: app.market }),
  });
  await app.register(gamesAdminRoutes, {
    prefix: "/api/admin/games",
    admin: createGamesAdminService({ db: db.db }),
  });
  // Question quality, raters and the learner's own progress (issue 24).
  const analyticsQuality = createAnalyticsQualityService({
    db: db.db,
    cacheMs: config.analyticsCacheMs,
    questionsRefreshMs: config.questionStatsRefreshMs,
    onError: (err) => app.log.error({ err }, "question-quality report: background recomputation failed"),
  });
  await app.register(analyticsQualityRoutes, { prefix: "/api/admin/analytics", analytics: analyticsQuality });
  await app.register(progressRoutes, {
    prefix: "/api/progress",
    progress: createProgressService({ db: db.db, cacheMs: config.analyticsCacheMs }),
  });
  // Cohort analytics (issue 24): overview, at-risk learners and nudges, a learner's timeline, CSV exports.
  await app.register(analyticsRoutes, {
    prefix: "/api/admin/analytics",
    analytics: createAnalyticsService({ db: db.db, realtime, cacheMs: config.analyticsCacheMs }),
  });
  await registerWeb(app, config.webDist, config.firstDataBudgetMs);

  app.addHook("onClose", async () => {
    await analyticsQuality.settle();
    await ownRealtime?.close();
    await redis?.close().catch(() => {});
    if (!options.storage) await storage.close();
  });
  return app;
}
