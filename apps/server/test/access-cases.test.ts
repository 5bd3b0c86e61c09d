// The program-isolation holes of issue 9 item 3, each as it was found, plus the hook's own guarantees: a route
// without an access area stops the app at start-up, a program switch applies to the very next request.
import Fastify from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketOrders, programEnrolments, users } from "../src/db/schema.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { accessPlugin } from "../src/platform/http/access.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import { pdfBytes, postMultipart } from "./helpers/research.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

const ORDER = { action: "BUY", typ: "MARKET", qty: 1, price: 0, sprice: 0, active_sl: false, reason: "" };

describe("the access hook at start-up", () => {
  it("refuses to start when an /api route declares no access area", async () => {
    const app = Fastify();
    await app.register(accessPlugin, { auth: () => ({}) as never });
    void app.register(async (module) => {
      module.get("/api/forgotten", async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten has no known access area/);
  });

  it("refuses to start when a route names an unknown area", async () => {
    const app = Fastify();
    await app.register(accessPlugin, { auth: () => ({}) as never });
    void app.register(async (module) => {
      module.get("/api/typo", { config: { access: "markets" as never } }, async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/has no known access area/);
  });

  it("starts with documented routes and non-API routes", async () => {
    const app = Fastify();
    await app.register(accessPlugin, { auth: () => ({}) as never });
    app.get("/api/docs/json", async () => ({ ok: true }));
    app.get("/index.html", async () => "page");
    app.get("/api/open", { config: { access: "public" } }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ url: "/api/open" })).statusCode).toBe(200);
    expect(app.accessRoutes.map((r) => `${r.method} ${r.url} ${r.access}`)).toContain(
      "GET /index.html public",
    );
    await app.close();
  });

  it("lists each route once per method (a GET's HEAD twin is not a row), with its write flag and query areas", async () => {
    const app = Fastify();
    await app.register(accessPlugin, { auth: () => ({}) as never });
    app.get("/api/quotes", { config: { access: "market" } }, async () => ({ ok: true }));
    app.head("/api/only-head", { config: { access: "market" } }, async () => ({ ok: true }));
    app.get("/api/read-marks", { config: { access: "games", accessWrites: true } }, async () => ({
      ok: true,
    }));
    app.post("/api/orders", { config: { access: "market", accessWrites: false } }, async () => ({
      ok: true,
    }));
    const byQuery = { key: "track", areas: { beginner: "beginner" as const } };
    app.get("/api/lessons", { config: { access: "resources", accessByQuery: byQuery } }, async () => ({}));
    await app.ready();
    expect(app.accessRoutes).toEqual([
      { method: "GET", url: "/api/quotes", access: "market" },
      { method: "HEAD", url: "/api/only-head", access: "market" },
      { method: "GET", url: "/api/read-marks", access: "games", writes: true },
      { method: "POST", url: "/api/orders", access: "market" },
      { method: "GET", url: "/api/lessons", access: "resources", accessByQuery: byQuery },
    ]);
    await app.close();
  });
});

describe("the access hook on a route that forgot its own authentication", () => {
  /** An app whose routes have no onRequest of their own; the hook must still close them. */
  async function bare(caller: unknown, fresh = async (c: unknown) => c) {
    const app = Fastify();
    app.decorateRequest("caller", null);
    const calls: string[] = [];
    const setCaller = (name: string) => async (request: { caller: unknown }) => {
      calls.push(name);
      if (caller === null) throw Object.assign(new Error("log in"), { statusCode: 401 });
      request.caller = caller;
    };
    app.decorate("authenticate", setCaller("authenticate"));
    app.decorate("requireAdmin", setCaller("requireAdmin"));
    await app.register(accessPlugin, {
      auth: () => ({ fresh: async (c: unknown) => (calls.push("fresh"), fresh(c)) }) as never,
    });
    app.get("/api/quotes", { config: { access: "market" } }, async () => ({ ok: true }));
    app.get("/api/admin/x", { config: { access: "admin" } }, async () => ({ ok: true }));
    const byQuery = { key: "track", areas: { beginner: "beginner" as const } };
    app.get("/api/lessons", { config: { access: "resources", accessByQuery: byQuery } }, async () => ({
      ok: true,
    }));
    await app.ready();
    return { app, calls };
  }
  const learner = (program: string) => ({
    kind: "user",
    userId: 7,
    role: "learner",
    access: { program, plan: null, planned: null, steps: 3, endDate: null },
  });

  it("authenticates a learner's area and requires an admin for the admin area, refusing no token with 401", async () => {
    const { app, calls } = await bare(null);
    expect((await app.inject({ url: "/api/quotes" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/admin/x" })).statusCode).toBe(401);
    expect(calls).toEqual(["authenticate", "requireAdmin"]);
    await app.close();
  });

  it("reads a refused caller again before refusing, and only a refused one", async () => {
    // The cached program (FMEPGOLD) may not use the beginner course; the program read afresh (FnO) may.
    const { app, calls } = await bare(learner("FMEPGOLD"), async () => learner("FnO"));
    expect((await app.inject({ url: "/api/lessons?track=advanced" })).statusCode).toBe(200);
    expect(calls).toEqual(["authenticate"]);
    expect((await app.inject({ url: "/api/lessons?track=beginner" })).statusCode).toBe(200);
    expect(calls).toEqual(["authenticate", "authenticate", "fresh"]);
    await app.close();
  });

  it("judges the area a query names, and the route's own area for any other value (a repeated key included)", async () => {
    // FMEPGOLD may use the resources area but not the beginner course.
    const { app } = await bare(learner("FMEPGOLD"));
    expect((await app.inject({ url: "/api/lessons?track=beginner" })).statusCode).toBe(403);
    expect((await app.inject({ url: "/api/lessons?track=advanced" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/lessons?track=beginner&track=beginner" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/admin/x" })).statusCode).toBe(403);
    await app.close();
  });
});

describe.each(BACKENDS)("program isolation on $name", (backend) => {
  let ctx: TestContext;
  let scripId: number;
  const today = todayIst();
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.app.market.ready();
    scripId = ctx.app.market.scrips[0]!.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function ordersOf(user: TestUser) {
    return ctx.db.select().from(marketOrders).where(eq(marketOrders.userId, user.id));
  }

  it("refuses orders from an IBEPGOLD learner and from a learner with no program, and stores none", async () => {
    const ibep = await ctx.makeUser({ steps: 3, programs: ["IBEPGOLD"] });
    const none = await ctx.makeUser({ steps: 3 });
    // The whole answer of the access table (domain api-access.ts apiAccess, the market area's label).
    for (const [user, code, message] of [
      [
        ibep,
        "not_in_program",
        "your program (IBEPGOLD) does not include the stock market (orders, portfolio, scrips)",
      ],
      [
        none,
        "no_program",
        "the stock market (orders, portfolio, scrips) needs a current program: pick or switch to a program first",
      ],
    ] as const) {
      const res = await ctx.api("POST", `/api/order/new/${scripId}`, { token: user.token, body: ORDER });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: code, message });
      expect(await ordersOf(user)).toEqual([]);
    }
    const fmep = await ctx.makeUser({ steps: 3, programs: ["FMEPGOLD"] });
    const placed = await ctx.api("POST", `/api/order/new/${scripId}`, { token: fmep.token, body: ORDER });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it("refuses notes to a learner with no program", async () => {
    const none = await ctx.makeUser({ steps: 3 });
    const res = await ctx.api("GET", "/api/notes", { token: none.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "no_program", message: expect.stringContaining("program") });
    const ba = await ctx.makeUser({ steps: 3, programs: ["BA"] });
    expect((await ctx.api("GET", "/api/notes", { token: ba.token })).body).toMatchObject({ family: "BA" });
  });

  it("serves the FAQs and the password change to a learner with no program (issue 26)", async () => {
    const none = await ctx.makeUser({ steps: 3 });
    const faq = await ctx.api("GET", "/api/faq", { token: none.token });
    expect(faq.status).toBe(200);
    const bad = await ctx.api("POST", "/api/user/password", {
      token: none.token,
      body: { current: "not the password", next: "a-long-new-passphrase-26" },
    });
    // Refused for the wrong current password, not for the missing program.
    expect(bad.body).not.toMatchObject({ error: "no_program" });
  });

  it("refuses the Excel course's workbooks to an FAFMEP learner", async () => {
    for (const plan of [null, "FAGOLD"]) {
      const fa = await ctx.makeUser({ steps: 3, programs: [{ program: "FAFMEP", plan }] });
      const res = await ctx.api("GET", "/api/excel/workbook/xl-m1-v1", { token: fa.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: "not_in_program",
        message: "your program (FAFMEP) does not include the Excel course",
      });
      expect((await ctx.api("GET", "/api/excel/settings", { token: fa.token })).status).toBe(403);
    }
    const excel = await ctx.makeUser({ steps: 3, programs: ["EXCEL"] });
    const first = await ctx.api("GET", "/api/excel/workbook/xl-m1-v1", { token: excel.token });
    expect(first.status).toBe(200);
  });

  it("lets an ended enrolment read its history but not trade or submit", async () => {
    const fmep = await ctx.makeUser({ steps: 3, programs: ["FMEPGOLD"] });
    const placed = await ctx.api("POST", `/api/order/new/${scripId}`, { token: fmep.token, body: ORDER });
    expect(placed.status).toBe(200);
    await ctx.db
      .update(programEnrolments)
      .set({ endDate: addDays(today, -1) })
      .where(eq(programEnrolments.userId, fmep.id));
    const fresh = await ctx.login(fmep.id);
    const list = await ctx.api("GET", "/api/order/list", { token: fresh.token });
    expect(list.status).toBe(200);
    expect(list.body.orders).toHaveLength(1);
    expect((await ctx.api("GET", "/api/portfolio/list", { token: fresh.token })).status).toBe(200);
    expect((await ctx.api("GET", "/api/research", { token: fresh.token })).status).toBe(200);

    const trade = await ctx.api("POST", `/api/order/new/${scripId}`, { token: fresh.token, body: ORDER });
    expect(trade.status).toBe(403);
    expect(trade.body).toMatchObject({
      error: "enrolment_ended",
      message: expect.stringContaining("enrolment ended"),
    });
    const submit = await ctx.api("POST", "/api/research", {
      token: fresh.token,
      body: { company: "Infosys", text: "DCF valuation of Infosys" },
    });
    expect(submit.status).toBe(403);
    expect(submit.body).toMatchObject({ error: "enrolment_ended" });
    expect(await ordersOf(fmep)).toHaveLength(1);
    // Account routes stay usable: the learner can still log out.
    expect((await ctx.api("POST", "/api/auth/logout", { token: fresh.token })).status).toBe(200);
  });

  it("lets an ended IBEPGOLD learner list projects but not submit one", async () => {
    const ibep = await ctx.makeUser({
      steps: 3,
      programs: [{ program: "IBEPGOLD", end: addDays(today, -3) }],
    });
    expect((await ctx.api("GET", "/api/ivepresearch", { token: ibep.token })).status).toBe(200);
    const submit = await ctx.api("POST", "/api/ivepresearch", {
      token: ibep.token,
      body: { company: "Infosys", text: "DCF valuation of Infosys" },
    });
    expect(submit).toMatchObject({ status: 403, body: { error: "enrolment_ended" } });
  });

  it("refuses a multipart upload to another program's area before reading it, storing nothing", async () => {
    const ibep = await ctx.makeUser({ steps: 3, programs: ["IBEPGOLD"] });
    const before = await ctx.snapshot();
    const res = await postMultipart(ctx, "/api/research", ibep.token, { company: "A", text: "b" }, [
      { name: "r.pdf", bytes: pdfBytes() },
    ]);
    expect(res).toMatchObject({ status: 403, body: { error: "not_in_program" } });
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("applies a program switch to the very next request", async () => {
    const both = await ctx.makeUser({ steps: 3, programs: ["FMEPGOLD", "IBEPGOLD"] });
    expect((await ctx.api("GET", "/api/portfolio/list", { token: both.token })).status).toBe(200);
    const toIbep = await ctx.api("POST", "/api/selectprogram/switch", {
      token: both.token,
      body: { selection: "IBEPGOLD" },
    });
    expect(toIbep.status).toBe(200);
    expect((await ctx.api("GET", "/api/portfolio/list", { token: both.token })).status).toBe(403);
    expect((await ctx.api("GET", "/api/ivepresearch", { token: both.token })).status).toBe(200);
    await ctx.api("POST", "/api/selectprogram/switch", {
      token: both.token,
      body: { selection: "FMEPGOLD" },
    });
    expect((await ctx.api("GET", "/api/portfolio/list", { token: both.token })).status).toBe(200);
  });

  it("re-reads a cached program before refusing (a change made elsewhere is not refused for 2 s)", async () => {
    const user = await ctx.makeUser({ steps: 3, programs: ["IBEPGOLD"] });
    expect((await ctx.api("GET", "/api/portfolio/list", { token: user.token })).status).toBe(403);
    // Another instance enrols and switches the learner: this instance's cache still says IBEPGOLD.
    await ctx.enrol(user.id, "FMEPGOLD", { start: addDays(today, -1), end: addDays(today, 100) });
    await ctx.db.update(users).set({ cprogram: "FMEPGOLD" }).where(eq(users.id, user.id));
    expect((await ctx.api("GET", "/api/portfolio/list", { token: user.token })).status).toBe(200);
  });

  it("keeps the admin API to admins", async () => {
    const learner = await ctx.makeUser({ steps: 3, programs: ["FMEPGOLD"] });
    const res = await ctx.api("GET", "/api/admin/users", { token: learner.token });
    expect(res).toMatchObject({ status: 403, body: { error: "forbidden" } });
    const admin = await ctx.makeUser({ role: "admin" });
    expect((await ctx.api("GET", "/api/admin/users", { token: admin.token })).status).toBe(200);
    expect((await ctx.api("GET", "/api/admin/users", { token: ctx.operatorToken() })).status).toBe(200);
  });
});
