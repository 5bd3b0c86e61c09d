// Live sessions: schedule, calendar files and feed (/api/user/live, /api/live, /api/admin/live), and the reminder
// sweeper (a worker: started by a listening server only). Invitations come from the institute's mail address.
import type { Logger } from "pino";
import type { App } from "../../platform/app-type.ts";
import { defineModule } from "../../platform/module.ts";
import { registerLiveCommands } from "./cli.ts";
import { liveListRoutes } from "./list.ts";
import type { Db } from "../../db/client.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import { adminLiveRoutes } from "./admin-routes.ts";
import type { Organizer } from "./calendar.ts";
import { createLiveReminders } from "./reminders.ts";
import type { LiveReminders } from "./reminders.ts";
import { liveFeedRoutes, liveUserRoutes } from "./routes.ts";
import { createLiveService } from "./service.ts";
import type { LiveService } from "./service.ts";
import { personalData } from "./personal-data.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Live sessions: the service and the reminder sweeper (tests call live.reminders.sweep(now)). */
    live: { service: LiveService; reminders: LiveReminders };
  }
}

/** Registers the live-session area on an app. */
async function registerLive(
  app: App,
  deps: {
    db: Db;
    notifications: NotificationService;
    reminderMinutes: number;
    organizer?: Organizer;
    logger?: Logger;
    publicUrl: string;
  },
): Promise<LiveReminders> {
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
  await app.register(liveListRoutes, { prefix: "/api/user", db: deps.db });
  await app.register(liveUserRoutes, {
    prefix: "/api/user/live",
    live: service,
    publicUrl: deps.publicUrl,
  });
  await app.register(liveFeedRoutes, { prefix: "/api/live", live: service });
  await app.register(adminLiveRoutes, { prefix: "/api/admin/live", live: service });
  app.addHook("onClose", async () => {
    await reminders.stop();
  });
  return reminders;
}

export default defineModule({
  name: "live",
  personalData,
  settings: ["LIVE_REMINDER_MINUTES", "LIVE_SWEEP_MS", "MAIL_FROM", "INSTITUTE_NAME", "PUBLIC_URL"],
  async register({ app, db, notifications, config, logger, workers }) {
    const reminders = await registerLive(app, {
      db,
      notifications,
      reminderMinutes: config.live.reminderMinutes,
      // Invitations come from the institute at the mail's From address.
      organizer: {
        name: config.mail.institute,
        email: /<([^<>]+)>\s*$/.exec(config.mail.from)?.[1] ?? config.mail.from,
      },
      logger,
      // The feed's address (never the request's Host header).
      publicUrl: config.mail.publicUrl,
    });
    workers.add({
      name: "live reminders",
      start: () => reminders.start(config.live.sweepMs),
      stop: () => reminders.stop(),
    });
  },
  cli: (program, set) => registerLiveCommands(program, set),
});
