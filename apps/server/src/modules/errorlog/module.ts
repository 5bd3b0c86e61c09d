// Errors the web app reports (/api/errorlog).
import { defineModule } from "../../platform/module.ts";
import { errorLogRoutes } from "./routes.ts";
import { createErrorLogService } from "./service.ts";
import { personalData } from "./personal-data.ts";

export default defineModule({
  name: "errorlog",
  personalData,
  settings: [],
  async register({ app, db }) {
    await app.register(errorLogRoutes, { prefix: "/api/errorlog", errorLog: createErrorLogService({ db }) });
  },
});
