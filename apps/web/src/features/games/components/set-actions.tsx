import { Alert, Button, Group } from "@mantine/core";
import { ResultBanner } from "./result-banner.tsx";
import type { SetGame } from "./use-set-game.ts";

/**
 * Below the round of a set game: the set's result once it is finished; before that Next round (after a pick),
 * Finish set (every round played) or Play a new set (a set closed elsewhere).
 */
export function SetActions({
  set,
  data,
  picked,
  allDone,
}: {
  set: Pick<SetGame, "result" | "finish" | "again" | "setViewing">;
  data: { id: number; wins: number; status: string; next_round: number | null };
  /** The viewed round has its pick. */
  picked: boolean;
  /** Every round has its pick. */
  allDone: boolean;
}) {
  const { result, finish, again, setViewing } = set;
  return (
    <>
      {result ? (
        <ResultBanner won={result.status === "won"} message={result.message} onAgain={again} />
      ) : (
        <Group>
          {picked && !allDone && (
            <Button onClick={() => setViewing(data.next_round)} autoFocus>
              Next round
            </Button>
          )}
          {allDone && data.status === "open" && (
            <Button
              onClick={() => finish.mutate({ id: data.id, wins: data.wins })}
              loading={finish.isPending}
              autoFocus
            >
              Finish set
            </Button>
          )}
          {data.status !== "open" && <Button onClick={again}>Play a new set</Button>}
        </Group>
      )}
      {finish.isError && <Alert color="red">{finish.error.message}</Alert>}
    </>
  );
}
