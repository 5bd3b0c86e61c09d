// Research (FMEP family) and case projects (every other family): submissions for the open week, peer assignment
// and rating, instructor grading, score notices, maxresearch and eligibility. Scores come only from the domain's
// research-score module (through research-rules.scoreItem).
// The service is one object with a learner half (learner-service.ts) and an admin half (admin-service.ts).
import type { Db } from "../../db/client.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import type { NotificationService } from "../../platform/notifications.ts";
import { createAdminResearch } from "./admin-service.ts";
import { createLearnerResearch } from "./learner-service.ts";

/** Creates the research service. */
export function createResearchService(deps: {
  db: Db;
  notifications: NotificationService;
  storage: ObjectStorage;
  now?: () => Date;
}) {
  const shared = {
    db: deps.db,
    notifications: deps.notifications,
    storage: deps.storage,
    clock: deps.now ?? (() => new Date()),
  };
  return { ...createLearnerResearch(shared), ...createAdminResearch(shared) };
}

/** The research service's interface. */
export type ResearchService = ReturnType<typeof createResearchService>;
