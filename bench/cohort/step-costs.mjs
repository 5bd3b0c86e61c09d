// The app's CPU per request of each step, one request at a time, and what PostgreSQL spends on it.
import { Pool } from "undici";
import { COST_STEPS, NGINX_PORT, STEP_RUNS, sleep } from "./config.mjs";
import { databaseBackendPids, pidCpuMs } from "./cpu.mjs";
import { requests } from "./learner.mjs";
import { Recorder } from "./recorder.mjs";

/**
 * The app's CPU per request of each step, one request at a time, on the instances of `pids`, less what they spend
 * meanwhile with no request (the feed's ticks): which step costs what. The PostgreSQL figures are the
 * backends of database `dbName`.
 */
export async function stepCosts(dbName, pids, learner, plan, runs = STEP_RUNS) {
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
