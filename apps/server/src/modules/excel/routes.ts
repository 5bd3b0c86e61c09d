// /api/excel: the Excel course's settings and practice workbooks (contract/excel.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ExcelSettings, WORKBOOK_MEDIA_TYPE, WorkbookParams } from "@fincareer/domain/contract/excel";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED, download } from "../../platform/http/openapi.ts";
import type { ExcelService } from "./service.ts";

/** Excel course routes. */
export const excelRoutes: FastifyPluginAsyncZod<{ excel: ExcelService }> = async (app, { excel }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ["excel"];

  app.get(
    "/settings",
    {
      config: { access: "excel" },
      ...auth,
      schema: {
        tags,
        summary: "Settings of the Excel resource screen (the help box's support number)",
        security: SECURED,
        response: { 200: ExcelSettings, ...ERRORS },
      },
    },
    async () => excel.settings(),
  );

  app.get(
    "/workbook/:lessonId",
    {
      config: { access: "excel" },
      ...auth,
      schema: {
        tags,
        summary: "The lesson's practice workbook (.xlsx with formulas); 403 lesson_locked while locked",
        security: SECURED,
        params: WorkbookParams,
        response: { 200: download(z.any().describe("the workbook (.xlsx)"), WORKBOOK_MEDIA_TYPE), ...ERRORS },
      },
    },
    async (req, reply) => {
      const { fileName, bytes } = await excel.workbook(currentUser(req).userId, req.params.lessonId);
      return reply
        .header("Content-Type", WORKBOOK_MEDIA_TYPE)
        .header("Content-Disposition", `attachment; filename="${fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(bytes);
    },
  );
};
