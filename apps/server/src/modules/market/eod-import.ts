// Real end-of-day prices: one file (NSE bhavcopy, its pre-2024 form, or a plain CSV) is checked row by row and, when
// every row is right, stored in ONE transaction: its days become "real" daily bars (replacing whatever was stored
// for those days, so loading a day again replaces it), the simulated days after a scrip's last real day are drawn
// again from its real close, the divisors of the indices holding those scrips are scaled so their levels do not jump,
// and the import is recorded with the price each scrip's live feed restarts from.
import { and, eq, gte, sql } from "drizzle-orm";
import { istDayStart } from "@fincareer/domain/ist";
import { roundToTick, toRupees } from "@fincareer/domain/market";
import { formatDate } from "@fincareer/domain/format";
import { eodFormatOf, readEodRow } from "@fincareer/domain/price-data";
import type { EodBar, EodFormat } from "@fincareer/domain/price-data";
import { MARKET_IMPORT_MAX_ERRORS } from "@fincareer/domain/contract/market-import";
import type { MarketImportError, MarketImportSummary } from "@fincareer/domain/contract/market-import";
import type { Db } from "../../db/client.ts";
import {
  marketDailyBars,
  marketImports,
  marketIndices,
  marketIntradayBars,
  marketScrips,
} from "../../db/schema.ts";
import type { PriceRestart } from "../../db/schema.ts";
import { readCsvEach } from "../../lib/csv.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { Rng, mixSeed } from "../../lib/rng.ts";
import { TRADING_DAYS, modelVolatility } from "./simulator.ts";

/** How many unknown symbols a summary names (a full bhavcopy has some 2,000 the platform does not list). */
const UNKNOWN_EXAMPLES = 10;

/**
 * What an import answers: the summary, the rows' errors (nothing stored when any; the first
 * MARKET_IMPORT_MAX_ERRORS, and how many more there were), and the record's id.
 */
export interface EodImportOutcome {
  summary: MarketImportSummary;
  errors: MarketImportError[];
  moreErrors: number;
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

/** Where each scrip's stored history starts (yyyy-mm-dd by scrip code), and where the earliest one starts. */
export interface HistoryStarts {
  byCode: ReadonlyMap<string, string>;
  earliest: string | null;
}

/** What checkEodFile finds: the summary, the first wrong rows (at most MARKET_IMPORT_MAX_ERRORS), how many more. */
export interface EodCheck {
  summary: MarketImportSummary;
  errors: MarketImportError[];
  moreErrors: number;
  bars: (EodBar & { code: string })[];
}

/**
 * Reads and checks a file: the bars to store by scrip, and its wrong rows. Stores nothing. The file is read in
 * chunks with the event loop free between them, and only the first MARKET_IMPORT_MAX_ERRORS errors are kept (the
 * rest are counted), so a large file of bad rows neither stalls the server nor makes an answer of tens of MB. A
 * row dated after `today` or before its scrip's stored history is refused.
 */
export async function checkEodFile(
  text: string,
  fileName: string,
  scrips: readonly ScripKey[],
  today: string,
  history: HistoryStarts = { byCode: new Map(), earliest: null },
): Promise<EodCheck> {
  const summary = emptySummary(fileName);
  const bySymbol = new Map<string, ScripKey>();
  for (const s of scrips) {
    bySymbol.set(s.shortCode.toUpperCase(), s);
    bySymbol.set(s.srCode, s);
  }
  const errors: MarketImportError[] = [];
  let moreErrors = 0;
  const refuse = (line: number, message: string) => {
    if (errors.length < MARKET_IMPORT_MAX_ERRORS) errors.push({ line, message });
    else moreErrors++;
  };
  const bars: (EodBar & { code: string })[] = [];
  const seen = new Map<string, number>();
  const unknown = new Set<string>();
  let format: EodFormat | null = null;
  const read = await readCsvEach(text, {
    caseless: true,
    onHeader: (header, line) => {
      const found = eodFormatOf(header);
      if ("reason" in found) {
        refuse(line, found.reason);
        return false;
      }
      format = found.format;
      return true;
    },
    onRow: (row) => {
      const r = readEodRow(format!, row.values, today);
      if (r.kind === "other-series") summary.skipped.other_series++;
      else if (r.kind === "error") refuse(row.line, r.reasons.join("; "));
      else {
        const scrip = bySymbol.get(r.bar.symbol);
        if (!scrip) {
          summary.skipped.unknown_symbols++;
          unknown.add(r.bar.symbol);
          return;
        }
        const start = history.byCode.get(scrip.srCode) ?? history.earliest;
        if (start !== null && r.bar.day < start) {
          refuse(
            row.line,
            `date ${formatDate(r.bar.day)} is before the stored history of ${scrip.shortCode} ` +
              `(it starts on ${formatDate(start)})`,
          );
          return;
        }
        const key = `${scrip.srCode}|${r.bar.day}`;
        const first = seen.get(key);
        if (first !== undefined) {
          refuse(row.line, `${r.bar.symbol} on ${r.bar.day} appears twice (first on line ${first})`);
          return;
        }
        seen.set(key, row.line);
        bars.push({ ...r.bar, symbol: scrip.shortCode, code: scrip.srCode });
      }
    },
  });
  if (!read.ok)
    return { summary, errors: [{ line: read.line, message: read.reason }], moreErrors: 0, bars: [] };
  if (format === null) return { summary, errors, moreErrors, bars: [] };
  summary.format = format;
  summary.skipped.unknown_examples = [...unknown].slice(0, UNKNOWN_EXAMPLES);
  // csv.ts skips blank lines but keeps every row's line: the lines that are neither header nor row are blank.
  summary.skipped.blank_lines = Math.max(0, read.lines - read.headerLine - read.rows);
  if (bars.length === 0 && errors.length === 0)
    refuse(
      read.headerLine,
      read.rows === 0
        ? "the file has a header but no rows"
        : "no row is an EQ row of a company the platform lists, so there is nothing to import",
    );
  const days = [...new Set(bars.map((b) => b.day))].sort();
  summary.rows = bars.length;
  summary.days = days.length;
  summary.first_day = days[0] ?? null;
  summary.last_day = days.at(-1) ?? null;
  const byScrip = new Map<string, { rows: number; first: EodBar; last: EodBar }>();
  for (const b of bars) {
    const s = byScrip.get(b.symbol);
    if (!s) byScrip.set(b.symbol, { rows: 1, first: b, last: b });
    else {
      s.rows++;
      if (b.day < s.first.day) s.first = b;
      if (b.day > s.last.day) s.last = b;
    }
  }
  const names = new Map(scrips.map((s) => [s.shortCode, s.name]));
  summary.scrips = [...byScrip.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([symbol, s]) => ({
      symbol,
      name: names.get(symbol) ?? symbol,
      rows: s.rows,
      first_day: s.first.day,
      last_day: s.last.day,
      last_close: toRupees(s.last.close),
    }));
  return { summary, errors, moreErrors, bars };
}

/**
 * Imports one file in one transaction, or nothing when any row is wrong. `today` is the IST date; `seed` the
 * market seed (the redrawn simulated days are reproducible from it).
 */
export async function importEodFile(
  db: Db,
  input: { text: string; fileName: string; actor: Actor; today: string; seed: number },
): Promise<EodImportOutcome> {
  // The file is checked before the transaction opens: reading a large one takes a while.
  const scrips = await db
    .select({
      srCode: marketScrips.srCode,
      shortCode: marketScrips.shortCode,
      name: marketScrips.name,
      volatility: marketScrips.volatility,
      industry: marketScrips.industry,
      sharesOutstanding: marketScrips.sharesOutstanding,
      lastPrice: marketScrips.lastPrice,
    })
    .from(marketScrips);
  const checked = await checkEodFile(
    input.text,
    input.fileName,
    scrips,
    input.today,
    await historyStarts(db),
  );
  const format = checked.summary.format;
  if (checked.errors.length > 0 || !format)
    return {
      summary: checked.summary,
      errors: checked.errors,
      moreErrors: checked.moreErrors,
      importId: null,
    };
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into market_daily_bars (code, day, open, high, low, close, source)
      select code, day, open, high, low, close, 'real'
      from json_to_recordset(${JSON.stringify(checked.bars)}::json)
        as x(code text, day date, open bigint, high bigint, low bigint, close bigint)
      on conflict (code, day) do update set open = excluded.open, high = excluded.high, low = excluded.low,
        close = excluded.close, source = 'real'`);

    const volatility = new Map(
      scrips.map((s) => [s.srCode, modelVolatility(s, (s.sharesOutstanding * s.lastPrice) / 100)]),
    );
    // The live prices the import replaces, read before continueAfterReal moves them: the indices' levels stay.
    const live = await tx
      .select({
        srCode: marketScrips.srCode,
        shortCode: marketScrips.shortCode,
        sharesOutstanding: marketScrips.sharesOutstanding,
        lastPrice: marketScrips.lastPrice,
      })
      .from(marketScrips);
    const codes = [...new Set(checked.bars.map((b) => b.code))].sort();
    const restarts: PriceRestart[] = [];
    for (const code of codes) restarts.push(await continueAfterReal(tx, code, volatility.get(code)!, input));
    await adjustDivisors(tx, live, restarts);

    const [row] = await tx
      .insert(marketImports)
      .values({
        fileName: input.fileName,
        format,
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
    return { summary: checked.summary, errors: [], moreErrors: 0, importId: row!.id };
  });
}

/** A scrip's live price and share count, as an index basket weighs it. */
export interface WeighedScrip {
  srCode: string;
  shortCode: string;
  sharesOutstanding: number;
  lastPrice: number;
}

/**
 * The new divisor factors of the indices holding restarted scrips. An index is simulated (its level a basket of its
 * companies' prices over a divisor); an import restarts some of them from real closes, which would move the level
 * by their change in capitalisation, a move no market made. As an index provider does for a corporate action, the
 * divisor is scaled by that change instead: the level goes on from where it was, then follows its companies. Pure.
 */
export function divisorAdjustments(
  indices: readonly { code: string; constituents: readonly string[]; divisorFactor: number }[],
  scrips: readonly WeighedScrip[],
  restarts: readonly Pick<PriceRestart, "code" | "close">[],
): { code: string; divisorFactor: number }[] {
  const byShort = new Map(scrips.map((s) => [s.shortCode, s]));
  const restarted = new Map(restarts.map((r) => [r.code, r.close]));
  const out: { code: string; divisorFactor: number }[] = [];
  for (const index of indices) {
    let before = 0;
    let after = 0;
    let touched = false;
    for (const short of index.constituents) {
      const s = byShort.get(short);
      if (!s) continue;
      const close = restarted.get(s.srCode);
      if (close !== undefined) touched = true;
      before += s.sharesOutstanding * s.lastPrice;
      after += s.sharesOutstanding * (close ?? s.lastPrice);
    }
    if (touched && before > 0 && after > 0 && after !== before)
      out.push({ code: index.code, divisorFactor: (index.divisorFactor * after) / before });
  }
  return out;
}

/** Stores the divisor factors an import's restarts call for (the index rows locked: imports take turns here). */
async function adjustDivisors(tx: Db, live: readonly WeighedScrip[], restarts: readonly PriceRestart[]) {
  const indices = await tx
    .select({
      code: marketIndices.code,
      constituents: marketIndices.constituents,
      divisorFactor: marketIndices.divisorFactor,
    })
    .from(marketIndices)
    .for("update");
  const factors = divisorAdjustments(indices, live, restarts);
  if (factors.length === 0) return;
  await tx.execute(sql`
    update market_indices i set divisor_factor = v."divisorFactor"
    from json_to_recordset(${JSON.stringify(factors)}::json) as v(code text, "divisorFactor" float8)
    where i.code = v.code`);
}

/** Where each scrip's stored daily bars start: an import cannot go back before them. */
async function historyStarts(db: Db): Promise<HistoryStarts> {
  const rows = await db
    .select({ code: marketDailyBars.code, first: sql<string>`min(${marketDailyBars.day})::text` })
    .from(marketDailyBars)
    .groupBy(marketDailyBars.code);
  const byCode = new Map(rows.map((r) => [r.code, r.first]));
  return { byCode, earliest: [...byCode.values()].sort()[0] ?? null };
}

/**
 * After a scrip's real days, its simulated days are joined to them so no move is invented at a join: the simulated
 * days before its first real day keep their shape but are scaled so the last of them closes at the first real open;
 * simulated days between two real ones are drawn again as a walk from the earlier real close to the later real
 * open; those after its last real day, up to yesterday, are drawn again from the last real close (each a random walk
 * at its volatility, reproducible from the seed). Its 5-minute bars from the first real day on are dropped (they
 * were simulated around other prices), today's simulated bar is dropped (the feed writes it again), and the stored
 * quote moves to the last close. Returns where the live feed restarts.
 */
async function continueAfterReal(
  tx: Db,
  code: string,
  volatility: number,
  input: { today: string; seed: number },
): Promise<PriceRestart> {
  const bars = await tx
    .select({
      day: marketDailyBars.day,
      open: marketDailyBars.open,
      high: marketDailyBars.high,
      low: marketDailyBars.low,
      close: marketDailyBars.close,
      source: marketDailyBars.source,
    })
    .from(marketDailyBars)
    .where(and(eq(marketDailyBars.code, code), sql`${marketDailyBars.day} < ${input.today}::date`))
    .orderBy(marketDailyBars.day);
  const plan = planJoins(bars, volatility, (day) => mixSeed(input.seed, hashCode(`${code}|${day}`)));
  const firstReal = bars.find((b) => b.source === "real")!;
  if (plan.scaleBefore !== null) {
    const f = plan.scaleBefore;
    // The 5-minute bars of those days move with them (the 5D chart of a scrip whose real days are recent).
    await tx.execute(sql`
      update market_intraday_bars set open = greatest(5, round(open * ${f}::float8 / 5) * 5),
        high = greatest(5, round(high * ${f}::float8 / 5) * 5), low = greatest(5, round(low * ${f}::float8 / 5) * 5),
        close = greatest(5, round(close * ${f}::float8 / 5) * 5)
      where code = ${code} and at < ${istDayStart(firstReal.day).toISOString()}::timestamptz`);
  }
  if (plan.redrawn.length > 0)
    await tx.execute(sql`
      update market_daily_bars b set open = x.open, high = x.high, low = x.low, close = x.close, source = 'simulated'
      from json_to_recordset(${JSON.stringify(plan.redrawn)}::json)
        as x(day date, open bigint, high bigint, low bigint, close bigint)
      where b.code = ${code} and b.day = x.day`);
  const real = bars.filter((b) => b.source === "real");
  const last = real.at(-1)!;
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
    .where(and(eq(marketIntradayBars.code, code), gte(marketIntradayBars.at, istDayStart(firstReal.day))));

  const restart = restartOf(code, last, plan.redrawn.filter((r) => r.day > last.day).at(-1));
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

/** A stored daily bar (paise) and where it came from. */
export interface SourcedBar {
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  source: "real" | "simulated";
}

/** A daily bar (paise) to write over a simulated one. */
export interface DrawnBar {
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * How a scrip's simulated days are joined to its real ones (oldest first, at least one real): every simulated bar
 * rewritten, and the factor the days before the first real one were scaled by (null when there were none). Pure,
 * so the joins are tested without a database. `seedOf(day)` seeds the walk that starts after the real `day`.
 */
export function planJoins(
  bars: readonly SourcedBar[],
  volatility: number,
  seedOf: (day: string) => number,
): { redrawn: DrawnBar[]; scaleBefore: number | null } {
  const redrawn: DrawnBar[] = [];
  const first = bars.findIndex((b) => b.source === "real");
  let scaleBefore: number | null = null;
  if (first > 0) {
    // The simulated history before the first real day: the same moves, at the level the real prices start from.
    const f = bars[first]!.open / bars[first - 1]!.close;
    scaleBefore = f;
    for (const b of bars.slice(0, first))
      redrawn.push(tickBar(b.day, b.open * f, b.high * f, b.low * f, b.close * f));
  }
  for (let i = first; i < bars.length;) {
    let j = i + 1;
    while (j < bars.length && bars[j]!.source === "simulated") j++;
    if (j > i + 1) {
      const days = bars.slice(i + 1, j).map((b) => b.day);
      const end = j < bars.length ? bars[j]!.open : null;
      redrawn.push(...redraw(bars[i]!.close, days, volatility, seedOf(bars[i]!.day), end));
    }
    i = j;
  }
  return { redrawn, scaleBefore };
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

/** A bar on the tick whose high and low contain its open and close. */
function tickBar(day: string, open: number, high: number, low: number, close: number): DrawnBar {
  const o = roundToTick(open);
  const c = roundToTick(close);
  return {
    day,
    open: o,
    close: c,
    high: Math.max(roundToTick(high), o, c),
    low: Math.min(roundToTick(low), o, c),
  };
}

/**
 * A random walk of daily bars from `close` over `days` at an annual `volatility`; with `end`, a bridge: the walk is
 * bent (linearly in log price) so that its last close is `end`, the next real day's open.
 */
function redraw(close: number, days: string[], volatility: number, seed: number, end: number | null = null) {
  const rng = new Rng(seed);
  const sd = volatility / Math.sqrt(TRADING_DAYS);
  const n = days.length;
  const walk = [0];
  for (let k = 1; k <= n; k++) walk.push(walk[k - 1]! + sd * rng.normal());
  const gap = end === null ? 0 : Math.log(end / close) - walk[n]!;
  let price = close;
  return days.map((day, k) => {
    const next = close * Math.exp(walk[k + 1]! + (gap * (k + 1)) / n);
    const open = price * Math.exp(0.15 * sd * rng.normal());
    const high = Math.max(open, next) * Math.exp(Math.abs(rng.normal()) * 0.4 * sd);
    const low = Math.min(open, next) / Math.exp(Math.abs(rng.normal()) * 0.4 * sd);
    price = next;
    return tickBar(day, open, high, low, next);
  });
}

function hashCode(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
}
