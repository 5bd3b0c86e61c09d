import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import type { Game } from "@fincareer/domain/games";
import { GAME_TITLES } from "@fincareer/domain/games";
import { usePlayGame } from "./use-play-game.ts";

/**
 * A game page with no set in play (opened by link or reload): what Play will do, and Play. Nothing is created
 * until the learner presses it.
 */
export function PlayPanel({ game, note }: { game: Game; note: string }) {
  const play = usePlayGame(game);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Text>{note}</Text>
        <Button
          onClick={() => play.mutate()}
          loading={play.isPending}
          aria-label={`Play ${GAME_TITLES[game]}`}
        >
          Play
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
