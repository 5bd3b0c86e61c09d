import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { Game } from "@fincareer/domain/games";
import { GAME_TITLES } from "@fincareer/domain/games";
import { usePlayGame } from "./use-play-game.ts";

/**
 * A game page with no set in play (opened by link or reload): what the button will do, and the button (Play, or
 * Start where pressing it spends an attempt). Nothing is created until the learner presses it.
 */
export function PlayPanel({
  game,
  note,
  action = "Play",
}: {
  game: Game;
  note: ReactNode;
  action?: "Play" | "Start";
}) {
  const play = usePlayGame(game);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Text>{note}</Text>
        <Button
          onClick={() => play.mutate()}
          loading={play.isPending}
          aria-label={`${action} ${GAME_TITLES[game]}`}
        >
          {action}
        </Button>
        {play.isError && (
          <Alert color="red" role="alert">
            {play.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
