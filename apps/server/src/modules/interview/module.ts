// The AI mock interview (/api/interview) and its grader preview (/api/admin/interview): the model evaluator when AI_BASE_URL/AI_MODEL are set, else the offline
// rubric.
import { defineModule } from "../../platform/module.ts";
import { createModelEvaluator } from "./model-evaluator.ts";
import { rubricEvaluator } from "./rubric.ts";
import { interviewRoutes } from "./routes.ts";
import { interviewAdminRoutes } from "./admin-routes.ts";
import { createInterviewService } from "./service.ts";
import { personalData } from "./personal-data.ts";

export default defineModule({
  name: "interview",
  personalData,
  settings: ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL", "AI_TIMEOUT_MS", "INTERVIEW_DAILY_LIMIT"],
  async register({ app, db, config }) {
    const evaluator = config.ai ? createModelEvaluator(config.ai) : rubricEvaluator;
    const interview = createInterviewService({ db, evaluator, dailyLimit: config.interviewDailyLimit });
    await app.register(interviewRoutes, { prefix: "/api/interview", interview });
    // The instructor's preview grades with the same evaluator as the learners' interviews.
    await app.register(interviewAdminRoutes, { prefix: "/api/admin/interview", evaluator });
  },
});
