// /api/portfolio: holdings and totals, setup, finscore, stockrisk and the /stats data (SPEC.md section 7).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  FinScore,
  PortfolioListQuery,
  PortfolioListResponse,
  PortfolioStats,
  SetupDoneResponse,
  StockRisk,
} from "@fincareer/domain/contract/market";
import { currentUser } from "../../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../../platform/http/openapi.ts";
import type { PortfolioService } from "./service.ts";

const common = { tags: ["portfolio"], security: SECURED };

/** Portfolio routes. */
export const portfolioRoutes: FastifyPluginAsyncZod<{ portfolio: PortfolioService }> = async (
  app,
  { portfolio },
) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/list",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Holdings (myScrips) filtered and sorted, and the account totals (portfolio)",
        querystring: PortfolioListQuery,
        response: { 200: PortfolioListResponse, ...ERRORS },
      },
    },
    async (req) => portfolio.list(currentUser(req).userId, req.query),
  );

  app.patch(
    "/setup-done",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Opens the simulated trading account",
        response: { 200: SetupDoneResponse, ...ERRORS },
      },
    },
    async (req) => portfolio.setupDone(currentUser(req).userId),
  );

  app.get(
    "/finscore",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Portfolio quality score 0-100 with its components",
        response: { 200: FinScore, ...ERRORS },
      },
    },
    async (req) => portfolio.finscore(currentUser(req).userId),
  );

  app.get(
    "/stockrisk",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Portfolio beta vs SENSEX, annualised volatility, 1-day 95% VaR, sector weights",
        response: { 200: StockRisk, ...ERRORS },
      },
    },
    async (req) => portfolio.stockrisk(currentUser(req).userId),
  );

  app.get(
    "/stats",
    {
      config: { access: "market" },
      schema: {
        ...common,
        summary: "Return over time vs SENSEX, win rate, best and worst trades, cohort leaderboard",
        response: { 200: PortfolioStats, ...ERRORS },
      },
    },
    async (req) => portfolio.stats(currentUser(req).userId),
  );
};
