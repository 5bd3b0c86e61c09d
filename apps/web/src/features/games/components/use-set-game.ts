import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import type { RoundWinsBody, SetWinsResponse } from "@fincareer/domain/contract/games";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { postRoundWins } from "../api/post-round-wins.ts";
import { postSetWins } from "../api/post-set-wins.ts";
import { usePlayGame } from "./use-play-game.ts";

/**
 * The state of a set of rounds (Bull or Bear, Ratio Match): Play (a new set only on a press), the round being viewed,
 * the round and set calls (the set's `queryKey` refreshed after a round), the set's result, and `again` for a new set.
 */
export function useSetGame<P extends RoundWinsBody["pick"]>(game: "g1" | "g2", queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const start = usePlayGame(game);
  const [viewing, setViewing] = useState<number | null>(null);
  const [result, setResult] = useState<SetWinsResponse | null>(null);
  const play = useMutation({
    mutationFn: (vars: { id: number; round: number; pick: P; wins: number }) =>
      postRoundWins(vars.id, { round: vars.round, pick: vars.pick, wins: vars.wins }),
    onSuccess: (_res, vars) => {
      setViewing(vars.round);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
  const finish = useMutation({
    mutationFn: (vars: { id: number; wins: number }) => postSetWins(vars.id, vars.wins),
    onSuccess: (res) => {
      setResult(res);
      return queryClient.invalidateQueries({ queryKey: gamesKeys.all });
    },
  });
  const again = () => {
    setResult(null);
    setViewing(null);
    start.mutate();
  };
  return { start, viewing, setViewing, result, play, finish, again };
}

/** What useSetGame() returns. */
export type SetGame = ReturnType<typeof useSetGame<RoundWinsBody["pick"]>>;
