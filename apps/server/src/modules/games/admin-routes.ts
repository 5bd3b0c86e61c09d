// /api/admin/games (admin role): question banks, CSV import, ecode permissions and learners' results.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminIdParam,
  AdminPermission,
  AdminPermissionsResponse,
  AdminQuestion,
  AdminQuestionsQuery,
  AdminQuestionsResponse,
  AdminResultsQuery,
  AdminResultsResponse,
  GrantPermissionBody,
  ImportQuestionsBody,
  ImportQuestionsResponse,
  QuestionInput,
  RetireBody,
} from "@fincareer/domain/contract/games";
import { ErrorBody } from "@fincareer/domain/contract/common";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { GamesAdminService } from "./admin-service.ts";

const ImportRejected = ErrorBody.extend({ errors: ImportQuestionsResponse.shape.errors });

/** Admin routes of the games (area "admin"). */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{ admin: GamesAdminService }> = async (
  app,
  { admin },
) => {
  const base = { onRequest: app.requireAdmin, config: { access: "admin" as const } };
  const tags = ["admin: games"];
  const security = SECURED;

  app.get(
    "/questions",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The questions of the ecode or IBEP bank (with keys)",
        querystring: AdminQuestionsQuery,
        response: { 200: AdminQuestionsResponse, ...ERRORS },
      },
    },
    async (req) => ({
      questions: await admin.questions(
        req.query.bank,
        req.query.retired === undefined ? undefined : req.query.retired === "true",
      ),
    }),
  );

  app.post(
    "/questions",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Add a question",
        body: QuestionInput,
        response: { 200: AdminQuestion, ...ERRORS },
      },
    },
    async (req) => admin.create(actorOf(req), req.body),
  );

  app.put(
    "/questions/:id",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Replace a question (sets already drawn keep their copy)",
        params: AdminIdParam,
        body: QuestionInput,
        response: { 200: AdminQuestion, ...ERRORS },
      },
    },
    async (req) => admin.update(actorOf(req), req.params.id, req.body),
  );

  app.post(
    "/questions/:id/retire",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Retire a question (no longer drawn) or restore it",
        params: AdminIdParam,
        body: RetireBody,
        response: { 200: AdminQuestion, ...ERRORS },
      },
    },
    async (req) => admin.retire(actorOf(req), req.params.id, req.body.retired),
  );

  app.post(
    "/questions/import",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Import questions from CSV: all rows or none",
        description:
          "csv: header topic,prompt,option_a,option_b,option_c,option_d,answer,explanation (any order; option_c and " +
          "option_d may be left out or empty); answer is the letter A-D of a non-empty option column. With any bad " +
          "row nothing is added: 422 with `errors` per row (its line in the file and the reason). A row whose prompt " +
          "the bank already has (ignoring case and spacing), or an earlier row of the file, is skipped and listed in " +
          "`skipped`, so importing a file again adds nothing twice.",
        body: ImportQuestionsBody,
        response: { 200: ImportQuestionsResponse, 422: ImportRejected, ...ERRORS },
      },
    },
    async (req, reply) => {
      const result = await admin.importCsv(actorOf(req), req.body.bank, req.body.csv);
      if (result.errors.length > 0)
        return reply.code(422).send({
          error: "import_rejected",
          // The message lists the rows too, for clients that only show `message`.
          message: [
            `${result.errors.length} row(s) have errors: nothing was imported`,
            ...result.errors.slice(0, 20).map((e) => `row ${e.row}: ${e.message}`),
          ].join("\n"),
          errors: result.errors,
        });
      return result;
    },
  );

  app.get(
    "/permissions",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Every ecode permission",
        response: { 200: AdminPermissionsResponse, ...ERRORS },
      },
    },
    async () => ({ permissions: await admin.permissions() }),
  );

  app.post(
    "/permissions",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Grant ecode to a learner (email) or a program for a time window",
        body: GrantPermissionBody,
        response: { 200: AdminPermission, ...ERRORS },
      },
    },
    async (req) => admin.grant(actorOf(req), req.body),
  );

  app.post(
    "/permissions/:id/revoke",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Revoke an ecode permission",
        params: AdminIdParam,
        body: z.object({}).strict().nullish(),
        response: { 200: AdminPermission, ...ERRORS },
      },
    },
    async (req) => admin.revoke(actorOf(req), req.params.id),
  );

  app.get(
    "/results",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Learners' game sets, newest first (filter by email substring and game)",
        querystring: AdminResultsQuery,
        response: { 200: AdminResultsResponse, ...ERRORS },
      },
    },
    async (req) => ({ results: await admin.results(req.query) }),
  );
};
