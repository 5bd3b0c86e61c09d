import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { startGame } from "../api/start-game.ts";

/** Starts (or resumes) a set of `game` once on mount; `restart` starts the next one after a finished set. */
export function useStartGame(game: "g1" | "g2" | "ecode") {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startGame(game),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.all }),
  });
  const started = useRef(false);
  useEffect(() => {
    // Once per mount (React's development double-effect must not start two sets; the server would resume anyway).
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);
  return start;
}
