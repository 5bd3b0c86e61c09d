// /api/admin/market (admin role or operator token): upload an end-of-day price file, list the imports.
import multipart from "@fastify/multipart";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MARKET_IMPORT_FIELD,
  MARKET_IMPORT_MAX_BYTES,
  MarketImportRejected,
  MarketImportResult,
  MarketImportsResponse,
  MarketImportUploadDoc,
} from "@fincareer/domain/contract/market-import";
import { AppError, badRequest } from "../../../lib/errors.ts";
import { UPLOAD_RATE_LIMIT } from "../../../lib/uploads/limits.ts";
import { uploadError } from "../../../lib/uploads/multipart.ts";
import type { MultipartLimits } from "../../../lib/uploads/limits.ts";
import { ERRORS, SECURED } from "../../../platform/http/openapi.ts";
import { actorOf } from "../../../platform/audit.ts";
import type { MarketAdminService } from "./service.ts";

/** One CSV file, no other parts. */
const LIMITS: MultipartLimits = {
  fileSize: MARKET_IMPORT_MAX_BYTES,
  files: 1,
  fields: 0,
  fieldSize: 1024,
  parts: 1,
  headerPairs: 20,
};

function tooLarge(): AppError {
  return new AppError(
    "payload_too_large",
    413,
    `body.file: larger than ${MARKET_IMPORT_MAX_BYTES / 1024 / 1024} MB (a day's NSE bhavcopy is about 0.5 MB)`,
  );
}

/** How many wrong rows the 422 message lists (the `errors` array has the first 1,000). */
const MESSAGE_ERRORS = 20;

/** Admin routes of market prices (prefix /api/admin/market). */
export const marketAdminRoutes: FastifyPluginAsyncZod<{ admin: MarketAdminService }> = async (
  app,
  { admin },
) => {
  await app.register(multipart, { limits: { ...LIMITS } });
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin: market"];
  const security = SECURED;

  app.post(
    "/import",
    {
      config: { access: "admin", rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: "Import end-of-day prices from an NSE bhavcopy or a plain CSV: all rows or none",
        description:
          "multipart/form-data with one file part `file` (CSV, at most 20 MB; unzip NSE's download first). Formats: " +
          "the NSE capital-market bhavcopy (TradDt, TckrSymb, SctySrs, OpnPric, HghPric, LwPric, ClsPric, " +
          "TtlTradgVol), the older one (SYMBOL, SERIES, OPEN, HIGH, LOW, CLOSE, TOTTRDQTY, TIMESTAMP like " +
          "14-NOV-2025), or date,symbol,open,high,low,close,volume. Only series EQ is read; symbols the platform " +
          "does not list are skipped and counted. Any wrong row: 422 with the first 1,000 errors (line and " +
          "reason), how many more there are, and nothing imported. A row dated after today or before the " +
          "scrip's stored history is wrong. Days imported again replace the stored ones; the live price of each imported scrip " +
          "restarts from its last close.",
        consumes: ["multipart/form-data"],
        body: MarketImportUploadDoc,
        response: { 200: MarketImportResult, 422: MarketImportRejected, ...ERRORS },
      },
      // The body schema only documents the form: the part is read, limited and checked below.
      validatorCompiler: (route) =>
        route.httpPart === "body"
          ? (data: unknown) => ({ value: data })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new AppError(
          "unsupported_media_type",
          415,
          `send the file as multipart/form-data (field '${MARKET_IMPORT_FIELD}')`,
        );
      let fileName: string;
      let buffer: Buffer;
      try {
        const part = await req.file();
        if (!part) throw badRequest("body.file: choose a CSV file to import", "validation_error");
        if (part.fieldname !== MARKET_IMPORT_FIELD) {
          part.file.resume();
          throw badRequest(
            `body.${part.fieldname}: unexpected field (send the file as '${MARKET_IMPORT_FIELD}')`,
            "validation_error",
          );
        }
        fileName = part.filename || "upload.csv";
        buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } catch (err) {
        throw uploadError(err, LIMITS, tooLarge);
      }
      if (buffer[0] === 0x50 && buffer[1] === 0x4b)
        throw badRequest(
          "body.file: this is a zip archive; unzip NSE's download and import the .csv inside",
          "validation_error",
        );
      if (buffer.includes(0))
        throw badRequest("body.file: this is not a text (CSV) file", "validation_error");
      const outcome = await admin.importFile(actorOf(req), fileName, buffer.toString("utf8"));
      if (outcome.importId === null) {
        const total = outcome.errors.length + outcome.moreErrors;
        const unlisted = total - Math.min(outcome.errors.length, MESSAGE_ERRORS);
        return reply.code(422).send({
          error: "import_rejected",
          message: [
            `${total} row(s) have errors: nothing was imported`,
            ...outcome.errors.slice(0, MESSAGE_ERRORS).map((e) => `line ${e.line}: ${e.message}`),
            ...(unlisted > 0 ? [`... and ${unlisted} more`] : []),
          ].join("\n"),
          errors: outcome.errors,
          more_errors: outcome.moreErrors,
          summary: outcome.summary,
        });
      }
      return { import_id: outcome.importId, summary: outcome.summary };
    },
  );

  app.get(
    "/imports",
    {
      config: { access: "admin" },
      schema: {
        tags,
        security,
        summary: "Which prices are real (coverage) and the last 20 end-of-day imports",
        response: { 200: MarketImportsResponse, ...ERRORS },
      },
    },
    async () => admin.imports(),
  );
};
