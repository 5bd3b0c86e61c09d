import { Button, Container, Group, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "@fincareer/domain/format";
import { GAME_TITLES, gamesForProgram } from "@fincareer/domain/games";
import type { Game } from "@fincareer/domain/games";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useEcodePermission } from "../api/get-ecode-permission.ts";
import { EcodeGame } from "../components/ecode-game.tsx";
import { G1Game } from "../components/g1-game.tsx";
import { G2Game } from "../components/g2-game.tsx";
import { GameCard } from "../components/game-card.tsx";
import { IbepGame } from "../components/ibep-game.tsx";
import classes from "../components/games.module.css";

const PLAYERS: Record<Game, () => React.ReactNode> = {
  g1: () => <G1Game />,
  g2: () => <G2Game />,
  ecode: () => <EcodeGame />,
  ibep: () => <IbepGame />,
};

/** /games: a card per game of the learner's program with their record; `?play=<game>` plays it. */
export default function GamesPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const games = gamesForProgram(user?.cprogram);
  const permission = useEcodePermission(games.includes("ecode"));
  const play = params.get("play") as Game | null;
  const perm = permission.data?.data[0];
  const ecodeOpen = perm?.granted === true;

  if (play !== null && games.includes(play) && (play !== "ecode" || ecodeOpen)) {
    return (
      <Container size="lg" py="lg" w="100%" className={classes.page}>
        <Group justify="space-between">
          <Title order={1} className={classes.title}>
            {GAME_TITLES[play]}
          </Title>
          <Button component={Link} to="/games" variant="default">
            Back to games
          </Button>
        </Group>
        {PLAYERS[play]()}
      </Container>
    );
  }

  const ecodeText = ecodeOpen
    ? `${perm.attempts_left} attempt${perm.attempts_left === 1 ? "" : "s"} left until ${
        perm.ends_at ? formatDateTime(perm.ends_at) : "-"
      }`
    : "Opens when your instructor grants an eCode window.";

  return (
    <Container size="xl" py="lg" w="100%" className={classes.page}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} className={classes.title}>
            Games
          </Title>
          <Text className={classes.muted}>
            Practise market judgement and finance fundamentals; every answer is scored.
          </Text>
        </div>
        <Button component={Link} to="/games/performance" variant="light">
          My performance
        </Button>
      </Group>
      <div className={classes.cards}>
        {games.map((game) => (
          <GameCard
            key={game}
            game={game}
            locked={game === "ecode" && !ecodeOpen}
            lockText={
              game === "ecode"
                ? permission.isPending
                  ? "Checking your eCode permission..."
                  : ecodeText
                : undefined
            }
          />
        ))}
      </div>
    </Container>
  );
}
