// /api/scrips: search, list and ticker, key data, chart, industries, watch list (SPEC.md section 7 "Scrips").
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChartData,
  ChartDataQuery,
  IndustriesResponse,
  ScripData,
  ScripIdParams,
  ScripListQuery,
  ScripListResponse,
  SearchCompanyQuery,
  SearchCompanyResponse,
  TickerResponse,
  WatchBody,
  WatchListResponse,
  WatchParams,
} from "@fincareer/domain/contract/market";
import { negotiate } from "@fastify/accept-negotiator";
import { z } from "zod";
import { notFound } from "../../../lib/errors.ts";
import { currentUser } from "../../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../../platform/http/openapi.ts";
import { etagMatches } from "./list-cache.ts";
import type { ScripService } from "./service.ts";

const common = { tags: ["scrips"], security: SECURED };

/** Scrip routes. */
export const scripRoutes: FastifyPluginAsyncZod<{ scrips: ScripService }> = async (app, { scrips }) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/search-company",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Companies whose name or short code matches `company`",
        querystring: SearchCompanyQuery,
        response: { 200: SearchCompanyResponse, ...ERRORS },
      },
    },
    async (req) => scrips.search(currentUser(req).userId, req.query.company),
  );

  app.get(
    "/list",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Scrips filtered by segment and industry, sorted; with for_ticker the ticker body",
        querystring: ScripListQuery,
        response: { 200: z.union([TickerResponse, ScripListResponse]), ...ERRORS },
      },
    },
    async (req, typedReply) => {
      // From memory (rebuilt per tick), compressed once per tick and watch list, 304 when unchanged. The body is
      // JSON already serialized (the schema above documents it), so it is sent as bytes, not as an object.
      const reply = typedReply as FastifyReply;
      const list = await scrips.cachedList(currentUser(req).userId, req.query);
      reply
        .header("etag", list.etag)
        .header("cache-control", "private, no-cache")
        .header("vary", "accept-encoding");
      if (etagMatches(req.headers["if-none-match"], list.etag)) return reply.code(304).send();
      reply.type("application/json; charset=utf-8");
      const encoding = negotiate(req.headers["accept-encoding"] ?? "", ["br", "gzip"]);
      if (encoding !== "br" && encoding !== "gzip") return reply.send(list.body);
      return reply.header("content-encoding", encoding).send(list.encoded(encoding));
    },
  );

  app.get(
    "/data/:id",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Key data of a company, the learner's holding and watch flag",
        params: ScripIdParams,
        response: { 200: ScripData, ...ERRORS },
      },
    },
    async (req) => scrips.data(currentUser(req).userId, req.params.id),
  );

  app.get(
    "/chart-data/:id",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "OHLC candles of a company (1D/5D 5-minute bars, longer ranges daily)",
        params: ScripIdParams,
        querystring: ChartDataQuery,
        response: { 200: ChartData, ...ERRORS },
      },
    },
    async (req) => scrips.chart(req.params.id, req.query.range),
  );

  app.get(
    "/industries",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Industries for the filter",
        response: { 200: IndustriesResponse, ...ERRORS },
      },
    },
    async () => scrips.industries(),
  );

  app.post(
    "/watch",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Adds (is_watch true) or removes a scrip from the watch list; returns the list",
        body: WatchBody,
        response: { 200: WatchListResponse, ...ERRORS },
      },
    },
    async (req) => scrips.watch(currentUser(req).userId, req.body.scrip_id, req.body.is_watch),
  );

  app.get(
    "/watch/:id",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "The learner's watch list ({id} = their user_id or 'me')",
        params: WatchParams,
        response: { 200: WatchListResponse, ...ERRORS },
      },
    },
    async (req) => {
      const userId = currentUser(req).userId;
      // Another learner's list answers like a missing one.
      if (req.params.id !== "me" && req.params.id !== userId)
        throw notFound(`watch list ${req.params.id} not found`);
      return scrips.watchList(userId);
    },
  );
};
