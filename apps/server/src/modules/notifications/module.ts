// The bell: a learner's notifications (/api/notifications). Writing one is the platform's (platform/notifications.ts).
import { defineModule } from "../../platform/module.ts";
import { notificationRoutes } from "./routes.ts";
import { personalData } from "./personal-data.ts";

export default defineModule({
  name: "notifications",
  personalData,
  settings: [],
  async register({ app, notifications }) {
    await app.register(notificationRoutes, { prefix: "/api/notifications", notifications });
  },
});
