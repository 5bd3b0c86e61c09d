// Wires the market runtime (feed, engine) into an app and its lifecycle: the feed starts when the app is ready and
// stops before the app closes. The scrips, orders and portfolio modules that use it are registered by app.ts.
import type { Logger } from "pino";
import type { App } from "../app-type.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { NotificationService } from "../modules/notifications/service.ts";
import type { MarketTimings } from "../plugins/metrics.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { MarketRuntime } from "./runtime.ts";
import type { PriceFeed } from "./simulator.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The market runtime: quotes, the feed and the order engine (tests call market.tick()). */
    market: MarketRuntime;
  }
}

/** Creates the market runtime, decorates the app with it and ties the feed to the app's lifecycle. */
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
    /** Where tick and matching durations go (the app's metrics, when kept). */
    timings?: MarketTimings;
  },
): Promise<MarketRuntime> {
  const market = new MarketRuntime({
    handle: deps.db,
    realtime: deps.realtime,
    notifications: deps.notifications,
    config: deps.config.market,
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
