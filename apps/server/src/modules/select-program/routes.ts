// /api/selectprogram: the first-visit chooser ("Done") and the program switcher (SPEC.md section 7).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SelectProgramBody, SelectProgramResponse } from "@fincareer/domain/contract/select-program";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { SelectProgramService } from "./service.ts";

/** Program-selection routes. */
export const selectProgramRoutes: FastifyPluginAsyncZod<{ selectProgram: SelectProgramService }> = async (
  app,
  { selectProgram },
) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["selectprogram"];

  app.post(
    "/Done",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Pick the program in the first-visit chooser",
        security: SECURED,
        body: SelectProgramBody,
        response: { 200: SelectProgramResponse, ...ERRORS },
      },
    },
    async (req) => selectProgram.select(currentUser(req).userId, req.body.selection, { done: true }),
  );

  app.post(
    "/switch",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Switch the current program",
        security: SECURED,
        body: SelectProgramBody,
        response: { 200: SelectProgramResponse, ...ERRORS },
      },
    },
    async (req) => selectProgram.select(currentUser(req).userId, req.body.selection, { done: false }),
  );
};
