// Client-side failure reports (SPEC.md section 8: the maintenance page logs "{service} service error in {programme}").
import type { ErrorLogBody } from "@fincareer/domain/contract/errorlog";
import type { Db } from "../../db/client.ts";
import { errorLogs } from "../../db/schema.ts";
import { forbidden } from "../../lib/errors.ts";

/** Creates the error-log service. */
export function createErrorLogService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** Stores a report; a user_id must be the caller's own (nobody files reports in another learner's name). */
    async add(callerId: number | null, body: ErrorLogBody): Promise<{ ok: true }> {
      const claimed = body.user_id ?? null;
      if (claimed !== null && claimed !== callerId) {
        throw forbidden(
          callerId === null ? "log in to report an error with a user_id" : "user_id must be your own id",
        );
      }
      await db.transaction(async (tx) => {
        await tx.insert(errorLogs).values({ userId: callerId, error: body.error });
      });
      return { ok: true };
    },
  };
}

/** The error-log service's interface. */
export type ErrorLogService = ReturnType<typeof createErrorLogService>;
