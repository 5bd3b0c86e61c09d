// Trading games (/api/games) and their admin banks, permissions and results (/api/admin/games).
import { defineModule } from "../../platform/module.ts";
import { gamesAdminRoutes } from "./admin-routes.ts";
import { createGamesAdminService } from "./admin-service.ts";
import { gamesRoutes } from "./routes.ts";
import { createGamesService } from "./service.ts";
import type { GamesMarket } from "./service.ts";
import { personalData } from "./personal-data.ts";

export default defineModule<{ market: GamesMarket }>({
  name: "games",
  personalData,
  settings: [],
  async register({ app, db }, { market }) {
    await app.register(gamesRoutes, { prefix: "/api/games", games: createGamesService({ db, market }) });
    await app.register(gamesAdminRoutes, {
      prefix: "/api/admin/games",
      admin: createGamesAdminService({ db }),
    });
  },
});
