// Latencies and errors of a level, by step: each step's p50/p99 and error count, a few error samples, and when in
// the level each answer slower than the p99 limit was asked for.
import { P99_LIMIT_MS, STEPS } from "./config.mjs";

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export class Recorder {
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
