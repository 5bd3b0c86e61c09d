// GET /api/user/live: the current program's live sessions for a learner, upcoming first, then past (latest first).
import { and, arrayContains, asc, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasUpcomingLiveSession } from "@fincareer/domain/navigation";
import { LiveResponse } from "@fincareer/domain/contract/user";
import type { Db } from "../../db/client.ts";
import { liveSessions, users } from "../../db/schema.ts";
import type { LiveSessionRow } from "../../db/schema.ts";
import { unauthorized } from "../../lib/errors.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { toLiveSession } from "./service.ts";

/** The learner's list (the account gone: 401, as every /api/user read). */
export async function liveOfLearner(db: Db, userId: number, now = new Date()): Promise<LiveResponse> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ cprogram: users.cprogram }).from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized("this account no longer exists");
    if (!user.cprogram) return { sessions: [], upcoming: false };
    const rows = await tx
      .select()
      .from(liveSessions)
      // Cancelled sessions leave the list (and the badge); the contract has no field to mark them.
      .where(and(arrayContains(liveSessions.programs, [user.cprogram]), isNull(liveSessions.cancelledAt)))
      .orderBy(asc(liveSessions.startTime), asc(liveSessions.id));
    const t = now.getTime();
    const ended = (r: LiveSessionRow) => r.startTime.getTime() + r.durationMinutes * 60_000 < t;
    const ordered = [...rows.filter((r) => !ended(r)), ...rows.filter(ended).reverse()];
    return {
      sessions: ordered.map(toLiveSession),
      upcoming: hasUpcomingLiveSession(
        rows.map((r) => r.startTime),
        now,
      ),
    };
  });
}

/** The route, under /api/user. */
export const liveListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/live",
    {
      config: { access: "live" },
      onRequest: app.authenticate,
      schema: {
        tags: ["user"],
        summary: "Live sessions of the current program",
        security: SECURED,
        response: { 200: LiveResponse, ...ERRORS },
      },
    },
    async (req) => liveOfLearner(db, currentUser(req).userId),
  );
};
