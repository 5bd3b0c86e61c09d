// The NSE trading calendar as data (issue 38). The rule is the domain's (packages/domain/src/ist.ts: isTradingDay,
// marketOpen, nextOpen, tradingDaysBefore); the holidays and special sessions live in market_calendar_days and the
// loaded years in market_calendar_years. This process keeps one calendar in memory, read at start, after each
// change it makes and every minute (other instances' changes); the market feed, the hours badge, after-market
// orders, the generated history and the games read it. An import replaces the years its file lists in one
// transaction with its audit row; while the next 30 days are not all covered, the log warns once a day and the
// admins get one mail per gap (market_calendar_alerts).
import { and, asc, count, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { WEEKDAYS_ONLY, coverageGap, coveredThrough, istDate, tradingCalendar } from "@fincareer/domain/ist";
import type { CalendarDay, TradingCalendar } from "@fincareer/domain/ist";
import { calendarGapWarning, formatSessionTime, weekdayName } from "@fincareer/domain/trading-calendar";
import type { HolidayFileRead } from "@fincareer/domain/trading-calendar";
import { formatDate } from "@fincareer/domain/format";
import type {
  CalendarCoverage,
  CalendarDayView,
  HolidayDeleted,
  HolidayFileBody,
  HolidayList,
  HolidayPreview,
  HolidayPreviewYear,
} from "@fincareer/domain/contract/calendar";
import type { Db } from "../../db/client.ts";
import { marketCalendarAlerts, marketCalendarDays, marketCalendarYears, users } from "../../db/schema.ts";
import type { MarketCalendarDayRow } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import { periodic } from "../../lib/periodic.ts";
import { OPERATOR_ACTOR, recordAudit } from "../../platform/audit.ts";
import type { Actor } from "../../platform/audit.ts";
import { enqueueMailToUsers } from "../../platform/outbox.ts";
import { readHolidayFile } from "./import.ts";

/** How often a listening server re-reads the calendar and checks its coverage (other instances' imports). */
export const CALENDAR_CHECK_MS = 60_000;

/** Transaction-scoped advisory lock: two imports (two admins, or an admin and the CLI) take turns ("CALNDR"). */
const IMPORT_LOCK_KEY = 7_245_038;

const dayOf = (row: {
  day: string;
  openMinute: number | null;
  closeMinute: number | null;
  description: string;
}) =>
  ({
    day: row.day,
    description: row.description,
    open: row.openMinute,
    close: row.closeMinute,
  }) satisfies CalendarDay;

/** Reads the stored calendar (the days and the loaded years). */
export async function readTradingCalendar(db: Db): Promise<TradingCalendar> {
  const days = await db.select().from(marketCalendarDays);
  const years = await db.select({ year: marketCalendarYears.year }).from(marketCalendarYears);
  return tradingCalendar(
    days.map(dayOf),
    years.map((y) => y.year),
  );
}

/** A stored or imported day as the API shows it. */
function viewOf(d: CalendarDay): CalendarDayView {
  const session = d.open !== null && d.close !== null;
  return {
    day: d.day,
    weekday: weekdayName(d.day),
    kind: session ? "session" : "holiday",
    description: d.description,
    open: session ? formatSessionTime(d.open!) : null,
    close: session ? formatSessionTime(d.close!) : null,
  };
}

const firstDay = (year: number) => `${year}-01-01`;
const lastDay = (year: number) => `${year}-12-31`;

/** What an import was refused for (nothing stored) or what it stored. */
export type HolidayImportOutcome =
  { ok: false; preview: HolidayPreview } | { ok: true; preview: HolidayPreview; coverage: CalendarCoverage };

/** Creates the calendar service; `logger` gets the daily coverage warning. */
export function createCalendarService(deps: { db: Db; logger?: Logger }) {
  const { db, logger } = deps;
  let current: TradingCalendar = WEEKDAYS_ONLY;
  /** The IST day this process last logged the coverage warning (once a day). */
  let warnedOn: string | null = null;
  /** Gaps whose mail is known to be queued (by any instance): no need to ask the database again. */
  const mailedGaps = new Set<string>();

  /** Re-reads the stored calendar into this process. */
  async function load(): Promise<TradingCalendar> {
    current = await readTradingCalendar(db);
    return current;
  }

  /** Whether the loaded calendar covers today and the next 30 days, and /admin's warning when not. */
  function coverage(now = new Date()): CalendarCoverage {
    const today = istDate(now);
    const gap = coverageGap(today, current);
    return {
      today,
      covered_to: coveredThrough(today, current),
      gap_from: gap,
      warning: gap ? calendarGapWarning(gap) : null,
    };
  }

  /** The file read, with what it would replace: the stored days and counts of each year it lists. */
  async function previewOf(tx: Db, fileName: string, read: HolidayFileRead): Promise<HolidayPreview> {
    const years: HolidayPreviewYear[] = [];
    for (const year of read.years) {
      const stored = await tx
        .select()
        .from(marketCalendarDays)
        .where(and(gte(marketCalendarDays.day, firstDay(year)), lte(marketCalendarDays.day, lastDay(year))))
        .orderBy(asc(marketCalendarDays.day));
      const [loaded] = await tx
        .select({ year: marketCalendarYears.year })
        .from(marketCalendarYears)
        .where(eq(marketCalendarYears.year, year));
      const inFile = read.lines.filter((l) => l.day.startsWith(`${year}-`));
      const listed = new Set(inFile.map((l) => l.day));
      years.push({
        year,
        holidays: inFile.filter((l) => l.open === null).length,
        sessions: inFile.filter((l) => l.open !== null).length,
        loaded: loaded !== undefined,
        stored_holidays: stored.filter((r) => r.openMinute === null).length,
        stored_sessions: stored.filter((r) => r.openMinute !== null).length,
        removed: stored.filter((r) => !listed.has(r.day)).map((r) => viewOf(dayOf(r))),
      });
    }
    const problemsOf = (list: { line: number; message: string }[], line: number) =>
      list.filter((p) => p.line === line).map((p) => p.message);
    return {
      file_name: fileName,
      format: read.format,
      ok: read.errors.length === 0,
      lines: read.lines.map((l) => ({
        line: l.line,
        day: l.day || null,
        weekday: l.day ? weekdayName(l.day) : null,
        kind: l.open !== null ? "session" : "holiday",
        description: l.description,
        open: l.open !== null ? formatSessionTime(l.open) : null,
        close: l.close !== null ? formatSessionTime(l.close) : null,
        errors: problemsOf(read.errors, l.line),
        warnings: problemsOf(read.warnings, l.line),
      })),
      errors: read.errors,
      warnings: read.warnings,
      years,
    };
  }

  /** The label a year's row keeps of who loaded it: the admin's email, or the operator CLI. */
  async function actorLabel(tx: Db, actor: Actor): Promise<string> {
    if (actor.id === null) return OPERATOR_ACTOR;
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
    return row?.email ?? `user #${actor.id}`;
  }

  /** Queues the gap's mail to every active admin, once per gap across instances and restarts; returns how many. */
  async function mailAdmins(gap: string, warning: string): Promise<number> {
    if (mailedGaps.has(gap)) return 0;
    const queued = await db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), isNull(users.deactivatedAt)))
        .orderBy(asc(users.id));
      // No admin yet (a fresh install): the first check after one exists mails them.
      if (admins.length === 0) return null;
      const inserted = await tx
        .insert(marketCalendarAlerts)
        .values({ gapFrom: gap, admins: admins.length })
        .onConflictDoNothing()
        .returning({ gapFrom: marketCalendarAlerts.gapFrom });
      if (inserted.length === 0) return 0;
      return enqueueMailToUsers(tx, {
        kind: "calendar_gap",
        userIds: admins.map((a) => a.id),
        data: { year: gap.slice(0, 4), gap_from: gap, warning },
      });
    });
    if (queued !== null) mailedGaps.add(gap);
    return queued ?? 0;
  }

  /**
   * Re-reads the calendar and checks the next 30 days: while a day is not covered, logs a warning (once a day in
   * this process) and queues the admins' mail (once per gap). Any instance may run it at any time.
   */
  async function check(now = new Date()): Promise<{ gap_from: string | null; mailed: number }> {
    await load();
    const { today, gap_from: gap, warning, covered_to } = coverage(now);
    if (!gap || !warning) return { gap_from: null, mailed: 0 };
    if (warnedOn !== today) {
      warnedOn = today;
      logger?.warn({ gap_from: gap, covered_to }, `trading calendar runs out: ${warning}`);
    }
    return { gap_from: gap, mailed: await mailAdmins(gap, warning) };
  }

  return {
    /** The calendar this process follows (never waits: the last one read). */
    current: () => current,
    load,
    coverage,
    check,

    /** The coverage, every loaded year with its counts, and the days (of `year` when given). */
    async list(year?: number, now = new Date()): Promise<HolidayList> {
      await load();
      const counts = await db
        .select({
          year: sql<number>`extract(year from ${marketCalendarDays.day})::int`,
          holidays: sql<number>`count(*) filter (where ${marketCalendarDays.openMinute} is null)::int`,
          sessions: count(marketCalendarDays.openMinute),
        })
        .from(marketCalendarDays)
        .groupBy(sql`1`);
      const byYear = new Map(counts.map((c) => [Number(c.year), c]));
      const years = await db.select().from(marketCalendarYears).orderBy(asc(marketCalendarYears.year));
      const days: MarketCalendarDayRow[] = await db
        .select()
        .from(marketCalendarDays)
        .where(
          year === undefined
            ? undefined
            : and(gte(marketCalendarDays.day, firstDay(year)), lte(marketCalendarDays.day, lastDay(year))),
        )
        .orderBy(asc(marketCalendarDays.day));
      return {
        coverage: coverage(now),
        years: years.map((y) => ({
          year: y.year,
          holidays: Number(byYear.get(y.year)?.holidays ?? 0),
          sessions: Number(byYear.get(y.year)?.sessions ?? 0),
          source: y.source,
          loaded_by: y.loadedBy,
          loaded_at: iso(y.loadedAt),
        })),
        days: days.map((d) => viewOf(dayOf(d))),
      };
    },

    /** Reads a file and says what importing it would do; stores nothing. */
    async preview(file: HolidayFileBody): Promise<HolidayPreview> {
      return previewOf(db, file.file_name, readHolidayFile(file.text));
    },

    /**
     * Imports a file: with any error nothing is stored; else, in one transaction, each year the file lists has its
     * days replaced by the file's and is marked loaded, and the audit row is written. Then this process follows it.
     */
    async importFile(actor: Actor, file: HolidayFileBody, now = new Date()): Promise<HolidayImportOutcome> {
      const read = readHolidayFile(file.text);
      if (read.errors.length > 0) return { ok: false, preview: await previewOf(db, file.file_name, read) };
      const preview = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
        // Read inside the lock: what is replaced is what is stored now.
        const seen = await previewOf(tx, file.file_name, read);
        const loadedBy = await actorLabel(tx, actor);
        for (const year of read.years) {
          await tx
            .delete(marketCalendarDays)
            .where(
              and(gte(marketCalendarDays.day, firstDay(year)), lte(marketCalendarDays.day, lastDay(year))),
            );
          await tx
            .insert(marketCalendarYears)
            .values({ year, source: file.file_name, loadedBy, loadedAt: now })
            .onConflictDoUpdate({
              target: marketCalendarYears.year,
              set: { source: file.file_name, loadedBy, loadedAt: now },
            });
        }
        await tx.insert(marketCalendarDays).values(
          read.days.map((d) => ({
            day: d.day,
            description: d.description,
            openMinute: d.open,
            closeMinute: d.close,
          })),
        );
        const sessions = read.days.filter((d) => d.open !== null).length;
        await recordAudit(tx, actor, {
          action: "market.holidays.import",
          object: {
            kind: "trading_calendar",
            id: null,
            label: `the trading calendar ${read.years.join(", ")}`,
          },
          details: {
            file_name: file.file_name,
            years: read.years,
            holidays: read.days.length - sessions,
            sessions,
            removed: seen.years.reduce((n, y) => n + y.removed.length, 0),
            warnings: read.warnings.length,
          },
        });
        return seen;
      });
      await load();
      return { ok: true, preview, coverage: coverage(now) };
    },

    /** Removes one day (a wrong holiday or session); its year stays loaded. */
    async remove(actor: Actor, day: string, now = new Date()): Promise<HolidayDeleted> {
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx.delete(marketCalendarDays).where(eq(marketCalendarDays.day, day)).returning();
        if (!row) throw notFound(`${formatDate(day)} is not in the trading calendar`, "holiday_not_found");
        const view = viewOf(dayOf(row));
        await recordAudit(tx, actor, {
          action: "market.holidays.delete",
          object: {
            kind: "trading_calendar_day",
            id: null,
            label: `the ${view.kind === "session" ? "special session" : "holiday"} ${formatDate(day)} (${row.description})`,
          },
          details: {
            day,
            description: row.description,
            ...(view.open ? { open: view.open, close: view.close } : {}),
          },
        });
        return view;
      });
      await load();
      return { deleted, coverage: coverage(now) };
    },

    /** The periodic check a listening server runs (server.ts starts it; tests call check(now)). */
    watcher: periodic(() => check(), {
      failed: (err) => logger?.error({ err }, "trading calendar check failed"),
    }),
  };
}

/** The calendar service's interface. */
export type CalendarService = ReturnType<typeof createCalendarService>;
