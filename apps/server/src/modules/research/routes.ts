// /api/research (FMEP family) and /api/ivepresearch (case projects of every other family): SPEC.md section 7
// "Research" and "Projects". The same routes serve both areas; `kind` says which one a prefix is.
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MaxResearchResponse,
  NotifyScoreResponse,
  PnotifyScoreBody,
  PnotifyScoreResponse,
  RateResearchBody,
  RateResearchList,
  RateResearchResponse,
  ResearchIdParam,
  ResearchItemResponse,
  ResearchListResponse,
  ResearchSubmitBody,
  ResearchSubmitResponse,
} from "@fincareer/domain/contract/research";
import type { ResearchKind } from "@fincareer/domain/contract/research";
import { badRequest, invalidFields } from "../../lib/errors.ts";
import { RESEARCH_MULTIPART, UPLOAD_RATE_LIMIT } from "../../lib/uploads/limits.ts";
import { fieldValue, partsOptions, uploadError } from "../../lib/uploads/multipart.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED, download } from "../../platform/http/openapi.ts";
import { RESEARCH_MIME, checkUpload, fileTooLarge, sendResearchFile } from "./files.ts";
import type { CheckedFile } from "./files.ts";
import type { ResearchService } from "./service.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";

/** OpenAPI description of a file download (the body is the file, not JSON). */
export const FileDownload = download(
  z.any().describe("the file (PDF, XLSX, DOCX or PPTX) as an attachment"),
  ...(Object.values(RESEARCH_MIME) as [string, ...string[]]),
);

/** Multipart text parts a submission may have, and the one file part. */
const TEXT_PARTS = new Set(["week", "company", "text", "remove_file"]);
const FILE_PART = "file";

/** Reads a submission from JSON or multipart/form-data; the file is checked by content before anything is stored. */
async function readSubmission(
  req: FastifyRequest,
): Promise<{ body: ResearchSubmitBody; file: CheckedFile | null }> {
  let raw: unknown = req.body;
  let file: CheckedFile | null = null;
  if (req.isMultipart()) {
    const fields: Record<string, string> = {};
    try {
      for await (const part of req.parts(partsOptions(RESEARCH_MULTIPART))) {
        if (part.type === "file") {
          if (part.fieldname !== FILE_PART) {
            part.file.resume();
            throw badRequest(
              `body.${part.fieldname}: unexpected file part (send the file as 'file')`,
              "validation_error",
            );
          }
          const buffer = await part.toBuffer();
          if (part.file.truncated) throw fileTooLarge();
          if (buffer.length > 0 || part.filename) file = await checkUpload(part.filename || "file", buffer);
        } else if (TEXT_PARTS.has(part.fieldname)) {
          fields[part.fieldname] = fieldValue(part, RESEARCH_MULTIPART);
        } else {
          throw badRequest(`body.${part.fieldname}: unknown field`, "validation_error");
        }
      }
    } catch (err) {
      throw uploadError(err, RESEARCH_MULTIPART, fileTooLarge);
    }
    raw = fields;
  }
  const parsed = ResearchSubmitBody.safeParse(raw ?? {});
  if (!parsed.success) throw invalidFields(parsed.error);
  return { body: parsed.data, file };
}

/** Learner routes of one area (registered at /api/research and /api/ivepresearch). */
export const researchRoutes: FastifyPluginAsyncZod<{
  research: ResearchService;
  kind: ResearchKind;
  storage: ObjectStorage;
}> = async (app, { research, kind, storage }) => {
  await app.register(multipart, partsOptions(RESEARCH_MULTIPART));
  const auth = { onRequest: app.authenticate };
  // The FMEP menu's Research and the other menus' Projects are separate areas of the access table.
  const area = kind === "research" ? "research" : "projects";
  const tags = [area];
  const what = kind === "research" ? "research" : "case projects";
  const security = SECURED;

  app.post(
    "/",
    {
      config: { access: area, rateLimit: UPLOAD_RATE_LIMIT },
      ...auth,
      schema: {
        tags,
        summary: `Submit or edit the open week's ${kind === "research" ? "research" : "case project"}`,
        description:
          "JSON body {week?, company, text, remove_file?} or multipart/form-data with the same text parts and an " +
          "optional `file` part (PDF, XLSX, DOCX, PPTX; at most 10 MB; checked by content; Office files are inflated " +
          "under byte caps: 413 when too large, 422 for a zip bomb or a malformed package). 429 after 30 " +
          "submissions in a minute.",
        security,
        // Documents the JSON form; multipart bodies skip this (null) and are parsed in readSubmission.
        body: ResearchSubmitBody.nullish(),
        response: { 200: ResearchSubmitResponse, ...ERRORS },
      },
    },
    async (req) => {
      const caller = currentUser(req);
      const { body, file } = await readSubmission(req);
      return research.submit(caller.userId, kind, body, file);
    },
  );

  app.get(
    "/",
    {
      config: { access: area },
      ...auth,
      schema: {
        tags,
        summary: `My ${what} with scores and comments received, and the open week`,
        security,
        response: { 200: ResearchListResponse, ...ERRORS },
      },
    },
    async (req) => research.list(currentUser(req).userId, kind),
  );

  app.get(
    "/item/:id",
    {
      config: { access: area },
      ...auth,
      schema: {
        tags,
        summary: "One item: mine, or one assigned to me to rate",
        security,
        params: ResearchIdParam,
        response: { 200: ResearchItemResponse, ...ERRORS },
      },
    },
    async (req) => {
      const caller = currentUser(req);
      return research.item({ userId: caller.userId, admin: caller.role === "admin" }, kind, req.params.id);
    },
  );

  app.get(
    "/file/:id",
    {
      config: { access: area },
      ...auth,
      schema: {
        tags,
        summary: "Download an item's file (author, assigned raters and admins)",
        security,
        params: ResearchIdParam,
        response: { 200: FileDownload, ...ERRORS },
      },
    },
    async (req, reply) => {
      const caller = currentUser(req);
      const file = await research.file(
        { userId: caller.userId, admin: caller.role === "admin" },
        req.params.id,
        kind,
      );
      return sendResearchFile(reply, storage, file);
    },
  );

  app.get(
    "/rate-research",
    {
      config: { access: area },
      ...auth,
      schema: {
        tags,
        summary: "Peers' items assigned to me to rate (assigns more when I have fewer than my share)",
        security,
        response: { 200: RateResearchList, ...ERRORS },
      },
    },
    async (req) => research.rateList(currentUser(req).userId, kind),
  );

  app.post(
    "/rate-research",
    {
      config: { access: area },
      ...auth,
      schema: {
        tags,
        summary: "Rate an item assigned to me (once): points 0..max_points and a comment",
        security,
        body: RateResearchBody,
        response: { 200: RateResearchResponse, ...ERRORS },
      },
    },
    async (req) => research.rate(currentUser(req).userId, kind, req.body),
  );

  app.get(
    "/notify_score",
    {
      config: { access: area },
      ...auth,
      schema: {
        tags,
        summary: "My new, unseen scores",
        security,
        response: { 200: NotifyScoreResponse, ...ERRORS },
      },
    },
    async (req) => research.notifyScore(currentUser(req).userId, kind),
  );

  app.post(
    "/pnotify_score",
    {
      config: { access: area },
      ...auth,
      schema: {
        tags,
        summary: "Mark my new scores seen (all, or the given ids)",
        security,
        body: PnotifyScoreBody,
        response: { 200: PnotifyScoreResponse, ...ERRORS },
      },
    },
    async (req) => research.markScoresSeen(currentUser(req).userId, kind, req.body?.ids),
  );

  app.get(
    "/maxresearch",
    {
      config: { access: area },
      ...auth,
      schema: {
        tags,
        summary: "The highest open week of my current program",
        security,
        response: { 200: MaxResearchResponse, ...ERRORS },
      },
    },
    async (req) => research.maxResearch(currentUser(req).userId, kind),
  );
};
