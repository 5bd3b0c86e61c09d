import { Button, Container, Group, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { ComponentType, LazyExoticComponent } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "@fincareer/domain/format";
import { GAME_TITLES, gamesForProgram } from "@fincareer/domain/games";
import type { Game } from "@fincareer/domain/games";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useEcodePermission } from "../api/get-ecode-permission.ts";
import { LoadingFallback } from "../../../components/loading-fallback.tsx";
import { GameCard } from "../components/game-card.tsx";
import classes from "../components/games.module.css";

// Each game loads when it is played: the hub of cards is the page most visits see, and the first game's chart
// library (lightweight-charts) alone was the longest task of its first paint on a phone.
const PLAYERS: Record<Game, LazyExoticComponent<ComponentType>> = {
  g1: lazy(() => import("../components/g1-game.tsx").then((m) => ({ default: m.G1Game }))),
  g2: lazy(() => import("../components/g2-game.tsx").then((m) => ({ default: m.G2Game }))),
  ecode: lazy(() => import("../components/ecode-game.tsx").then((m) => ({ default: m.EcodeGame }))),
  ibep: lazy(() => import("../components/ibep-game.tsx").then((m) => ({ default: m.IbepGame }))),
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
    const Player = PLAYERS[play];
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
        <Suspense fallback={<LoadingFallback />}>
          <Player />
        </Suspense>
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
            // eCode's Play opens its start screen; with an attempt in progress it resumes it (that spends none).
            startScreen={game === "ecode" && !permission.data?.data1?.game_id}
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
