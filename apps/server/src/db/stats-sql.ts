// SQL twins of packages/domain/src/stats.ts, for statements that aggregate a whole cohort in the database instead
// of reading every row into the server. Each is one SQL text, held equal to its TypeScript rule on generated data by
// test/rules-in-sql.test.ts.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";

/**
 * The median of an expression over the group's rows, as stats.ts's `median`: the middle value, the mean of the middle
 * two for an even count, NULL rows left out, NULL for none (an aggregate: use it in a SELECT list).
 */
export function medianSql(expression: SQL): SQL {
  return sql`percentile_cont(0.5) within group (order by ${expression})`;
}
