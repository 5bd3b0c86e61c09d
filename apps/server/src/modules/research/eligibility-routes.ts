// GET /api/user/<call>: eligibility, the case projects a learner has passed in the programs that use the call.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ELIGIBILITY_CALLS } from "@fincareer/domain/programs";
import type { EligibilityCall } from "@fincareer/domain/programs";
import { EligibilityResponse } from "@fincareer/domain/contract/user";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { countPassed } from "./eligibility.ts";

/** The answer of GET /api/user/<call> (404 for a name that is not an eligibility call). */
export async function eligibility(db: Db, userId: number, call: string): Promise<{ eligible: number }> {
  if (!(ELIGIBILITY_CALLS as readonly string[]).includes(call))
    throw notFound(`no route GET /api/user/${call}`);
  return { eligible: await countPassed(db, userId, call as EligibilityCall) };
}

/** One route per eligibility call, so the reference lists them and any other name is a plain 404. */
export const eligibilityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ["user"];

  for (const call of ELIGIBILITY_CALLS) {
    app.get(
      `/${call}`,
      {
        config: { access: "authenticated" },
        ...auth,
        schema: {
          tags,
          summary: `Eligibility (${call}): case projects passed`,
          security: SECURED,
          response: { 200: EligibilityResponse, ...ERRORS },
        },
      },
      async (req) => eligibility(db, currentUser(req).userId, call),
    );
  }
};
