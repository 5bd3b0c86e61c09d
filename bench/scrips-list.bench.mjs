// Throughput of GET /api/scrips/list?for_ticker=true (the ticker: every scrip, the indices and the quotes, about
// 120 KB of JSON) for a learner with a watch list, on the embedded database, while the market ticks every second.
// Clients ask for compressed answers (Accept-Encoding: br, gzip) as browsers do. Target: >= 1,500 req/s on two
// cores; the ratio to a bare Fastify route answering { ok: true }, loaded the same way, is printed too.
// Runs the server's TypeScript through tsx's loader (registered here), like the other benchmarks.
import { register } from "tsx/esm/api";

register();
const { default: Fastify } = await import("fastify");
const { Pool } = await import("undici");
const { marketWatch } = await import("../apps/server/src/db/schema.ts");
const { BACKENDS, createTestContext } = await import("../apps/server/test/helpers/context.ts");

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const TARGET_RPS = 1500;
const PATH = "/api/scrips/list?segment=ALL&sort=NAME&industry=ALL&for_ticker=true";

async function load(url, path, headers) {
  const pool = new Pool(url, { connections: CONNECTIONS });
  let bytes = 0;
  const run = async (until) => {
    let n = 0;
    while (performance.now() < until) {
      const res = await pool.request({ path, method: "GET", headers });
      const body = Buffer.from(await res.body.arrayBuffer());
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      bytes = body.length;
      n++;
    }
    return n;
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(performance.now() + 1000))); // warm-up
  const cpu = process.cpuUsage();
  const start = performance.now();
  const counts = await Promise.all(Array.from({ length: CONNECTIONS }, () => run(start + SECONDS * 1000)));
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  await pool.close();
  const n = counts.reduce((a, b) => a + b, 0);
  // CPU time per request (server and load generator together): steadier than req/s on a shared machine.
  return { rps: n / elapsed, bytes, cpuUs: (used.user + used.system) / n };
}

const bare = Fastify();
bare.get("/ok", async () => ({ ok: true }));
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}`;

// BENCH_BACKEND=postgres (with TEST_DATABASE_URL) runs it on PostgreSQL instead of the embedded database.
const backend = BACKENDS.find((b) => b.name === (process.env.BENCH_BACKEND ?? "pglite"));
if (!backend) throw new Error("BENCH_BACKEND=postgres needs TEST_DATABASE_URL");
const ctx = await createTestContext(backend);
await ctx.app.market.ready();
const user = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
await ctx.db
  .insert(marketWatch)
  .values(ctx.app.market.scrips.slice(0, 5).map((s) => ({ userId: user.id, scripId: s.id })));
await ctx.app.listen({ port: 0, host: "127.0.0.1" });
const appUrl = `http://127.0.0.1:${ctx.app.server.address().port}`;
// The feed's pace: one tick a second (the test config drives ticks by hand).
const ticker = setInterval(
  () => void (process.env.BENCH_NO_TICK ? null : ctx.app.market.tick().catch(() => {})),
  1000,
);

const bareRun = await load(bareUrl, "/ok", {});
const list = await load(appUrl, PATH, {
  authorization: `Bearer ${user.token}`,
  "accept-encoding": "br, gzip",
});
clearInterval(ticker);
await bare.close();
await ctx.close();
console.log(
  `bare Fastify: ${bareRun.rps.toFixed(0)} req/s; ${backend.name}: GET /api/scrips/list (ticker, ${(list.bytes / 1024).toFixed(1)} KB on the wire): ${list.rps.toFixed(0)} req/s`,
);
console.log(
  `CPU per request (server + load generator): bare ${bareRun.cpuUs.toFixed(0)} us, list ${list.cpuUs.toFixed(0)} us`,
);
console.log(
  `${(list.rps / TARGET_RPS).toFixed(2)}x the target of ${TARGET_RPS} req/s; ratio to bare Fastify ${(list.rps / bareRun.rps).toFixed(3)}`,
);
process.exit(list.rps >= TARGET_RPS ? 0 : 1);
