// Question quality and raters (/api/admin/analytics): reports recomputed in the background.
import { defineModule } from "../../platform/module.ts";
import { analyticsQualityRoutes } from "./routes.ts";
import { createAnalyticsQualityService } from "./service.ts";

export default defineModule({
  name: "analytics-quality",
  settings: ["ANALYTICS_CACHE_SECONDS", "QUESTION_STATS_REFRESH_SECONDS"],
  async register({ app, db, config }) {
    const analytics = createAnalyticsQualityService({
      db,
      cacheMs: config.analyticsCacheMs,
      questionsRefreshMs: config.questionStatsRefreshMs,
      onError: (err) => app.log.error({ err }, "question-quality report: background recomputation failed"),
    });
    await app.register(analyticsQualityRoutes, { prefix: "/api/admin/analytics", analytics });
    app.addHook("onClose", async () => {
      await analytics.settle();
    });
  },
});
