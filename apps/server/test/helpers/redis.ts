// Redis for the multi-instance tests: TEST_REDIS_URL, else REDIS_URL, else the local default. Where Redis is
// missing the tests skip with a warning, unless REQUIRE_REDIS=1 (set by .ci/run), which makes it a failure.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer, connect as netConnect } from "node:net";
import type { AddressInfo } from "node:net";

/** The Redis the tests use. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = netConnect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Whether Redis answers; throws when it does not and REQUIRE_REDIS=1. `what` names the tests skipped. */
export async function redisAvailable(what: string): Promise<boolean> {
  // Listing only (scripts/test.mjs counts the tests a missing Redis leaves out): nothing connects.
  if (process.env.FINCAREER_TEST_LIST_ALL === "1") return true;
  if (await reachable(REDIS_URL)) return true;
  if (process.env.REQUIRE_REDIS === "1")
    throw new Error(`Redis at ${REDIS_URL} is unreachable and REQUIRE_REDIS=1: cannot run ${what}`);
  console.warn(`Redis at ${REDIS_URL} is unreachable: SKIPPING ${what}`);
  return false;
}

/** A redis-server of the test's own (no persistence), which the test pauses, kills and starts again. */
export interface OwnRedis {
  url: string;
  port: number;
  /** SIGSTOP: the server keeps its connections but answers nothing (a hung machine). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /** SIGKILL: connections close, the port refuses (the server is down). */
  kill(): Promise<void>;
  /** Starts a new server on the same port (empty, as after a crash without persistence). */
  start(): Promise<void>;
  /** Kills it for good (afterAll). */
  stop(): Promise<void>;
}

/** Whether redis-server can be started here (Debian's redis-server package). */
export function redisServerInstalled(): boolean {
  return spawnSync("redis-server", ["--version"]).status === 0;
}

/** A free TCP port on 127.0.0.1 (the kernel's pick, released again). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts redis-server on a random 127.0.0.1 port with `--save "" --appendonly no` and waits until it answers. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    child = proc;
    const url = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 200; i++) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited (${proc.exitCode})`);
      if (await reachable(url)) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`redis-server on port ${port} did not start`);
  };
  const kill = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once("exit", resolve));
    proc.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
    kill,
    start,
    stop: kill,
  };
}
