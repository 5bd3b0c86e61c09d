import { Badge, Button, Paper, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import type { Game } from "@fincareer/domain/games";
import { GAME_TITLES, showsPercentile } from "@fincareer/domain/games";
import { useGameStats } from "../api/get-game-stats.ts";
import classes from "./games.module.css";
import { usePlayGame } from "./use-play-game.ts";
import { formatPercent } from "@fincareer/domain/format";

const BLURBS: Record<Game, string> = {
  g1: "60 trading days of a simulated practice stock, generated for each round. Call the next 5 days: bull or bear? 10 rounds.",
  g2: "Five companies, five ratio cards (P/E, ROE, debt/equity, margin, dividend yield). Match them; a point per pair.",
  ecode: "A timed case quiz: 10 questions in 10 minutes on ratios, valuation, Ind AS, markets and banking.",
  ibep: "Investment-banking interview sets: valuation, accounting, M&A, LBOs and markets, explained answer by answer.",
};

/** A game on /games: what it is, the learner's record, and Play (or why it is locked). */
export function GameCard({
  game,
  locked,
  lockText,
  startScreen,
}: {
  game: Game;
  locked?: boolean;
  lockText?: string;
  /** Play opens the game's start screen instead of starting a set: eCode, whose attempts are counted (issue 41). */
  startScreen?: boolean;
}) {
  const stats = useGameStats(game);
  // Play starts (or resumes) the set, then opens it: visiting /games or a game page creates nothing.
  const play = usePlayGame(game);
  const navigate = useNavigate();
  const s = stats.data;
  const titleId = `game-${game}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId} className={classes.card}>
      <Title order={2} id={titleId} className={classes.cardTitle}>
        {GAME_TITLES[game]}
      </Title>
      <Text size="sm" className={classes.muted}>
        {BLURBS[game]}
      </Text>
      <dl className={classes.record} aria-label={`Your record in ${GAME_TITLES[game]}`}>
        <div>
          <dt>Played</dt>
          <dd>{s ? s.played : "-"}</dd>
        </div>
        <div>
          <dt>Won</dt>
          <dd>{s ? s.won : "-"}</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>{s && s.played > 0 ? formatPercent(s.accuracy) : "-"}</dd>
        </div>
      </dl>
      {s !== undefined && s.percentile !== null && showsPercentile(s.cohort_size) && (
        <Badge variant="light" color="navy">
          {s.percentile}th percentile in your cohort
        </Badge>
      )}
      {locked ? (
        <>
          <Button disabled aria-describedby={`${titleId}-lock`}>
            Locked
          </Button>
          <Text size="sm" id={`${titleId}-lock`} c="gray.8">
            {lockText}
          </Text>
        </>
      ) : (
        <>
          <Button
            onClick={() =>
              startScreen
                ? void navigate(`/games?play=${game}`)
                : play.mutate(undefined, { onSuccess: () => void navigate(`/games?play=${game}`) })
            }
            loading={play.isPending}
            aria-label={`Play ${GAME_TITLES[game]}`}
          >
            Play
          </Button>
          {play.isError && (
            <Text size="sm" c="red.8" role="alert">
              {play.error.message}
            </Text>
          )}
          {lockText && (
            <Text size="sm" c="gray.8">
              {lockText}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
