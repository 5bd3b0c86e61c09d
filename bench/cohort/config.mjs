// The cohort benchmark's knobs (the BENCH_* variables described in bench/cohort.bench.mjs), its fixed figures and
// the pacing of a learner's morning.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../lib/built-app.mjs";

export const TARGET_LEARNERS = 1000;
export const P99_LIMIT_MS = 300;
export const PROGRAM = "FMEPGOLD";
export const LEVELS = (process.env.BENCH_LEVELS ?? "100,250,500,1000,1500,2000").split(",").map(Number);
export const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
export const START_SPREAD_MS = Number(process.env.BENCH_START_MS ?? 30_000);
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4400);
// BENCH_STEPS_ONLY=1: which steps (BENCH_STEPS, all by default) and how many of each (BENCH_STEP_RUNS, 40), e.g.
// BENCH_STEPS=dashboard BENCH_STEP_RUNS=400 with BENCH_CPU_PROF to profile one step.
export const COST_STEPS = (process.env.BENCH_STEPS ?? "dashboard,portfolio,order,progress,research").split(
  ",",
);
export const STEP_RUNS = Number(process.env.BENCH_STEP_RUNS ?? 40);
export const NGINX_PORT = PORT_BASE;
export const APP_PORTS = [PORT_BASE + 1, PORT_BASE + 2];
export const S3_PORT = PORT_BASE + 3;
/** The think pauses of a morning (see morning()): after the dashboard, 2 x 2 around the orders, to the video, 1. */
export const MORNING_THINKS = 7;
/** The video's progress reports, and the gaps of playback between them. */
export const PROGRESS_REPORTS = 10;
export const STEPS = ["socket", "dashboard", "portfolio", "order", "cancel", "progress", "research"];

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
export const PROGRESS_MS = Number(process.env.BENCH_PROGRESS_MS ?? playerReportMs());
/** The least a morning lasts on average: its think pauses and the playback between progress reports. */
export const MORNING_MS = MORNING_THINKS * THINK_MS + (PROGRESS_REPORTS - 1) * PROGRESS_MS;
export const SOCKETS_ONLY = process.env.BENCH_SOCKETS_ONLY === "1";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const think = () => sleep(THINK_MS * (0.5 + Math.random()));
export const playback = () => sleep(PROGRESS_MS * (0.9 + 0.2 * Math.random()));
export const say = (line) => console.log(line);
