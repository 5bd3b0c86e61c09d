// The fault bench (issue 39): two instances of the app behind nginx (deploy/nginx/fincareer.conf) on a private
// PostgreSQL cluster, a redis-server, an s3rver and an SMTP peer that this bench starts, then kills, pauses and
// restarts in turn while learners keep placing orders and reading their portfolio and an admin keeps nudging them
// (a notification and a mail each):
//   instance kill -9 mid-orders, Redis down 30 s, PostgreSQL restart, PostgreSQL stopped 20 s, S3 stopped, S3
//   paused (SIGSTOP), SMTP stopped, SIGTERM of an instance under load.
// Per scenario it prints the requests answered and their statuses, the slowest answer, the orders lost (answered
// 2xx but not stored) or doubled (stored twice: each order carries a unique tag in its reason), the mails lost (in
// the outbox as sent or pending but never received) or doubled (received twice, by Message-ID), and the seconds
// from the part's return (or, for an instance, the fault) until every probe answers again: both instances ready,
// an order and a portfolio read through nginx.
// Targets: no answer slower than 10 s, 0 orders or mails lost or doubled, recovery under 5 s.
// Knobs: BENCH_FAULT_SCALE (1: multiplies the outage lengths; 0.5 halves the run), BENCH_FAULT_PORT_BASE (4460),
// BENCH_FAULT_CLIENTS (12 learners placing orders), BENCH_FAULT_ONLY (comma-separated scenario names),
// BENCH_KEEP=1 (keep the work folder with the instances' logs).
import { spawn, spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, openSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { root } from "./lib/built-app.mjs";
import { findNginx, startNginx, writeLocalConfig } from "./lib/nginx.mjs";
import { findPgBin, privatePostgres, privateRedis, privateS3, sleep, smtpPeer } from "./faults/parts.mjs";

const serverRequire = createRequire(join(root, "apps", "server", "package.json"));
const pg = serverRequire("pg");
const say = (line) => console.log(line);

const SCALE = Number(process.env.BENCH_FAULT_SCALE ?? 1);
const BASE = Number(process.env.BENCH_FAULT_PORT_BASE ?? 4460);
const CLIENTS = Number(process.env.BENCH_FAULT_CLIENTS ?? 12);
const PORTS = {
  nginx: BASE,
  apps: [BASE + 1, BASE + 2],
  pg: BASE + 3,
  redis: BASE + 4,
  s3: BASE + 5,
  smtp: BASE + 6,
};
const TIMEOUT_MS = 15_000;
const TARGETS = { slowestMs: 10_000, recoveryS: 5 };
const PROGRAM = "FMEPGOLD";

const nginxBin = findNginx();
const pgBin = findPgBin();
if (!nginxBin || !pgBin) {
  say(
    `the fault bench needs nginx and Debian's PostgreSQL binaries (initdb, pg_ctl): ${nginxBin ? "" : "nginx missing "}` +
      `${pgBin ? "" : "/usr/lib/postgresql/*/bin missing"}. Not measured.`,
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), "fincareer-faults-"));
const cleanups = [];
async function cleanUp() {
  for (const c of cleanups.reverse()) {
    try {
      await c();
    } catch (error) {
      console.error(`clean-up: ${error.message}`);
    }
  }
  if (process.env.BENCH_KEEP === "1") say(`kept ${work} and ${pgDir}`);
  else for (const dir of [work, pgDir]) rmSync(dir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));

// --- the deployment -------------------------------------------------------------------------------------------

// Its own folder: the work folder is the bench user's alone, and the cluster runs as postgres when that is root.
const pgDir = mkdtempSync(join(tmpdir(), "fincareer-faults-pg-"));
const postgres = privatePostgres(pgBin, pgDir, PORTS.pg);
const redis = privateRedis(PORTS.redis);
const s3 = privateS3(PORTS.s3, join(work, "s3"), "fincareer-faults");
const smtp = smtpPeer(PORTS.smtp);
const jwtSecret = randomBytes(32).toString("hex");
const webDist = join(work, "web");
const env = {
  ...process.env,
  DATABASE_URL: postgres.url("fincareer"),
  REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
  REDIS_PREFIX: "fincareer-faults:",
  JWT_SECRET: jwtSecret,
  DATA_DIR: join(work, "data"),
  WEB_DIST: webDist,
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  MARKET_HOURS: "always",
  MARKET_TICK_MS: "1000",
  MARKET_HISTORY_DAYS: "30",
  TRUST_PROXY: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${PORTS.nginx}`,
  SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
  MAIL_POLL_MS: "500",
  MAIL_FROM: "Fault Bench <no-reply@faults.test>",
  ...s3.env,
};
for (const key of ["SERVER_URL", "PORT", "METRICS_TOKEN"]) delete env[key];

function cli(...args) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli.ts", ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error(`cli ${args.join(" ")} failed (${r.status})`);
}

/** An instance: node with tsx's loader running the server entry, its output in work/app-PORT.log. */
function instance(port) {
  let child = null;
  const self = {
    port,
    get pid() {
      return child?.pid;
    },
    async start() {
      const log = openSync(join(work, `app-${port}.log`), "a");
      child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: ["ignore", log, log],
      });
      const c = child;
      c.once("exit", () => {
        if (child === c) child = null;
      });
      const until = Date.now() + 180_000;
      while (Date.now() < until) {
        if (child !== c) throw new Error(`instance on ${port} exited at start (see ${work}/app-${port}.log)`);
        if ((await probe(`http://127.0.0.1:${port}/api/health/ready`)) === 200) return;
        await sleep(250);
      }
      throw new Error(`instance on ${port} was not ready within 180 s`);
    },
    /** Resolves when the process has exited, with the seconds it took. */
    async signal(sig) {
      if (!child) return 0;
      const c = child;
      const t = performance.now();
      const exited = new Promise((r) => c.once("exit", r));
      c.kill(sig);
      await exited;
      return (performance.now() - t) / 1000;
    },
  };
  return self;
}
const apps = PORTS.apps.map(instance);

// --- traffic ----------------------------------------------------------------------------------------------------

const origin = `http://127.0.0.1:${PORTS.nginx}`;

/** One request with a deadline: its status (0 = no answer) and how long it took. */
async function request(url, init = {}) {
  const t = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - t, body };
  } catch {
    return { status: 0, ms: performance.now() - t, body: "" };
  }
}
const probe = async (url) => (await request(url)).status;

/** What a scenario saw: statuses, the slowest answer, the orders it placed (by tag) and their outcome. */
class Tally {
  constructor(name) {
    this.name = name;
    this.statuses = new Map();
    this.slowest = 0;
    this.count = 0;
    this.acked = new Set();
    this.tags = 0;
  }
  add(r) {
    this.count += 1;
    this.statuses.set(r.status, (this.statuses.get(r.status) ?? 0) + 1);
    this.slowest = Math.max(this.slowest, r.ms);
  }
}
let tally = new Tally("warm-up");

/** A learner placing limit orders far below the market, tagged uniquely, and reading the portfolio between them. */
async function learnerLoop(learner, scrips, stop) {
  let n = 0;
  while (!stop.done) {
    const t = tally;
    const scrip = scrips[n % scrips.length];
    const tag = `fault:${t.name}:${learner.id}:${n++}`;
    t.tags += 1;
    const placed = await request(`${origin}/api/order/new/${scrip.id}`, {
      method: "POST",
      headers: { authorization: `Bearer ${learner.token}`, "content-type": "application/json" },
      body: JSON.stringify({ action: "BUY", typ: "LIMIT", qty: 1, price: scrip.limit, reason: tag }),
    });
    t.add(placed);
    if (placed.status >= 200 && placed.status < 300) t.acked.add(tag);
    t.add(
      await request(`${origin}/api/portfolio/list`, {
        headers: { authorization: `Bearer ${learner.token}` },
      }),
    );
    await sleep(150 + Math.random() * 150);
  }
}

/** The admin nudging two learners every second: a notification and a mail each. */
async function nudgeLoop(admin, learners, stop) {
  let n = 0;
  while (!stop.done) {
    const t = tally;
    const ids = [learners[n % learners.length].id, learners[(n + 1) % learners.length].id];
    n += 1;
    t.add(
      await request(`${origin}/api/admin/analytics/nudge`, {
        method: "POST",
        headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
        body: JSON.stringify({
          program: PROGRAM,
          user_ids: ids,
          subject: `Fault bench ${t.name} ${n}`,
          message: "Hi {first_name}, your Nifty 50 portfolio review is due this week.",
        }),
      }),
    );
    await sleep(1000);
  }
}

/** Readiness of each instance, polled directly as a load balancer would. */
async function readinessLoop(stop) {
  while (!stop.done) {
    const t = tally;
    const running = apps.filter((a) => a.pid !== undefined);
    await Promise.all(
      running.map(async (a) => t.add(await request(`http://127.0.0.1:${a.port}/api/health/ready`))),
    );
    await sleep(1000);
  }
}

/**
 * Seconds from now until a probe round answers fully: every running instance ready, an order and a portfolio read
 * through nginx.
 */
async function recovery(learner, scrip, deadlineS = 90) {
  const t0 = performance.now();
  while ((performance.now() - t0) / 1000 < deadlineS) {
    const running = apps.filter((a) => a.pid !== undefined);
    const ready = await Promise.all(running.map((a) => probe(`http://127.0.0.1:${a.port}/api/health/ready`)));
    const order = await request(`${origin}/api/order/new/${scrip.id}`, {
      method: "POST",
      headers: { authorization: `Bearer ${learner.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        action: "BUY",
        typ: "LIMIT",
        qty: 1,
        price: scrip.limit,
        reason: "fault:probe",
      }),
    });
    const read = await probe(`${origin}/api/portfolio/list`, {});
    if (ready.every((s) => s === 200) && order.status === 200 && read !== 0)
      return (performance.now() - t0) / 1000;
    await sleep(200);
  }
  return Infinity;
}

// --- accounting ---------------------------------------------------------------------------------------------------

async function withDb(fn) {
  const c = new pg.Client({ connectionString: postgres.url("fincareer") });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Orders of a scenario: acknowledged but not stored (lost), stored more than once per tag (doubled). */
async function orderOutcome(t) {
  const rows = (
    await withDb((c) =>
      c.query("select reason, count(*)::int as n from market_orders where reason like $1 group by reason", [
        `fault:${t.name}:%`,
      ]),
    )
  ).rows;
  const stored = new Map(rows.map((r) => [r.reason, r.n]));
  const lost = [...t.acked].filter((tag) => !stored.has(tag)).length;
  const doubled = rows.filter((r) => r.n > 1).reduce((s, r) => s + r.n - 1, 0);
  return { lost, doubled, stored: rows.length };
}

/** The Message-IDs of a scenario's nudge mails (created up to `until` when given), as the sender writes them. */
async function nudgeMailIds(t, until = null) {
  const rows = (
    await withDb((c) =>
      c.query(
        `select id, created_at from outbox
          where kind = 'nudge' and data->>'subject' like $1 and ($2::timestamptz is null or created_at <= $2)`,
        [`Fault bench ${t.name} %`, until],
      ),
    )
  ).rows;
  return rows.map((r) => `<outbox-${r.id}-${new Date(r.created_at).getTime()}@127.0.0.1>`);
}

/** Seconds from `since` until every mail queued up to `until` has been received (Infinity after `waitS`). */
async function backlogDelivered(t, until, since, waitS = 90) {
  while ((performance.now() - since) / 1000 < waitS) {
    const ids = await nudgeMailIds(t, until);
    if (ids.every((id) => smtp.received.has(id))) return (performance.now() - since) / 1000;
    await sleep(250);
  }
  return Infinity;
}

/** A scenario's mails once settled (waiting up to `waitS` for the last): queued, lost and doubled. */
async function mailOutcome(t, waitS) {
  const t0 = performance.now();
  while (true) {
    const ids = await nudgeMailIds(t);
    const missing = ids.filter((id) => !smtp.received.has(id)).length;
    if (missing === 0 || (performance.now() - t0) / 1000 > waitS) {
      const doubled = ids.reduce((n, id) => n + Math.max(0, (smtp.received.get(id) ?? 0) - 1), 0);
      return { queued: ids.length, lost: missing, doubled };
    }
    await sleep(500);
  }
}

// --- scenarios ----------------------------------------------------------------------------------------------------

const s = (seconds) => Math.max(2, Math.round(seconds * SCALE)) * 1000;
const SCENARIOS = [
  {
    name: "instance-kill9",
    what: "instance 2 killed (SIGKILL) mid-orders, started again later",
    async fault() {
      await apps[1].signal("SIGKILL");
    },
    // The failover is what is measured: recovery from the kill, with the restart afterwards not counted.
    async back() {},
    async after() {
      await apps[1].start();
    },
  },
  {
    name: "redis-30s",
    what: `Redis killed for ${s(30) / 1000} s, then started again (empty)`,
    fault: () => redis.stop(),
    hold: s(30),
    back: () => redis.start(),
  },
  {
    name: "postgres-restart",
    what: "PostgreSQL restarted (fast shutdown, start)",
    fault: () => postgres.restart(),
    back: async () => {},
  },
  {
    name: "postgres-20s",
    what: `PostgreSQL stopped for ${s(20) / 1000} s`,
    fault: () => postgres.stop(),
    hold: s(20),
    back: () => postgres.start(),
  },
  {
    name: "s3-stop",
    what: `S3 killed for ${s(10) / 1000} s`,
    fault: () => s3.stop(),
    hold: s(10),
    back: () => s3.start(),
  },
  {
    name: "s3-pause",
    what: `S3 paused (SIGSTOP) for ${s(10) / 1000} s`,
    fault: async () => s3.pause(),
    hold: s(10),
    back: async () => s3.resume(),
  },
  {
    name: "smtp-stop",
    what: `SMTP peer stopped for ${s(10) / 1000} s`,
    fault: () => smtp.stop(),
    hold: s(10),
    back: () => smtp.start(),
  },
  {
    name: "sigterm-load",
    what: "instance 2 stopped (SIGTERM) under load, started again later",
    async fault() {
      this.exitS = await apps[1].signal("SIGTERM");
    },
    async back() {},
    async after() {
      await apps[1].start();
    },
  },
];

// --- the run ------------------------------------------------------------------------------------------------------

let exitCode = 1;
try {
  say(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}; outages x${SCALE}; ${CLIENTS} learners ordering, an admin nudging, readiness polled`,
  );
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>fault bench</title>");
  await postgres.init();
  await postgres.start();
  cleanups.push(() => postgres.stop());
  await withDbUrl(postgres.url("postgres"), (c) => c.query("create database fincareer"));
  await redis.start();
  cleanups.push(() => redis.stop());
  await s3.start();
  cleanups.push(async () => {
    s3.resume();
    await s3.stop();
  });
  await smtp.start();
  cleanups.push(() => smtp.stop());
  say(
    `private PostgreSQL (${pgBin}) on ${PORTS.pg}, redis-server on ${PORTS.redis}, s3rver on ${PORTS.s3}, SMTP on ${PORTS.smtp}`,
  );
  cli("migrate");
  cli("seed");
  const { learners, admin } = await seedUsers();
  cleanups.push(() => Promise.all(apps.map((a) => a.signal("SIGTERM"))));
  for (const a of apps) await a.start();
  const ngx = await startNginx(
    nginxBin,
    writeLocalConfig({
      dir: join(work, "nginx"),
      port: PORTS.nginx,
      redirectPort: BASE + 9,
      upstreams: PORTS.apps.map((p) => `127.0.0.1:${p}`),
    }),
  );
  cleanups.push(() => ngx.stop());
  say(`two instances on ${PORTS.apps.join(", ")} behind nginx on ${origin}`);
  const scrips = await orderScrips(learners[0]);

  const stop = { done: false };
  const loops = [
    ...learners.slice(0, CLIENTS).map((l) => learnerLoop(l, scrips, stop)),
    nudgeLoop(admin, learners, stop),
    readinessLoop(stop),
  ];
  await sleep(3000);

  const only = process.env.BENCH_FAULT_ONLY?.split(",");
  const results = [];
  for (const sc of SCENARIOS.filter((x) => !only || only.includes(x.name))) {
    tally = new Tally(sc.name);
    const t = tally;
    say(`\n${sc.name}: ${sc.what}`);
    await sleep(2000);
    await sc.fault.call(sc);
    if (sc.hold) await sleep(sc.hold);
    await sc.back.call(sc);
    // Recovery counts from the part's return (for an instance, from the fault).
    const backAt = performance.now();
    const backlog = backlogDelivered(t, new Date(), backAt);
    const recoveredS = await recovery(learners[CLIENTS % learners.length], scrips[0]);
    await sleep(2000);
    // The scenario's own traffic ends here; its orders and mails are counted once they have settled.
    tally = new Tally(`${sc.name}-after`);
    if (sc.after) await sc.after.call(sc);
    const orders = await orderOutcome(t);
    const mailS = await backlog;
    const mails = await mailOutcome(t, 60);
    // For SMTP the part's work is the mail: recovery is until the backlog queued during the outage is delivered.
    const row = {
      name: sc.name,
      requests: t.count,
      statuses: [...t.statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([k, v]) => `${k === 0 ? "none" : k}:${v}`)
        .join(" "),
      slowestS: t.slowest / 1000,
      orders,
      mails,
      recoveredS,
      mailS,
      exitS: sc.exitS,
    };
    results.push(row);
    say(
      `  ${row.requests} requests (${row.statuses}), slowest ${row.slowestS.toFixed(1)} s; orders ${t.acked.size} acknowledged, ` +
        `${orders.lost} lost, ${orders.doubled} doubled; mails ${mails.queued} queued, ${mails.lost} lost, ${mails.doubled} ` +
        `doubled (those queued before the return all received ${mailS.toFixed(1)} s after it); recovered in ${recoveredS.toFixed(1)} s` +
        (row.exitS !== undefined ? `; the stopped instance exited in ${row.exitS.toFixed(1)} s` : ""),
    );
  }
  stop.done = true;
  await Promise.all(loops);

  say(
    "\n| scenario | requests (statuses) | slowest | orders lost / doubled | mails lost / doubled | recovery | mail backlog delivered |",
  );
  say("| --- | --- | --- | --- | --- | --- | --- |");
  let met = true;
  for (const r of results) {
    const ok =
      r.slowestS <= TARGETS.slowestMs / 1000 &&
      r.orders.lost + r.orders.doubled + r.mails.lost + r.mails.doubled === 0 &&
      r.recoveredS < TARGETS.recoveryS &&
      r.mailS < TARGETS.recoveryS;
    met &&= ok;
    say(
      `| ${r.name} | ${r.requests} (${r.statuses}) | ${r.slowestS.toFixed(1)} s | ${r.orders.lost} / ${r.orders.doubled} | ` +
        `${r.mails.lost} / ${r.mails.doubled} | ${r.recoveredS.toFixed(1)} s | ${r.mailS.toFixed(1)} s |` +
        `${ok ? "" : " MISSED"}`,
    );
  }
  say(
    `\ntargets: no answer slower than ${TARGETS.slowestMs / 1000} s, 0 lost or doubled, recovery under ${TARGETS.recoveryS} s: ` +
      (met ? "met" : "NOT met"),
  );
  exitCode = met ? 0 : 1;
} catch (error) {
  console.error(`fault bench failed: ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);

// --- set-up helpers -----------------------------------------------------------------------------------------------

async function withDbUrl(url, fn) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A token as POST /api/auth/login mints it: a login_sessions row and an HS256 JWT with the instances' secret. */
function sign(payload) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ ...payload, iat: now, exp: now + 86_400 })}`;
  return `${body}.${createHmac("sha256", jwtSecret).update(body).digest("base64url")}`;
}

/** Learners of PROGRAM (by SQL, as the cohort bench does) and the demo admin, each with a session and a token. */
async function seedUsers() {
  return withDb(async (c) => {
    const count = CLIENTS + 4;
    await c.query(
      `insert into users (email, name, password_hash, cprogram, post_signup_steps, research_type)
       select 'fault' || g || '@bench.test', 'Fault Learner ' || g,
              (select password_hash from users where email = 'gold@demo.test'), $2, 3, 'NEW'
       from generate_series(1, $1::int) g`,
      [count, PROGRAM],
    );
    await c.query(
      `insert into program_enrolments (user_id, program_name, start_date, end_date)
       select id, $1, current_date - 30, current_date + 330 from users where email like 'fault%@bench.test'`,
      [PROGRAM],
    );
    const sessions = await c.query(
      `insert into login_sessions (user_id)
       select id from users where email like 'fault%@bench.test' or email = 'admin@demo.test' order by id
       returning id, user_id`,
    );
    const adminId = (await c.query(`select id from users where email = 'admin@demo.test'`)).rows[0].id;
    const all = sessions.rows.map((r) => ({
      id: r.user_id,
      token: sign({ sub: String(r.user_id), sid: r.id }),
    }));
    return { learners: all.filter((u) => u.id !== adminId), admin: all.find((u) => u.id === adminId) };
  });
}

/** Scrips with a limit far below the market, so the orders stay open. */
async function orderScrips(learner) {
  const res = await request(`${origin}/api/scrips/list?segment=ALL&sort=NAME&industry=ALL`, {
    headers: { authorization: `Bearer ${learner.token}` },
  });
  if (res.status !== 200) throw new Error(`the scrip list answered ${res.status}: ${res.body.slice(0, 200)}`);
  return JSON.parse(res.body)
    .scrips.filter((x) => x.market_price > 20)
    .slice(0, 10)
    .map((x) => ({ id: x.id, limit: Number((Math.floor((x.market_price * 0.5) / 0.05) * 0.05).toFixed(2)) }));
}
