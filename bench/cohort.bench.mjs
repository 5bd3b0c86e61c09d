// A cohort's morning, the way an operator deploys the app: two instances of the built app on PostgreSQL and Redis
// (and S3 storage when the code has STORAGE_URL and s3rver is installed), behind nginx running
// deploy/nginx/fincareer.conf. N virtual learners (FMEPGOLD, seeded by SQL) each open /dashboard with its first
// data, the portfolio, place and cancel two orders, watch a video (ten progress reports) and open research, while a
// WebSocket on /socket.io/ (setUid, then the `market` room) receives the ticks.
//
// Pacing, as a real morning goes: between screens and actions a learner thinks for BENCH_THINK_MS (3,000 ms on
// average: each pause 0.5-1.5 times it, so 1.5-4.5 s, brisker than most people reading a portfolio or typing an
// order); while the video plays the player reports every REPORT_EVERY_SECONDS of playback (5 s, read from
// apps/web/src/features/resources/components/video-player.tsx; each gap 0.9-1.1 times it), at the position reached.
// A morning so lasts about 7 x 3 + 9 x 5 = 66 s and makes 17 requests (about 0.26 a second per learner, so a
// thousand learners make about 260 requests a second, with a thousand sockets receiving every tick). Until
// 2026-11-26 every pause, progress reports included, was 1 s: a morning of 16 s, progress reported five times as
// often as any browser does and orders cancelled a second after they were typed, about 1,060 requests a second
// for a thousand learners. BENCH_THINK_MS=1000 BENCH_PROGRESS_MS=1000 gives that pace back.
// Learners arrive over BENCH_START_MS (30 s: a class opening the app as it starts; their sockets over the same span
// first): a thousand dashboards in the old 2 s are 500 a second, a burst no class makes, and at about 30 ms of CPU
// each, 15 s of CPU a second that no two cores could give whatever the code.
// Per level of concurrent learners it prints each step's p50/p99 and errors and the CPU ms per learner-morning of
// the app processes (/proc/PID/stat), nginx and the load generator; the ramp stops at the first level where a
// step's p99 reaches 300 ms or anything fails. Then the same ramp on one instance, the ratio of learners held by
// two instances to one, and the app's CPU per request of each step. Target: 1,000 learners, no errors, every p99
// under 300 ms.
//
// Tokens are minted as POST /api/auth/login does (a login_sessions row and a JWT signed with the instances'
// secret): argon2 logins are not part of a morning; a few real logins through nginx check that path once.
// Knobs: BENCH_LEVELS (100,250,500,1000,1500,2000), BENCH_THINK_MS (3000), BENCH_PROGRESS_MS (the player's 5000),
// BENCH_START_MS (30000: learners start spread over it), BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_PORT_BASE (4400: nginx, +1 +2 the instances, +3 S3),
// BENCH_STORAGE (auto | local | s3), BENCH_SINGLE=0 (skip the one-instance ramp), BENCH_KEEP_DB=1,
// BENCH_SOCKETS_ONLY=1 (the sockets alone: no requests, so the CPU figures are what the ticks cost),
// BENCH_STEPS_ONLY=1 (no ramps: only the app's CPU per request of each step, on one instance; the figure least
// disturbed by other work on the machine), BENCH_CPU_PROF=DIR (the instances write V8 CPU profiles there as they stop,
// for Chrome DevTools or `node bench/lib/top-frames.mjs DIR/*.cpuprofile`).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createSigner } from "fast-jwt";
import pg from "pg";
import { createClient } from "redis";
import { Pool } from "undici";
import WebSocket from "ws";
import { ensureBuilt, root } from "./lib/built-app.mjs";
import { findNginx, startNginx, writeLocalConfig } from "./lib/nginx.mjs";

const TARGET_LEARNERS = 1000;
const P99_LIMIT_MS = 300;
const PROGRAM = "FMEPGOLD";
const LEVELS = (process.env.BENCH_LEVELS ?? "100,250,500,1000,1500,2000").split(",").map(Number);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
const START_SPREAD_MS = Number(process.env.BENCH_START_MS ?? 30_000);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4400);
// BENCH_STEPS_ONLY=1: which steps (BENCH_STEPS, all by default) and how many of each (BENCH_STEP_RUNS, 40), e.g.
// BENCH_STEPS=dashboard BENCH_STEP_RUNS=400 with BENCH_CPU_PROF to profile one step.
const COST_STEPS = (process.env.BENCH_STEPS ?? "dashboard,portfolio,order,progress,research").split(",");
const STEP_RUNS = Number(process.env.BENCH_STEP_RUNS ?? 40);
const NGINX_PORT = PORT_BASE;
const APP_PORTS = [PORT_BASE + 1, PORT_BASE + 2];
const S3_PORT = PORT_BASE + 3;
/** The think pauses of a morning (see morning()): after the dashboard, 2 x 2 around the orders, to the video, 1. */
const MORNING_THINKS = 7;
/** The video's progress reports, and the gaps of playback between them. */
const PROGRESS_REPORTS = 10;
const STEPS = ["socket", "dashboard", "portfolio", "order", "cancel", "progress", "research"];
const CLK_TCK = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

const nginxBin = findNginx();
if (!nginxBin) {
  console.log(
    "nginx is not installed, so the cohort benchmark cannot run (on Debian: apt-get install nginx-light). Not measured.",
  );
  process.exit(1);
}
ensureBuilt();

/** The web player's report interval: REPORT_EVERY_SECONDS of playback (BENCH_PROGRESS_MS overrides it). */
function playerReportMs() {
  const player = readFileSync(
    join(root, "apps", "web", "src", "features", "resources", "components", "video-player.tsx"),
    "utf8",
  );
  const seconds = Number(/REPORT_EVERY_SECONDS = (\d+(?:\.\d+)?)/.exec(player)?.[1]);
  if (!(seconds > 0)) throw new Error("REPORT_EVERY_SECONDS not found in video-player.tsx");
  return seconds * 1000;
}
const PROGRESS_MS = Number(process.env.BENCH_PROGRESS_MS ?? playerReportMs());
/** The least a morning lasts on average: its think pauses and the playback between progress reports. */
const MORNING_MS = MORNING_THINKS * THINK_MS + (PROGRESS_REPORTS - 1) * PROGRESS_MS;
const SOCKETS_ONLY = process.env.BENCH_SOCKETS_ONLY === "1";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));
const playback = () => sleep(PROGRESS_MS * (0.9 + 0.2 * Math.random()));
const say = (line) => console.log(line);

// The server's dev dependencies (s3rver) resolve from its workspace, hoisted or not.
const serverRequire = createRequire(join(root, "apps", "server", "package.json"));

// --- storage: S3 when the server supports STORAGE_URL and s3rver is installed (or BENCH_STORAGE says so) ---------
function storageChoice() {
  const wanted = process.env.BENCH_STORAGE ?? "auto";
  if (wanted === "local") return { kind: "local", why: "BENCH_STORAGE=local" };
  const config = readFileSync(join(root, "apps", "server", "src", "config.ts"), "utf8");
  const supported = config.includes("STORAGE_URL");
  let s3rver = null;
  try {
    s3rver = serverRequire.resolve("s3rver");
  } catch {
    // not installed
  }
  if (supported && s3rver) return { kind: "s3", why: "the server reads STORAGE_URL and s3rver is installed" };
  const why = supported ? "s3rver is not installed" : "this server has no STORAGE_URL yet";
  if (wanted === "s3") throw new Error(`BENCH_STORAGE=s3 but ${why}`);
  return { kind: "local", why };
}

async function startS3(dir) {
  const S3rver = serverRequire("s3rver");
  const server = new S3rver({
    address: "127.0.0.1",
    port: S3_PORT,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "fincareer-bench" }],
  });
  await server.run();
  return {
    env: {
      STORAGE_URL: `s3://fincareer-bench?endpoint=http://127.0.0.1:${S3_PORT}&region=us-east-1&forcePathStyle=true`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: () => server.close(),
  };
}

// --- processes -------------------------------------------------------------------------------------------------

/** utime + stime of a process in milliseconds (0 once it has gone). */
function pidCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** The machine's busy CPU time in milliseconds, all cores (/proc/stat: user, nice, system and interrupts). */
function machineBusyMs() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return ((user + nice + system + irq + softirq) * 1000) / CLK_TCK;
}

/** The PostgreSQL backends serving database `name` on this machine (their titles read "postgres: USER NAME ..."). */
function databaseBackendPids(name) {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ");
      if (title.startsWith("postgres: ") && title.split(" ").includes(name)) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

/** The nginx master and its workers. */
function nginxPids(master) {
  const pids = [master];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === master) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

const cli = (env, ...args) => {
  const r = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli.ts", ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error(`cli ${args.join(" ")} failed (${r.status})`);
};

/** One instance: node with tsx's loader running the server entry (so the pid is the app itself). */
async function startInstance(env, port) {
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

// --- measurement -----------------------------------------------------------------------------------------------

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

class Recorder {
  constructor(origin = performance.now()) {
    this.origin = origin;
    /** Seconds (from the level's start) at which each answer slower than the p99 limit was asked for. */
    this.slowAt = [];
    this.times = Object.fromEntries(STEPS.map((s) => [s, []]));
    this.errors = Object.fromEntries(STEPS.map((s) => [s, 0]));
    this.samples = [];
  }
  ok(step, ms) {
    this.times[step].push(ms);
    if (ms >= P99_LIMIT_MS) this.slowAt.push((performance.now() - ms - this.origin) / 1000);
  }
  fail(step, what) {
    this.errors[step] += 1;
    if (this.samples.length < 5) this.samples.push(`${step}: ${what}`);
  }
  summary() {
    return STEPS.map((step) => {
      const sorted = [...this.times[step]].sort((a, b) => a - b);
      return {
        step,
        n: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors: this.errors[step],
      };
    });
  }
}

/**
 * One HTTP call through nginx, timed to the last body byte (every answer counts in the latencies); a non-2xx answer,
 * a failed check or no answer at all is an error.
 */
async function call(http, rec, step, options, check = () => null) {
  const started = performance.now();
  try {
    const res = await http.request(options);
    const bytes = Buffer.from(await res.body.arrayBuffer());
    rec.ok(step, performance.now() - started);
    // Asked for compressed answers as a browser does; undici leaves the decoding to the caller.
    const encoding = res.headers["content-encoding"];
    const text = (
      encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes
    ).toString("utf8");
    if (res.statusCode < 200 || res.statusCode > 299) {
      rec.fail(step, `${options.method} ${options.path} answered ${res.statusCode}: ${text.slice(0, 160)}`);
      return null;
    }
    const problem = check(text);
    if (problem) {
      rec.fail(step, problem);
      return null;
    }
    return text;
  } catch (error) {
    rec.fail(step, `${options.method} ${options.path}: ${error.message}`);
    return null;
  }
}

/**
 * The learner's socket through nginx: Socket.IO's wire protocol over a plain WebSocket (open, connect to "/", setUid
 * with the token, pong every ping), counting `market` frames by their first bytes. A full socket.io-client per
 * learner would spend the two cores decoding every tick for a thousand clients (README, fan-out benchmark).
 */
function openSocket(origin, token, rec) {
  return new Promise((resolve) => {
    const started = performance.now();
    const ws = new WebSocket(`${origin.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`);
    const state = {
      ticks: 0,
      open: false,
      lost: false,
      closing: false,
      close() {
        state.closing = true;
        ws.close();
      },
    };
    let settled = false;
    const settle = (problem) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (problem) rec.fail("socket", problem);
      else rec.ok("socket", performance.now() - started);
      resolve(state);
    };
    const timer = setTimeout(() => settle("no setUid:ok within 20 s"), 20_000);
    ws.on("message", (data) => {
      const head = data.subarray(0, 20).toString();
      if (head.startsWith('42["market"')) state.ticks += 1;
      else if (head === "2") ws.send("3");
      else if (head.startsWith("0")) ws.send("40");
      else if (head.startsWith("40")) ws.send(`42${JSON.stringify(["setUid", token])}`);
      else if (head.startsWith('42["setUid:ok"')) {
        state.open = true;
        settle(null);
      } else if (head.startsWith('42["unauthorized"')) settle("setUid refused");
    });
    ws.on("error", (error) => settle(`connect: ${error.message}`));
    ws.on("close", () => {
      if (state.open && !state.closing) state.lost = true;
      settle("closed before setUid:ok");
    });
  });
}

/** A morning's requests by step, each one call (`order` answers the placed order's id, or null). */
const requests = {
  dashboard: (http, rec, learner) =>
    call(
      http,
      rec,
      "dashboard",
      {
        method: "GET",
        path: "/dashboard",
        headers: { cookie: `token=${learner.token}`, accept: "text/html", "accept-encoding": "br, gzip" },
      },
      (html) =>
        html.includes('id="first-data"')
          ? null
          : "the dashboard page came without its first data (none answered within the page's budget)",
    ),
  portfolio: (http, rec, learner) =>
    call(http, rec, "portfolio", { method: "GET", path: "/api/portfolio/list", headers: bearer(learner) }),
  async order(http, rec, learner, plan, i) {
    const scrip = plan.scrips[(learner.index * 2 + i) % plan.scrips.length];
    const placed = await call(http, rec, "order", {
      method: "POST",
      path: `/api/order/new/${scrip.id}`,
      headers: jsonHeaders(learner),
      body: JSON.stringify({
        action: "BUY",
        typ: "LIMIT",
        qty: 1,
        price: scrip.limit,
        reason: "cohort bench",
      }),
    });
    return placed === null ? null : JSON.parse(placed).order_id;
  },
  cancel: (http, rec, learner, plan, orderId) =>
    call(http, rec, "cancel", {
      method: "DELETE",
      path: `/api/order/cancel/${orderId}`,
      headers: jsonHeaders(learner),
      body: JSON.stringify({ reason: "cohort bench" }),
    }),
  progress: (http, rec, learner, plan, k) =>
    call(http, rec, "progress", {
      method: "PUT",
      path: `/api/resources/videos/${plan.videoId}/progress`,
      headers: jsonHeaders(learner),
      body: JSON.stringify({ positionSeconds: (k * PROGRESS_MS) / 1000, durationSeconds: 600 }),
    }),
  research: (http, rec, learner) =>
    call(http, rec, "research", { method: "GET", path: "/api/research", headers: bearer(learner) }),
};

function bearer(learner) {
  return { authorization: `Bearer ${learner.token}`, "accept-encoding": "br, gzip" };
}

function jsonHeaders(learner) {
  return { ...bearer(learner), "content-type": "application/json" };
}

/** One learner's morning (the socket stays open throughout). */
async function morning(http, rec, learner, plan) {
  await sleep(Math.random() * START_SPREAD_MS);
  await requests.dashboard(http, rec, learner);
  await think();
  await requests.portfolio(http, rec, learner);
  for (let i = 0; i < 2; i += 1) {
    await think();
    const orderId = await requests.order(http, rec, learner, plan, i);
    if (orderId === null) continue;
    await think();
    await requests.cancel(http, rec, learner, plan, orderId);
  }
  // To the video, then a report every few seconds of playback.
  await think();
  for (let k = 1; k <= PROGRESS_REPORTS; k += 1) {
    if (k > 1) await playback();
    await requests.progress(http, rec, learner, plan, k);
  }
  await think();
  await requests.research(http, rec, learner);
}

/**
 * The app's CPU per request of each step, one request at a time, on the instances of `pids`, less what they spend
 * meanwhile with no request (the feed's ticks): which step costs what.
 */
async function stepCosts(pids, learner, plan, runs = STEP_RUNS) {
  const cpuMs = (list) => list.reduce((a, pid) => a + pidCpuMs(pid), 0);
  const http = new Pool(`http://127.0.0.1:${NGINX_PORT}`, { connections: 1 });
  const rec = new Recorder();
  // The database's side too: the backends of the instances' pools, read again each time (a pool may open more or
  // close idle ones). What a backend used since the last reading, summed over the backends alive now: one that
  // has exited in between is left out, not subtracted; one that started counts from zero.
  const dbSnapshot = () => new Map(databaseBackendPids(dbName).map((pid) => [pid, pidCpuMs(pid)]));
  const dbUsedSince = (before) => {
    let used = 0;
    // (Never below zero: a backend gone between listing and reading reads 0.)
    for (const [pid, ms] of dbSnapshot()) used += Math.max(0, ms - (before.get(pid) ?? 0));
    return used;
  };
  const idleStart = cpuMs(pids);
  const dbIdleStart = dbSnapshot();
  await sleep(3000);
  const idlePerMs = (cpuMs(pids) - idleStart) / 3000;
  const dbIdlePerMs = dbUsedSince(dbIdleStart) / 3000;
  const costs = [];
  for (const step of COST_STEPS) {
    const before = cpuMs(pids);
    const dbBefore = dbSnapshot();
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) {
      if (step !== "order") await requests[step](http, rec, learner, plan, i + 1);
      else {
        const orderId = await requests.order(http, rec, learner, plan, i);
        if (orderId !== null) await requests.cancel(http, rec, learner, plan, orderId);
      }
    }
    const elapsed = performance.now() - started;
    const used = cpuMs(pids) - before - idlePerMs * elapsed;
    const dbUsed = dbUsedSince(dbBefore) - dbIdlePerMs * elapsed;
    costs.push(
      `${step === "order" ? "order + cancel" : step} ${Math.max(used / runs, 0).toFixed(1)} ms ` +
        `(PostgreSQL ${Math.max(dbUsed / runs, 0).toFixed(1)} ms)`,
    );
  }
  await http.close();
  const errors = Object.values(rec.errors).reduce((a, b) => a + b, 0);
  return (
    `${costs.join(", ")}${errors > 0 ? ` (${errors} errors: ${rec.samples[0]})` : ""}; ` +
    `idle ${(idlePerMs * 1000).toFixed(0)} ms/s (PostgreSQL ${(dbIdlePerMs * 1000).toFixed(0)} ms/s)`
  );
}

/**
 * What an instance's /metrics says since the last scrape (prom-client resets the event-loop histogram on each):
 * its event-loop delay's max and the answers it timed by bucket (cumulative counts, so the caller subtracts).
 */
async function scrapeApp(port, token) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    const gauge = (name) => Number(text.match(new RegExp(`^${name} (\\S+)$`, "m"))?.[1] ?? NaN);
    let slow = 0;
    let answered = 0;
    for (const m of text.matchAll(/^http_request_duration_seconds_bucket\{([^}]*)\} (\d+)$/gm)) {
      const le = m[1].match(/(?:^|,)le="([^"]+)"/)?.[1];
      if (le === "0.25") slow -= Number(m[2]);
      if (le === "+Inf") {
        slow += Number(m[2]);
        answered += Number(m[2]);
      }
    }
    return {
      lagMaxMs: gauge("nodejs_eventloop_lag_max_seconds") * 1000,
      tickSum: gauge("market_tick_duration_seconds_sum"),
      tickCount: gauge("market_tick_duration_seconds_count"),
      slow,
      answered,
    };
  } catch {
    return null;
  }
}

/** Runs `count` learners' mornings at once; returns the recorder, the app CPU per morning and the wall time. */
async function level(count, learners, plan, apps, ngxMaster) {
  const origin = `http://127.0.0.1:${NGINX_PORT}`;
  const appPids = apps.map((a) => a.pid);
  const rec = new Recorder();
  const ownLag = monitorEventLoopDelay({ resolution: 10 });
  ownLag.enable();
  const appsBefore = await Promise.all(apps.map((a) => scrapeApp(a.port, a.metricsToken)));
  const http = new Pool(origin, { connections: Math.max(count, 16), keepAliveTimeout: 30_000 });
  const cohort = learners.slice(0, count);
  const ngx = nginxPids(ngxMaster);
  const cpuBefore = appPids.map(pidCpuMs);
  const ngxBefore = ngx.map(pidCpuMs);
  const ownBefore = process.cpuUsage();
  const machineBefore = machineBusyMs();
  const started = performance.now();
  // Sockets open over the start spread too, then every learner runs the morning while its socket listens.
  const sockets = await Promise.all(
    cohort.map(async (l) => {
      await sleep(Math.random() * START_SPREAD_MS);
      return openSocket(origin, l.token, rec);
    }),
  );
  const morningStart = performance.now();
  // BENCH_SOCKETS_ONLY=1: the sockets listen for a morning's length and nothing is asked (what the ticks cost).
  await Promise.all(
    cohort.map((l) =>
      SOCKETS_ONLY ? sleep(Math.random() * START_SPREAD_MS + MORNING_MS) : morning(http, rec, l, plan),
    ),
  );
  const morningSeconds = (performance.now() - morningStart) / 1000;
  for (const s of sockets) {
    if (s.lost) rec.fail("socket", "the socket was dropped during the morning");
    else if (s.open && s.ticks === 0) rec.fail("socket", `no market tick in ${morningSeconds.toFixed(0)} s`);
    s.close();
  }
  const wall = (performance.now() - started) / 1000;
  await http.close();
  const appCpu = appPids.map(pidCpuMs).reduce((a, v, i) => a + v - cpuBefore[i], 0);
  const ngxCpu = ngx.map(pidCpuMs).reduce((a, v, i) => a + v - ngxBefore[i], 0);
  const own = process.cpuUsage(ownBefore);
  ownLag.disable();
  const appsAfter = await Promise.all(apps.map((a) => scrapeApp(a.port, a.metricsToken)));
  const appSide = appsAfter.map((after, i) => {
    const before = appsBefore[i];
    if (!after || !before) return null;
    return {
      lagMaxMs: after.lagMaxMs,
      slow: after.slow - before.slow,
      answered: after.answered - before.answered,
      tickMs:
        after.tickCount > before.tickCount
          ? ((after.tickSum - before.tickSum) * 1000) / (after.tickCount - before.tickCount)
          : null,
    };
  });
  const ticks = sockets.reduce((a, s) => a + s.ticks, 0) / Math.max(sockets.length, 1);
  return {
    ownLagMaxMs: ownLag.max / 1e6,
    ownLagP99Ms: ownLag.percentile(99) / 1e6,
    appSide,
    count,
    rec,
    wall,
    ticks,
    appCpuPerMorning: appCpu / count,
    ngxCpuPerMorning: ngxCpu / count,
    loadCpuPerMorning: (own.user + own.system) / 1000 / count,
    // Everything else the machine did meanwhile: PostgreSQL, Redis, the S3 server, the kernel's network work.
    restCpuPerMorning:
      (machineBusyMs() - machineBefore - appCpu - ngxCpu - (own.user + own.system) / 1000) / count,
  };
}

function printLevel(label, r) {
  const rows = r.rec.summary();
  const held = rows.every((row) => row.errors === 0 && row.n > 0 && row.p99 < P99_LIMIT_MS);
  say(
    `\n${label}: ${r.count} learners, ${r.wall.toFixed(1)} s, ${r.ticks.toFixed(1)} ticks per socket, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}`,
  );
  say("  step         answers   p50 ms   p99 ms   errors");
  for (const row of rows) {
    say(
      `  ${row.step.padEnd(10)} ${String(row.n).padStart(9)} ${row.p50.toFixed(1).padStart(8)} ${row.p99
        .toFixed(1)
        .padStart(8)} ${String(row.errors).padStart(8)}${row.p99 >= P99_LIMIT_MS ? "  p99 over 300 ms" : ""}`,
    );
  }
  say(
    `  CPU per learner-morning: app ${r.appCpuPerMorning.toFixed(1)} ms, nginx ${r.ngxCpuPerMorning.toFixed(1)} ms, ` +
      `load generator ${r.loadCpuPerMorning.toFixed(1)} ms, the rest (PostgreSQL, Redis, S3, kernel) ` +
      `${r.restCpuPerMorning.toFixed(1)} ms`,
  );
  // A morning lasts at least its pauses; the app's CPU alone then caps the learners the cores can carry.
  const ceiling = (cpus().length * MORNING_MS) / r.appCpuPerMorning;
  say(
    `  the app's CPU alone caps these ${cpus().length} cores at about ${Math.round(ceiling)} learners ` +
      `(a morning of ${(MORNING_MS / 1000).toFixed(0)} s on average, at ${r.appCpuPerMorning.toFixed(1)} ms each)`,
  );
  // Where slow answers came from: the app's own timing (from its accept to its reply) against the load generator's
  // (through nginx), each side's event-loop delay, and when in the level they were asked for.
  const slowSeen = r.rec.slowAt.length;
  const apps = r.appSide.filter(Boolean);
  const appSlow = apps.reduce((a, s) => a + s.slow, 0);
  const ticking = apps.find((s) => s.tickMs !== null);
  say(
    `  answers of ${P99_LIMIT_MS} ms or more: ${slowSeen} through nginx, ${appSlow} of 250 ms or more as the instances timed ` +
      `them; event-loop delay max: load generator ${r.ownLagMaxMs.toFixed(0)} ms (p99 ${r.ownLagP99Ms.toFixed(0)}), ` +
      `instances ${apps.map((s) => `${s.lagMaxMs.toFixed(0)} ms`).join(", ")}` +
      (ticking ? `; market tick ${ticking.tickMs.toFixed(0)} ms on average` : ""),
  );
  if (slowSeen > 0) {
    const windows = new Map();
    for (const at of r.rec.slowAt) {
      const w = Math.floor(at / 5) * 5;
      windows.set(w, (windows.get(w) ?? 0) + 1);
    }
    const busiest = [...windows].sort((a, b) => b[1] - a[1]).slice(0, 5);
    say(
      `  slow answers by when they were asked (5 s windows from the level's start): ${busiest.map(([w, n]) => `${w}-${w + 5} s: ${n}`).join(", ")}`,
    );
  }
  for (const s of r.rec.samples) say(`  error: ${s}`);
  say(`  => ${held ? "held" : "NOT held"}`);
  return held;
}

/** Levels in turn until one is not held; returns the largest held (0 when none) and each level's result. */
async function ramp(label, learners, plan, apps, ngxMaster, { warmUp }) {
  if (warmUp) {
    // A short unmeasured warm-up first (JIT, connection pools, caches), so the first level is not the cold start.
    const warm = await level(Math.min(LEVELS[0], 50), learners, plan, apps, ngxMaster);
    say(`\n${label}: warm-up of ${warm.count} learners in ${warm.wall.toFixed(1)} s (not counted)`);
    await sleep(2000);
  }
  let best = 0;
  const results = [];
  for (const count of LEVELS) {
    if (count > learners.length) break;
    const r = await level(count, learners, plan, apps, ngxMaster);
    results.push(r);
    if (!printLevel(label, r)) break;
    best = count;
    await sleep(2000);
  }
  return { best, results };
}

/** The slowest step's p99 of a level. */
const worstP99 = (r) => Math.max(...r.rec.summary().map((row) => (row.n > 0 ? row.p99 : Infinity)));

// --- set-up ----------------------------------------------------------------------------------------------------

const tag = `${Date.now()}_${randomBytes(3).toString("hex")}`;
const dbName = `fincareer_cohort_${tag}`;
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const redisPrefix = `fincareer-bench-cohort-${tag}:`;
const work = mkdtempSync(join(tmpdir(), "fincareer-cohort-"));
const cleanups = [];
let exitCode = 1;
let cleaning = null;

/** Stops nginx, the instances and the S3 server, and removes the database, the Redis keys and the temp folder. */
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of [...cleanups].reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`clean-up: ${error.message}`);
      }
    }
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}
// Ctrl-C or a supervisor's stop: nothing is left running or behind.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    say(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

try {
  say(
    `machine: ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}; levels ${LEVELS.join(", ")}; think ${THINK_MS} ms, progress every ${PROGRESS_MS} ms`,
  );
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  cleanups.push(async () => {
    if (process.env.BENCH_KEEP_DB === "1") return say(`kept database ${dbName}`);
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`drop database if exists "${dbName}" with (force)`);
    await c.end();
  });
  cleanups.push(async () => {
    // The rate-limit counters of this run (socket.io's adapter keeps channels, not keys).
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const found of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 })) {
      const keys = Array.isArray(found) ? found : [found];
      if (keys.length > 0) await redis.del(keys);
    }
    await redis.quit();
  });

  if (loadavg()[0] > cpus().length) {
    say(
      `WARNING: the load average (${loadavg()[0].toFixed(1)}) is above the ${cpus().length} cores: other work competes ` +
        "with the app, and the figures below are lower than this machine gives when quiet.",
    );
  }
  const storage = storageChoice();
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
  if (storage.kind === "s3") {
    const s3 = await startS3(join(work, "s3"));
    cleanups.push(s3.close);
    Object.assign(env, s3.env);
  }
  say(
    `storage: ${storage.kind === "s3" ? `S3 (s3rver on 127.0.0.1:${S3_PORT})` : "local DATA_DIR/uploads"} because ${storage.why}`,
  );

  cli(env, "migrate");
  cli(env, "seed");
  const maxLearners = Math.max(...LEVELS);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const seeded = performance.now();
  await db.query(
    `insert into users (email, name, password_hash, cprogram, post_signup_steps, research_type)
     select 'cohort' || g || '@bench.test', 'Cohort Learner ' || g,
            (select password_hash from users where email = 'gold@demo.test'), $2, 3, 'NEW'
     from generate_series(1, $1::int) g`,
    [maxLearners, PROGRAM],
  );
  await db.query(
    `insert into program_enrolments (user_id, program_name, start_date, end_date)
     select id, $1, current_date - 30, current_date + 330 from users where email like 'cohort%@bench.test'`,
    [PROGRAM],
  );
  const sessions = await db.query(
    `insert into login_sessions (user_id)
     select id from users where email like 'cohort%@bench.test' order by id
     returning id, user_id`,
  );
  await db.end();
  const sign = createSigner({ key: env.JWT_SECRET, algorithm: "HS256", expiresIn: 7 * 24 * 3600 * 1000 });
  const learners = sessions.rows
    .sort((a, b) => a.id - b.id)
    .map((row, index) => ({ index, token: sign({ sub: String(row.user_id), sid: row.id }) }));
  say(
    `seeded ${learners.length} ${PROGRAM} learners by SQL with minted tokens in ${((performance.now() - seeded) / 1000).toFixed(1)} s (demo password demo1234)`,
  );

  const instances = [];
  cleanups.push(() => Promise.all(instances.map((i) => i.stop())));
  for (const port of APP_PORTS) instances.push(await startInstance(env, port));
  const ngxDir = join(work, "nginx");
  const confTwo = () =>
    writeLocalConfig({
      dir: ngxDir,
      port: NGINX_PORT,
      redirectPort: PORT_BASE + 9,
      upstreams: APP_PORTS.map((p) => `127.0.0.1:${p}`),
    });
  const ngx = await startNginx(nginxBin, confTwo());
  cleanups.push(() => ngx.stop());
  const origin = `http://127.0.0.1:${NGINX_PORT}`;
  say(`nginx ${nginxBin} on ${origin} (deploy/nginx/fincareer.conf) -> instances on ${APP_PORTS.join(", ")}`);

  // What a morning needs: a video of the program, and scrips with a limit price far below the market.
  const first = learners[0];
  const auth = { authorization: `Bearer ${first.token}` };
  const resources = await (await fetch(`${origin}/api/resources`, { headers: auth })).json();
  const videoId = resources.modules?.flatMap((m) => m.videos)[0]?.id;
  if (!videoId)
    throw new Error(`no video in ${PROGRAM}'s resources: ${JSON.stringify(resources).slice(0, 200)}`);
  const ticker = await (
    await fetch(`${origin}/api/scrips/list?segment=ALL&sort=NAME&industry=ALL`, { headers: auth })
  ).json();
  const scrips = ticker.scrips
    .filter((s) => s.market_price > 20)
    .map((s) => ({ id: s.id, limit: Math.floor((s.market_price * 0.5) / 0.05) * 0.05 }))
    .map((s) => ({ ...s, limit: Number(s.limit.toFixed(2)) }));
  const plan = { videoId, scrips };

  // A few real logins (argon2) through nginx, to show the path works; not part of the mornings.
  const loginTimes = [];
  for (let i = 1; i <= 3; i += 1) {
    const t = performance.now();
    const res = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `cohort${i}@bench.test`, password: "demo1234" }),
    });
    if (!res.ok) throw new Error(`login through nginx answered ${res.status}`);
    loginTimes.push(performance.now() - t);
  }
  say(`3 real logins through nginx: ${loginTimes.map((t) => t.toFixed(0)).join(", ")} ms`);

  if (process.env.BENCH_STEPS_ONLY === "1") {
    // Once to warm every route (JIT, pools, caches), then measured; both instances answer through nginx.
    const pids = instances.map((i) => i.pid);
    await stepCosts(pids, first, plan, 20);
    say(`\napp CPU per request, one at a time: ${await stepCosts(pids, first, plan)}`);
    say(
      `load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(" ")}`,
    );
    await cleanUp();
    process.exit(0);
  }
  const two = await ramp(
    "two instances",
    learners,
    plan,
    instances.map((i) => ({ pid: i.pid, port: i.port, metricsToken: env.METRICS_TOKEN })),
    ngx.pid,
    { warmUp: true },
  );

  let one = null;
  if (process.env.BENCH_SINGLE !== "0") {
    // One instance: the second stops (the first takes over the feed), nginx reloads with one upstream.
    await instances[1].stop();
    writeLocalConfig({
      dir: ngxDir,
      port: NGINX_PORT,
      redirectPort: PORT_BASE + 9,
      upstreams: [`127.0.0.1:${APP_PORTS[0]}`],
    });
    await ngx.reload();
    const until = Date.now() + 30_000;
    const probe = await openSocket(origin, first.token, new Recorder());
    while (probe.ticks === 0 && Date.now() < until) await sleep(250);
    probe.close();
    if (probe.ticks === 0)
      throw new Error("the remaining instance did not take over the market feed in 30 s");
    // The remaining instance is warm from the two-instance ramp.
    one = await ramp(
      "one instance",
      learners,
      plan,
      [{ pid: instances[0].pid, port: instances[0].port, metricsToken: env.METRICS_TOKEN }],
      ngx.pid,
      { warmUp: false },
    );
    // After a level the pools close their idle connections and the sockets' last work drains: wait, and warm up
    // as at the start, so the one-at-a-time figures are not the level's tail.
    await sleep(5000);
    await stepCosts([instances[0].pid], first, plan, 20);
    say(`\napp CPU per request, one at a time: ${await stepCosts([instances[0].pid], first, plan)}`);
  }

  say("\n--- summary ---");
  // A ramp that held its top level found no limit: the figure is a floor.
  const floor = (r) => (r.best > 0 && r.best === LEVELS.at(-1) ? " (the ramp's top level: a floor)" : "");
  say(
    `two instances held ${two.best} concurrent learners (every p99 < ${P99_LIMIT_MS} ms, no errors)${floor(two)}`,
  );
  if (one) {
    say(`one instance held ${one.best}${floor(one)}`);
    say(
      `ratio two instances to one: ${one.best > 0 ? (two.best / one.best).toFixed(2) : "n/a (one instance held no level)"}`,
    );
  }
  if (one && two.results[0] && one.results[0]) {
    const [a, b] = [two.results[0], one.results[0]];
    say(
      `at ${a.count} learners the slowest step's p99 was ${worstP99(a).toFixed(0)} ms on two instances, ` +
        `${worstP99(b).toFixed(0)} ms on one; app CPU per learner-morning ${a.appCpuPerMorning.toFixed(1)} ms ` +
        `and ${b.appCpuPerMorning.toFixed(1)} ms`,
    );
  }
  say(`ratio to the target of ${TARGET_LEARNERS} learners: ${(two.best / TARGET_LEARNERS).toFixed(2)}`);
  say(
    `load average at the end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}`,
  );
  exitCode = two.best >= TARGET_LEARNERS ? 0 : 1;
} catch (error) {
  console.error(`cohort benchmark failed: ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
