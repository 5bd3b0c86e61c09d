// /api/notes: the learner's notes (Markdown per program family).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NotesQuery, NotesResponse } from "@fincareer/domain/contract/content";
import type { NotesRoute } from "@fincareer/domain/programs";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { NotesService } from "./notes-service.ts";

/** Notes routes. */
export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/",
    {
      config: { access: "notes" },
      schema: {
        tags: ["notes"],
        summary:
          "The notes of a notes page the current program may open (default its own page): Markdown chapters of the family shown there",
        security: SECURED,
        querystring: NotesQuery,
        response: { 200: NotesResponse, ...ERRORS },
      },
    },
    async (req) => notes.forLearner(currentUser(req).userId, req.query.route as NotesRoute | undefined),
  );
};
