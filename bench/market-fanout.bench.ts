// Fan-out benchmark: 2,000 socket.io clients on loopback receive a 150-scrip `market` update every second.
// Two passes in the same run with the same payload: a bare socket.io server (io.emit), then the app's realtime
// (SocketRealtime.broadcast, what the market runtime calls). Figure: p99 delivery latency of the app's path
// (target under 100 ms), printed with its ratio to the bare broadcast.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { createRealtime } from "../apps/server/src/realtime/realtime.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const ROUNDS = 10;
const SCRIPS = 150;
const TARGET_MS = 100;

const payload: Record<string, number> = {};
for (let i = 0; i < SCRIPS; i++)
  payload[String(500000 + i * 7)] = Math.round(100_000 + Math.random() * 900_000) / 100;
payload.SENSEX = 79802.8;

// Clients live in worker threads (their JSON decoding must not queue behind the server's sends); each records the
// absolute receive time of every update, and latency = receive time - the server's emit time of that round.
// One core stays with the server under test; the simulated browsers share the others (on a 2-core machine, more
// client threads than that only measure the clients fighting the server for the CPU).
const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.max(1, availableParallelism() - 1));
const workerCode = `
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const { io } = createRequire(workerData.base)("socket.io-client");
const now = () => performance.timeOrigin + performance.now();
const received = [];
const sockets = [];
let connected = 0;
for (let i = 0; i < workerData.clients; i++) {
  const s = io(workerData.url, { path: "/socket.io", transports: ["websocket"], reconnection: false });
  s.on("market", () => received.push(now()));
  s.once("connect", () => { if (++connected === workerData.clients) parentPort.postMessage({ ready: true }); });
  sockets.push(s);
}
parentPort.on("message", () => {
  for (const s of sockets) s.disconnect();
  parentPort.postMessage({ received });
});
`;

async function run(
  label: string,
  setup: (server: ReturnType<typeof createServer>) => { emit: () => void; close: () => Promise<void> },
) {
  const http = createServer();
  const target = setup(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  const workers = Array.from({ length: WORKERS }, (_, w) => {
    const clients = Math.floor(CLIENTS / WORKERS) + (w < CLIENTS % WORKERS ? 1 : 0);
    return new Worker(workerCode, {
      eval: true,
      workerData: { url: `http://127.0.0.1:${port}`, clients, base: import.meta.url },
    });
  });
  await Promise.all(workers.map((w) => new Promise((resolve) => w.once("message", resolve))));
  const emits: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    emits.push(performance.timeOrigin + performance.now());
    target.emit();
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const received = (
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<number[]>((resolve) => {
            w.once("message", (m: { received: number[] }) => resolve(m.received));
            w.postMessage("stop");
          }),
      ),
    )
  ).flat();
  await Promise.all(workers.map((w) => w.terminate()));
  await target.close();
  await new Promise((resolve) => http.close(() => resolve(null)));
  // Each receipt belongs to the latest round emitted before it.
  const latencies = received
    .map((t) => {
      let r = emits.length - 1;
      while (r > 0 && emits[r]! > t) r--;
      return t - emits[r]!;
    })
    .sort((a, b) => a - b);
  const p = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? Infinity;
  const expected = CLIENTS * ROUNDS;
  console.log(
    `${label}: ${latencies.length}/${expected} deliveries, p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, max ${p(1).toFixed(1)} ms`,
  );
  return { p99: latencies.length === expected ? p(0.99) : Infinity };
}

const bare = await run("bare socket.io io.emit", (http) => {
  const io = new Server(http, { path: "/socket.io", serveClient: false });
  return {
    emit: () => io.emit("market", payload),
    close: async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    },
  };
});
const app = await run("app realtime.broadcast", (http) => {
  let realtime: Awaited<ReturnType<typeof createRealtime>> | null = null;
  const ready = createRealtime({}).then((r) => {
    realtime = r;
    r.attach(http, async () => null);
  });
  return {
    emit: () => realtime!.broadcast("market", payload),
    close: async () => {
      await ready;
      await realtime!.close();
    },
  };
});
const ratio = app.p99 / bare.p99;
console.log(
  `fan-out to ${CLIENTS} clients: p99 ${app.p99.toFixed(1)} ms (target ${TARGET_MS} ms); ratio to bare socket.io ${ratio.toFixed(2)}`,
);
process.exit(app.p99 < TARGET_MS ? 0 : 1);
