// Cohort analytics for instructors (/api/admin/analytics): overview, at-risk learners and nudges, a learner's
// timeline, CSV exports.
import { defineModule } from "../../platform/module.ts";
import { analyticsRoutes } from "./routes.ts";
import { createAnalyticsService } from "./service.ts";
import { personalData } from "./personal-data.ts";

export default defineModule({
  name: "analytics",
  personalData,
  settings: ["ANALYTICS_CACHE_SECONDS"],
  async register({ app, db, realtime, config }) {
    const analytics = createAnalyticsService({ db, realtime, cacheMs: config.analyticsCacheMs });
    await app.register(analyticsRoutes, { prefix: "/api/admin/analytics", analytics });
  },
});
