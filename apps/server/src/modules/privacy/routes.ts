// /api/privacy (the learner's data rights) and /api/admin/privacy (the data map, requests and notice), issue 43.
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParam } from "@fincareer/domain/contract/common";
import {
  AdminNewRequestBody,
  AdminPrivacy,
  ConsentBody,
  DecideBody,
  MyPrivacy,
  NewRequestBody,
  NoticeBody,
  NoticeResponse,
  PrivacyRequest,
  PurposeBody,
  PurposeParam,
} from "@fincareer/domain/contract/privacy";
import { actorOf } from "../../platform/audit.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { notFound } from "../../lib/errors.ts";
import type { PrivacyJobs } from "./jobs.ts";
import type { PrivacyService } from "./service.ts";

interface Options {
  privacy: PrivacyService;
  jobs: PrivacyJobs;
  storage: ObjectStorage;
}

const tags = ["privacy"];
const ZIP = z.any().describe("the zip (application/zip)");

/** Streams a stored export as a download. */
async function sendExport(reply: FastifyReply, storage: ObjectStorage, key: string, id: number) {
  const read = await storage.get(key);
  if (!read) throw notFound("the export file is gone: ask for a new export", "no_export");
  return reply
    .header("content-type", "application/zip")
    .header("content-length", String(read.size))
    .header("content-disposition", `attachment; filename="my-data-${id}.zip"`)
    .header("cache-control", "private, no-store")
    .send(read.stream);
}

/** The learner's routes (and the public notice). */
export const privacyRoutes: FastifyPluginAsyncZod<Options> = async (app, { privacy, storage }) => {
  const config = { access: "authenticated" as const };

  app.get(
    "/notice",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Public: the current privacy notice (itemised: what is collected, why, what service it enables; how to " +
          "withdraw and complain) in English and Hindi, with the grievance officer's contact",
        response: { 200: NoticeResponse, ...ERRORS },
      },
    },
    async () => privacy.notice(),
  );

  /** A learner's route: logged in, tagged privacy; the schema names its summary, input and answers. */
  const mine = <S extends object>(summary: string, schema: S) => ({
    onRequest: app.authenticate,
    config,
    schema: { tags, summary, security: SECURED, ...schema },
  });
  const answersMine = { response: { 200: MyPrivacy, ...ERRORS } };

  app.get(
    "/me",
    mine("My consent (the notice version I accepted, each optional purpose) and my requests", answersMine),
    async (req) => privacy.my(currentUser(req).userId),
  );

  app.post(
    "/consent",
    mine(
      "Accept the current notice version and choose the optional purposes (409 notice_changed when a newer " +
        "version was published); recorded with the time",
      { body: ConsentBody, ...answersMine },
    ),
    async (req) => privacy.consent(currentUser(req).userId, req.body),
  );

  app.put(
    "/consent/:purpose",
    mine("Give or withdraw one optional purpose in one click; takes effect at once", {
      params: PurposeParam,
      body: PurposeBody,
      ...answersMine,
    }),
    async (req) => privacy.setPurpose(currentUser(req).userId, req.params.purpose, req.body.granted),
  );

  app.post(
    "/requests",
    mine(
      "Ask for a copy of my data (access), a correction (email, legal name), erasure (48 hours' notice, " +
        "cancellable) or file a grievance; 409 request_open when one of the kind is under way",
      { body: NewRequestBody, ...answersMine },
    ),
    async (req) => privacy.request(currentUser(req).userId, req.body),
  );

  app.post(
    "/requests/:id/cancel",
    mine("Cancel my erasure during its notice period (or an open correction or grievance)", {
      params: IdParam,
      response: { 200: PrivacyRequest, ...ERRORS },
    }),
    async (req) => {
      const user = currentUser(req);
      return privacy.cancel({ id: user.userId }, req.params.id, user.userId);
    },
  );

  app.get(
    "/requests/:id/download",
    mine("Download my data export (a zip) until it expires (409 expired after)", {
      params: IdParam,
      response: { 200: ZIP, ...ERRORS },
    }),
    async (req, reply) => {
      const user = currentUser(req);
      const row = await privacy.exportOf(req.params.id, user.userId);
      await privacy.downloaded({ id: user.userId }, row);
      return sendExport(reply, storage, row.exportKey!, row.id);
    },
  );
};

/** The admins' routes (admin role or operator token). */
export const adminPrivacyRoutes: FastifyPluginAsyncZod<Options> = async (app, { privacy, jobs, storage }) => {
  app.addHook("onRequest", app.requireAdmin);
  /** An admin's route: tagged admin; the schema names its summary, input and answers. */
  const admin = <S extends object>(summary: string, schema: S) => ({
    config: { access: "admin" as const },
    schema: { tags: ["admin"], summary, security: SECURED, ...schema },
  });
  const answersRequest = { response: { 200: PrivacyRequest, ...ERRORS } };

  app.get(
    "/",
    admin(
      "The data map (each module's personal data), every request with its due date and state, the notice versions",
      { response: { 200: AdminPrivacy, ...ERRORS } },
    ),
    async () => privacy.admin(),
  );

  app.post(
    "/notice",
    admin(
      "Publish a new version of the privacy notice (English and Hindi); learners are asked to accept it",
      { body: NoticeBody, response: { 200: NoticeResponse, ...ERRORS } },
    ),
    async (req) => privacy.publishNotice(actorOf(req), req.body),
  );

  app.post(
    "/requests",
    admin("File a request on a learner's behalf (access, correction, erasure, grievance)", {
      body: AdminNewRequestBody,
      ...answersRequest,
    }),
    async (req) => privacy.adminRequest(actorOf(req), req.body),
  );

  app.post(
    "/requests/:id/decide",
    admin("Approve (and apply) or refuse with a reason a correction; answer a grievance", {
      params: IdParam,
      body: DecideBody,
      ...answersRequest,
    }),
    async (req) => privacy.decide(actorOf(req), req.params.id, req.body),
  );

  app.post(
    "/requests/:id/cancel",
    admin("Cancel an erasure in its notice period (or an open correction or grievance)", {
      params: IdParam,
      ...answersRequest,
    }),
    async (req) => privacy.cancel(actorOf(req), req.params.id, null),
  );

  app.get(
    "/requests/:id/download",
    admin("Download a learner's data export (to send it on when the request came by post or phone)", {
      params: IdParam,
      response: { 200: ZIP, ...ERRORS },
    }),
    async (req, reply) => {
      const row = await privacy.exportOf(req.params.id, null);
      await privacy.downloaded(actorOf(req), row);
      return sendExport(reply, storage, row.exportKey!, row.id);
    },
  );

  app.post(
    "/run",
    admin("Run the privacy jobs now: due exports and erasures, expired exports, and the retention sweep", {
      response: {
        200: z.object({
          exports: z.number().int(),
          erased: z.number().int(),
          waiting: z.number().int(),
          expired: z.number().int(),
          failed: z
            .number()
            .int()
            .describe("requests that failed this time (tried again once their claim runs out)"),
          retention: z.number().int(),
        }),
        ...ERRORS,
      },
    }),
    async () => {
      const retention = await jobs.retentionSweep();
      const onError = (err: unknown, id: number) =>
        app.log.error({ err, request: id }, "privacy request failed");
      return { ...(await jobs.runDue(new Date(), onError)), retention };
    },
  );
};
