// Throughput of GET /api/portfolio/list (authenticated; a learner with 8 holdings, on the embedded database) as a
// ratio to a bare Fastify route answering { ok: true }, both loaded the same way in the same run. Target: >= 0.6 (issue 45).
import Fastify from "fastify";
import type { AddressInfo } from "node:net";
import { Pool } from "undici";
import { marketAccounts, marketHoldings } from "../apps/server/src/db/schema.ts";
import { BACKENDS, createTestContext } from "../apps/server/test/helpers/context.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
// Issue 45: the ceiling asked for is 0.6 (0.4 was the earlier floor); the bench fails until it is reached.
const TARGET = 0.6;

async function load(url: string, path: string, headers: Record<string, string>): Promise<number> {
  const pool = new Pool(url, { connections: CONNECTIONS });
  const run = async (until: number) => {
    let n = 0;
    while (performance.now() < until) {
      const res = await pool.request({ path, method: "GET", headers });
      await res.body.text();
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      n++;
    }
    return n;
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(performance.now() + 1000))); // warm-up
  const start = performance.now();
  const counts = await Promise.all(Array.from({ length: CONNECTIONS }, () => run(start + SECONDS * 1000)));
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  return counts.reduce((a, b) => a + b, 0) / elapsed;
}

const bare = Fastify();
bare.get("/ok", async () => ({ ok: true }));
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

const ctx = await createTestContext(BACKENDS[0]!);
await ctx.app.market.ready();
const user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
await ctx.db.insert(marketAccounts).values({ userId: user.id, cash: 50_000_000, startingCash: 100_000_000 });
await ctx.db
  .insert(marketHoldings)
  .values(
    ctx.app.market.scrips
      .slice(0, 8)
      .map((s) => ({ userId: user.id, scripId: s.id, qty: 10, cost: 10 * 100_000 })),
  );
await ctx.app.listen({ port: 0, host: "127.0.0.1" });
const appUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

const bareRps = await load(bareUrl, "/ok", {});
const listRps = await load(appUrl, "/api/portfolio/list?segment=ALL&sort=NAME&industry=ALL", {
  authorization: `Bearer ${user.token}`,
});
await bare.close();
await ctx.close();
const ratio = listRps / bareRps;
console.log(
  `bare Fastify: ${bareRps.toFixed(0)} req/s; GET /api/portfolio/list: ${listRps.toFixed(0)} req/s`,
);
console.log(`ratio ${ratio.toFixed(3)} (target >= ${TARGET})`);
process.exit(ratio >= TARGET ? 0 : 1);
