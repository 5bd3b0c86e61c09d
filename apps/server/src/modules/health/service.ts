// Readiness: the database answers, and which backends this instance uses.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";

/** Creates the health service. */
export function createHealthService(deps: {
  db: Db;
  database: "pglite" | "postgres";
  realtime: "memory" | "redis";
  clientHash: string | null;
}) {
  const started = Date.now();
  return {
    /** Pings the database; 503 when it does not answer. */
    async check() {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError("database_unavailable", 503, "the database does not answer");
      }
      return {
        status: "ok" as const,
        database: deps.database,
        realtime: deps.realtime,
        uptime_s: Math.round((Date.now() - started) / 1000),
        clientHash: deps.clientHash,
      };
    },
  };
}

/** The health service's interface. */
export type HealthService = ReturnType<typeof createHealthService>;
