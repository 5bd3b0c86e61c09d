// /api/admin/certificates: each program's completion rules, the certificates (waiting for approval first), and the
// admin's approve, decline, issue, revoke and name correction, each audited.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Ok } from "@fincareer/domain/contract/common";
import {
  AdminCertificate,
  AdminCertificateList,
  AdminCertificateQuery,
  AdminIssueBody,
  AdminRulesList,
  CertificateIdParam,
  CompletionRules,
  CorrectNameBody,
  ProgramParam,
  ReasonBody,
} from "@fincareer/domain/contract/certificates";
import { actorOf } from "../../platform/audit.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { CertificateService } from "./service.ts";

/** Admin certificate routes (admin role or operator token). */
export const adminCertificateRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService }> = async (
  app,
  { certificates },
) => {
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin"];
  const security = SECURED;
  const config = { access: "admin" as const };

  app.get(
    "/rules",
    {
      config,
      schema: {
        tags,
        summary: "Every program with its certificate rules (null: it awards none) and its certificates",
        security,
        response: { 200: AdminRulesList, ...ERRORS },
      },
    },
    async () => certificates.listRules(),
  );

  app.put(
    "/rules/:program",
    {
      config,
      schema: {
        tags,
        summary: "Set a program's completion rules (at least one requirement)",
        security,
        params: ProgramParam,
        body: CompletionRules,
        response: { 200: AdminRulesList, ...ERRORS },
      },
    },
    async (req) => certificates.setRules(actorOf(req), req.params.program, req.body),
  );

  app.delete(
    "/rules/:program",
    {
      config,
      schema: {
        tags,
        summary: "Remove a program's rules: it awards no new certificates (issued ones stay)",
        security,
        params: ProgramParam,
        response: { 200: AdminRulesList, ...ERRORS },
      },
    },
    async (req) => certificates.deleteRules(actorOf(req), req.params.program),
  );

  app.get(
    "/",
    {
      config,
      schema: {
        tags,
        summary: "Certificates, those waiting for approval first, by status, program and learner",
        security,
        querystring: AdminCertificateQuery,
        response: { 200: AdminCertificateList, ...ERRORS },
      },
    },
    async (req) => certificates.list(req.query),
  );

  app.post(
    "/",
    {
      config,
      schema: {
        tags,
        summary:
          "Issue an enrolled learner's certificate whatever the rules say (or reinstate a revoked one), with a reason",
        security,
        body: AdminIssueBody,
        response: { 200: AdminCertificate, ...ERRORS },
      },
    },
    async (req) => certificates.issue(actorOf(req), req.body),
  );

  app.post(
    "/:id/approve",
    {
      config,
      schema: {
        tags,
        summary: "Approve a certificate waiting for approval: it is issued and the learner is told",
        security,
        params: CertificateIdParam,
        response: { 200: Ok, ...ERRORS },
      },
    },
    async (req) => {
      await certificates.approve(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/:id/decline",
    {
      config,
      schema: {
        tags,
        summary: "Decline a certificate not yet issued, with the reason the learner is told",
        security,
        params: CertificateIdParam,
        body: ReasonBody,
        response: { 200: Ok, ...ERRORS },
      },
    },
    async (req) => {
      await certificates.decline(actorOf(req), req.params.id, req.body.reason);
      return { ok: true as const };
    },
  );

  app.post(
    "/:id/revoke",
    {
      config,
      schema: {
        tags,
        summary:
          "Revoke an issued certificate, with the reason the learner is told; its page then says revoked",
        security,
        params: CertificateIdParam,
        body: ReasonBody,
        response: { 200: Ok, ...ERRORS },
      },
    },
    async (req) => {
      await certificates.revoke(actorOf(req), req.params.id, req.body.reason);
      return { ok: true as const };
    },
  );

  app.put(
    "/:id/name",
    {
      config,
      schema: {
        tags,
        summary:
          "Correct the name printed on a certificate (and the learner's confirmed name), with a reason",
        security,
        params: CertificateIdParam,
        body: CorrectNameBody,
        response: { 200: Ok, ...ERRORS },
      },
    },
    async (req) => {
      await certificates.correctName(actorOf(req), req.params.id, req.body.name, req.body.reason);
      return { ok: true as const };
    },
  );
};
