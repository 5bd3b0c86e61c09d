// Wires the market area into an app: the runtime (feed, engine), the three services and their routes, and the
// lifecycle (the feed starts when the app is ready, and stops before the app closes).
import type { Logger } from "pino";
import type { App } from "../app.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { orderRoutes } from "../modules/orders/routes.ts";
import { createOrderService } from "../modules/orders/service.ts";
import { portfolioRoutes } from "../modules/portfolio/routes.ts";
import { createPortfolioService } from "../modules/portfolio/service.ts";
import { scripRoutes } from "../modules/scrips/routes.ts";
import { createScripService } from "../modules/scrips/service.ts";
import type { NotificationService } from "../modules/notifications/service.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { MarketRuntime } from "./runtime.ts";
import type { PriceFeed } from "./simulator.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The market runtime: quotes, the feed and the order engine (tests call market.tick()). */
    market: MarketRuntime;
  }
}

/** Registers the market area on an app. */
export async function registerMarket(
  app: App,
  deps: {
    config: Config;
    db: DatabaseHandle;
    realtime: Realtime;
    notifications: NotificationService;
    logger?: Logger;
    feed?: PriceFeed;
    /** Start the feed when the app is ready (false: the CLI's app, which must not run it). */
    background?: boolean;
  },
): Promise<MarketRuntime> {
  const market = new MarketRuntime({
    handle: deps.db,
    realtime: deps.realtime,
    notifications: deps.notifications,
    config: deps.config.market,
    logger: deps.logger,
    feed: deps.feed,
  });
  const db = deps.db.db;
  const startingCash = deps.config.market.startingCashPaise;
  app.decorate("market", market);
  await app.register(scripRoutes, { prefix: "/api/scrips", scrips: createScripService({ db, market }) });
  await app.register(orderRoutes, {
    prefix: "/api/order",
    orders: createOrderService({ db, market, startingCash }),
  });
  await app.register(portfolioRoutes, {
    prefix: "/api/portfolio",
    portfolio: createPortfolioService({ db, market, startingCash }),
  });
  // Started in the background: a first start generates the history, which must not hold up listening.
  app.addHook("onReady", async () => {
    if (deps.background === false) return;
    void market.start().catch((err: unknown) => deps.logger?.error({ err }, "market feed failed to start"));
  });
  app.addHook("onClose", async () => {
    await market.stop();
  });
  return market;
}
