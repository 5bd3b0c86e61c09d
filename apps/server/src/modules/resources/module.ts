// Video lessons and quizzes as learners read them (/api/resources): the list, signed media, progress reports.
import type { SessionReader } from "../../platform/caller.ts";
import { defineModule } from "../../platform/module.ts";
import { resourceRoutes } from "./routes.ts";
import { createResourceService } from "./service.ts";

export default defineModule<{ sessions: SessionReader }>({
  name: "resources",
  settings: [],
  async register({ app, db, tokens, storage }, { sessions }) {
    const resources = createResourceService({ db, tokens, storage });
    await app.register(resourceRoutes, { prefix: "/api/resources", resources, tokens, sessions });
  },
});
