// /api/games: SPEC.md section 7 "Games", the 14 calls of the trading games. Routes are thin: schema, caller, service.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EcodeDoneBody,
  EcodeDoneResponse,
  EcodePermissionResponse,
  EcodeQuestionsResponse,
  EcodeSetAnsBody,
  EcodeSetAnsResponse,
  GameEcodeResponse,
  GameG1Response,
  GameG2Response,
  GameIdParam,
  GameParam,
  GameStatsResponse,
  IbepAnswerBody,
  IbepAnswerResponse,
  IbepDoneResponse,
  IbepGamesResponse,
  RoundWinsBody,
  RoundWinsResponse,
  SetWinsBody,
  SetWinsResponse,
  StartGameResponse,
} from "@fincareer/domain/contract/games";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { GamesService } from "./service.ts";

/** Learner routes of the games (area "games"). */
export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  const base = { onRequest: app.authenticate, config: { access: "games" as const } };
  // SPEC.md's GETs that create or close a set: the access table judges them as writes.
  const writes = { ...base, config: { ...base.config, accessWrites: true } };
  const tags = ["games"];
  const security = SECURED;
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).userId;

  app.get(
    "/start_game/:game",
    {
      ...writes,
      schema: {
        tags,
        security,
        summary: "Start (or resume) a set of g1, g2 or ecode",
        description:
          "g1 Bull or Bear (10 rounds), g2 Ratio Match (3 rounds of 5 companies), ecode (10 questions in 10 minutes; " +
          "needs an open permission with an attempt left, else 403). An unfinished set is returned instead of a new one. " +
          "Unknown game: 404; a game not in the learner's program: 403.",
        params: GameParam,
        response: { 200: StartGameResponse, ...ERRORS },
      },
    },
    async (req) => games.start(me(req), req.params.game),
  );

  app.get(
    "/game-stats/:game",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The learner's record in one game and their percentile in their program's cohort",
        params: GameParam,
        response: { 200: GameStatsResponse, ...ERRORS },
      },
    },
    async (req) => games.stats(me(req), req.params.game),
  );

  app.get(
    "/gameg1",
    {
      ...base,
      schema: {
        tags,
        security,
        summary:
          "The latest Bull or Bear set: 60 rebased simulated candles per round; the reveal once called",
        response: { 200: GameG1Response, ...ERRORS },
      },
    },
    async (req) => games.g1(me(req)),
  );

  app.get(
    "/gameg2",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The latest Ratio Match set: companies and shuffled ratio cards; the key once matched",
        response: { 200: GameG2Response, ...ERRORS },
      },
    },
    async (req) => games.g2(me(req)),
  );

  app.get(
    "/gameecode",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The latest ecode attempt: time left and the win/loss tally",
        response: { 200: GameEcodeResponse, ...ERRORS },
      },
    },
    async (req) => games.ecode.current(me(req)),
  );

  app.post(
    "/round-wins/:id",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Commit one round of a g1 or g2 set; the server judges it",
        description:
          "Body {round, pick, wins}: pick is 'up'/'down' (g1) or one company index per card (g2); wins is the total " +
          "the learner has before this round and must match the server's record (422). A round already committed " +
          "answers its first verdict with duplicate: true. Finished set: 409; another learner's set: 404.",
        params: GameIdParam,
        body: RoundWinsBody,
        response: { 200: RoundWinsResponse, ...ERRORS },
      },
    },
    async (req) => games.roundWins(me(req), req.params.id, req.body),
  );

  app.post(
    "/set-wins/:id",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Finish a g1 or g2 set; wins must equal the recorded total (422); twice is a 409",
        params: GameIdParam,
        body: SetWinsBody,
        response: { 200: SetWinsResponse, ...ERRORS },
      },
    },
    async (req) => games.setWins(me(req), req.params.id, req.body.wins),
  );

  app.get(
    "/ecode/questions",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The questions of the ecode attempt in progress (keys only for answered questions)",
        response: { 200: EcodeQuestionsResponse, ...ERRORS },
      },
    },
    async (req) => games.ecode.questions(me(req)),
  );

  app.post(
    "/ecode/set-ans",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Answer one ecode question",
        description:
          "Body {data: {game_id, question_id, ans}, win_loss: {win, loss}}: win_loss is the tally before this answer " +
          "and must match the server's (422). After the time limit the answer is refused (409 time_up) and the attempt " +
          "counts as lost. A question already answered returns its first verdict with duplicate: true.",
        body: EcodeSetAnsBody,
        response: { 200: EcodeSetAnsResponse, ...ERRORS },
      },
    },
    async (req) => games.ecode.setAnswer(me(req), req.body),
  );

  app.get(
    "/ecode/permission",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The learner's ecode permission (data[0]) and the open ecode event (data1, or null)",
        response: { 200: EcodePermissionResponse, ...ERRORS },
      },
    },
    async (req) => games.ecode.permission(me(req)),
  );

  app.post(
    "/ecode/done",
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Close an ecode attempt (won at 6 of 10); a closed attempt: 409",
        body: EcodeDoneBody,
        response: { 200: EcodeDoneResponse, ...ERRORS },
      },
    },
    async (req) => games.ecode.done(me(req), req.body.game_id),
  );

  app.get(
    "/ibepgames",
    {
      ...writes,
      schema: {
        tags,
        security,
        summary:
          "The IBEP question set in progress (started on first call), running total and answers so far",
        response: { 200: IbepGamesResponse, ...ERRORS },
      },
    },
    async (req) => games.ibep.current(me(req)),
  );

  app.post(
    "/ibepgamesdata",
    {
      ...base,
      schema: {
        tags,
        security,
        summary:
          "Answer one question of the IBEP set in progress; returns the verdict, explanation and total",
        body: IbepAnswerBody,
        response: { 200: IbepAnswerResponse, ...ERRORS },
      },
    },
    async (req) => games.ibep.answer(me(req), req.body.id, req.body.ans),
  );

  app.get(
    "/ibepdone",
    {
      ...writes,
      schema: {
        tags,
        security,
        summary: "Finish the IBEP set in progress; none open (already finished): 409",
        response: { 200: IbepDoneResponse, ...ERRORS },
      },
    },
    async (req) => games.ibep.done(me(req)),
  );
};
