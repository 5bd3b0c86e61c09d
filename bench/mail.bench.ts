// Mail for a whole program: a live session for 10,000 learners (invitation with an .ics to each, plus the in-app
// notice) is queued in the schedule's one transaction, its "starts soon" reminder likewise in one sweep, and the
// invitations drain to a local SMTP server (smtp-server in a worker thread, so it does not share the sender's
// thread). Targets: queued in under 2 s; delivered at 100 mails/s or more with flat memory (RSS before, peak,
// after). PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else the embedded PGlite.
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Worker } from "node:worker_threads";
import { and, eq, sql } from "drizzle-orm";
import { outbox } from "../apps/server/src/db/schema.ts";
import { createMailSender } from "../apps/server/src/modules/mail/sender.ts";
import { smtpTransport } from "../apps/server/src/modules/mail/transport.ts";
import { createTestContext } from "../apps/server/test/helpers/context.ts";
import type { Backend } from "../apps/server/test/helpers/context.ts";

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const ENQUEUE_TARGET_MS = 2000;
const DRAIN_TARGET_PER_S = 100;
const MB = 1024 * 1024;

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const backend: Backend = url ? { name: "postgres", url } : { name: "pglite" };
console.log(
  `database: ${backend.name === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}; ${LEARNERS} learners`,
);

// The SMTP peer: plain SMTP on loopback (no TLS or AUTH: the figure is the sender's, not the handshake's).
const smtpCode = `
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const { SMTPServer } = createRequire(workerData.base)("smtp-server");
let received = 0;
const server = new SMTPServer({
  disabledCommands: ["AUTH", "STARTTLS"], authOptional: true, logger: false, size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => { received++; callback(); });
  },
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.server.address().port }));
parentPort.on("message", () => parentPort.postMessage({ received }));
`;
const smtp = new Worker(smtpCode, { eval: true, workerData: { base: import.meta.url } });
const { port } = await new Promise<{ port: number }>((resolve) => smtp.once("message", resolve));
const smtpReceived = async () => {
  smtp.postMessage("count");
  return (await new Promise<{ received: number }>((resolve) => smtp.once("message", resolve))).received;
};

const ctx = await createTestContext(backend);
const admin = await ctx.makeUser({ role: "admin" });
// 10,000 FAFMEP learners on the FAGOLD plan (Live Sessions in their menu), inserted set-based.
await ctx.db.execute(sql`
  insert into users (email, name, password_hash, role, post_signup_steps, cprogram)
  select 'learner' || g || '@bench.example', 'Learner ' || g, 'x', 'learner', 3, 'FAFMEP'
    from generate_series(1, ${LEARNERS}) g`);
await ctx.db.execute(sql`
  insert into program_enrolments (user_id, program_name, comment, start_date, end_date)
  select id, 'FAFMEP', 'FAGOLD', current_date - 30, current_date + 300 from users where email like '%@bench.example'`);

const actor = { id: admin.id, email: admin.email, name: "Bench admin" };
const start = new Date(Date.now() + 20 * 60_000);
let t = performance.now();
const session = await ctx.app.live.service.create(actor, {
  title: "Bench: reading Infosys's annual report",
  programs: ["FAFMEP"],
  start_time: start.toISOString(),
  duration_minutes: 60,
  join_url: "https://meet.example.com/bench",
});
const scheduleMs = performance.now() - t;
t = performance.now();
const swept = await ctx.app.live.reminders.sweep(new Date(start.getTime() - 20 * 60_000));
const reminderMs = performance.now() - t;
const count = async (kind: string) =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(eq(outbox.kind, kind), eq(outbox.state, "pending")))
  )[0]!.n;
const invitations = await count("live_scheduled");
const reminders = await count("live_reminder");
console.log(
  `schedule (session ${session.id}): ${invitations} invitations + notices queued in ${scheduleMs.toFixed(0)} ms; ` +
    `reminder sweep: ${swept.soon} reminders (${reminders} mails) queued in ${reminderMs.toFixed(0)} ms`,
);
// The drain sends the invitations (the heavier mail, with its .ics); the reminders are set aside.
await ctx.db.update(outbox).set({ state: "dropped" }).where(eq(outbox.kind, "live_reminder"));

const sender = createMailSender({
  db: ctx.db,
  transport: smtpTransport(`smtp://127.0.0.1:${port}?pool=true`),
  site: { institute: ctx.config.mail.institute, publicUrl: "https://learn.example.org" },
  from: ctx.config.mail.from,
  tokens: ctx.app.mail.tokens,
});
// A full collection before each reading, so "before" and "after" compare live memory, not garbage not yet collected.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const memory = () => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};
gc();
const before = memory();
const peak = { ...before };
const sampler = setInterval(() => {
  const m = memory();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heap = Math.max(peak.heap, m.heap);
}, 100);
t = performance.now();
const elu = performance.eventLoopUtilization();
const drained = await sender.drain();
const drainS = (performance.now() - t) / 1000;
// How busy the sender's thread was: on a loaded machine a low share means it waited for the CPU or the database.
const busy = performance.eventLoopUtilization(elu);
clearInterval(sampler);
gc();
const after = memory();
const received = await smtpReceived();
const rate = drained.sent / drainS;
console.log(
  `drain: ${drained.sent} sent, ${drained.failed} failed, ${received} received by the SMTP server in ` +
    `${drainS.toFixed(1)} s = ${rate.toFixed(0)} mails/s; sender thread busy ${(busy.utilization * 100).toFixed(0)}% ` +
    `(${(busy.active / Math.max(1, drained.sent)).toFixed(2)} ms per mail)`,
);
const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;
for (const key of ["rss", "heap"] as const) {
  console.log(
    `${key === "rss" ? "RSS " : "heap"}: before ${mb(before[key])}, peak ${mb(peak[key])}, after ${mb(after[key])} ` +
      `(peak/before ${(peak[key] / before[key]).toFixed(2)}, after/before ${(after[key] / before[key]).toFixed(2)})`,
  );
}
const enqueueRatio = ENQUEUE_TARGET_MS / Math.max(scheduleMs, reminderMs);
const drainRatio = rate / DRAIN_TARGET_PER_S;
console.log(
  `enqueue: slower of the two ${Math.max(scheduleMs, reminderMs).toFixed(0)} ms, target < ${ENQUEUE_TARGET_MS} ms ` +
    `(ratio ${enqueueRatio.toFixed(2)}, >= 1 meets it); drain: ${rate.toFixed(0)} mails/s, target >= ` +
    `${DRAIN_TARGET_PER_S} (ratio ${drainRatio.toFixed(2)})`,
);
await smtp.terminate();
await ctx.close();
const ok = enqueueRatio >= 1 && drainRatio >= 1 && received === drained.sent && drained.sent === invitations;
process.exit(ok ? 0 : 1);
