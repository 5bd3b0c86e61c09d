// Environment -> typed configuration. Every value has a default, so a fresh checkout runs with nothing set.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root, found from this file's location (apps/server/src/config.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

// Empty strings count as unset: `REDIS_URL= npm start` must not mean "connect to ''".
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const EnvSchema = z.object({
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
  JWT_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(16, "JWT_SECRET must have at least 16 characters").optional(),
  ),
  WEB_DIST: optionalString,
  LOG_LEVEL: z.preprocess((v) => (v === "" ? undefined : v), z.enum(LOG_LEVELS).default("info")),
  NODE_ENV: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("development")),
  TRUST_PROXY: optionalString,
  // npm runs workspace scripts inside apps/server; INIT_CWD is where the operator typed the command.
  INIT_CWD: optionalString,
});

/** The server's typed configuration. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite data folder inside dataDir. */
  pgliteDir: string;
  uploadsDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  jwtSecret: string;
  webDist: string;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: string;
  isProduction: boolean;
  /** Fastify trustProxy: false (clients connect directly), true, or the load balancers' addresses/CIDRs. */
  trustProxy: boolean | string;
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
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(join(dataDir, "jwt-secret")),
    webDist: e.WEB_DIST ? fromBase(e.WEB_DIST) : join(REPO_ROOT, "apps", "web", "dist"),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
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
