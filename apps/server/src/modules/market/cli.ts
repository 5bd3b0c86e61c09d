// CLI command for real end-of-day prices (market:import): uploads the file to /api/admin/market/import, so the same
// checks apply as on the /admin/market screen, and a running server's feed picks the new closes up at once.
import { readFileSync, statSync } from "node:fs";
import { basename, resolve } from "node:path";
import type { Command } from "commander";
import { MARKET_IMPORT_FIELD, MARKET_IMPORT_MAX_BYTES } from "@fincareer/domain/contract/market-import";
import type { MarketImportResult, MarketImportSummary } from "@fincareer/domain/contract/market-import";
import { EOD_FORMAT_NAMES } from "@fincareer/domain/price-data";
import type { CliCall as Call } from "../../platform/cli.ts";

/** The summary of an import in a few lines: format, rows and days, per scrip, what was skipped. */
export function importSummaryLines(s: MarketImportSummary): string {
  const lines = [
    `imported ${s.rows} row(s) of ${s.scrips.length} scrip(s) from ${s.file_name}` +
      (s.format ? ` (${EOD_FORMAT_NAMES[s.format]})` : "") +
      `: ${s.days} day(s), ${s.first_day ?? "-"} to ${s.last_day ?? "-"}`,
    ...s.scrips.map(
      (x) =>
        `  ${x.symbol}: ${x.rows} row(s), ${x.first_day} to ${x.last_day}, last close ${x.last_close.toFixed(2)}`,
    ),
  ];
  const k = s.skipped;
  if (k.unknown_symbols > 0)
    lines.push(
      `skipped ${k.unknown_symbols} row(s) of symbols the platform does not list (${k.unknown_examples.join(", ")}` +
        `${k.unknown_symbols > k.unknown_examples.length ? ", ..." : ""})`,
    );
  if (k.other_series > 0) lines.push(`skipped ${k.other_series} row(s) of series other than EQ`);
  return lines.join("\n");
}

/** Adds market:import; `set` receives the command's API call; `cwd` is where the operator typed it (INIT_CWD). */
export function registerMarketCommands(program: Command, set: (call: Call) => void, cwd?: string): void {
  program
    .command("market:import")
    .description(
      "load end-of-day prices from an NSE bhavcopy CSV (current or older format) or a CSV date,symbol,open,high,low,close,volume",
    )
    .requiredOption("--file <path>", "the CSV file (unzip NSE's download first)")
    .addHelpText(
      "after",
      "\nEvery row is checked first: with any error nothing is imported and every error is listed with its line.\n" +
        "Days imported again replace the stored ones. See docs/operations.md, 'Real end-of-day prices'.\n",
    )
    .action((o: { file: string }, command: Command) => {
      const path = resolve(cwd ?? process.cwd(), o.file);
      let size: number;
      try {
        size = statSync(path).size;
      } catch (err) {
        // error() prints the line and ends the command (exit code 1).
        return command.error(
          `error: cannot read ${o.file} (${(err as NodeJS.ErrnoException).code ?? "error"})`,
        );
      }
      if (size > MARKET_IMPORT_MAX_BYTES)
        return command.error(`error: ${o.file} is larger than ${MARKET_IMPORT_MAX_BYTES / 1024 / 1024} MB`);
      const content = readFileSync(path);
      set({
        method: "POST",
        path: "/api/admin/market/import",
        file: { field: MARKET_IMPORT_FIELD, fileName: basename(path), content },
        describe: (b: MarketImportResult) => importSummaryLines(b.summary),
      });
    });
}
