// /api/notes: the learner's notes (Markdown per program family).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NotesResponse } from "@fincareer/domain/contract/content";
import { currentUser } from "../../plugins/auth.ts";
import { ERRORS, SECURED } from "../../plugins/openapi.ts";
import type { NotesService } from "./service.ts";

/** Notes routes. */
export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/",
    {
      config: { access: "notes" },
      schema: {
        tags: ["notes"],
        summary: "The current program family's notes (Markdown chapters) and the notes page they belong on",
        security: SECURED,
        response: { 200: NotesResponse, ...ERRORS },
      },
    },
    async (req) => notes.forLearner(currentUser(req).userId),
  );
};
