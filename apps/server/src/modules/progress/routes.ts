// /api/progress: the learner's "My progress" page (any signed-in user; each section follows the access table).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ProgressResponse } from "@fincareer/domain/contract/analytics-quality";
import { researchKindFor } from "@fincareer/domain/research-rules";
import { callerMayRead } from "../../plugins/access.ts";
import { currentUser } from "../../plugins/auth.ts";
import { ERRORS, SECURED } from "../../plugins/openapi.ts";
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
      const program = caller.access.program;
      // A section is shown only where the program's menus open its area (default deny, like every route).
      return progress.forLearner(caller.userId, program, {
        resources: callerMayRead(caller, "resources"),
        research: callerMayRead(caller, researchKindFor(program) === "research" ? "research" : "projects"),
        games: callerMayRead(caller, "games"),
      });
    },
  );
};
