import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Game } from "@fincareer/domain/games";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { getIbepGames } from "../api/get-ibep-games.ts";
import { startGame } from "../api/start-game.ts";

/**
 * Play: starts a set of `game`, or resumes the unfinished one. Only a press calls it (SPEC.md's start_game and
 * ibepgames are GETs that create a set, so opening /games or a game page must not): g1, g2 and ecode call
 * start_game and then read the set; IBEP's ibepgames answers with the set itself, kept as the IBEP query's data.
 */
export function usePlayGame(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (game === "ibep") queryClient.setQueryData(gamesKeys.ibep(), await getIbepGames());
      else await startGame(game);
    },
    // The IBEP set was just written; every other games query (the set, the records) is read again.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: gamesKeys.all,
        predicate: (q) => q.queryKey[1] !== gamesKeys.ibep()[1],
      }),
  });
}
