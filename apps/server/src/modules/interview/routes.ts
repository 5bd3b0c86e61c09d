// /api/interview: the AI mock interview (tracks, start, answer, one interview, history). Area "interview".
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AnswerBody,
  AnswerResponse,
  InterviewDetail,
  InterviewHistory,
  InterviewIdParams,
  MAX_ANSWER_CHARS,
  StartInterviewBody,
  StartInterviewResponse,
  TracksResponse,
} from "@fincareer/domain/contract/interview";
import { AppError } from "../../lib/errors.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { InterviewService } from "./service.ts";

const tags = ["interview"];
// 5,000 characters of JSON-escaped non-ASCII text stay well under this; anything bigger is 413 before parsing.
const ANSWER_BODY_LIMIT = 64 * 1024;

/** Interview routes. */
export const interviewRoutes: FastifyPluginAsyncZod<{ interview: InterviewService }> = async (
  app,
  { interview },
) => {
  app.addHook("onRequest", app.authenticate);
  const config = { access: "interview" } as const;

  app.get(
    "/tracks",
    {
      config,
      schema: {
        tags,
        summary: "Interview tracks, lengths and today's use of the daily limit",
        security: SECURED,
        response: { 200: TracksResponse, ...ERRORS },
      },
    },
    async (req) => interview.tracks(currentUser(req).userId),
  );

  app.get(
    "/history",
    {
      config,
      schema: {
        tags,
        summary: "The learner's interviews, newest first",
        security: SECURED,
        response: { 200: InterviewHistory, ...ERRORS },
      },
    },
    async (req) => interview.history(currentUser(req).userId),
  );

  app.post(
    "/start",
    {
      config,
      schema: {
        tags,
        summary: "Starts an interview of 3, 5 or 8 bank questions and returns the first question",
        security: SECURED,
        body: StartInterviewBody,
        response: { 200: StartInterviewResponse, ...ERRORS },
      },
    },
    async (req) => interview.start(currentUser(req).userId, req.body),
  );

  app.post(
    "/:id/answer",
    {
      config,
      bodyLimit: ANSWER_BODY_LIMIT,
      // An over-long answer is a well-formed request the server will not process: 422, not a generic 400.
      preValidation: async (req) => {
        const answer = (req.body as { answer?: unknown } | undefined)?.answer;
        if (typeof answer === "string" && answer.length > MAX_ANSWER_CHARS) {
          throw new AppError(
            "answer_too_long",
            422,
            `answer: at most ${MAX_ANSWER_CHARS.toLocaleString("en-IN")} characters (this one has ${answer.length.toLocaleString("en-IN")})`,
          );
        }
      },
      schema: {
        tags,
        summary: "Saves the answer to the waiting question, evaluates it and asks the next question",
        security: SECURED,
        params: InterviewIdParams,
        body: AnswerBody,
        response: { 200: AnswerResponse, ...ERRORS },
      },
    },
    async (req) => interview.answer(currentUser(req).userId, req.params.id, req.body),
  );

  app.get(
    "/:id",
    {
      config,
      schema: {
        tags,
        summary: "One interview: answers with feedback, the waiting question, and the report once finished",
        security: SECURED,
        params: InterviewIdParams,
        response: { 200: InterviewDetail, ...ERRORS },
      },
    },
    async (req) => interview.detail(currentUser(req).userId, req.params.id),
  );
};
