import { Alert, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { G2Round } from "@fincareer/domain/contract/games";
import { isApiError } from "../../../lib/api-error.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { useGameG2 } from "../api/get-game-g2.ts";
import { PlayPanel } from "./play-panel.tsx";
import { RoundDots, roundState } from "./round-dots.tsx";
import { SetActions } from "./set-actions.tsx";
import classes from "./games.module.css";
import { useSetGame } from "./use-set-game.ts";

const RATIOS: {
  key: "pe" | "roe" | "debt_equity" | "net_margin" | "dividend_yield";
  label: string;
  unit: string;
}[] = [
  { key: "pe", label: "P/E", unit: "x" },
  { key: "roe", label: "ROE", unit: "%" },
  { key: "debt_equity", label: "Debt / equity", unit: "x" },
  { key: "net_margin", label: "Net margin", unit: "%" },
  { key: "dividend_yield", label: "Dividend yield", unit: "%" },
];
const CARD_NAMES = "ABCDE";
const COMPLETE_HINT = "Give every card a different company.";

/** Whether every card has a company and no company is picked twice. */
function isComplete(pick: readonly string[]): boolean {
  return pick.every((p) => p !== "") && new Set(pick).size === pick.length;
}

function RoundBoard({
  round,
  busy,
  onSubmit,
}: {
  round: G2Round;
  busy: boolean;
  onSubmit: (pick: number[]) => void;
}) {
  // Controlled: the button and the hint follow the picks. A card without a company holds "".
  const form = useForm({
    mode: "controlled",
    initialValues: {
      pick: (round.pick ?? round.cards.map(() => null)).map((p) => (p === null ? "" : String(p))),
    },
    validate: { pick: (p) => (isComplete(p) ? null : COMPLETE_HINT) },
  });
  const pick = form.values.pick.map((p) => (p === "" ? null : Number(p)));
  const done = round.answer !== null;
  const complete = isComplete(form.values.pick);
  const options = [
    { value: "", label: "Choose a company" },
    ...round.companies.map((c, i) => ({ value: String(i), label: `${c.name} (${c.industry})` })),
  ];
  const handleSubmit = form.onSubmit((values) => onSubmit(values.pick.map(Number)));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" component="div">
          <b>This round&apos;s companies: </b>
          {round.companies.map((c) => `${c.name} (${c.industry})`).join(" · ")}
        </Text>
        <div className={classes.ratioCards}>
          {round.cards.map((card) => {
            const chosen = pick[card.card];
            const right = done && round.answer![card.card] === chosen;
            return (
              <Paper
                key={card.card}
                withBorder
                p="sm"
                component="section"
                aria-labelledby={`card-${card.card}`}
                bg={done ? (right ? "teal.0" : "red.0") : undefined}
              >
                <Text id={`card-${card.card}`} fw={700} c="navy.9" mb={6}>
                  Card {CARD_NAMES[card.card]}
                </Text>
                <dl className={classes.ratios}>
                  {RATIOS.map((r) => (
                    <div key={r.key} style={{ display: "contents" }}>
                      <dt>{r.label}</dt>
                      <dd>
                        {card[r.key].toFixed(r.key === "debt_equity" || r.key === "dividend_yield" ? 2 : 1)}
                        {r.unit}
                      </dd>
                    </div>
                  ))}
                </dl>
                {done ? (
                  <Text size="sm">
                    Your pick:{" "}
                    <b>{chosen === null || chosen === undefined ? "-" : round.companies[chosen]!.name}</b>
                  </Text>
                ) : (
                  <NativeSelect
                    label={`Company for card ${CARD_NAMES[card.card]}`}
                    data={options}
                    {...form.getInputProps(`pick.${card.card}`)}
                    disabled={busy}
                  />
                )}
                {done && (
                  <Text size="sm" mt={6} fw={600} c={right ? "teal.9" : "red.9"}>
                    {right ? "Correct" : `It was ${round.companies[round.answer![card.card]!]!.name}`}
                  </Text>
                )}
              </Paper>
            );
          })}
        </div>
        {!done && (
          <Group>
            <Button type="submit" disabled={!complete} loading={busy}>
              Lock in matches
            </Button>
            {!complete && (
              <Text size="sm" className={classes.muted}>
                {COMPLETE_HINT}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Ratio Match: three rounds of matching five companies to their P/E, ROE, D/E, margin and yield. */
export function G2Game() {
  const set = useSetGame<number[]>("g2", gamesKeys.g2());
  const { start, viewing, play: submit } = set;
  const game = useGameG2();

  // No set yet (404): opening the page creates none; Play does.
  if (isApiError(game.error, 404))
    return (
      <PlayPanel
        game="g2"
        note="3 rounds: match five companies to their ratio cards. Press Play to start your first set."
      />
    );
  if (start.isError || game.isError)
    return <Alert color="red">{(start.error ?? game.error)?.message ?? "Could not load the game."}</Alert>;
  const data = game.data;
  if (!data) return <Loader aria-label="Loading Ratio Match" />;
  const current = viewing ?? data.next_round ?? data.total_rounds;
  const round = data.rounds[current - 1]!;
  const allDone = data.rounds.every((r) => r.pick !== null);
  const states = data.rounds.map((r) =>
    roundState(r.points === null ? null : r.points >= 3, r.round === current),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} className={classes.cardTitle}>
            Round {round.round} of {data.total_rounds}
          </Title>
          <Text size="sm" className={classes.muted}>
            Match each ratio card to its company. Ratios use FY2024 reported figures and the reference share
            price; one point per correct pair.
          </Text>
        </div>
        <Text fw={700} aria-live="polite">
          Pairs: {data.wins} / {data.max_score}
        </Text>
      </Group>
      <RoundDots states={states} label={`${data.wins} correct pairs so far`} />
      <RoundBoard
        key={`${data.id}-${round.round}`}
        round={round}
        busy={submit.isPending}
        onSubmit={(pick) => submit.mutate({ id: data.id, round: round.round, pick, wins: data.wins })}
      />
      {round.points !== null && (
        <Alert
          color={round.points >= 3 ? "teal" : "red"}
          variant="light"
          role="status"
          title={`${round.points} of 5 pairs right`}
        >
          Low P/E with a high dividend yield points to cash-rich PSUs; a high D/E to utilities, telecom and
          builders; high ROE with low debt to FMCG and IT.
        </Alert>
      )}
      {submit.isError && <Alert color="red">{submit.error.message}</Alert>}
      <SetActions set={set} data={data} picked={round.pick !== null} allDone={allDone} />
    </Stack>
  );
}
