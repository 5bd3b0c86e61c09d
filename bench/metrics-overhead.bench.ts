// Per-request cost of issue 25's operations work: the request id (genReqId) and the metrics' onResponse
// observation into the request-duration histogram, over 60 route patterns and 4 statuses. Figure: microseconds
// per request for both together, and the time of one /metrics scrape. Target: under 5 µs per request.
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requestIdOf } from "../apps/server/src/lib/request-id.ts";
import { createMetrics } from "../apps/server/src/platform/http/metrics.ts";

const REQUESTS = 300_000;
const TARGET_US = 5;

const metrics = createMetrics(() => ({ sockets: () => 0, pool: null, feedLag: () => 1 }));
const routes = Array.from({ length: 60 }, (_, i) => `/api/area${i}/:id`);
const statuses = [200, 201, 400, 404];
const requests = routes.map(
  (url) => ({ method: "GET", is404: false, routeOptions: { url } }) as FastifyRequest,
);
const replies = statuses.map((statusCode) => ({ statusCode, elapsedTime: 12.5 }) as FastifyReply);
const raw = [
  { headers: { "x-request-id": "lb-7f3a9c2e-1" } },
  { headers: {} },
  { headers: { "x-request-id": "not safe" } },
] as unknown as IncomingMessage[];

function run(n: number): number {
  let ids = 0;
  for (let i = 0; i < n; i += 1) {
    ids += requestIdOf(raw[i % raw.length]!).length;
    metrics.observe(requests[i % requests.length]!, replies[i % replies.length]!);
  }
  return ids;
}

run(20_000);
const started = process.hrtime.bigint();
run(REQUESTS);
const perRequestUs = Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
const scrapeStarted = process.hrtime.bigint();
const text = await metrics.registry.metrics();
const scrapeMs = Number(process.hrtime.bigint() - scrapeStarted) / 1e6;

console.log(`request id + metrics per request: ${perRequestUs.toFixed(2)} µs (target < ${TARGET_US} µs)`);
console.log(`ratio to target: ${(perRequestUs / TARGET_US).toFixed(2)}`);
console.log(`one scrape of ${text.split("\n").length} lines: ${scrapeMs.toFixed(1)} ms`);
if (perRequestUs >= TARGET_US) process.exitCode = 1;
