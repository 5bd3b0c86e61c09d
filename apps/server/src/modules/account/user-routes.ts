// /api/user: the learner's own account (SPEC.md section 7 "User").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ConditionsResponse,
  RenewIdResponse,
  SignupStepBody,
  SignupStepResponse,
  UserInfo,
  UserSession,
  VerifyTokenBody,
  VerifyTokenResponse,
} from "@fincareer/domain/contract/user";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { UserService } from "./user-service.ts";

/** User routes. */
export const userRoutes: FastifyPluginAsyncZod<{ user: UserService }> = async (app, { user }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ["user"];

  app.get(
    "/info",
    {
      config: { access: "authenticated" },
      ...auth,
      schema: {
        tags,
        summary: "The logged-in user and their program enrolments",
        security: SECURED,
        response: { 200: UserInfo, ...ERRORS },
      },
    },
    async (req) => user.info(currentUser(req).userId),
  );

  app.get(
    "/usersession",
    {
      config: { access: "authenticated" },
      ...auth,
      schema: {
        tags,
        summary: "Start time of the current login session",
        security: SECURED,
        response: { 200: UserSession, ...ERRORS },
      },
    },
    async (req) => {
      const caller = currentUser(req);
      return user.session(caller.userId, caller.sid);
    },
  );

  app.post(
    "/signup_step",
    {
      config: { access: "authenticated" },
      ...auth,
      schema: {
        tags,
        summary: "Record sign-up progress (stay, or move forward one step)",
        security: SECURED,
        body: SignupStepBody,
        response: { 200: SignupStepResponse, ...ERRORS },
      },
    },
    async (req) => user.setSignupStep(currentUser(req).userId, req.body.step),
  );

  app.get(
    "/conditions",
    {
      config: { access: "authenticated" },
      ...auth,
      schema: {
        tags,
        summary: "Whether the current program's enrolment is still active (val)",
        security: SECURED,
        response: { 200: ConditionsResponse, ...ERRORS },
      },
    },
    async (req) => user.conditions(currentUser(req).userId),
  );

  app.get(
    "/renewid",
    {
      config: { access: "authenticated" },
      ...auth,
      schema: {
        tags,
        summary: "Renewal details of the current program",
        security: SECURED,
        response: { 200: RenewIdResponse, ...ERRORS },
      },
    },
    async (req) => user.renewId(currentUser(req).userId),
  );

  app.post(
    "/verify-token",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Check a token (public) and get the served web build hash",
        body: VerifyTokenBody,
        response: { 200: VerifyTokenResponse, ...ERRORS },
      },
    },
    async (req) => user.verifyToken(req.body.token),
  );
};
