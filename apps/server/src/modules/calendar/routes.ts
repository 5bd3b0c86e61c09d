// /api/admin/market/holidays (admin role or operator token): the trading calendar (issue 38). List the loaded years
// and days, preview a holiday file, import it (all lines or none), remove one day.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  HolidayDayParam,
  HolidayDeleted,
  HolidayFileBody,
  HolidayImportRejected,
  HolidayImportResult,
  HolidayList,
  HolidayListQuery,
  HolidayPreview,
} from "@fincareer/domain/contract/calendar";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { CalendarService } from "./service.ts";

/** How many errors the 422 message lists (the `errors` array has them all). */
const MESSAGE_ERRORS = 20;

const FORMATS =
  'NSE\'s holiday list as downloaded (a title line may come first; columns found by name: "Sr. No","Date",' +
  '"Day","Description" or "Trading Date","Weekday","Description"; dates like 26-Jan-2026) or a plain CSV ' +
  "date,description (header optional). Dates: dd-Mon-yyyy, dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd. A line with a " +
  "time window (open and close columns, a timings column, or 18:00-19:00 in the description) is a special " +
  "session such as Muhurat trading.";

/** Admin routes of the trading calendar (prefix /api/admin/market/holidays). */
export const calendarAdminRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin: market"];
  const security = SECURED;
  const config = { access: "admin" as const };

  app.get(
    "/",
    {
      config,
      schema: {
        tags,
        security,
        summary: "The trading calendar: coverage, loaded years and their holidays and special sessions",
        querystring: HolidayListQuery,
        response: { 200: HolidayList, ...ERRORS },
      },
    },
    async (req) => calendar.list(req.query.year),
  );

  app.post(
    "/preview",
    {
      config,
      schema: {
        tags,
        security,
        summary: "Read a holiday file and say what importing it would do (nothing is stored)",
        description: `${FORMATS} Answers 200 with every line, its errors and warnings, and per year what is replaced.`,
        body: HolidayFileBody,
        response: { 200: HolidayPreview, ...ERRORS },
      },
    },
    async (req) => calendar.preview(req.body),
  );

  app.post(
    "/import",
    {
      config,
      schema: {
        tags,
        security,
        summary: "Import a holiday file: each year it lists is replaced, all lines or none",
        description:
          `${FORMATS} Any line with an error: 422 with every error (line and reason) and nothing stored. Else, in ` +
          "one transaction with its audit entry, each year the file lists has its days replaced by the file's and " +
          "is marked loaded; every instance follows within a minute (this one at once).",
        body: HolidayFileBody,
        response: { 200: HolidayImportResult, 422: HolidayImportRejected, ...ERRORS },
      },
    },
    async (req, reply) => {
      const outcome = await calendar.importFile(actorOf(req), req.body);
      if (!outcome.ok) {
        const errors = outcome.preview.errors;
        return reply.code(422).send({
          error: "import_rejected",
          message: [
            `${errors.length} error(s) in ${req.body.file_name}: nothing was imported`,
            ...errors
              .slice(0, MESSAGE_ERRORS)
              .map((e) => (e.line > 0 ? `line ${e.line}: ${e.message}` : e.message)),
            ...(errors.length > MESSAGE_ERRORS ? [`... and ${errors.length - MESSAGE_ERRORS} more`] : []),
          ].join("\n"),
          errors,
          preview: outcome.preview,
        });
      }
      return { preview: outcome.preview, coverage: outcome.coverage };
    },
  );

  app.delete(
    "/:day",
    {
      config,
      schema: {
        tags,
        security,
        summary: "Remove one day (a wrong holiday or special session) from the trading calendar",
        description: "The year stays loaded. 404 when the day is not in the calendar.",
        params: HolidayDayParam,
        response: { 200: HolidayDeleted, ...ERRORS },
      },
    },
    async (req) => calendar.remove(actorOf(req), req.params.day),
  );
};
