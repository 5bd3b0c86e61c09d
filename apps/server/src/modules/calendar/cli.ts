// CLI command for the trading calendar (issue 38): `market:holidays --import FILE [--dry-run]` and
// `market:holidays --list [--year Y]`, calls to /api/admin/market/holidays, so the same checks apply as on the
// /admin/market screen and a running server follows the new calendar at once.
import { readFileSync, statSync } from "node:fs";
import { basename, resolve } from "node:path";
import { InvalidArgumentError } from "commander";
import type { Command } from "commander";
import { HOLIDAY_FILE_MAX_BYTES } from "@fincareer/domain/contract/calendar";
import type {
  CalendarCoverage,
  CalendarDayView,
  HolidayImportResult,
  HolidayList,
  HolidayPreview,
} from "@fincareer/domain/contract/calendar";
import { formatDate } from "@fincareer/domain/format";
import type { CliCall as Call } from "../../platform/cli.ts";

function year(value: string): number {
  if (!/^\d{4}$/.test(value)) throw new InvalidArgumentError("must be a year such as 2027");
  return Number(value);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One day as a line: date, weekday, holiday or the session's window, description. */
function dayLine(
  d: Pick<CalendarDayView, "day" | "weekday" | "kind" | "open" | "close" | "description">,
): string {
  const what = d.kind === "session" ? `session ${d.open}-${d.close} IST` : "holiday";
  return `${formatDate(d.day)} ${d.weekday.slice(0, 3)}  ${what}  ${d.description}`;
}

/** The coverage in a line or two. */
function coverageLines(c: CalendarCoverage): string[] {
  return [
    c.covered_to
      ? `trading calendar loaded to ${formatDate(c.covered_to)} (today ${formatDate(c.today)})`
      : `trading calendar: today's year is not loaded (today ${formatDate(c.today)}): every weekday trades`,
    ...(c.warning ? [`warning: ${c.warning}`] : []),
  ];
}

/** A preview (or what an import did) as lines: every line of the file, its problems, each year replaced. */
export function previewLines(p: HolidayPreview): string[] {
  const format = p.format === "nse" ? "NSE holiday list" : "plain date,description CSV";
  const out = [
    `read ${p.file_name} (${format}): ${plural(p.lines.length, "line")}, ${plural(p.errors.length, "error")}, ` +
      `${plural(p.warnings.length, "warning")}`,
  ];
  for (const l of p.lines) {
    const mark = l.errors.length > 0 ? "ERROR " : l.warnings.length > 0 ? "warn  " : "      ";
    out.push(
      `${mark}line ${l.line}: ` +
        (l.day && l.weekday
          ? dayLine({ ...l, day: l.day, weekday: l.weekday })
          : `${l.description || "(no description)"}`),
    );
  }
  for (const e of p.errors) out.push(`error ${e.line > 0 ? `line ${e.line}` : "file"}: ${e.message}`);
  for (const w of p.warnings) out.push(`warning line ${w.line}: ${w.message}`);
  for (const y of p.years) {
    const now = `${plural(y.holidays, "holiday")}${y.sessions ? `, ${plural(y.sessions, "special session")}` : ""}`;
    const before = y.loaded
      ? `replaces the stored ${plural(y.stored_holidays, "holiday")}` +
        `${y.stored_sessions ? ` and ${plural(y.stored_sessions, "special session")}` : ""}`
      : "a year not loaded before";
    out.push(`${y.year}: ${now} (${before})`);
    for (const r of y.removed) out.push(`  removes ${dayLine(r)}`);
  }
  return out;
}

/** Adds market:holidays; `set` receives the command's API call; `cwd` is where the operator typed it (INIT_CWD). */
export function registerCalendarCommands(program: Command, set: (call: Call) => void, cwd?: string): void {
  program
    .command("market:holidays")
    .description(
      "the NSE trading calendar: load a year's holidays from NSE's holiday list CSV or a CSV date,description, or list them",
    )
    .option("--import <file>", "import a holiday file: each year it lists is replaced, all lines or none")
    .option("--dry-run", "with --import: read the file and show what would change, store nothing")
    .option("--list", "list the loaded years and their holidays and special sessions")
    .option("--year <year>", "with --list: only this year's days", year)
    .addHelpText(
      "after",
      "\nNSE publishes next year's trading holidays each December (nseindia.com, Resources, Exchange communication,\n" +
        "Holidays: download the CSV). A line with a time window (18:00-19:00 in the description, or Open and\n" +
        "Close columns) is a special session such as Muhurat trading. Every line is checked first: with any error\n" +
        "nothing is imported and every error is listed with its line. See docs/operations.md, 'Trading calendar'.\n",
    )
    .action((o: { import?: string; dryRun?: boolean; list?: boolean; year?: number }, command: Command) => {
      if ((o.import === undefined) === (o.list === undefined))
        return command.error("error: give either --import FILE or --list");
      if (o.list) {
        if (o.dryRun) return command.error("error: --dry-run goes with --import");
        return set({
          method: "GET",
          path: `/api/admin/market/holidays${o.year ? `?year=${o.year}` : ""}`,
          describe: (b: HolidayList) =>
            [
              ...coverageLines(b.coverage),
              b.years.length
                ? `loaded years: ${b.years
                    .map(
                      (y) =>
                        `${y.year} (${plural(y.holidays, "holiday")}` +
                        `${y.sessions ? `, ${plural(y.sessions, "special session")}` : ""}; ${y.source}, ` +
                        `by ${y.loaded_by})`,
                    )
                    .join(", ")}`
                : "no year loaded: every weekday trades",
              ...b.days.map(dayLine),
            ].join("\n"),
        });
      }
      if (o.year !== undefined) return command.error("error: --year goes with --list");
      const path = resolve(cwd ?? process.cwd(), o.import!);
      let size: number;
      try {
        size = statSync(path).size;
      } catch (err) {
        return command.error(
          `error: cannot read ${o.import} (${(err as NodeJS.ErrnoException).code ?? "error"})`,
        );
      }
      if (size > HOLIDAY_FILE_MAX_BYTES)
        return command.error(`error: ${o.import} is larger than ${HOLIDAY_FILE_MAX_BYTES / 1024} KB`);
      const body = { file_name: basename(path), text: readFileSync(path, "utf8") };
      if (o.dryRun)
        return set({
          method: "POST",
          path: "/api/admin/market/holidays/preview",
          body,
          describe: (p: HolidayPreview) =>
            [
              ...previewLines(p),
              p.ok
                ? "dry run: nothing was imported (run again without --dry-run to import)"
                : `dry run: ${plural(p.errors.length, "error")}: importing this file would be refused`,
            ].join("\n"),
        });
      set({
        method: "POST",
        path: "/api/admin/market/holidays/import",
        body,
        describe: (r: HolidayImportResult) =>
          [
            ...previewLines(r.preview),
            `imported the trading calendar of ${r.preview.years.map((y) => y.year).join(", ")} from ` +
              `${r.preview.file_name}`,
            ...coverageLines(r.coverage),
          ].join("\n"),
      });
    });
}
