// /api/progress: the learner's "My progress" page (any signed-in user; each section follows the access table).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ProgressResponse } from "@fincareer/domain/contract/analytics-quality";
import { TodayResponse } from "@fincareer/domain/contract/today";
import { researchKindFor } from "@fincareer/domain/research-rules";
import type { UserCaller } from "../../platform/http/auth.ts";
import { callerMayRead } from "../../platform/http/access.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { ProgressService } from "./service.ts";

/** Progress routes. */
export const progressRoutes: FastifyPluginAsyncZod<{ progress: ProgressService }> = async (
  app,
  { progress },
) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["progress"],
        summary:
          "My progress in the current program: videos, quiz accuracy, research or projects, games, what is next, " +
          "and the median learner of the program",
        security: SECURED,
        response: { 200: ProgressResponse, ...ERRORS },
      },
    },
    async (req) => {
      const caller = currentUser(req);
      return progress.forLearner(caller.userId, caller.access.program, areasOf(caller));
    },
  );

  app.get(
    "/today",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["progress"],
        summary:
          "The home's today card: the next lesson to resume, the open research or project week, the next live session",
        security: SECURED,
        response: { 200: TodayResponse, ...ERRORS },
      },
    },
    async (req) => {
      const caller = currentUser(req);
      return progress.today(caller.userId, caller.access.program, {
        ...areasOf(caller),
        live: callerMayRead(caller, "live"),
      });
    },
  );
};

// A section is shown only where the program's menus open its area (default deny, like every route).
function areasOf(caller: UserCaller) {
  return {
    resources: callerMayRead(caller, "resources"),
    research: callerMayRead(
      caller,
      researchKindFor(caller.access.program) === "research" ? "research" : "projects",
    ),
    games: callerMayRead(caller, "games"),
  };
}
