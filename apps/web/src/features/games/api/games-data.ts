import { gameScreenReads } from "@fincareer/domain/first-data";
import type { ScreenData } from "../../../lib/screen-data.ts";
import { ecodePermissionQuery } from "./get-ecode-permission.ts";
import { gameStatsQuery } from "./get-game-stats.ts";

/** The games hub's first data or the performance page's (domain first-data.ts gameScreenReads says which). */
export const gamesData =
  (pathname: "/games" | "/games/performance"): ScreenData =>
  ({ client, search, cprogram }) => {
    const { games, permission } = gameScreenReads(pathname, search, cprogram);
    return Promise.all([
      ...games.map((game) => client.prefetchQuery(gameStatsQuery(game))),
      permission ? client.prefetchQuery(ecodePermissionQuery()) : undefined,
    ]);
  };
