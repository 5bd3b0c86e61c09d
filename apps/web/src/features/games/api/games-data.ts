import { gamesForProgram } from "@fincareer/domain/games";
import type { ScreenData } from "../../../lib/screen-data.ts";
import { ecodePermissionQuery } from "./get-ecode-permission.ts";
import { gameStatsQuery } from "./get-game-stats.ts";

/**
 * The games hub's first data (`hub`) or the performance page's: each card's record, and on the hub the eCode
 * window; a game being played (?play=) loads its own.
 */
export const gamesData =
  (page: "hub" | "performance"): ScreenData =>
  ({ client, search, cprogram }) => {
    if (page === "hub" && /[?&]play=/.test(search)) return Promise.resolve();
    const games = gamesForProgram(cprogram);
    return Promise.all([
      ...games.map((game) => client.prefetchQuery(gameStatsQuery(game))),
      page === "hub" && games.includes("ecode") ? client.prefetchQuery(ecodePermissionQuery()) : undefined,
    ]);
  };
