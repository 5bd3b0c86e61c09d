import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { migrateDatabase, openDatabase } from "../src/db/client.ts";
import { researchItems, users } from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { createRealtime } from "../src/platform/realtime.ts";
import { seedDemo } from "../src/demo/service.ts";
import { BACKENDS, createTestContext, testConfig } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { pdfBytes, postMultipart } from "./helpers/research.ts";

describe.each(BACKENDS)("demo research on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedDemo(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function tokenOf(email: string) {
    const [u] = await ctx.db.select().from(users).where(eq(users.email, email));
    return (await ctx.login(u!.id)).token;
  }

  it("gives the Excel demo learner one passed case project and the IBEP learner graded and rated work", async () => {
    const excel = await tokenOf("excel@demo.test");
    expect((await ctx.api("GET", "/api/user/exceleligible", { token: excel })).body).toEqual({ eligible: 1 });
    const ibep = await tokenOf("ibep@demo.test");
    expect((await ctx.api("GET", "/api/user/ibepeligible", { token: ibep })).body).toEqual({ eligible: 1 });
    const list = await ctx.api("GET", "/api/ivepresearch", { token: ibep });
    expect(list.body.research.map((r: { week: number; score: string }) => [r.week, r.score])).toEqual([
      [4, "6/33"],
      [1, "8/10"],
    ]);
    expect(list.body.open_week.week).toBe(5);
    expect((await ctx.api("GET", "/api/ivepresearch/notify_score", { token: ibep })).body.count).toBe(2);
  });

  it("shows flagged items first in the instructor queue and peers to rate after a demo submission", async () => {
    const admin = await tokenOf("admin@demo.test");
    // The generated demo cohort's many waiting items would fill the first page: removed, as before a real cohort.
    const removed = await ctx.api("POST", "/api/admin/demo/remove", { token: admin });
    expect(removed.status).toBe(200);
    const q = await ctx.api("GET", "/api/admin/research", { token: admin });
    expect(q.status).toBe(200);
    expect(q.body.flagged).toBeGreaterThanOrEqual(2);
    const flags = q.body.items.slice(0, q.body.flagged).flatMap((i: { flags: string[] }) => i.flags);
    expect(flags).toEqual(expect.arrayContaining(["waiting", "disagreement"]));
    const fmep = await tokenOf("fmep@demo.test");
    const sub = await ctx.api("POST", "/api/research", {
      token: fmep,
      body: { company: "Titan", text: "Week 5" },
    });
    expect(sub.status).toBe(200);
    expect(sub.body.research).toMatchObject({
      week: 5,
      research_type: "FAFMEP",
      ratings_list: "UpdatedRate",
    });
    const toRate = await ctx.api("GET", "/api/research/rate-research", { token: fmep });
    const week5 = toRate.body.research.filter((r: { week: number }) => r.week === 5);
    expect(week5).toHaveLength(2);
    expect(toRate.body.pending).toBe(2);
  });

  it("is idempotent", async () => {
    await seedDemo(ctx.db);
    const before = (await ctx.db.select().from(researchItems)).length;
    await seedDemo(ctx.db);
    expect((await ctx.db.select().from(researchItems)).length).toBe(before);
  });
});

describe("research on a PGlite data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "fincareer-research-restart-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps a submission and its file after the server process restarts", async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    const start = async () => {
      const handle = await openDatabase(config);
      await migrateDatabase(handle);
      const realtime = await createRealtime({});
      const app = await buildApp({ config, db: handle, realtime });
      await app.ready();
      return {
        app,
        handle,
        stop: async () => {
          await app.close();
          await realtime.close();
          await handle.close();
        },
      };
    };
    const first = await start();
    const [u] = await first.handle.db
      .insert(users)
      .values({
        email: "restart@test.example",
        name: "R",
        passwordHash: "x",
        cprogram: "BA",
        postSignupSteps: 3,
      })
      .returning();
    const { programEnrolments, loginSessions } = await import("../src/db/schema.ts");
    await first.handle.db
      .insert(programEnrolments)
      .values({ userId: u!.id, programName: "BA", startDate: addDays(todayIst(), -10) });
    const [session] = await first.handle.db.insert(loginSessions).values({ userId: u!.id }).returning();
    const token = first.app.jwt.sign({ sub: String(u!.id), sid: session!.id });
    const bytes = pdfBytes(500);
    const ctxLike = { app: first.app } as unknown as TestContext;
    const sub = await postMultipart(ctxLike, "/api/ivepresearch", token, { company: "Nykaa", text: "kept" }, [
      { name: "kept.pdf", bytes },
    ]);
    expect(sub.status).toBe(200);
    await first.stop();

    const second = await start();
    try {
      const auth = { authorization: `Bearer ${token}` };
      const list = await second.app.inject({ method: "GET", url: "/api/ivepresearch", headers: auth });
      const item = JSON.parse(list.body).research[0];
      expect(item).toMatchObject({ company: "Nykaa", text: "kept", week: 2, file: { name: "kept.pdf" } });
      const dl = await second.app.inject({ method: "GET", url: item.file.url, headers: auth });
      expect(dl.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
