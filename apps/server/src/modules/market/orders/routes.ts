// /api/order: place, trailing stops, modify, list, cancel, journal reason (SPEC.md section 7 "Orders").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CancelOrderBody,
  CancelTrailBody,
  ModifyOrderBody,
  OrderBody,
  OrderIdParams,
  OrderListResponse,
  OrderReasonBody,
  OrderResult,
  ScripIdPathParams,
  TrailIdParams,
  TrailOrderBody,
} from "@fincareer/domain/contract/market";
import { currentUser } from "../../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../../platform/http/openapi.ts";
import type { OrderService } from "./service.ts";

const common = { tags: ["orders"], security: SECURED };

/** Order routes. */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.addHook("onRequest", app.authenticate);

  app.post(
    "/new/:scrip_id",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Places a MARKET, LIMIT, SL or SL-M order (active_sl attaches a protective stop to a BUY)",
        params: ScripIdPathParams,
        body: OrderBody,
        response: { 200: OrderResult, ...ERRORS },
      },
    },
    async (req) => orders.place(currentUser(req).userId, req.params.scrip_id, req.body),
  );

  app.post(
    "/newtrail/:scrip_id",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Places a trailing stop on holding `upid`",
        params: ScripIdPathParams,
        body: TrailOrderBody,
        response: { 200: OrderResult, ...ERRORS },
      },
    },
    async (req) => orders.placeTrail(currentUser(req).userId, req.params.scrip_id, req.body),
  );

  app.post(
    "/modify/:trailid",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Modifies a live order ({trailid} = the order id)",
        params: TrailIdParams,
        body: ModifyOrderBody,
        response: { 200: OrderResult, ...ERRORS },
      },
    },
    async (req) => orders.modify(currentUser(req).userId, req.params.trailid, req.body),
  );

  app.get(
    "/list",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "The learner's orders, newest first",
        response: { 200: OrderListResponse, ...ERRORS },
      },
    },
    async (req) => orders.list(currentUser(req).userId),
  );

  app.delete(
    "/cancel/:id",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Cancels a live order",
        params: OrderIdParams,
        body: CancelOrderBody,
        response: { 200: OrderResult, ...ERRORS },
      },
    },
    async (req) => orders.cancel(currentUser(req).userId, req.params.id, req.body?.reason),
  );

  app.post(
    "/canceltrail/:id",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Cancels trailing stop {id} on holding upid",
        params: OrderIdParams,
        body: CancelTrailBody,
        response: { 200: OrderResult, ...ERRORS },
      },
    },
    async (req) => orders.cancelTrail(currentUser(req).userId, req.params.id, req.body.upid),
  );

  app.post(
    "/reason/:id",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Edits the journal reason of an order",
        params: OrderIdParams,
        body: OrderReasonBody,
        response: { 200: OrderResult, ...ERRORS },
      },
    },
    async (req) => orders.setReason(currentUser(req).userId, req.params.id, req.body.reason),
  );
};
