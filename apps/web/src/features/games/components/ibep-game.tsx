import { Alert, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { IbepDoneResponse } from "@fincareer/domain/contract/games";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { getIbepDone } from "../api/get-ibep-done.ts";
import { useIbepGames } from "../api/get-ibep-games.ts";
import { postIbepAnswer } from "../api/post-ibep-answer.ts";
import { PlayPanel } from "./play-panel.tsx";
import { questionSetState } from "./question-set.ts";
import { QuestionSteps } from "./question-steps.tsx";
import { ResultBanner } from "./result-banner.tsx";
import { RoundDots } from "./round-dots.tsx";
import classes from "./games.module.css";
import { usePlayGame } from "./use-play-game.ts";

/** IBEP question sets: valuation, accounting, M&A, LBO and markets, with an explanation after every answer. */
export function IbepGame() {
  const queryClient = useQueryClient();
  // A set is in play once Play has fetched it (the card's Play, or the panel's below); a page opened by link or
  // reload shows the panel, because reading the set would start one.
  const played = queryClient.getQueryData(gamesKeys.ibep()) !== undefined;
  const set = useIbepGames(played);
  const [index, setIndex] = useState<number | null>(null);
  const [result, setResult] = useState<IbepDoneResponse | null>(null);
  const play = usePlayGame("ibep");
  const answer = useMutation({
    mutationFn: (vars: { id: number; ans: number }) => postIbepAnswer(vars.id, vars.ans),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.ibep() }),
  });
  const done = useMutation({
    mutationFn: getIbepDone,
    onSuccess: (res) => {
      setResult(res);
      // The closed set leaves the cache, so coming back shows Play instead of reading (and so starting) a set.
      queryClient.removeQueries({ queryKey: gamesKeys.ibep() });
      return queryClient.invalidateQueries({ queryKey: gamesKeys.all, refetchType: "none" });
    },
  });
  // New set: a press, like Play.
  const again = () =>
    play.mutate(undefined, {
      onSuccess: () => {
        setResult(null);
        setIndex(null);
      },
    });

  if (result)
    return <ResultBanner won={result.won} message={result.message} onAgain={again} againLabel="New set" />;
  if (set.data === undefined && !set.isFetching)
    return (
      <PlayPanel
        game="ibep"
        note="10 questions, two each on valuation, accounting, M&A, LBOs and markets. Play starts a set, or continues the one you left unfinished."
      />
    );
  if (set.isError) return <Alert color="red">{set.error.message}</Alert>;
  const data = set.data;
  if (!data) return <Loader aria-label="Loading the IBEP set" />;
  const list = data.data;
  const { currentIndex, states } = questionSetState(list, index);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} className={classes.cardTitle}>
            IBEP question set
          </Title>
          <Text size="sm" className={classes.muted}>
            Two questions each on valuation, accounting, M&A, LBOs and markets; 6 of 10 to win.
          </Text>
        </div>
        <Text fw={700} aria-live="polite">
          Score {data.totalscore} · answered {data.count} of {list.length}
        </Text>
      </Group>
      <RoundDots states={states} label={`Score ${data.totalscore} of ${data.count} answered`} />
      <QuestionSteps
        list={list}
        currentIndex={currentIndex}
        onIndex={setIndex}
        answeredCount={data.count}
        busy={answer.isPending}
        onAnswer={(q, ans) => answer.mutate({ id: q.id, ans })}
        answerError={answer.isError ? answer.error.message : null}
        onFinish={() => done.mutate()}
        finishing={done.isPending}
        finishLabel="Finish set"
        finishError={done.isError ? done.error.message : null}
      />
    </Stack>
  );
}
