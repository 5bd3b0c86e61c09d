import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { LearnerQuestion } from "@fincareer/domain/contract/content";
import classes from "./resources.module.css";

interface QuestionCardProps {
  question: LearnerQuestion;
  number: number;
  pending: boolean;
  error: string | null;
  onAnswer: (choiceIndex: number) => void;
}

/** One multiple-choice question: pick an option and submit once; afterwards the result and explanation show. */
export function QuestionCard({ question, number, pending, error, onAnswer }: QuestionCardProps) {
  // Controlled: the submit button waits for a choice.
  const form = useForm<{ choice: string | null }>({
    mode: "controlled",
    initialValues: { choice: null },
    validate: { choice: (choice) => (choice === null ? "Choose one of the options" : null) },
  });
  const choice = form.values.choice;
  const answer = question.answer;
  const name = `question-${question.id}`;

  const handleSubmit = form.onSubmit((values) => onAnswer(Number(values.choice)));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${name}-prompt`}>
      <form onSubmit={handleSubmit} noValidate>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} id={`${name}-prompt`}>
            {number}. {question.prompt}
          </Text>
          {answer && (
            <Badge color={answer.correct ? "teal" : "red"} variant="light" style={{ flexShrink: 0 }}>
              {answer.correct ? "Correct" : "Incorrect"}
            </Badge>
          )}
        </Group>
        <Radio.Group
          {...form.getInputProps("choice")}
          value={answer ? String(answer.choiceIndex) : choice}
          name={name}
          mt="sm"
          aria-labelledby={`${name}-prompt`}
        >
          <Stack gap={6}>
            {question.options.map((option, i) => {
              const state = !answer
                ? undefined
                : i === answer.correctIndex
                  ? "correct"
                  : i === answer.choiceIndex
                    ? "wrong"
                    : undefined;
              return (
                <Radio
                  key={i}
                  value={String(i)}
                  label={option}
                  disabled={answer !== null || pending}
                  className={classes.option}
                  data-state={state}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        {answer ? (
          <Text size="sm" mt="sm" c="dimmed">
            {answer.correct ? "" : `The answer is “${question.options[answer.correctIndex]}”. `}
            {answer.explanation}
          </Text>
        ) : (
          <Button type="submit" mt="sm" size="sm" disabled={choice === null} loading={pending}>
            Submit answer
          </Button>
        )}
        {error && (
          <Alert color="red" mt="sm" role="alert" p="xs">
            {error}
          </Alert>
        )}
      </form>
    </Paper>
  );
}
