// Real end-of-day prices (issue 22): the three file formats, row checks with line numbers, all-or-nothing, a day
// imported again replaces it, candles say real or simulated, the live price restarts from the last real close, the
// CLI, and admin-only access.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDate, tradingDaysBefore } from "@fincareer/domain/ist";
import { seededCalendar } from "./helpers/calendar.ts";
import { runCli } from "../src/cli/run-cli.ts";
import { checkEodFile } from "../src/modules/market/eod-import.ts";
import { auditLog, marketDailyBars, marketImports } from "../src/db/schema.ts";
import { BACKENDS, TEST_SECRET, createTestContext, freshDatabase } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { multipartBody, postMultipart } from "./helpers/research.ts";

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** 2026-11-14 -> 14-NOV-2026 (the older bhavcopy's TIMESTAMP). */
function oldStamp(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

describe.each(BACKENDS)("end-of-day price import on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  // The last four trading days before today: all inside the generated history.
  let days: string[];
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.makeUser({ role: "admin", programs: ["FMEPGOLD"], steps: 3 });
    learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    days = tradingDaysBefore(istDate(), 4, ctx.app.calendar.current());
    await ctx.app.market.ready();
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  const upload = (name: string, text: string, token = admin.token) =>
    postMultipart(ctx, "/api/admin/market/import", token, {}, [
      { name, type: "text/csv", bytes: Buffer.from(text) },
    ]);
  const bar = async (code: string, day: string) =>
    (
      await ctx.db
        .select()
        .from(marketDailyBars)
        .where(and(eq(marketDailyBars.code, code), eq(marketDailyBars.day, day)))
    )[0];
  const imports = async () => (await ctx.db.select({ n: count() }).from(marketImports))[0]!.n;

  it("refuses learners (403) and takes only admins' uploads", async () => {
    const res = await upload("p.csv", "date,symbol,open,high,low,close,volume\n", learner.token);
    expect(res.status).toBe(403);
  });

  it("refuses a call without a token (401) and a file over 20 MB (413), importing nothing", async () => {
    const before = await imports();
    const { payload, headers } = multipartBody({}, [
      { name: "p.csv", type: "text/csv", bytes: Buffer.from("date,symbol,open,high,low,close,volume\n") },
    ]);
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/market/import",
      payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ error: "unauthorized" });
    const row = `${days[3]},RELIANCE,1520.40,1533.00,1515.00,1530.25,7000000\n`;
    const big =
      "date,symbol,open,high,low,close,volume\n" + row.repeat(Math.ceil((21 * 1024 * 1024) / row.length));
    const tooBig = await upload("big.csv", big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ error: expect.any(String), message: expect.stringMatching(/20 MB/) });
    expect(await imports()).toBe(before);
  });

  it("imports a plain CSV: real candles, skipped unknown symbols, the live price from the last real close", async () => {
    const [d1, , d3, d4] = days;
    const csv = [
      "date,symbol,open,high,low,close,volume",
      `${d3},RELIANCE,1510.00,1525.50,1502.10,1520.40,8123456`,
      `${d4},RELIANCE,1520.40,1533.00,1515.00,1530.25,7000000`,
      `${d4},NOTLISTED,10,11,9,10.5,100`,
      "",
      `${d4},tcs,3100,3150,3080,3120.05,1500000`,
    ].join("\n");
    const res = await upload("eod.csv", csv);
    expect(res.status).toBe(200);
    const s = res.body.summary;
    expect(s).toMatchObject({
      format: "plain",
      rows: 3,
      days: 2,
      first_day: d3,
      last_day: d4,
      skipped: { unknown_symbols: 1, unknown_examples: ["NOTLISTED"], other_series: 0, blank_lines: 1 },
    });
    expect(s.scrips).toEqual([
      expect.objectContaining({
        symbol: "RELIANCE",
        rows: 2,
        first_day: d3,
        last_day: d4,
        last_close: 1530.25,
      }),
      expect.objectContaining({ symbol: "TCS", rows: 1, first_day: d4, last_day: d4, last_close: 3120.05 }),
    ]);

    const rel = ctx.app.market.byShort.get("RELIANCE")!;
    expect(await bar(rel.srCode, d4!)).toMatchObject({ close: 153025, high: 153300, source: "real" });
    expect((await bar(rel.srCode, d1!))?.source).toBe("simulated");
    // The feed restarts from the last real close, and the day before is the previous close.
    expect(ctx.app.market.quotes.get(rel.id)).toMatchObject({ last: 153025, prevClose: 152040, date: d4 });

    const chart = await ctx.api("GET", `/api/scrips/chart-data/${rel.id}?range=1M`, { token: learner.token });
    const byDay = new Map(
      chart.body.candles.map((c: { time: number; source: string; close: number }) => [
        new Date(c.time * 1000).toISOString().slice(0, 10),
        c,
      ]),
    );
    expect(byDay.get(d3)).toMatchObject({ source: "real", close: 1520.4, open: 1510, low: 1502.1 });
    expect(byDay.get(d4)).toMatchObject({ source: "real", close: 1530.25 });
    expect(byDay.get(d1)).toMatchObject({ source: "simulated" });
    const intraday = await ctx.api("GET", `/api/scrips/chart-data/${rel.id}?range=1D`, {
      token: learner.token,
    });
    for (const c of intraday.body.candles) expect(c.source).toBe("simulated");

    const data = await ctx.api("GET", `/api/scrips/data/${rel.id}`, { token: learner.token });
    expect(data.body.data.real_to).toBe(d4);
    expect(data.body.data.real).toEqual({ from: d3, to: d4, days: 2, simulated_between: 0 });
    expect(data.body.market.prices).toEqual({ real_from: d3, real_to: d4, real_scrips: 2 });
    // No fake move at the join: the last simulated close before the first real day is that day's real open.
    const d2 = days[1]!;
    expect((await bar(rel.srCode, d2))?.close).toBe(151000);
    const other = ctx.app.market.byShort.get("INFY")!;
    expect(
      (await ctx.api("GET", `/api/scrips/data/${other.id}`, { token: learner.token })).body.data.real_to,
    ).toBe(null);

    // The next tick moves on from the real close, not from the old simulated price.
    await ctx.app.market.tick({ prices: { TCS: 3121 } });
    expect(ctx.app.market.quotes.get(rel.id)!.last).toBe(153025);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "market.import"));
    expect(entry).toMatchObject({
      target: "eod.csv",
      details: expect.objectContaining({ rows: 3, scrips: 2 }),
    });
  });

  it("reads the NSE bhavcopy (EQ only) and replaces a day imported again", async () => {
    const d4 = days[3]!;
    const header =
      "TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt,FininstrmActlXpryDt,StrkPric," +
      "OptnTp,FinInstrmNm,OpnPric,HghPric,LwPric,ClsPric,LastPric,PrvsClsgPric,UndrlygPric,SttlmPric,OpnIntrst," +
      "ChngInOpnIntrst,TtlTradgVol,TtlTrfVal,TtlNbOfTxsExctd,SsnId,NewBrdLotQty,Rmks,Rsvd1,Rsvd2,Rsvd3,Rsvd4";
    const row = (sym: string, series: string, o: string, h: string, l: string, c: string) =>
      `${d4},${d4},CM,NSE,STK,2885,INE002A01018,${sym},${series},,,,,${sym} LTD,${o},${h},${l},${c},${c},1500,,${c},,,5000000,7.6E9,120000,F1,1,,,,,`;
    const csv = [
      header,
      row("RELIANCE", "EQ", "1521.00", "1540.00", "1518.00", "1535.50"),
      row("RELIANCE", "BL", "1500.00", "1500.00", "1500.00", "1500.00"),
      row("SOMEBE", "BE", "10.00", "10.00", "10.00", "10.00"),
    ].join("\r\n");
    const before = await imports();
    const res = await upload("BhavCopy_NSE_CM_0_0_0_F_0000.csv", csv);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ format: "bhavcopy", rows: 1, skipped: { other_series: 2 } });
    expect(await imports()).toBe(before + 1);
    const rel = ctx.app.market.byShort.get("RELIANCE")!;
    // Replaced, not added: one bar for the day, with the new figures.
    const rows = await ctx.db
      .select()
      .from(marketDailyBars)
      .where(and(eq(marketDailyBars.code, rel.srCode), eq(marketDailyBars.day, d4)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ open: 152100, close: 153550, source: "real" });
    expect(ctx.app.market.quotes.get(rel.id)!.last).toBe(153550);
  });

  it("reads the older bhavcopy (TIMESTAMP like 14-NOV-2025) and continues simulated days from the real close", async () => {
    const [d1, d2] = days;
    const csv = [
      "SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,",
      `INFY,EQ,1480.00,1495.00,1470.00,1490.00,1490.50,1478.00,4567890,6800000000,${oldStamp(d1!)},98765,INE009A01021,`,
      `INFY,EQ,1490.00,1500.00,1485.00,1497.35,1497.00,1490.00,4000000,6000000000,${oldStamp(d2!)},90000,INE009A01021,`,
      `ITC,N1,100,100,100,100,100,100,1,100,${oldStamp(d2!)},1,INE154A01025,`,
    ].join("\n");
    const res = await upload("cm14NOV2025bhav.csv", csv);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ format: "bhavcopy-old", rows: 2, skipped: { other_series: 1 } });
    const infy = ctx.app.market.byShort.get("INFY")!;
    expect(await bar(infy.srCode, d2!)).toMatchObject({ close: 149735, source: "real" });
    // The days after the last real one are simulated again, starting near the real close.
    const after = (await bar(infy.srCode, days[2]!))!;
    expect(after.source).toBe("simulated");
    expect(Math.abs(after.open - 149735) / 149735).toBeLessThan(0.05);
    const last = (await bar(infy.srCode, days[3]!))!;
    expect(ctx.app.market.quotes.get(infy.id)).toMatchObject({ last: last.close, date: days[3] });
  });

  it("lists every wrong row with its line and imports nothing", async () => {
    const [, , , d4] = days;
    const before = await imports();
    const rel = ctx.app.market.byShort.get("RELIANCE")!;
    const stored = await bar(rel.srCode, d4!);
    const csv = [
      "date,symbol,open,high,low,close,volume",
      `${d4},RELIANCE,1,2,1,2,10`,
      `${d4},HDFCBANK,1700,1690,1710,1700,100`,
      `${d4},INFY,-5,10,1,5,100`,
      `31-02-2026,TCS,1,2,1,2,100`,
      `2999-01-01,TCS,1,2,1,2,100`,
      `${d4},ITC,400.123,401,399,400,100`,
      `${d4},RELIANCE,1,2,1,2,10`,
    ].join("\n");
    const res = await upload("bad.csv", csv);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("import_rejected");
    const lines = res.body.errors.map((e: { line: number }) => e.line);
    expect(lines).toEqual([3, 4, 5, 6, 7, 8]);
    const text = res.body.errors.map((e: { message: string }) => e.message).join("\n");
    expect(text).toContain("high 1690 is below low 1710");
    expect(text).toContain("open -5 is negative");
    expect(text).toContain("February 2026 has 28 days");
    expect(text).toContain("is after today");
    expect(text).toContain("at most 2 decimals");
    expect(text).toContain("appears twice (first on line 2)");
    expect(res.body.message).toMatch(/^6 row\(s\) have errors: nothing was imported\nline 3: /);
    expect(await imports()).toBe(before);
    expect(await bar(rel.srCode, d4!)).toEqual(stored);
  });

  it("refuses a row before the scrip's stored history with its line, and redraws nothing (issue 39)", async () => {
    const [, , , d4] = days;
    const before = await imports();
    const rel = ctx.app.market.byShort.get("RELIANCE")!;
    const first = (
      await ctx.db
        .select({ day: marketDailyBars.day })
        .from(marketDailyBars)
        .where(eq(marketDailyBars.code, rel.srCode))
        .orderBy(marketDailyBars.day)
        .limit(1)
    )[0]!.day;
    const csv = [
      "date,symbol,open,high,low,close,volume",
      `${d4},TCS,3100,3150,3080,3120.05,1500000`,
      "1900-01-01,RELIANCE,10,11,9,10.5,100",
      `${d4},INFY,1500,1510,1490,1505,100`,
    ].join("\n");
    const res = await upload("old.csv", csv);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        line: 3,
        message: expect.stringMatching(/^date 01\/01\/1900 is before the stored history of RELIANCE/),
      },
    ]);
    expect(res.body.errors[0].message).toContain(first.split("-").reverse().join("/"));
    expect(res.body.more_errors).toBe(0);
    expect(await imports()).toBe(before);
  });

  it("lists the first 1,000 wrong rows and counts the rest, in a short answer (issue 39)", async () => {
    const [, , , d4] = days;
    const bad = Array.from({ length: 2500 }, (_, i) => `${d4},RELIANCE,${i + 10},1,2,1,100`);
    const res = await upload("many.csv", ["date,symbol,open,high,low,close,volume", ...bad].join("\n"));
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(1000);
    expect(res.body.errors[0].line).toBe(2);
    expect(res.body.errors.at(-1).line).toBe(1001);
    expect(res.body.more_errors).toBe(1500);
    const message = res.body.message.split("\n");
    expect(message[0]).toBe("2500 row(s) have errors: nothing was imported");
    expect(message.at(-1)).toBe("... and 2480 more");
  });

  it("reads a large file in chunks: other work runs while it is checked (issue 39)", async () => {
    const [, , , d4] = days;
    const scrips = [{ srCode: "500325", shortCode: "RELIANCE", name: "Reliance", volatility: 0.2 }];
    const rows = Array.from({ length: 60_000 }, (_, i) => `${d4},RELIANCE,${i},1,2,1,100`);
    const text = ["date,symbol,open,high,low,close,volume", ...rows].join("\n");
    let turns = 0;
    let done = false;
    const count = () => {
      if (done) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    const checked = await checkEodFile(text, "big.csv", scrips, istDate());
    done = true;
    // A file of some 2 MB is read in 64 KB chunks with the event loop free between them.
    expect(turns).toBeGreaterThan(20);
    expect(checked.errors).toHaveLength(1000);
    expect(checked.moreErrors).toBe(59_000);
  });

  it("names a header that is none of the formats, and refuses a zip", async () => {
    const res = await upload("x.csv", "Date,Ticker,Price\n2026-01-01,INFY,1\n");
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ line: 1, message: expect.stringContaining("missing column") });
    const zip = await upload("x.csv.zip", "PK\u0003\u0004rest");
    expect(zip.status).toBe(400);
    expect(zip.body.message).toContain("unzip");
    // The message names no field key: the file's path is in `fields`.
    expect(zip.body.fields).toEqual([
      { path: "body.file", message: expect.stringMatching(/^This is a zip/) },
    ]);
    const binary = await upload("x.csv", "a\u0000b");
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe("This is not a text (CSV) file");
  });

  it("lists the imports and the coverage", async () => {
    const res = await ctx.api("GET", "/api/admin/market/imports", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.coverage).toMatchObject({ real_to: days[3], real_scrips: 3 });
    expect(res.body.imports[0]).toMatchObject({ file_name: "cm14NOV2025bhav.csv", imported_by: admin.email });
    expect((await ctx.api("GET", "/api/admin/market/imports", { token: learner.token })).status).toBe(403);
  });
});

describe.each(BACKENDS)("cli market:import on $name", (backend) => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let db: Awaited<ReturnType<typeof freshDatabase>> | null = null;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "fincareer-eod-cli-"));
    env = {
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      MARKET_TICK_MS: "0",
      MARKET_HISTORY_DAYS: "30",
      INIT_CWD: dataDir,
    };
    if (backend.name === "postgres") {
      db = await freshDatabase(backend);
      env.DATABASE_URL = db.url!;
    }
  });
  afterAll(async () => {
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("imports a file named relative to where the command was typed, and prints the summary", async () => {
    const day = tradingDaysBefore(istDate(), 1, seededCalendar())[0]!;
    writeFileSync(
      join(dataDir, "prices.csv"),
      `date,symbol,open,high,low,close,volume\n${day},ITC,400,405,398,402.5,1000\n`,
    );
    let out = "";
    let err = "";
    const code = await runCli(["market:import", "--file", "prices.csv"], {
      env,
      out: (t) => (out += t),
      err: (t) => (err += t),
    });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("imported 1 row(s) of 1 scrip(s) from prices.csv");
    expect(out).toContain(`ITC: 1 row(s), ${day} to ${day}, last close 402.50`);

    writeFileSync(
      join(dataDir, "bad.csv"),
      `date,symbol,open,high,low,close,volume\n${day},ITC,400,395,398,402.5,1000\n`,
    );
    err = "";
    expect(
      await runCli(["market:import", "--file", "bad.csv"], { env, out: () => {}, err: (t) => (err += t) }),
    ).toBe(1);
    expect(err).toContain("line 2: high 395 is below low 398");
    err = "";
    expect(
      await runCli(["market:import", "--file", "nope.csv"], { env, out: () => {}, err: (t) => (err += t) }),
    ).toBe(1);
    expect(err).toContain("cannot read nope.csv");
  }, 180_000);
});
