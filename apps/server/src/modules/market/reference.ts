// Reference data shipped in data/market: companies.csv (NSE/BSE companies) and indices.csv (BSE indices).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { toPaise } from "@fincareer/domain/market";
import { readCsv } from "../../lib/csv.ts";

/** Where the reference CSV files live (apps/server/data/market). */
export const MARKET_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../data/market");

/** A company of companies.csv (prices in paise). */
export interface CompanyRef {
  srCode: string;
  shortCode: string;
  name: string;
  industry: string;
  sharesOutstanding: number;
  referenceClose: number;
  beta: number;
  volatility: number;
}

/** An index of indices.csv (level in hundredths of a point). */
export interface IndexRef {
  code: string;
  shortLabel: string;
  name: string;
  referenceClose: number;
  constituents: string[];
}

function records(file: string): Record<string, string>[] {
  const table = readCsv(readFileSync(join(MARKET_DATA_DIR, file), "utf8"));
  if (!table.ok) throw new Error(`${file} line ${table.line}: ${table.reason}`);
  return table.rows.map((r) => r.values);
}

function num(value: string, what: string): number {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n)) throw new Error(`reference data: ${what} is not a number`);
  return n;
}

/** The companies of companies.csv. */
export function loadCompanies(): CompanyRef[] {
  return records("companies.csv").map((r) => ({
    srCode: r.srCode!,
    shortCode: r.shortCode!,
    name: r.name!,
    industry: r.industry!,
    sharesOutstanding: num(r.sharesOutstanding!, `${r.shortCode} sharesOutstanding`),
    referenceClose: toPaise(num(r.referenceClose!, `${r.shortCode} referenceClose`)),
    beta: num(r.beta!, `${r.shortCode} beta`),
    volatility: num(r.volatility!, `${r.shortCode} volatility`),
  }));
}

/** The indices of indices.csv. */
export function loadIndices(): IndexRef[] {
  return records("indices.csv").map((r) => ({
    code: r.code!,
    shortLabel: r.shortLabel!,
    name: r.name!,
    referenceClose: toPaise(num(r.referenceClose!, `${r.code} referenceClose`)),
    constituents: r.constituents!.split(/\s+/).filter(Boolean),
  }));
}
