// Weekly research (FMEP, /api/research) and case projects (other families, /api/ivepresearch): one service for
// both; peer and instructor grading (/api/admin/research); eligibility (/api/user/<call>) from what was passed.
import { defineModule } from "../../platform/module.ts";
import { adminResearchRoutes } from "./admin-routes.ts";
import { eligibility, eligibilityRoutes } from "./eligibility-routes.ts";
import { researchRoutes } from "./routes.ts";
import { createResearchService } from "./service.ts";
import { personalData } from "./personal-data.ts";

/** What the research module gives the others: whether a learner is eligible (the Excel course's gate). */
export interface ResearchGives {
  eligibility(userId: number, call: string): Promise<{ eligible: number }>;
}

export default defineModule<Record<string, never>, ResearchGives>({
  name: "research",
  personalData,
  settings: [],
  async register({ app, db, notifications, storage }) {
    const research = createResearchService({ db, notifications, storage });
    await app.register(researchRoutes, { prefix: "/api/research", research, kind: "research", storage });
    await app.register(researchRoutes, { prefix: "/api/ivepresearch", research, kind: "project", storage });
    await app.register(adminResearchRoutes, { prefix: "/api/admin/research", research, storage });
    await app.register(eligibilityRoutes, { prefix: "/api/user", db });
    return { eligibility: (userId, call) => eligibility(db, userId, call) };
  },
});
