// /api/certificates: the learner's certificate and progress towards it, the name they confirm once, the PDF and the
// Open Badges credential of their certificates, and the public verification of a code; /.well-known/jwks.json: the
// keys that sign the credentials.
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CertificateIdParam,
  CodeParam,
  ConfirmNameBody,
  Jwks,
  MyCertificatesResponse,
  VerifyResponse,
} from "@fincareer/domain/contract/certificates";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED, download } from "../../platform/http/openapi.ts";
import type { CertificateFile, CertificateService } from "./service.ts";

/** Verification lookups a client may make a minute: plenty for employers, too few to walk 2^80 codes. */
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const tags = ["certificates"];

/** Learner routes (a signed-in user; each answers for the caller's own certificates). */
export const certificateRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService }> = async (
  app,
  { certificates },
) => {
  const config = { access: "authenticated" as const };
  const caller = (req: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(req);
    return { userId: user.userId, admin: user.role === "admin" };
  };
  const send = (reply: FastifyReply, file: CertificateFile) =>
    reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("cache-control", "private, no-store")
      .send(file.body);

  app.get(
    "/mine",
    {
      onRequest: app.authenticate,
      // Checking the rules may issue the certificate or queue it for approval: a GET that writes.
      config: { ...config, accessWrites: true },
      schema: {
        tags,
        summary:
          "My progress towards the current program's certificate (checked now: issued or queued when the rules are " +
          "met and my name is confirmed), my confirmed name and my certificates",
        security: SECURED,
        response: { 200: MyCertificatesResponse, ...ERRORS },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return certificates.mine(user.userId, user.access.program);
    },
  );

  app.post(
    "/name",
    {
      onRequest: app.authenticate,
      config,
      schema: {
        tags,
        summary:
          "Confirm, once, the name my certificates carry (Latin letters; later corrections only by an admin)",
        security: SECURED,
        body: ConfirmNameBody,
        response: { 200: MyCertificatesResponse, ...ERRORS },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return certificates.confirmName(user.userId, user.access.program, req.body.name);
    },
  );

  app.get(
    "/:id/pdf",
    {
      onRequest: app.authenticate,
      config,
      schema: {
        tags,
        summary: "The PDF of one of my issued certificates (A4 landscape, with its QR code)",
        security: SECURED,
        params: CertificateIdParam,
        response: { 200: download(z.any().describe("the PDF"), "application/pdf"), ...ERRORS },
      },
    },
    async (req, reply) => send(reply, await certificates.pdf(caller(req), req.params.id)),
  );

  app.get(
    "/:id/badge",
    {
      onRequest: app.authenticate,
      config,
      schema: {
        tags,
        summary:
          "One of my issued certificates as an Open Badges 3.0 credential: a VC-JWT (RS256) signed with the " +
          "institute's key (/.well-known/jwks.json)",
        security: SECURED,
        params: CertificateIdParam,
        response: { 200: download(z.string().describe("the VC-JWT"), "application/jwt"), ...ERRORS },
      },
    },
    async (req, reply) => send(reply, await certificates.badge(caller(req), req.params.id)),
  );

  app.get(
    "/verify/:code",
    {
      config: { access: "public", rateLimit: VERIFY_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Public: whether a certificate code is valid or revoked, with the name, program, date and issuer " +
          "(nothing else); 404 for an unknown code. Also the credential's status document.",
        params: CodeParam,
        response: { 200: VerifyResponse, ...ERRORS },
      },
    },
    async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return certificates.verify(req.params.code);
    },
  );
};

/** GET /.well-known/jwks.json: the public keys that sign Open Badges credentials. */
export const jwksRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService }> = async (
  app,
  { certificates },
) => {
  app.get(
    "/.well-known/jwks.json",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The institute's public keys (JWK set) that sign certificate credentials",
        response: { 200: Jwks, ...ERRORS },
      },
    },
    async (_req, reply) => {
      // Keys change rarely (a new instance adds one); an hour of caching keeps verifiers from asking every time.
      void reply.header("cache-control", "public, max-age=3600");
      return certificates.jwks();
    },
  );
};
