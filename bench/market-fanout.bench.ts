// Fan-out benchmark: 2,000 socket.io clients on loopback receive a 150-scrip `market` update every second.
// Two passes in the same run with the same payload: a bare socket.io server (io.emit), then the app's realtime
// (SocketRealtime.toMarket, what the market runtime calls, each client having identified itself with setUid).
// Figure: p99 delivery latency of the app's path (target under 100 ms), printed with its ratio to the bare broadcast.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { createRealtime } from "../apps/server/src/platform/realtime.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const ROUNDS = 10;
// Rounds sent before the measured ones, for both passes alike: the first sends run cold (JIT, socket buffers).
const WARMUP_ROUNDS = 2;
const SCRIPS = 150;
const TARGET_MS = 100;

const payload: Record<string, number> = {};
for (let i = 0; i < SCRIPS; i++)
  payload[String(500000 + i * 7)] = Math.round(100_000 + Math.random() * 900_000) / 100;
payload.SENSEX = 79802.8;

// Clients live in worker threads and speak the Engine.IO v4 / Socket.IO v5 wire protocol over `ws` directly: each
// records when a `market` frame reaches its socket, which is what the server controls. (Full socket.io-client
// instances would add their own JSON decoding, ~35 us a message, queued 2,000 deep in a shared thread: that
// measures the simulated browsers, not the delivery; a real browser decodes its one message on its own CPU.)
// Latency = receive time - the server's emit time of that round.
const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.max(1, availableParallelism() - 1));
const workerCode = `
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const WebSocket = createRequire(workerData.base)("ws");
const now = () => performance.timeOrigin + performance.now();
const received = [];
const sockets = [];
let connected = 0;
const url = workerData.url.replace("http", "ws") + "/socket.io/?EIO=4&transport=websocket";
for (let i = 0; i < workerData.clients; i++) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  ws.on("message", (data) => {
    const text = data.toString();
    if (text.startsWith('42["market"')) received.push(now());
    else if (text === "2") ws.send("3"); // Engine.IO ping -> pong
    else if (text.startsWith("0")) ws.send("40"); // Engine.IO open -> Socket.IO connect to "/"
    else if (text.startsWith("40") && workerData.identify) ws.send('42["setUid","bench-token"]');
    else if ((workerData.identify ? text.startsWith('42["setUid:ok"') : text.startsWith("40")) &&
      ++connected === workerData.clients) parentPort.postMessage({ ready: true });
  });
  sockets.push(ws);
}
parentPort.on("message", () => {
  for (const ws of sockets) ws.close();
  parentPort.postMessage({ received });
});
`;

async function run(
  label: string,
  setup: (server: ReturnType<typeof createServer>) => { emit: () => void; close: () => Promise<void> },
  // The app's clients identify themselves (setUid) and are ready once it is confirmed: the feed goes to its room.
  identify = false,
) {
  const http = createServer();
  const target = setup(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  const workers = Array.from({ length: WORKERS }, (_, w) => {
    const clients = Math.floor(CLIENTS / WORKERS) + (w < CLIENTS % WORKERS ? 1 : 0);
    return new Worker(workerCode, {
      eval: true,
      workerData: { url: `http://127.0.0.1:${port}`, clients, base: import.meta.url, identify },
    });
  });
  await Promise.all(workers.map((w) => new Promise((resolve) => w.once("message", resolve))));
  const emits: number[] = [];
  for (let r = 0; r < WARMUP_ROUNDS + ROUNDS; r++) {
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
      return { r, ms: t - emits[r]! };
    })
    .filter(({ r }) => r >= WARMUP_ROUNDS)
    .map(({ ms }) => ms)
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
const app = await run(
  "app realtime.toMarket",
  (http) => {
    let realtime: Awaited<ReturnType<typeof createRealtime>> | null = null;
    const ready = createRealtime({}).then((r) => {
      realtime = r;
      // Every client is a learner who may read the market.
      r.attach(http, {
        identify: () => ({ userId: 1, sid: 1, expiresAt: null }),
        authorize: async () => ({ userId: 1, market: true }),
      });
    });
    return {
      emit: () => realtime!.toMarket("market", payload),
      close: async () => {
        await ready;
        await realtime!.close();
      },
    };
  },
  true,
);
const ratio = app.p99 / bare.p99;
console.log(
  `fan-out to ${CLIENTS} clients: p99 ${app.p99.toFixed(1)} ms (target ${TARGET_MS} ms); ratio to bare socket.io ${ratio.toFixed(2)}`,
);
process.exit(app.p99 < TARGET_MS ? 0 : 1);
