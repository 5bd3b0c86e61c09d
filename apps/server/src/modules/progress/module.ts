// The learner's own progress against the cohort (/api/progress).
import { defineModule } from "../../platform/module.ts";
import { progressRoutes } from "./routes.ts";
import { createProgressService } from "./service.ts";

export default defineModule({
  name: "progress",
  settings: ["ANALYTICS_CACHE_SECONDS"],
  async register({ app, db, config }) {
    const progress = createProgressService({ db, cacheMs: config.analyticsCacheMs });
    await app.register(progressRoutes, { prefix: "/api/progress", progress });
  },
});
