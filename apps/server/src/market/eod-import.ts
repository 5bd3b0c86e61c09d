// Real end-of-day prices: one file (NSE bhavcopy, its pre-2024 form, or a plain CSV) is checked row by row and, when
// every row is right, stored in ONE transaction: its days become "real" daily bars (replacing whatever was stored
// for those days, so loading a day again replaces it), the simulated days after a scrip's last real day are drawn
// again from its real close, and the import is recorded with the price each scrip's live feed restarts from.
import { and, eq, gte, sql } from "drizzle-orm";
import { istDayStart } from "@fincareer/domain/ist";
import { roundToTick, toRupees } from "@fincareer/domain/market";
import { eodFormatOf, readEodRow } from "@fincareer/domain/price-data";
import type { EodBar } from "@fincareer/domain/price-data";
import type { MarketImportError, MarketImportSummary } from "@fincareer/domain/contract/market-import";
import type { Db } from "../db/client.ts";
import { marketDailyBars, marketImports, marketIntradayBars, marketScrips } from "../db/schema.ts";
import type { PriceRestart } from "../db/schema.ts";
import { readCsv } from "../lib/csv.ts";
import { recordAudit } from "../modules/admin-users/audit.ts";
import type { Actor } from "../modules/admin-users/audit.ts";
import { Rng, mixSeed } from "./rng.ts";
import { TRADING_DAYS } from "./simulator.ts";

/** How many unknown symbols a summary names (a full bhavcopy has some 2,000 the platform does not list). */
const UNKNOWN_EXAMPLES = 10;

/** What an import answers: the summary, the rows' errors (nothing stored when any), and the record's id. */
export interface EodImportOutcome {
  summary: MarketImportSummary;
  errors: MarketImportError[];
  importId: number | null;
}

/** The scrips an import can name: by NSE symbol (short code) or BSE code. */
interface ScripKey {
  srCode: string;
  shortCode: string;
  name: string;
  volatility: number;
}

function emptySummary(fileName: string): MarketImportSummary {
  return {
    file_name: fileName,
    format: null,
    rows: 0,
    days: 0,
    first_day: null,
    last_day: null,
    scrips: [],
    skipped: { unknown_symbols: 0, unknown_examples: [], other_series: 0, blank_lines: 0 },
  };
}

/** Counts the blank lines between rows (csv.ts skips them but keeps every row's line). */
function blankLines(text: string, rowLines: number[], headerLine: number): number {
  const total = text.replace(/\r\n?/g, "\n").replace(/\n+$/, "").split("\n").length;
  return Math.max(0, total - headerLine - rowLines.length);
}

/** Reads and checks a file: the bars to store by scrip, and every wrong row. Stores nothing. */
export function checkEodFile(
  text: string,
  fileName: string,
  scrips: readonly ScripKey[],
  today: string,
): { summary: MarketImportSummary; errors: MarketImportError[]; bars: (EodBar & { code: string })[] } {
  const summary = emptySummary(fileName);
  const read = readCsv(text, { caseless: true });
  if (!read.ok) return { summary, errors: [{ line: read.line, message: read.reason }], bars: [] };
  const format = eodFormatOf(read.header);
  if ("reason" in format)
    return { summary, errors: [{ line: read.headerLine, message: format.reason }], bars: [] };
  summary.format = format.format;
  const bySymbol = new Map<string, ScripKey>();
  for (const s of scrips) {
    bySymbol.set(s.shortCode.toUpperCase(), s);
    bySymbol.set(s.srCode, s);
  }
  const errors: MarketImportError[] = [];
  const bars: (EodBar & { code: string })[] = [];
  const seen = new Map<string, number>();
  const unknown = new Set<string>();
  for (const row of read.rows) {
    const r = readEodRow(format.format, row.values, today);
    if (r.kind === "other-series") summary.skipped.other_series++;
    else if (r.kind === "error") errors.push({ line: row.line, message: r.reasons.join("; ") });
    else {
      const scrip = bySymbol.get(r.bar.symbol);
      if (!scrip) {
        summary.skipped.unknown_symbols++;
        unknown.add(r.bar.symbol);
        continue;
      }
      const key = `${scrip.srCode}|${r.bar.day}`;
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push({
          line: row.line,
          message: `${r.bar.symbol} on ${r.bar.day} appears twice (first on line ${first})`,
        });
        continue;
      }
      seen.set(key, row.line);
      bars.push({ ...r.bar, symbol: scrip.shortCode, code: scrip.srCode });
    }
  }
  summary.skipped.unknown_examples = [...unknown].slice(0, UNKNOWN_EXAMPLES);
  summary.skipped.blank_lines = blankLines(
    text,
    read.rows.map((r) => r.line),
    read.headerLine,
  );
  if (bars.length === 0 && errors.length === 0)
    errors.push({
      line: read.headerLine,
      message:
        read.rows.length === 0
          ? "the file has a header but no rows"
          : "no row is an EQ row of a company the platform lists, so there is nothing to import",
    });
  const days = [...new Set(bars.map((b) => b.day))].sort();
  summary.rows = bars.length;
  summary.days = days.length;
  summary.first_day = days[0] ?? null;
  summary.last_day = days.at(-1) ?? null;
  const byScrip = new Map<string, (EodBar & { code: string })[]>();
  for (const b of bars) byScrip.set(b.symbol, [...(byScrip.get(b.symbol) ?? []), b]);
  const names = new Map(scrips.map((s) => [s.shortCode, s.name]));
  summary.scrips = [...byScrip.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([symbol, list]) => {
      const sorted = [...list].sort((a, b) => a.day.localeCompare(b.day));
      return {
        symbol,
        name: names.get(symbol) ?? symbol,
        rows: sorted.length,
        first_day: sorted[0]!.day,
        last_day: sorted.at(-1)!.day,
        last_close: toRupees(sorted.at(-1)!.close),
      };
    });
  return { summary, errors, bars };
}

/**
 * Imports one file in one transaction, or nothing when any row is wrong. `today` is the IST date; `seed` the
 * market seed (the redrawn simulated days are reproducible from it).
 */
export async function importEodFile(
  db: Db,
  input: { text: string; fileName: string; actor: Actor; today: string; seed: number },
): Promise<EodImportOutcome> {
  return db.transaction(async (tx) => {
    const scrips = await tx
      .select({
        srCode: marketScrips.srCode,
        shortCode: marketScrips.shortCode,
        name: marketScrips.name,
        volatility: marketScrips.volatility,
      })
      .from(marketScrips);
    const checked = checkEodFile(input.text, input.fileName, scrips, input.today);
    if (checked.errors.length > 0 || !checked.summary.format)
      return { summary: checked.summary, errors: checked.errors, importId: null };

    await tx.execute(sql`
      insert into market_daily_bars (code, day, open, high, low, close, source)
      select code, day, open, high, low, close, 'real'
      from json_to_recordset(${JSON.stringify(checked.bars)}::json)
        as x(code text, day date, open bigint, high bigint, low bigint, close bigint)
      on conflict (code, day) do update set open = excluded.open, high = excluded.high, low = excluded.low,
        close = excluded.close, source = 'real'`);

    const volatility = new Map(scrips.map((s) => [s.srCode, s.volatility]));
    const codes = [...new Set(checked.bars.map((b) => b.code))].sort();
    const restarts: PriceRestart[] = [];
    for (const code of codes) restarts.push(await continueAfterReal(tx, code, volatility.get(code)!, input));

    const [row] = await tx
      .insert(marketImports)
      .values({
        fileName: input.fileName,
        format: checked.summary.format,
        importedBy: input.actor.id,
        rows: checked.summary.rows,
        firstDay: checked.summary.first_day!,
        lastDay: checked.summary.last_day!,
        summary: checked.summary,
        restarts,
      })
      .returning({ id: marketImports.id });
    await recordAudit(tx, input.actor, {
      action: "market.import",
      object: { kind: "market_import", id: row!.id, label: input.fileName },
      details: {
        file_name: input.fileName,
        format: checked.summary.format,
        rows: checked.summary.rows,
        scrips: checked.summary.scrips.length,
        first_day: checked.summary.first_day,
        last_day: checked.summary.last_day,
      },
    });
    return { summary: checked.summary, errors: [], importId: row!.id };
  });
}

/**
 * After a scrip's real days: its simulated days up to yesterday are drawn again from its last real close (a random
 * walk at its volatility, reproducible from the seed), its 5-minute bars from the first real day on are dropped
 * (they were simulated around other prices), today's simulated bar is dropped (the feed writes it again), and the
 * stored quote moves to the last close. Returns where the live feed restarts.
 */
async function continueAfterReal(
  tx: Db,
  code: string,
  volatility: number,
  input: { today: string; seed: number },
): Promise<PriceRestart> {
  const [real] = await tx
    .select()
    .from(marketDailyBars)
    .where(and(eq(marketDailyBars.code, code), eq(marketDailyBars.source, "real")))
    .orderBy(sql`${marketDailyBars.day} desc`)
    .limit(1);
  const [firstReal] = await tx
    .select({ day: sql<string>`min(${marketDailyBars.day})::text` })
    .from(marketDailyBars)
    .where(and(eq(marketDailyBars.code, code), eq(marketDailyBars.source, "real")));
  const last = real!;
  // Simulated days after the last real one, before today: redrawn so the chart continues from the real close.
  const after = await tx
    .select({ day: marketDailyBars.day })
    .from(marketDailyBars)
    .where(
      and(
        eq(marketDailyBars.code, code),
        sql`${marketDailyBars.day} > ${last.day}::date and ${marketDailyBars.day} < ${input.today}::date`,
      ),
    )
    .orderBy(marketDailyBars.day);
  const redrawn = redraw(
    last.close,
    after.map((a) => a.day),
    volatility,
    mixSeed(input.seed, hashCode(`${code}|${last.day}`)),
  );
  if (redrawn.length > 0)
    await tx.execute(sql`
      update market_daily_bars b set open = x.open, high = x.high, low = x.low, close = x.close, source = 'simulated'
      from json_to_recordset(${JSON.stringify(redrawn)}::json)
        as x(day date, open bigint, high bigint, low bigint, close bigint)
      where b.code = ${code} and b.day = x.day`);
  if (last.day < input.today)
    await tx
      .delete(marketDailyBars)
      .where(
        and(
          eq(marketDailyBars.code, code),
          eq(marketDailyBars.day, input.today),
          eq(marketDailyBars.source, "simulated"),
        ),
      );
  await tx
    .delete(marketIntradayBars)
    .where(and(eq(marketIntradayBars.code, code), gte(marketIntradayBars.at, istDayStart(firstReal!.day))));

  const restart = restartOf(code, last, redrawn.at(-1));
  const [prev] = await tx
    .select({ close: marketDailyBars.close })
    .from(marketDailyBars)
    .where(and(eq(marketDailyBars.code, code), sql`${marketDailyBars.day} < ${restart.day}::date`))
    .orderBy(sql`${marketDailyBars.day} desc`)
    .limit(1);
  restart.prevClose = prev?.close ?? restart.close;
  await tx
    .update(marketScrips)
    .set({
      lastPrice: restart.close,
      prevClose: restart.prevClose,
      dayOpen: restart.open,
      dayHigh: restart.high,
      dayLow: restart.low,
      priceDate: restart.day,
    })
    .where(eq(marketScrips.srCode, code));
  return restart;
}

/** Where the feed restarts: the last real bar, or the last redrawn simulated day after it. */
function restartOf(
  code: string,
  real: { day: string; open: number; high: number; low: number; close: number },
  redrawn: { day: string; open: number; high: number; low: number; close: number } | undefined,
): PriceRestart {
  const bar = redrawn ?? real;
  return {
    code,
    day: bar.day,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    prevClose: bar.close,
  };
}

/** A random walk of daily bars from `close` over `days` at an annual `volatility`. */
function redraw(close: number, days: string[], volatility: number, seed: number) {
  const rng = new Rng(seed);
  const sd = volatility / Math.sqrt(TRADING_DAYS);
  let price = close;
  return days.map((day) => {
    const open = price * Math.exp(0.15 * sd * rng.normal());
    const next = price * Math.exp(sd * rng.normal());
    const high = Math.max(open, next) * Math.exp(Math.abs(rng.normal()) * 0.4 * sd);
    const low = Math.min(open, next) / Math.exp(Math.abs(rng.normal()) * 0.4 * sd);
    price = next;
    const o = roundToTick(open);
    const c = roundToTick(next);
    return {
      day,
      open: o,
      close: c,
      high: Math.max(roundToTick(high), o, c),
      low: Math.min(roundToTick(low), o, c),
    };
  });
}

function hashCode(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
}
