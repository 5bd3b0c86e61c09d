// What the benchmark prints of a level (each step's p50/p99 and errors, CPU per learner-morning, where slow
// answers came from) and of the whole run (the summary).
import { cpus, loadavg } from "node:os";
import { LEVELS, MORNING_MS, P99_LIMIT_MS, TARGET_LEARNERS, say } from "./config.mjs";

export function printLevel(label, r) {
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

/** The slowest step's p99 of a level. */
export const worstP99 = (r) => Math.max(...r.rec.summary().map((row) => (row.n > 0 ? row.p99 : Infinity)));

/** The run's summary: learners held by two instances and by one (when measured), their ratio, and the target's. */
export function printSummary(two, one) {
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
}
