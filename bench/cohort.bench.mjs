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
//
// The parts live in bench/cohort/ (not *.bench.* files, so bench/run.mjs does not run them): preflight (nginx and
// the built web app, first), config (knobs and pacing), learner (the morning and its socket), levels (the load and
// its ramp), cpu and step-costs (CPU of the processes and PostgreSQL backends), app-metrics, report, database,
// instances (the app and nginx), storage (S3 or local) and plan (what a morning needs).
import { nginxBin } from "./cohort/preflight.mjs";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startNginx } from "./lib/nginx.mjs";
import {
  ADMIN_URL,
  APP_PORTS,
  LEVELS,
  NGINX_PORT,
  PROGRESS_MS,
  REDIS_URL,
  S3_PORT,
  TARGET_LEARNERS,
  THINK_MS,
  say,
  sleep,
} from "./cohort/config.mjs";
import { createDatabase, deleteRedisKeys, dropDatabase, seedLearners } from "./cohort/database.mjs";
import { cli, instanceEnv, startInstance, writeNginxConfig } from "./cohort/instances.mjs";
import { openSocket } from "./cohort/learner.mjs";
import { ramp } from "./cohort/levels.mjs";
import { checkLogins, morningPlan } from "./cohort/plan.mjs";
import { Recorder } from "./cohort/recorder.mjs";
import { printSummary } from "./cohort/report.mjs";
import { stepCosts } from "./cohort/step-costs.mjs";
import { startS3, storageChoice } from "./cohort/storage.mjs";

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
  await createDatabase(ADMIN_URL, dbName);
  cleanups.push(() => dropDatabase(ADMIN_URL, dbName));
  cleanups.push(() => deleteRedisKeys(REDIS_URL, redisPrefix));

  if (loadavg()[0] > cpus().length) {
    say(
      `WARNING: the load average (${loadavg()[0].toFixed(1)}) is above the ${cpus().length} cores: other work competes ` +
        "with the app, and the figures below are lower than this machine gives when quiet.",
    );
  }
  const storage = storageChoice();
  const env = instanceEnv({ dbUrl, redisPrefix, work });
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
  const learners = await seedLearners(dbUrl, env.JWT_SECRET);

  const instances = [];
  cleanups.push(() => Promise.all(instances.map((i) => i.stop())));
  for (const port of APP_PORTS) instances.push(await startInstance(env, port));
  const ngxDir = join(work, "nginx");
  const ngx = await startNginx(nginxBin, writeNginxConfig(ngxDir, APP_PORTS));
  cleanups.push(() => ngx.stop());
  const origin = `http://127.0.0.1:${NGINX_PORT}`;
  say(`nginx ${nginxBin} on ${origin} (deploy/nginx/fincareer.conf) -> instances on ${APP_PORTS.join(", ")}`);

  // What a morning needs: a video of the program, and scrips with a limit price far below the market.
  const first = learners[0];
  const plan = await morningPlan(origin, first);

  // A few real logins (argon2) through nginx, to show the path works; not part of the mornings.
  await checkLogins(origin);

  if (process.env.BENCH_STEPS_ONLY === "1") {
    // Once to warm every route (JIT, pools, caches), then measured; both instances answer through nginx.
    const pids = instances.map((i) => i.pid);
    await stepCosts(dbName, pids, first, plan, 20);
    say(`\napp CPU per request, one at a time: ${await stepCosts(dbName, pids, first, plan)}`);
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
    writeNginxConfig(ngxDir, [APP_PORTS[0]]);
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
    await stepCosts(dbName, [instances[0].pid], first, plan, 20);
    say(`\napp CPU per request, one at a time: ${await stepCosts(dbName, [instances[0].pid], first, plan)}`);
  }

  printSummary(two, one);
  exitCode = two.best >= TARGET_LEARNERS ? 0 : 1;
} catch (error) {
  console.error(`cohort benchmark failed: ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
