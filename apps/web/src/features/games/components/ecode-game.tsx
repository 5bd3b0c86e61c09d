import { Alert, Group, Loader, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { EcodeDoneResponse, WinLoss } from "@fincareer/domain/contract/games";
import { ApiError, isApiError } from "../../../lib/api-error.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { formatDateTime } from "@fincareer/domain/format";
import { useEcodePermission } from "../api/get-ecode-permission.ts";
import { useEcodeQuestions } from "../api/get-ecode-questions.ts";
import { postEcodeAnswer } from "../api/post-ecode-answer.ts";
import { postEcodeDone } from "../api/post-ecode-done.ts";
import { Countdown } from "./countdown.tsx";
import { PlayPanel } from "./play-panel.tsx";
import { questionSetState } from "./question-set.ts";
import { QuestionSteps } from "./question-steps.tsx";
import { ResultBanner } from "./result-banner.tsx";
import { RoundDots } from "./round-dots.tsx";
import classes from "./games.module.css";

/** ecode: 10 case questions against a visible 10-minute countdown; answers are judged one by one. */
export function EcodeGame() {
  const queryClient = useQueryClient();
  const questions = useEcodeQuestions();
  const [index, setIndex] = useState<number | null>(null);
  const [result, setResult] = useState<EcodeDoneResponse | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const data = questions.data;
  // The deadline is taken from the server's seconds_left when the questions arrive (not the device clock).
  const deadline = data ? questions.dataUpdatedAt + data.seconds_left * 1000 : 0;

  const answer = useMutation({
    mutationFn: (vars: { question_id: number; ans: number; win_loss: WinLoss }) =>
      postEcodeAnswer({
        data: { game_id: data!.game_id, question_id: vars.question_id, ans: vars.ans },
        win_loss: vars.win_loss,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.ecodeQuestions() }),
    onError: (err) => {
      if (err instanceof ApiError && err.code === "time_up") setTimeUp(true);
    },
  });
  const done = useMutation({
    mutationFn: (gameId: number) => postEcodeDone(gameId),
    onSuccess: (res) => {
      setResult(res);
      return queryClient.invalidateQueries({ queryKey: gamesKeys.all, refetchType: "none" });
    },
  });
  const ended = useRef(false);
  const finish = useCallback(() => {
    if (ended.current || !data) return;
    ended.current = true;
    done.mutate(data.game_id);
  }, [data, done]);
  const onTimeEnd = useCallback(() => {
    setTimeUp(true);
    finish();
  }, [finish]);

  if (result)
    return (
      <ResultBanner
        won={result.status === "won"}
        message={`${result.message}${result.timed_out ? " Time ran out." : ""}`}
      />
    );
  // No attempt in progress (404): the start screen (issue 41). Opening it spends nothing; Start does, and says so.
  if (isApiError(questions.error, 404)) return <EcodeStart />;
  if (questions.isError) return <Alert color="red">{questions.error.message}</Alert>;
  if (!data) return <Loader aria-label="Loading eCode" />;

  const list = data.data;
  const answered = list.filter((q) => q.answered);
  const win = answered.filter((q) => q.answered!.correct).length;
  const tally = { win, loss: answered.length - win };
  const { currentIndex, states } = questionSetState(list, index);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        {/* The page heading already names the game. */}
        <Text size="sm" className={classes.muted}>
          {list.length} questions, 6 right to win. Answers after the time limit are refused.
        </Text>
        <Group gap="md">
          <Text fw={700} aria-live="polite">
            Won {tally.win} · Lost {tally.loss}
          </Text>
          <Countdown deadline={deadline} onEnd={onTimeEnd} />
        </Group>
      </Group>
      <RoundDots states={states} label={`${tally.win} right, ${tally.loss} wrong`} />
      {timeUp && (
        <Alert color="red" role="alert" title="Time is up">
          This attempt is closed.
        </Alert>
      )}
      <QuestionSteps
        list={list}
        currentIndex={currentIndex}
        onIndex={setIndex}
        answeredCount={answered.length}
        busy={answer.isPending || timeUp}
        onAnswer={(q, ans) => answer.mutate({ question_id: q.id, ans, win_loss: tally })}
        answerError={answer.isError && !timeUp ? answer.error.message : null}
        onFinish={finish}
        finishing={done.isPending}
        finishLabel="Submit attempt"
        finishError={done.isError ? done.error.message : null}
      />
    </Stack>
  );
}

/** The eCode start screen: the format, what Start costs (one of the attempts left) and the window's end. */
function EcodeStart() {
  const permission = useEcodePermission();
  const perm = permission.data?.data[0];
  const event = permission.data?.data1;
  const questions = event?.questions ?? 10;
  const minutes = event?.minutes ?? 10;
  return (
    <PlayPanel
      game="ecode"
      action="Start"
      note={
        <>
          {questions} case questions in {minutes} minutes. Pressing Start uses{" "}
          <strong>
            one of your{" "}
            {perm ? `${perm.attempts_left} attempt${perm.attempts_left === 1 ? "" : "s"} left` : "attempts"}
          </strong>{" "}
          and starts the {minutes}-minute clock at once; leaving the page does not stop it.
          {perm?.ends_at ? ` Your window closes ${formatDateTime(perm.ends_at)}.` : ""}
        </>
      }
    />
  );
}
