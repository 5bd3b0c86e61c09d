// The NSE trading calendar as data (issue 38): seeded 2025-2026, loaded a year at a time from NSE's holiday list or a
// plain CSV (preview, per-line errors, one transaction with its audit row), one day removed; and the clock set in
// 2027: without the 2027 list every weekday trades and the coverage warning fires (a log line a day, one mail per
// gap, across restarts); with it 26 Jan 2027 is a holiday for the feed, the hours badge and after-market orders.
import { readFileSync } from "node:fs";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import pino from "pino";
import { tradingDaysBefore } from "@fincareer/domain/ist";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, marketCalendarDays, marketCalendarYears, outbox } from "../src/db/schema.ts";
import { createCalendarService } from "../src/modules/calendar/service.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const NSE_2026 = { file_name: "nse-holidays-2026.csv", text: fixture("nse-holidays-2026.csv") };
const SAMPLE_2027 = {
  file_name: "test-sample-holidays-2027.csv",
  text: fixture("test-sample-holidays-2027.csv"),
};

const HOLIDAYS = "/api/admin/market/holidays";

/** The stored days of a year, as (day, description, window). */
async function storedYear(ctx: TestContext, year: number) {
  return ctx.db
    .select()
    .from(marketCalendarDays)
    .where(and(gte(marketCalendarDays.day, `${year}-01-01`), lte(marketCalendarDays.day, `${year}-12-31`)))
    .orderBy(asc(marketCalendarDays.day));
}

describe.each(BACKENDS)("the trading calendar on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({ role: "admin", email: "calendar-admin@test.example" });
    learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("is seeded with NSE's 2025 and 2026 lists, the 2025 Muhurat session included", async () => {
    const res = await ctx.api("GET", HOLIDAYS, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.years.map((y: { year: number }) => y.year)).toEqual([2025, 2026]);
    expect(res.body.years[1]).toMatchObject({ holidays: 16, sessions: 0, loaded_by: "seed" });
    expect(res.body.days).toContainEqual({
      day: "2026-01-26",
      weekday: "Monday",
      kind: "holiday",
      description: "Republic Day",
      open: null,
      close: null,
    });
    expect(res.body.days).toContainEqual(
      expect.objectContaining({ day: "2025-10-21", kind: "session", open: "13:45", close: "14:45" }),
    );
    const only2025 = await ctx.api("GET", `${HOLIDAYS}?year=2025`, { token: admin.token });
    expect(only2025.body.days).toHaveLength(14);
    expect((await ctx.api("GET", `${HOLIDAYS}?year=27`, { token: admin.token })).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await ctx.api("GET", HOLIDAYS, { token: learner.token })).status).toBe(403);
    expect(
      (await ctx.api("POST", `${HOLIDAYS}/preview`, { token: learner.token, body: SAMPLE_2027 })).status,
    ).toBe(403);
    expect((await ctx.api("GET", HOLIDAYS)).status).toBe(401);
  });

  it("previews NSE's file as downloaded: every line, and what the import would replace; stores nothing", async () => {
    const res = await ctx.api("POST", `${HOLIDAYS}/preview`, { token: admin.token, body: NSE_2026 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      file_name: "nse-holidays-2026.csv",
      format: "nse",
      ok: true,
      errors: [],
    });
    expect(res.body.lines).toHaveLength(16);
    expect(res.body.lines[1]).toEqual({
      line: 4,
      day: "2026-01-26",
      weekday: "Monday",
      kind: "holiday",
      description: "Republic Day",
      open: null,
      close: null,
      errors: [],
      warnings: [],
    });
    expect(res.body.years).toEqual([
      {
        year: 2026,
        holidays: 16,
        sessions: 0,
        loaded: true,
        stored_holidays: 16,
        stored_sessions: 0,
        removed: [],
      },
    ]);
    expect(await storedYear(ctx, 2026)).toHaveLength(16);
  });

  it("previews a plain CSV with its bad lines, each with its number and reason", async () => {
    const text = [
      "date,description,open,close",
      "26/01/2027,Republic Day,,",
      "31-02-2027,Not a day,,",
      "2027-01-26,Republic Day again,,",
      "29-10-2027,Muhurat trading,18:00,",
      "02-10-2027,Mahatma Gandhi Jayanti,,",
    ].join("\n");
    const res = await ctx.api("POST", `${HOLIDAYS}/preview`, {
      token: admin.token,
      body: { file_name: "mine.csv", text },
    });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(false);
    expect(res.body.format).toBe("plain");
    expect(res.body.errors).toEqual([
      { line: 3, message: "31-02-2027 is not a real date: February 2027 has 28 days" },
      { line: 4, message: "26/01/2027 is already listed on line 2" },
      { line: 5, message: "a special session needs both an open and a close time (e.g. 18:00 and 19:00)" },
    ]);
    expect(res.body.warnings).toEqual([
      { line: 6, message: "02/10/2027 is a Saturday: NSE is closed anyway, so this holiday changes nothing" },
    ]);
    expect(res.body.lines[1]).toMatchObject({
      line: 3,
      day: null,
      errors: [expect.stringContaining("28 days")],
    });
    expect(res.body.years).toEqual([
      expect.objectContaining({ year: 2027, loaded: false, stored_holidays: 0 }),
    ]);
  });

  it("refuses a file with any error (422, every error listed) and stores nothing", async () => {
    const audits = (await ctx.db.select().from(auditLog)).length;
    const res = await ctx.api("POST", `${HOLIDAYS}/import`, {
      token: admin.token,
      body: { file_name: "bad.csv", text: "Date,Description\n26-Jan-2026,Republic Day\nsoon,Holi\n" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("import_rejected");
    expect(res.body.message).toBe(
      "1 error(s) in bad.csv: nothing was imported\n" +
        'line 3: "soon" is not a date: write it as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd or dd-Mon-yyyy (26-Jan-2026)',
    );
    expect(res.body.errors).toHaveLength(1);
    expect(await storedYear(ctx, 2026)).toHaveLength(16);
    expect((await ctx.db.select().from(auditLog)).length).toBe(audits);
    const empty = await ctx.api("POST", `${HOLIDAYS}/import`, {
      token: admin.token,
      body: { file_name: "x.csv", text: "" },
    });
    expect(empty.status).toBe(400);
    const zip = await ctx.api("POST", `${HOLIDAYS}/preview`, {
      token: admin.token,
      body: { file_name: "x.zip", text: "PK\u0003\u0004..." },
    });
    expect(zip.body.errors).toEqual([
      { line: 0, message: "this is a zip archive: unzip NSE's download and load the .csv inside" },
    ]);
  });

  it("rolls the whole import back when a write fails part way (the year keeps its list)", async () => {
    const before = await storedYear(ctx, 2026);
    // An actor that does not exist: the audit row, written last in the transaction, breaks its foreign key after
    // the year's days were deleted and the file's inserted.
    const changed = { ...NSE_2026, text: NSE_2026.text.replace('"Christmas"', '"Christmas (edited)"') };
    await expect(ctx.app.calendar.importFile({ id: 2_000_000_000 }, changed)).rejects.toThrow();
    expect(await storedYear(ctx, 2026)).toEqual(before);
    const [year] = await ctx.db.select().from(marketCalendarYears).where(eq(marketCalendarYears.year, 2026));
    expect(year!.loadedBy).toBe("seed");
  });

  it("imports a year in one transaction with an audit row, replacing what the file no longer lists", async () => {
    // The admin's 2027 file, then a corrected one without Christmas: Christmas is removed.
    const first = await ctx.api("POST", `${HOLIDAYS}/import`, { token: admin.token, body: SAMPLE_2027 });
    expect(first.status).toBe(200);
    expect(first.body.preview.years).toEqual([
      expect.objectContaining({ year: 2027, holidays: 5, loaded: false }),
    ]);
    expect(first.body.coverage.covered_to).toBe("2027-12-31");
    const corrected = {
      file_name: "corrected-2027.csv",
      text: SAMPLE_2027.text.replace(/^.*25-Dec-2027.*$/m, ""),
    };
    const preview = await ctx.api("POST", `${HOLIDAYS}/preview`, { token: admin.token, body: corrected });
    expect(preview.body.years[0]).toMatchObject({ holidays: 4, loaded: true, stored_holidays: 5 });
    expect(preview.body.years[0].removed).toEqual([expect.objectContaining({ day: "2027-12-25" })]);
    const second = await ctx.api("POST", `${HOLIDAYS}/import`, { token: admin.token, body: corrected });
    expect(second.status).toBe(200);
    expect((await storedYear(ctx, 2027)).map((d) => d.day)).toEqual([
      "2027-01-26",
      "2027-05-01",
      "2027-08-15",
      "2027-10-02",
    ]);
    const [year] = await ctx.db.select().from(marketCalendarYears).where(eq(marketCalendarYears.year, 2027));
    expect(year).toMatchObject({ source: "corrected-2027.csv", loadedBy: admin.email });
    const audit = await ctx.api("GET", "/api/admin/audit?kind=market", { token: admin.token });
    expect(audit.body.items[0]).toMatchObject({
      action: "market.holidays.import",
      actor: admin.email,
      details: { file_name: "corrected-2027.csv", years: [2027], holidays: 4, sessions: 0, removed: 1 },
    });
    expect(audit.body.items[0].summary).toContain(
      "loaded the trading calendar of 2027 from corrected-2027.csv: 4 holidays, 1 earlier day removed",
    );
    // This instance follows at once.
    expect(ctx.app.calendar.current().holidays.has("2027-01-26")).toBe(true);
  });

  it("removes one wrong day with an audit row; its year stays loaded", async () => {
    const res = await ctx.api("DELETE", `${HOLIDAYS}/2027-05-01`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toMatchObject({ day: "2027-05-01", description: "Maharashtra Day" });
    expect(ctx.app.calendar.current().holidays.has("2027-05-01")).toBe(false);
    expect(ctx.app.calendar.current().years.has(2027)).toBe(true);
    const again = await ctx.api("DELETE", `${HOLIDAYS}/2027-05-01`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("01/05/2027 is not in the trading calendar");
    const audit = await ctx.api("GET", "/api/admin/audit?kind=market", { token: admin.token });
    expect(audit.body.items[0].summary).toContain(
      "removed the holiday 01/05/2027 (Maharashtra Day) from the trading calendar",
    );
    expect((await ctx.api("DELETE", `${HOLIDAYS}/someday`, { token: admin.token })).status).toBe(400);
  });
});

describe.each(BACKENDS)("the calendar with the clock in 2027 on $name", (backend) => {
  let ctx: TestContext;
  let admins: TestUser[];
  let learner: TestUser;
  let infy: number;
  // The app's log (warnings up): the calendar's lines are counted.
  const logged: { level: number; msg: string }[] = [];
  const calendarWarnings = () => logged.filter((l) => l.level === 40 && l.msg.startsWith("trading calendar"));
  // Tuesday 26 Jan 2027, 10:30 IST: Republic Day.
  const REPUBLIC_DAY = new Date("2027-01-26T05:00:00Z");
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: REPUBLIC_DAY });
    ctx = await createTestContext(backend, {
      env: { MARKET_HOURS: "nse", MARKET_HISTORY_DAYS: "30" },
      logger: pino({ level: "warn" }, { write: (line: string) => void logged.push(JSON.parse(line)) }),
    });
    admins = [
      await ctx.makeUser({ role: "admin", name: "Admin One" }),
      await ctx.makeUser({ role: "admin", name: "Admin Two" }),
    ];
    learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    await ctx.app.market.ready();
    infy = ctx.app.market.scrips.find((s) => s.shortCode === "INFY")!.id;
  }, 180_000);
  afterEach(() => {
    vi.setSystemTime(REPUBLIC_DAY);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx.close();
  });

  const calendarMails = () => ctx.db.select().from(outbox).where(eq(outbox.kind, "calendar_gap"));

  it("without the 2027 list trades on every weekday, and the market screen says so", async () => {
    const ticker = await ctx.api("GET", "/api/scrips/list?for_ticker=1&segment=ALL&industry=ALL&sort=NAME", {
      token: learner.token,
    });
    expect(ticker.body.market).toMatchObject({
      mode: "nse",
      open: true,
      calendar: {
        covered_to: null,
        note:
          "Trading holidays for 2027 are not loaded yet: every weekday counts as a trading day, so the market " +
          "opens on NSE holidays too.",
      },
    });
    expect((await ctx.app.market.tick({ at: REPUBLIC_DAY })).open).toBe(true);
  });

  it("warns: /admin's banner text, one log line a day, one mail to each admin per gap, across restarts", async () => {
    const list = await ctx.api("GET", "/api/admin/market/holidays", { token: admins[0]!.token });
    expect(list.body.coverage).toMatchObject({
      today: "2027-01-26",
      covered_to: null,
      gap_from: "2027-01-01",
      warning: expect.stringContaining("Trading holidays for 2027 are not loaded: from 01/01/2027"),
    });
    logged.length = 0;
    expect(await ctx.app.calendar.check()).toEqual({ gap_from: "2027-01-01", mailed: 2 });
    expect(await ctx.app.calendar.check()).toEqual({ gap_from: "2027-01-01", mailed: 0 });
    // Another instance, or this one after a restart: the gap's row says it was mailed.
    const restarted = createCalendarService({ db: ctx.db });
    expect(await restarted.check()).toEqual({ gap_from: "2027-01-01", mailed: 0 });
    const mails = await calendarMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(mails[0]!.data).toMatchObject({ year: "2027", gap_from: "2027-01-01" });
    expect(calendarWarnings()).toHaveLength(1);
    expect(calendarWarnings()[0]!.msg).toMatch(/^trading calendar runs out: Trading holidays for 2027/);
    // The next day: one more log line, no more mail.
    vi.setSystemTime(new Date("2027-01-27T05:00:00Z"));
    await ctx.app.calendar.check();
    await ctx.app.calendar.check();
    expect(calendarWarnings()).toHaveLength(2);
    expect(await calendarMails()).toHaveLength(2);
  });

  it("after importing the 2027 list keeps 26 Jan 2027 closed: no ticks, closed badge, orders wait for the open", async () => {
    const imported = await ctx.api("POST", "/api/admin/market/holidays/import", {
      token: admins[0]!.token,
      body: SAMPLE_2027,
    });
    expect(imported.status).toBe(200);
    expect(imported.body.coverage).toMatchObject({ covered_to: "2027-12-31", gap_from: null, warning: null });
    expect(await ctx.app.calendar.check()).toEqual({ gap_from: null, mailed: 0 });

    expect(await ctx.app.market.tick({ at: REPUBLIC_DAY })).toMatchObject({ open: false, changed: 0 });
    const ticker = await ctx.api("GET", "/api/scrips/list?for_ticker=1&segment=ALL&industry=ALL&sort=NAME", {
      token: learner.token,
    });
    expect(ticker.body.market).toMatchObject({
      open: false,
      next_open: "2027-01-27T03:45:00.000Z",
      calendar: { covered_to: "2027-12-31", note: null },
    });
    const placed = await ctx.api("POST", `/api/order/new/${infy}`, {
      token: learner.token,
      body: { action: "BUY", typ: "MARKET", qty: 1, price: 0, sprice: 0, active_sl: false, reason: "AMO" },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ status: "OPEN", waits_for_open: "2027-01-27T03:45:00.000Z" });
    // Wednesday 27 Jan 09:16 IST: open, the after-market order fills.
    const wednesday = new Date("2027-01-27T03:46:00Z");
    vi.setSystemTime(wednesday);
    expect((await ctx.app.market.tick({ at: wednesday })).open).toBe(true);
    const list = await ctx.api("GET", "/api/order/list", { token: learner.token });
    expect(list.body.orders.find((o: { id: number }) => o.id === placed.body.order_id)).toMatchObject({
      status: "COMPLETE",
    });
  });

  it("counts trading days around the holiday once the list is loaded", () => {
    expect(tradingDaysBefore("2027-01-28", 3, ctx.app.calendar.current())).toEqual([
      "2027-01-22",
      "2027-01-25",
      "2027-01-27",
    ]);
  });
});
