// The market: the simulated NSE feed and order engine (the runtime), the ticker list (/api/scrips), orders
// (/api/order), the portfolio (/api/portfolio), real end-of-day prices (/api/admin/market, `cli market:import`).
// The feed starts when the app is ready and stops before the app closes.
import type { Logger } from "pino";
import type { TradingCalendar } from "@fincareer/domain/ist";
import type { App } from "../../platform/app-type.ts";
import type { Config } from "../../platform/config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { defineModule } from "../../platform/module.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import type { MarketTimings } from "../../platform/http/metrics.ts";
import type { Realtime } from "../../platform/realtime.ts";
import { marketAdminRoutes } from "./admin/routes.ts";
import { createMarketAdminService } from "./admin/service.ts";
import { registerMarketCommands } from "./cli.ts";
import { orderRoutes } from "./orders/routes.ts";
import { createOrderService } from "./orders/service.ts";
import { portfolioRoutes } from "./portfolio/routes.ts";
import { createPortfolioService } from "./portfolio/service.ts";
import { MarketRuntime } from "./runtime.ts";
import { scripRoutes } from "./scrips/routes.ts";
import { createScripService } from "./scrips/service.ts";
import type { PriceFeed } from "./simulator.ts";
import { personalData } from "./personal-data.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The market runtime: quotes, the feed and the order engine (tests call market.tick()). */
    market: MarketRuntime;
  }
}

export default defineModule<{ calendar: () => TradingCalendar }, MarketRuntime>({
  name: "market",
  personalData,
  settings: ["MARKET_HOURS", "MARKET_START_CASH", "MARKET_SEED", "MARKET_TICK_MS", "MARKET_HISTORY_DAYS"],
  async register(
    { app, config, handle, realtime, notifications, logger, background, metrics },
    { calendar },
  ) {
    const market = await registerMarket(app, {
      config,
      db: handle,
      realtime,
      notifications,
      calendar,
      logger,
      background,
      timings: metrics?.market,
    });
    const db = handle.db;
    const startingCash = config.market.startingCashPaise;
    await app.register(scripRoutes, { prefix: "/api/scrips", scrips: createScripService({ db, market }) });
    await app.register(orderRoutes, {
      prefix: "/api/order",
      orders: createOrderService({ db, market, startingCash }),
    });
    await app.register(portfolioRoutes, {
      prefix: "/api/portfolio",
      portfolio: createPortfolioService({ db, market, startingCash }),
    });
    await app.register(marketAdminRoutes, {
      prefix: "/api/admin/market",
      admin: createMarketAdminService({ db, market, seed: config.market.seed }),
    });
    return market;
  },
  cli: (program, set, { cwd }) => registerMarketCommands(program, set, cwd),
});

/** Creates the market runtime, decorates the app with it and ties the feed to the app's lifecycle. */
export async function registerMarket(
  app: App,
  deps: {
    config: Config;
    db: DatabaseHandle;
    realtime: Realtime;
    notifications: NotificationService;
    /** The trading calendar in force (the calendar module). */
    calendar: () => TradingCalendar;
    logger?: Logger;
    feed?: PriceFeed;
    /** Start the feed when the app is ready (false: the CLI's app, which must not run it). */
    background?: boolean;
    /** Where tick and matching durations go (the app's metrics, when kept). */
    timings?: MarketTimings;
  },
): Promise<MarketRuntime> {
  const market = new MarketRuntime({
    handle: deps.db,
    realtime: deps.realtime,
    notifications: deps.notifications,
    config: deps.config.market,
    calendar: deps.calendar,
    logger: deps.logger,
    feed: deps.feed,
    timings: deps.timings,
  });
  app.decorate("market", market);
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
