// The deployment under test: the app's environment, its CLI (migrate, seed), its instances (node with tsx's loader
// running the server entry) and the nginx site in front of them (deploy/nginx/fincareer.conf made local).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { root } from "../lib/built-app.mjs";
import { writeLocalConfig } from "../lib/nginx.mjs";
import { NGINX_PORT, PORT_BASE, REDIS_URL, sleep } from "./config.mjs";

/** The instances' environment: the run's database, Redis prefix and folder, fresh secrets, production mode. */
export function instanceEnv({ dbUrl, redisPrefix, work }) {
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString("hex"),
    METRICS_TOKEN: process.env.BENCH_METRICS_TOKEN ?? randomBytes(16).toString("hex"),
    DATA_DIR: join(work, "data"),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    MARKET_HOURS: "always",
    MARKET_TICK_MS: "1000",
    MARKET_HISTORY_DAYS: "120",
    TRUST_PROXY: "127.0.0.1",
  };
  for (const key of ["SERVER_URL", "STORAGE_URL", "PORT"]) delete env[key];
  return env;
}

export const cli = (env, ...args) => {
  const r = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli.ts", ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error(`cli ${args.join(" ")} failed (${r.status})`);
};

/** One instance: node with tsx's loader running the server entry (so the pid is the app itself). */
export async function startInstance(env, port) {
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const instance = {
    pid: child.pid,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await instance.stop();
  throw new Error(`instance on ${port} was not ready within 180 s`);
}

/** nginx's site in `dir` on NGINX_PORT with the instances on `appPorts` as its upstreams; returns the file. */
export function writeNginxConfig(dir, appPorts) {
  return writeLocalConfig({
    dir,
    port: NGINX_PORT,
    redirectPort: PORT_BASE + 9,
    upstreams: appPorts.map((p) => `127.0.0.1:${p}`),
  });
}
