// Environment -> typed configuration. Every value has a default, so a fresh checkout runs with nothing set.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { LIVE_REMINDER_MINUTES } from "@fincareer/domain/live";
import { storageConfig } from "./storage/config.ts";
import type { StorageConfig } from "./storage/config.ts";

/**
 * The settings the platform itself reads (the HTTP server, database, Redis, storage, secrets, logs, metrics); each
 * module declares its own in its module.ts, and a test holds their union equal to what this file parses.
 */
export const PLATFORM_SETTINGS = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "REDIS_URL",
  "REDIS_PREFIX",
  "JWT_SECRET",
  "WEB_DIST",
  "METRICS_TOKEN",
  "LOG_LEVEL",
  "NODE_ENV",
  "TRUST_PROXY",
  "FIRST_DATA_BUDGET_MS",
  "STORAGE_URL",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "AWS_REGION",
  "AWS_DEFAULT_REGION",
] as const;

/** The repository root, found from this file's location (apps/server/src/platform/config.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

// Empty strings count as unset: `REDIS_URL= npm start` must not mean "connect to ''".
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

export const EnvSchema = z.object({
  PORT: z.preprocess(
    (v) => (v === "" || v === undefined ? 3000 : v),
    z.coerce.number().int().min(0).max(65535, "PORT must be a port number (0-65535)"),
  ),
  HOST: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("127.0.0.1")),
  DATA_DIR: optionalString,
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL")
      .optional(),
  ),
  REDIS_PREFIX: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9:._-]{1,100}$/, "REDIS_PREFIX may hold letters, digits and : . _ - (at most 100)")
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(16, "JWT_SECRET must have at least 16 characters").optional(),
  ),
  WEB_DIST: optionalString,
  METRICS_TOKEN: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, "METRICS_TOKEN must be 16-200 printable characters without spaces")
      .optional(),
  ),
  LOG_LEVEL: z.preprocess((v) => (v === "" ? undefined : v), z.enum(LOG_LEVELS).default("info")),
  NODE_ENV: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("development")),
  TRUST_PROXY: optionalString,
  MARKET_HOURS: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["nse", "always"]).default("nse")),
  MARKET_START_CASH: z.preprocess(
    (v) => (v === "" || v === undefined ? 1_000_000 : v),
    z.coerce.number().int().positive("MARKET_START_CASH must be a positive number of rupees").max(1e11),
  ),
  MARKET_SEED: z.preprocess((v) => (v === "" || v === undefined ? 20241101 : v), z.coerce.number().int()),
  MARKET_TICK_MS: z.preprocess(
    (v) => (v === "" || v === undefined ? 1000 : v),
    z.coerce.number().int().min(0, "MARKET_TICK_MS must be 0 (ticks driven by hand) or more").max(3_600_000),
  ),
  MARKET_HISTORY_DAYS: z.preprocess(
    (v) => (v === "" || v === undefined ? 500 : v),
    z.coerce.number().int().min(30, "MARKET_HISTORY_DAYS must be at least 30").max(2000),
  ),
  ANALYTICS_CACHE_SECONDS: z.preprocess(
    (v) => (v === "" || v === undefined ? 60 : v),
    z.coerce
      .number()
      .int()
      .min(0, "ANALYTICS_CACHE_SECONDS must be 0 (no cache) or more")
      .max(3600, "ANALYTICS_CACHE_SECONDS must be at most 3600"),
  ),
  QUESTION_STATS_REFRESH_SECONDS: z.preprocess(
    (v) => (v === "" || v === undefined ? 600 : v),
    z.coerce
      .number()
      .int()
      .min(0, "QUESTION_STATS_REFRESH_SECONDS must be 0 (computed on every request) or more")
      .max(86_400, "QUESTION_STATS_REFRESH_SECONDS must be at most 86400 (a day)"),
  ),
  VIDEO_UPLOAD_MAX_MB: z.preprocess(
    (v) => (v === "" || v === undefined ? 200 : v),
    z.coerce.number().positive("VIDEO_UPLOAD_MAX_MB must be a positive number of megabytes").max(10_000),
  ),
  VIDEO_RESUMABLE_MAX_MB: z.preprocess(
    (v) => (v === "" || v === undefined ? 2048 : v),
    z.coerce
      .number()
      .positive("VIDEO_RESUMABLE_MAX_MB must be a positive number of megabytes")
      .max(20_000, "VIDEO_RESUMABLE_MAX_MB must be at most 20000"),
  ),
  FFMPEG_PATH: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("/usr/bin/ffmpeg")),
  VIDEO_TRANSCODE_CONCURRENCY: z.preprocess(
    (v) => (v === "" || v === undefined ? 1 : v),
    z.coerce
      .number()
      .int()
      .min(0, "VIDEO_TRANSCODE_CONCURRENCY must be 0 (no transcoding here) or more")
      .max(8, "VIDEO_TRANSCODE_CONCURRENCY must be at most 8"),
  ),
  SUPPORT_PHONE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, "SUPPORT_PHONE must be a phone number, e.g. +91 98200 12345")
      .default("+91 98200 12345"),
  ),
  AI_BASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^https?:\/\/\S+$/, "AI_BASE_URL must be an http(s) URL, e.g. http://127.0.0.1:11434/v1")
      .optional(),
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.preprocess(
    (v) => (v === "" || v === undefined ? 20_000 : v),
    z.coerce.number().int().min(100, "AI_TIMEOUT_MS must be at least 100").max(300_000),
  ),
  FIRST_DATA_BUDGET_MS: z.preprocess(
    (v) => (v === "" || v === undefined ? 1500 : v),
    z.coerce
      .number()
      .int()
      .min(100, "FIRST_DATA_BUDGET_MS must be at least 100")
      .max(30_000, "FIRST_DATA_BUDGET_MS must be at most 30000"),
  ),
  INTERVIEW_DAILY_LIMIT: z.preprocess(
    (v) => (v === "" || v === undefined ? 10 : v),
    z.coerce.number().int().min(1, "INTERVIEW_DAILY_LIMIT must be at least 1").max(1000),
  ),
  LIVE_REMINDER_MINUTES: z.preprocess(
    (v) => (v === "" || v === undefined ? LIVE_REMINDER_MINUTES : v),
    z.coerce
      .number()
      .int()
      .min(1, "LIVE_REMINDER_MINUTES must be 1 to 1440 minutes")
      .max(1440, "LIVE_REMINDER_MINUTES must be 1 to 1440 minutes"),
  ),
  LIVE_SWEEP_MS: z.preprocess(
    (v) => (v === "" || v === undefined ? 30_000 : v),
    z.coerce.number().int().min(0, "LIVE_SWEEP_MS must be 0 (no reminders sent) or more").max(3_600_000),
  ),
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(
        /^smtps?:\/\/[^\s/]+/,
        "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587",
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[^\r\n]{1,200}$/, "MAIL_FROM must be one line, e.g. FinCareer <no-reply@example.org>")
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(
        /^https?:\/\/[^\s/]+(\/\S*)?$/,
        "PUBLIC_URL must be an http(s) URL, e.g. https://learn.example.org",
      )
      .optional(),
  ),
  INSTITUTE_NAME: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[^\r\n<>]{1,100}$/, "INSTITUTE_NAME must be one line of at most 100 characters")
      .default("FinCareer"),
  ),
  MAIL_POLL_MS: z.preprocess(
    (v) => (v === "" || v === undefined ? 2000 : v),
    z.coerce.number().int().min(0, "MAIL_POLL_MS must be 0 (no sending) or more").max(3_600_000),
  ),
  MAIL_EML_RETENTION_DAYS: z.preprocess(
    (v) => (v === "" || v === undefined ? 30 : v),
    z.coerce
      .number()
      .int()
      .min(1, "MAIL_EML_RETENTION_DAYS must be 1 to 3650 days")
      .max(3650, "MAIL_EML_RETENTION_DAYS must be 1 to 3650 days"),
  ),
  MAIL_BODY_RETENTION_DAYS: z.preprocess(
    (v) => (v === "" || v === undefined ? 90 : v),
    z.coerce
      .number()
      .int()
      .min(1, "MAIL_BODY_RETENTION_DAYS must be 1 to 3650 days")
      .max(3650, "MAIL_BODY_RETENTION_DAYS must be 1 to 3650 days"),
  ),
  STORAGE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(
        /^s3:\/\/\S+$/,
        "STORAGE_URL must be an s3:// URL, e.g. s3://fincareer-uploads?region=ap-south-1 (unset keeps files in DATA_DIR/uploads)",
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  AWS_REGION: optionalString,
  AWS_DEFAULT_REGION: optionalString,
  // npm runs workspace scripts inside apps/server; INIT_CWD is where the operator typed the command.
  INIT_CWD: optionalString,
  PRIVACY_OFFICER_NAME: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[^\r\n<>]{1,100}$/, "PRIVACY_OFFICER_NAME must be one line of at most 100 characters")
      .default("Grievance Officer"),
  ),
  PRIVACY_OFFICER_EMAIL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(
        /^[^\s@<>]+@[^\s@<>]+$/,
        "PRIVACY_OFFICER_EMAIL must be an email address, e.g. privacy@example.org",
      )
      .default("privacy@localhost"),
  ),
  PRIVACY_OFFICER_PHONE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(
        /^\+?[0-9][0-9 ()-]{5,24}$/,
        "PRIVACY_OFFICER_PHONE must be a phone number, e.g. +91 98200 12345",
      )
      .optional(),
  ),
  PRIVACY_RESPONSE_DAYS: z.preprocess(
    (v) => (v === "" || v === undefined ? 30 : v),
    z.coerce
      .number()
      .int()
      .min(1, "PRIVACY_RESPONSE_DAYS must be 1 to 90 days")
      .max(90, "PRIVACY_RESPONSE_DAYS must be 1 to 90 days (the DPDP Rules' longest period)"),
  ),
  PRIVACY_RETENTION_YEARS: z.preprocess(
    (v) => (v === "" || v === undefined ? 3 : v),
    z.coerce.number().min(0.1, "PRIVACY_RETENTION_YEARS must be at least 0.1").max(50),
  ),
  PRIVACY_SWEEP_MS: z.preprocess(
    (v) => (v === "" || v === undefined ? 60_000 : v),
    z.coerce.number().int().min(0, "PRIVACY_SWEEP_MS must be 0 (no sweep) or more").max(86_400_000),
  ),
});

/** Settings of the simulated market. */
export interface MarketConfig {
  /** nse = 09:15-15:30 IST on NSE trading days (the default); always = a demo market open around the clock. */
  hours: "nse" | "always";
  /** Virtual cash a new trading account starts with, in paise (MARKET_START_CASH is rupees, default 10,00,000). */
  startingCashPaise: number;
  /** Seed of the price simulator: the same seed gives the same history. */
  seed: number;
  /** Milliseconds between feed ticks; 0 = no timer (tests drive ticks by hand). */
  tickMs: number;
  /** Trading days of daily history generated at first start (default 500, about two years). */
  historyDays: number;
}

/** An OpenAI-compatible chat-completions endpoint for the mock interview (hosted, Ollama or vLLM). */
export interface AiConfig {
  /** Base URL up to /v1, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (AI_BASE_URL). */
  baseUrl: string;
  /** Bearer key; local servers usually need none (AI_API_KEY). */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export type { S3StorageConfig, StorageConfig } from "./storage/config.ts";

/** The server's typed configuration. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite data folder inside dataDir. */
  pgliteDir: string;
  /** DATA_DIR/uploads: the files themselves with local storage, and every upload's temporary file. */
  uploadsDir: string;
  /** Where research files, photos and videos are kept (STORAGE_URL). */
  storage: StorageConfig;
  databaseUrl: string | null;
  redisUrl: string | null;
  /**
   * Prefix of every Redis key and channel of this deployment (socket.io adapter, rate limits), so deployments
   * sharing one Redis never see each other's events or counters. REDIS_PREFIX, default from the database name.
   */
  redisPrefix: string;
  jwtSecret: string;
  webDist: string;
  /**
   * How long a learner's page waits for its first screen's API answers before it is sent with what has answered
   * (FIRST_DATA_BUDGET_MS, default 1500); the browser asks for the rest.
   */
  firstDataBudgetMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: string;
  isProduction: boolean;
  /** Bearer token of GET /metrics (METRICS_TOKEN); null = no metrics are kept and /metrics is a 404. */
  metricsToken: string | null;
  /** Fastify trustProxy: false (clients connect directly), true, or the load balancers' addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Support number of the Excel screen's help box (SUPPORT_PHONE). */
  supportPhone: string;
  /** The simulated market (MARKET_*): session hours, starting cash (paise), feed seed, tick interval, history. */
  market: MarketConfig;
  /** Largest video file an instructor may upload, in bytes (VIDEO_UPLOAD_MAX_MB, default 200). */
  videoUploadMaxBytes: number;
  /** Video transcoding and resumable uploads (issue 42): FFMPEG_PATH, VIDEO_TRANSCODE_CONCURRENCY, VIDEO_RESUMABLE_MAX_MB. */
  video: { ffmpegPath: string; transcodeConcurrency: number; resumableMaxBytes: number };
  /**
   * How long an analytics report (overview, at-risk list, question quality, raters) is served from memory before it
   * is computed again, in ms (ANALYTICS_CACHE_SECONDS, default 60; 0 = always fresh).
   */
  analyticsCacheMs: number;
  /**
   * How old a program's stored question-quality report may get before a request recomputes it in the background, in
   * ms (QUESTION_STATS_REFRESH_SECONDS, default 600; 0 = computed on every request).
   */
  questionStatsRefreshMs: number;
  /** The interview's model endpoint; null = the built-in rubric only (AI_BASE_URL and AI_MODEL unset). */
  ai: AiConfig | null;
  /** Interviews a learner may start per IST day (INTERVIEW_DAILY_LIMIT, default 10): bounds model cost. */
  interviewDailyLimit: number;
  /** Learners' data rights (PRIVACY_*): the grievance officer, response days, retention and the sweep's period. */
  privacy: PrivacyConfig;
  /** Live-session reminders: the "starts soon" lead time and how often the server sweeps (0 = never). */
  live: { reminderMinutes: number; sweepMs: number };
  /** Outgoing mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
  mail: MailConfig;
}

/** Learners' data rights (issue 43). */
export interface PrivacyConfig {
  officer: { name: string; email: string; phone: string | null };
  /** Days within which a request or grievance is answered (its due date). */
  responseDays: number;
  /** Years after the last enrolment ended before a learner's data is erased. */
  retentionYears: number;
  /** How often a listening server runs due exports and erasures and the retention sweep (0 = never). */
  sweepMs: number;
}

/** Outgoing mail settings. */
export interface MailConfig {
  /** smtp:// (STARTTLS when offered) or smtps:// with user:password; null = write .eml files to `dir`. */
  smtpUrl: string | null;
  /** The From header (MAIL_FROM), default `<institute> <no-reply@localhost>`. */
  from: string;
  /** Where links in mails point (PUBLIC_URL, no trailing slash), default http://<HOST>:<PORT>. */
  publicUrl: string;
  /** The institute's name, shown in every mail (INSTITUTE_NAME). */
  institute: string;
  /** DATA_DIR/mail: the .eml files of the embedded default. */
  dir: string;
  /** How often a listening server looks for mail to send (MAIL_POLL_MS, 0 = never). */
  pollMs: number;
  /** Days an .eml file is kept after it was written (MAIL_EML_RETENTION_DAYS, default 30). */
  emlRetentionDays: number;
  /** Days a sent mail keeps its text, HTML and template data in the outbox (MAIL_BODY_RETENTION_DAYS, default 90). */
  bodyRetentionDays: number;
}

/** Reads the configuration from an environment (process.env by default); creates DATA_DIR and the JWT secret if needed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e = parsed.data;
  const base = e.INIT_CWD ?? process.cwd();
  const fromBase = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const dataDir = e.DATA_DIR ? fromBase(e.DATA_DIR) : join(REPO_ROOT, ".data");
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: join(dataDir, "pglite"),
    uploadsDir: join(dataDir, "uploads"),
    storage: storageConfig(e),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX ?? defaultRedisPrefix(e.DATABASE_URL ?? null, dataDir),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(join(dataDir, "jwt-secret")),
    webDist: e.WEB_DIST ? fromBase(e.WEB_DIST) : join(REPO_ROOT, "apps", "web", "dist"),
    firstDataBudgetMs: e.FIRST_DATA_BUDGET_MS,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN ?? null,
    supportPhone: e.SUPPORT_PHONE,
    market: {
      hours: e.MARKET_HOURS,
      startingCashPaise: e.MARKET_START_CASH * 100,
      seed: e.MARKET_SEED,
      tickMs: e.MARKET_TICK_MS,
      historyDays: e.MARKET_HISTORY_DAYS,
    },
    videoUploadMaxBytes: Math.round(e.VIDEO_UPLOAD_MAX_MB * 1024 * 1024),
    video: {
      ffmpegPath: e.FFMPEG_PATH,
      transcodeConcurrency: e.VIDEO_TRANSCODE_CONCURRENCY,
      resumableMaxBytes: Math.round(e.VIDEO_RESUMABLE_MAX_MB * 1024 * 1024),
    },
    analyticsCacheMs: e.ANALYTICS_CACHE_SECONDS * 1000,
    questionStatsRefreshMs: e.QUESTION_STATS_REFRESH_SECONDS * 1000,
    live: { reminderMinutes: e.LIVE_REMINDER_MINUTES, sweepMs: e.LIVE_SWEEP_MS },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `${e.INSTITUTE_NAME} <no-reply@localhost>`,
      publicUrl: (
        e.PUBLIC_URL ?? `http://${e.HOST.includes(":") ? `[${e.HOST}]` : e.HOST}:${e.PORT}`
      ).replace(/\/+$/, ""),
      institute: e.INSTITUTE_NAME,
      dir: join(dataDir, "mail"),
      pollMs: e.MAIL_POLL_MS,
      emlRetentionDays: e.MAIL_EML_RETENTION_DAYS,
      bodyRetentionDays: e.MAIL_BODY_RETENTION_DAYS,
    },
    ai: aiConfig(e),
    interviewDailyLimit: e.INTERVIEW_DAILY_LIMIT,
    privacy: {
      officer: {
        name: e.PRIVACY_OFFICER_NAME,
        email: e.PRIVACY_OFFICER_EMAIL,
        phone: e.PRIVACY_OFFICER_PHONE ?? null,
      },
      responseDays: e.PRIVACY_RESPONSE_DAYS,
      retentionYears: e.PRIVACY_RETENTION_YEARS,
      sweepMs: e.PRIVACY_SWEEP_MS,
    },
  };
}

function aiConfig(e: z.infer<typeof EnvSchema>): AiConfig | null {
  if (!e.AI_BASE_URL && !e.AI_MODEL) return null;
  if (!e.AI_BASE_URL || !e.AI_MODEL) {
    throw new Error("invalid configuration: AI_BASE_URL and AI_MODEL must be set together");
  }
  return {
    baseUrl: e.AI_BASE_URL.replace(/\/+$/, ""),
    apiKey: e.AI_API_KEY ?? null,
    model: e.AI_MODEL,
    timeoutMs: e.AI_TIMEOUT_MS,
  };
}

/**
 * The default Redis prefix: `fincareer:<database name>:` on PostgreSQL, `fincareer:pglite-<folder>-<hash>:` on the
 * embedded database (the hash of the data folder's path tells two checkouts' `.data` folders apart).
 */
export function defaultRedisPrefix(databaseUrl: string | null, dataDir: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 60);
  if (databaseUrl) {
    let name = "";
    try {
      name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\/+/, ""));
    } catch {
      // Validated as postgres:// above; an unparsable rest falls back to the server's default database.
    }
    return `fincareer:${safe(name || "postgres")}:`;
  }
  const hash = createHash("sha256").update(resolve(dataDir)).digest("hex").slice(0, 10);
  return `fincareer:pglite-${safe(basename(dataDir))}-${hash}:`;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === "false" || value === "0") return false;
  return value === "true" || value === "1" ? true : value;
}

/** Reads the generated secret, creating it (0600) the first time; `wx` makes two racing processes agree on one. */
function persistentSecret(file: string): string {
  try {
    writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 16) throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
  return secret;
}
