// /api/admin: needs the admin role or an operator token (the CLI). Backs every CLI command but migrate.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminCreateUserBody,
  AdminEnrolBody,
  AdminMakeAdminBody,
  AdminNotifyBody,
  AdminSeedBody,
  AdminSeedResponse,
  AdminSetUserBody,
  AdminUser,
  AdminUserList,
} from "@fincareer/domain/contract/admin";
import { AdminEnrolResponse, AdminNotifyResponse } from "@fincareer/domain/contract/admin-results";
import { ERRORS, SECURED } from "../../plugins/openapi.ts";
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
        summary: "List users with their programs",
        security,
        response: { 200: AdminUserList, ...ERRORS },
      },
    },
    async () => admin.listUsers(),
  );

  app.post(
    "/users",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Create a learner account",
        security,
        body: AdminCreateUserBody,
        response: { 200: AdminUser, ...ERRORS },
      },
    },
    async (req) => admin.createUser(req.body),
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
    async (req) => admin.setUser(req.body),
  );

  app.post(
    "/users/admin",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Give a user the admin role",
        security,
        body: AdminMakeAdminBody,
        response: { 200: AdminUser, ...ERRORS },
      },
    },
    async (req) => admin.makeAdmin(req.body.email),
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
    async (req) => admin.enrol(req.body),
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
    async (req) => admin.notify(req.body.email, req.body.message),
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
    async (req) => admin.seed({ ifEmpty: req.body.ifEmpty ?? false }),
  );
};
