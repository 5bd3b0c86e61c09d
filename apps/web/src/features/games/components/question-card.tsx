import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { PlayQuestion } from "@fincareer/domain/contract/games";
import { topicLabel } from "@fincareer/domain/games";
import classes from "./games.module.css";

const LETTERS = "ABCDEF";

/**
 * One multiple-choice question: options as large buttons (keyboard and touch); once answered, the verdict, the right
 * option and the explanation.
 */
export function QuestionCard({
  question,
  total,
  onAnswer,
  busy,
}: {
  question: PlayQuestion;
  total: number;
  onAnswer: (ans: number) => void;
  busy: boolean;
}) {
  const answered = question.answered;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`q-${question.id}`}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600} c="navy.8">
          Question {question.number} of {total}
        </Text>
        <Badge variant="light" color="navy" tt="none">
          {topicLabel(question.topic)}
        </Badge>
      </Group>
      <Text id={`q-${question.id}`} fw={600} mb="md" style={{ lineHeight: 1.45 }}>
        {question.prompt}
      </Text>
      <Stack gap="xs" role="group" aria-label="Options">
        {question.options.map((option, i) => {
          const isRight = answered !== null && answered.answer === i;
          const isPicked = answered !== null && answered.ans === i;
          return (
            <Button
              key={i}
              variant={isRight ? "filled" : isPicked ? "light" : "default"}
              color={isRight ? "teal" : isPicked ? "red" : undefined}
              className={classes.option}
              classNames={{ inner: classes.optionInner, label: classes.optionLabel }}
              fullWidth
              disabled={busy || (answered !== null && !isRight && !isPicked)}
              aria-pressed={isPicked}
              onClick={() => answered === null && onAnswer(i)}
            >
              {LETTERS[i]}. {option}
            </Button>
          );
        })}
      </Stack>
      {answered && (
        <Alert
          mt="md"
          color={answered.correct ? "teal" : "red"}
          variant="light"
          title={answered.correct ? "Correct" : `Not quite: the answer is ${LETTERS[answered.answer]}`}
          role="status"
        >
          {answered.explanation}
        </Alert>
      )}
    </Paper>
  );
}
