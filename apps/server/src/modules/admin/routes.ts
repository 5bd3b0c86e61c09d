// /api/admin: needs the admin role or an operator token (the CLI). Backs every CLI command but migrate.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminCreateUserBody,
  AdminEnrolBody,
  AdminMakeAdminBody,
  AdminNotifyBody,
  AdminSeedBody,
  AdminSeedResponse,
  DemoRemoveResponse,
  AdminSetUserBody,
  AdminUser,
} from "@fincareer/domain/contract/admin";
import { AdminEnrolResponse, AdminNotifyResponse } from "@fincareer/domain/contract/admin-results";
import { AdminCreatedUser, AdminUserPage, AdminUsersQuery } from "@fincareer/domain/contract/admin-users";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import { actorOf } from "../../platform/audit.ts";
import type { AdminService } from "./service.ts";

/** Admin routes. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.addHook("onRequest", app.requireAdmin);
  const tags = ["admin"];
  const security = SECURED;

  app.get(
    "/users",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Search users (email or name), with their programs; paged",
        security,
        querystring: AdminUsersQuery,
        response: { 200: AdminUserPage, ...ERRORS },
      },
    },
    async (req) => admin.listUsers(req.query),
  );

  app.post(
    "/users",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Create a learner account",
        description:
          "Without a password the account gets none that works and the answer carries a one-time " +
          "`reset_link` (24 h) for the learner to set theirs. A given password must pass the password rules.",
        security,
        body: AdminCreateUserBody,
        response: { 200: AdminCreatedUser, ...ERRORS },
      },
    },
    async (req) => admin.createUser(actorOf(req), req.body),
  );

  app.patch(
    "/users",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Set a user's current program, plan code, research type, sign-up step or BA flags",
        security,
        body: AdminSetUserBody,
        response: { 200: AdminUser, ...ERRORS },
      },
    },
    async (req) => admin.setUser(actorOf(req), req.body),
  );

  app.post(
    "/users/admin",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Give a user the admin role, or take it back with revoke: true (not your own)",
        security,
        body: AdminMakeAdminBody,
        response: { 200: AdminUser, ...ERRORS },
      },
    },
    async (req) => admin.setAdmin(actorOf(req), req.body.email, req.body.revoke ?? false),
  );

  app.post(
    "/enrolments",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Enrol a user in a program (enrolling again updates plan and dates)",
        security,
        body: AdminEnrolBody,
        response: { 200: AdminEnrolResponse, ...ERRORS },
      },
    },
    async (req) => admin.enrol(actorOf(req), req.body),
  );

  app.post(
    "/notify",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Send a notification to a user by email (stored and pushed live)",
        security,
        body: AdminNotifyBody,
        response: { 200: AdminNotifyResponse, ...ERRORS },
      },
    },
    async (req) => admin.notify(actorOf(req), req.body.email, req.body.message),
  );

  app.post(
    "/seed",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Load the demo data (idempotent; ifEmpty: only into an empty database)",
        security,
        body: AdminSeedBody,
        response: { 200: AdminSeedResponse, ...ERRORS },
      },
    },
    async (req) => admin.seed(actorOf(req), { ifEmpty: req.body.ifEmpty ?? false }),
  );

  app.post(
    "/demo/remove",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Delete the generated demo cohort (@demo-batch.test learners) and everything they did",
        description: "Run before a real cohort starts; the 12 documented demo accounts stay.",
        security,
        response: { 200: DemoRemoveResponse, ...ERRORS },
      },
    },
    async (req) => admin.removeDemoCohort(actorOf(req)),
  );
};
