// Administration of people and the institute (/api/admin): users and enrolments, roles, imports, the audit log,
// notices, demo data.
import type { TradingCalendar } from "@fincareer/domain/ist";
import { defineModule } from "../../platform/module.ts";
import { linkSeal } from "../../platform/reset-tokens.ts";
import { adminRoutes } from "./routes.ts";
import { createAdminService } from "./service.ts";
import type { DemoData } from "./service.ts";
import { adminUsersRoutes } from "./users-routes.ts";
import { createAdminUsersService } from "./users-service.ts";
import { personalData } from "./personal-data.ts";

export default defineModule<{
  forgetUser: (userId: number) => Promise<void>;
  demo: DemoData;
  /** The trading calendar the demo seed's generated history follows (the calendar module). */
  calendar: () => TradingCalendar;
}>({
  name: "admin",
  personalData,
  settings: [],
  async register({ app, db, notifications, realtime, config }, { forgetUser, demo, calendar }) {
    const links = linkSeal(config.jwtSecret);
    const admin = createAdminService({
      db,
      notifications,
      // The user's sockets identify themselves again for the new role (the market room follows the access table).
      onRoleChange: async (id) => {
        await forgetUser(id);
        realtime.disconnectUser(id);
      },
      history: { historyDays: config.market.historyDays, seed: config.market.seed, calendar },
      demo,
      links,
    });
    await app.register(adminRoutes, { prefix: "/api/admin", admin });
    const adminUsers = createAdminUsersService({ db, forgetUser, sockets: realtime, links });
    await app.register(adminUsersRoutes, { prefix: "/api/admin", adminUsers });
  },
});
