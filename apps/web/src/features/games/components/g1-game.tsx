import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { formatSignedPercent } from "@fincareer/domain/format";
import { G1_HORIZON } from "@fincareer/domain/games";
import { isApiError } from "../../../lib/api-error.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { useGameG1 } from "../api/get-game-g1.ts";
import { G1Chart } from "./g1-chart.tsx";
import { PlayPanel } from "./play-panel.tsx";
import { RoundDots, roundState } from "./round-dots.tsx";
import { SetActions } from "./set-actions.tsx";
import classes from "./games.module.css";
import { useSetGame } from "./use-set-game.ts";

/** Bull or Bear: call up or down for the next 5 trading days on 10 hidden charts. */
export function G1Game() {
  const set = useSetGame<"up" | "down">("g1", gamesKeys.g1());
  const { start, viewing, play: call } = set;
  const game = useGameG1();

  const data = game.data;
  const current = data ? (viewing ?? data.next_round ?? data.total_rounds) : null;
  const round = data && current ? data.rounds[current - 1] : undefined;
  const canCall = data?.status === "open" && round !== undefined && round.pick === null && !call.isPending;
  const pick = (p: "up" | "down") => {
    if (canCall && data) call.mutate({ id: data.id, round: round.round, pick: p, wins: data.wins });
  };
  useHotkeys([
    ["ArrowUp", () => pick("up")],
    ["ArrowDown", () => pick("down")],
  ]);

  // No set yet (404): opening the page creates none; Play does.
  if (isApiError(game.error, 404))
    return (
      <PlayPanel
        game="g1"
        note="10 rounds: call each hidden chart bull or bear. Press Play to start your first set."
      />
    );
  if (start.isError || game.isError)
    return <Alert color="red">{(start.error ?? game.error)?.message ?? "Could not load the game."}</Alert>;
  if (!data || !round) return <Loader aria-label="Loading Bull or Bear" />;

  const allCalled = data.rounds.every((r) => r.pick !== null);
  const states = data.rounds.map((r) =>
    roundState(r.pick === null ? null : r.correct === true, r.round === current),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} className={classes.cardTitle}>
            Round {round.round} of {data.total_rounds}
          </Title>
          <Text size="sm" className={classes.muted}>
            60 trading days of simulated practice data (generated for this round, not a real company&apos;s
            history), prices rebased to 100. Will it close higher or lower {G1_HORIZON} trading days later?
          </Text>
        </div>
        <Text fw={700} aria-live="polite">
          Correct calls: {data.wins}
        </Text>
      </Group>
      <RoundDots
        states={states}
        label={`${data.wins} correct of ${data.rounds.filter((r) => r.pick).length} called`}
      />
      <Paper withBorder p="xs">
        <G1Chart
          candles={round.candles}
          after={round.reveal?.after ?? null}
          label={`Chart for round ${round.round}: 60 daily candles, last close 100`}
        />
      </Paper>
      {round.pick === null && data.status === "open" ? (
        <div className={classes.calls}>
          <Button
            color="teal"
            className={classes.callButton}
            onClick={() => pick("up")}
            loading={call.isPending}
          >
            ▲ Bull: up
          </Button>
          <Button
            color="red"
            className={classes.callButton}
            onClick={() => pick("down")}
            loading={call.isPending}
          >
            ▼ Bear: down
          </Button>
        </div>
      ) : (
        round.reveal && (
          <Alert
            color={round.correct ? "teal" : "red"}
            variant="light"
            role="status"
            title={round.correct ? `Right call: ${round.pick}` : `Wrong call: it went ${round.reveal.answer}`}
          >
            {formatSignedPercent(round.reveal.change_percent)} over the next {G1_HORIZON} trading days
            (blue/orange candles). {round.reveal.description}
          </Alert>
        )
      )}
      {call.isError && <Alert color="red">{call.error.message}</Alert>}
      <SetActions set={set} data={data} picked={round.pick !== null} allDone={allCalled} />
    </Stack>
  );
}
