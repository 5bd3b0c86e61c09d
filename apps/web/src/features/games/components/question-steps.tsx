import { Alert, Button, Group } from "@mantine/core";
import type { PlayQuestion } from "@fincareer/domain/contract/games";
import { QuestionCard } from "./question-card.tsx";

/**
 * The question being played in a question set (eCode, IBEP) and the way on: Next question once it is answered, and
 * the button that ends the set (filled once every question is answered), with their errors.
 */
export function QuestionSteps({
  list,
  currentIndex,
  onIndex,
  answeredCount,
  busy,
  onAnswer,
  answerError,
  onFinish,
  finishing,
  finishLabel,
  finishError,
}: {
  list: PlayQuestion[];
  currentIndex: number;
  /** Shows the question at this index (null: the first unanswered one). */
  onIndex: (index: number | null) => void;
  answeredCount: number;
  busy: boolean;
  onAnswer: (question: PlayQuestion, ans: number) => void;
  answerError: string | null;
  onFinish: () => void;
  finishing: boolean;
  /** The finishing button's label once every question is answered ("Finish early" before). */
  finishLabel: string;
  finishError: string | null;
}) {
  const q = list[currentIndex]!;
  const allAnswered = answeredCount === list.length;
  return (
    <>
      <QuestionCard
        question={q}
        total={list.length}
        busy={busy}
        onAnswer={(ans) => {
          // Stay on this question to show its verdict and explanation.
          onIndex(currentIndex);
          onAnswer(q, ans);
        }}
      />
      {answerError !== null && <Alert color="red">{answerError}</Alert>}
      <Group>
        {q.answered && answeredCount < list.length && (
          <Button
            onClick={() => {
              const next = list.findIndex((x, i) => i > currentIndex && x.answered === null);
              onIndex(next >= 0 ? next : null);
            }}
            autoFocus
          >
            Next question
          </Button>
        )}
        <Button variant={allAnswered ? "filled" : "default"} onClick={onFinish} loading={finishing}>
          {allAnswered ? finishLabel : "Finish early"}
        </Button>
      </Group>
      {finishError !== null && <Alert color="red">{finishError}</Alert>}
    </>
  );
}
