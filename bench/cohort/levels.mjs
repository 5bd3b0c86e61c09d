// The load: a level of concurrent learners (sockets opened over the start spread, then every learner's morning
// while its socket listens) with the CPU each side used, and the ramp of levels until one is not held.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Pool } from "undici";
import { LEVELS, MORNING_MS, NGINX_PORT, SOCKETS_ONLY, START_SPREAD_MS, say, sleep } from "./config.mjs";
import { scrapeApp } from "./app-metrics.mjs";
import { machineBusyMs, nginxPids, pidCpuMs } from "./cpu.mjs";
import { morning, openSocket } from "./learner.mjs";
import { Recorder } from "./recorder.mjs";
import { printLevel } from "./report.mjs";

/** Runs `count` learners' mornings at once; returns the recorder, the app CPU per morning and the wall time. */
export async function level(count, learners, plan, apps, ngxMaster) {
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

/** Levels in turn until one is not held; returns the largest held (0 when none) and each level's result. */
export async function ramp(label, learners, plan, apps, ngxMaster, { warmUp }) {
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
