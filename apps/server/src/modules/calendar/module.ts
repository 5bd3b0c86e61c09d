// The trading calendar (issue 38): NSE holidays and special sessions as data, read before anything that asks "is
// this a trading day" (the market and the demo seed are handed `current()` by app.ts); the admin routes
// (/api/admin/market/holidays), `cli market:holidays`, and a minute check (a worker) that follows other instances'
// changes and warns while the next 30 days are not all covered.
import { defineModule } from "../../platform/module.ts";
import { registerCalendarCommands } from "./cli.ts";
import { calendarAdminRoutes } from "./routes.ts";
import { CALENDAR_CHECK_MS, createCalendarService } from "./service.ts";
import type { CalendarService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The trading calendar: current() for the rules, check(now) for the coverage warning (tests call it). */
    calendar: CalendarService;
  }
}

export default defineModule<Record<string, never>, CalendarService>({
  name: "calendar",
  settings: [],
  async register({ app, db, logger, workers }) {
    const calendar = createCalendarService({ db, logger });
    await calendar.load();
    app.decorate("calendar", calendar);
    await app.register(calendarAdminRoutes, { prefix: "/api/admin/market/holidays", calendar });
    workers.add({
      name: "trading calendar check",
      start: () => calendar.watcher.start(CALENDAR_CHECK_MS),
      stop: () => calendar.watcher.stop(),
    });
    app.addHook("onClose", async () => {
      await calendar.watcher.stop();
    });
    return calendar;
  },
  cli: (program, set, { cwd }) => registerCalendarCommands(program, set, cwd),
});
