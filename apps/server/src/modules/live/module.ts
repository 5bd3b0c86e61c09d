// Wires live sessions into an app: the service, the reminder sweeper (started only by the server: see
// server.ts) and the learner, public and admin routes.
import type { Logger } from "pino";
import type { App } from "../../app-type.ts";
import type { Db } from "../../db/client.ts";
import type { NotificationService } from "../notifications/service.ts";
import { adminLiveRoutes } from "./admin-routes.ts";
import type { Organizer } from "./calendar.ts";
import { createLiveReminders } from "./reminders.ts";
import type { LiveReminders } from "./reminders.ts";
import { liveFeedRoutes, liveUserRoutes } from "./routes.ts";
import { createLiveService } from "./service.ts";
import type { LiveService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Live sessions: the service and the reminder sweeper (tests call live.reminders.sweep(now)). */
    live: { service: LiveService; reminders: LiveReminders };
  }
}

/** Registers the live-session area on an app. */
export async function registerLive(
  app: App,
  deps: {
    db: Db;
    notifications: NotificationService;
    reminderMinutes: number;
    organizer?: Organizer;
    logger?: Logger;
  },
): Promise<void> {
  const service = createLiveService({
    db: deps.db,
    notifications: deps.notifications,
    organizer: deps.organizer,
  });
  const reminders = createLiveReminders({
    db: deps.db,
    notifications: deps.notifications,
    leadMinutes: deps.reminderMinutes,
    logger: deps.logger,
  });
  app.decorate("live", { service, reminders });
  await app.register(liveUserRoutes, { prefix: "/api/user/live", live: service });
  await app.register(liveFeedRoutes, { prefix: "/api/live", live: service });
  await app.register(adminLiveRoutes, { prefix: "/api/admin/live", live: service });
  app.addHook("onClose", async () => {
    await reminders.stop();
  });
}
