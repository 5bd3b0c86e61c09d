// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

const orderOfUser = (id: number) => sql`order_id in (select id from market_orders where user_id = ${id})`;

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "account",
    table: "market_accounts",
    columns: ["cash"],
    what: "The simulated trading account's cash",
    purpose: "The stock market simulation",
    retention: "Until erasure",
    erasure: "delete",
    late: true,
  },
  {
    id: "watchlist",
    table: "market_watch",
    what: "Scrips on the learner's watchlist",
    purpose: "The stock market simulation",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "fills",
    table: "market_fills",
    match: (s) => sql`user_id = ${s.id} or ${orderOfUser(s.id)}`,
    what: "Executions of the learner's simulated orders",
    purpose: "The portfolio and stats",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "orders",
    table: "market_orders",
    what: "Simulated buy and sell orders (no real money)",
    purpose: "The stock market simulation",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "holdings",
    table: "market_holdings",
    what: "Simulated holdings",
    purpose: "The portfolio",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "imports",
    table: "market_imports",
    columns: ["imported_by"],
    match: (s) => sql`imported_by = ${s.id}`,
    what: "Price files an admin imported (admins only)",
    purpose: "Who imported market data",
    retention: "As the import",
    erasure: "anonymise",
    anonymise: () => sql`imported_by = null`,
  },
];
