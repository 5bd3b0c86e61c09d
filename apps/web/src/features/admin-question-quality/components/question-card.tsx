import { Anchor, Badge, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { QuestionStat } from "@fincareer/domain/contract/analytics-quality";
import { formatShare } from "@fincareer/domain/format";
import { QUESTION_FLAG_LABELS } from "@fincareer/domain/question-stats";
import type { QuestionSource } from "@fincareer/domain/question-stats";

/** How each source is named on the page. */
export const SOURCE_LABELS: Record<QuestionSource, string> = {
  video: "Video quiz",
  ecode: "eCode",
  ibep: "IBEP game",
};

const percent = (x: number | null) => (x === null ? "–" : formatShare(x));

/** One question: its source and flags, the text, facility and discrimination, each option's picks, and its editor. */
export function QuestionCard({ question }: { question: QuestionStat }) {
  const { attempts } = question;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={`${SOURCE_LABELS[question.source]} question ${question.id}`}
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Badge variant="light" color="navy">
              {SOURCE_LABELS[question.source]}
            </Badge>
            {question.flags.map((flag) => (
              <Badge key={flag} color={flag === "check_key" ? "red" : "orange"} variant="filled">
                {QUESTION_FLAG_LABELS[flag]}
              </Badge>
            ))}
          </Group>
          <Anchor component={Link} to={question.edit_path} size="sm">
            Edit question
          </Anchor>
        </Group>
        <Text fw={600}>{question.text}</Text>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            Answers <strong>{attempts}</strong>
          </Text>
          <Text size="sm">
            Facility <strong>{percent(question.facility)}</strong>
          </Text>
          <Text size="sm">
            Discrimination{" "}
            <strong>{question.discrimination === null ? "–" : question.discrimination.toFixed(2)}</strong>
          </Text>
        </Group>
        <Stack
          gap={6}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label="Times each option was chosen"
        >
          {question.options.map((option, i) => {
            const share = attempts > 0 ? option.chosen / attempts : 0;
            return (
              <li key={i}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" lineClamp={2}>
                    {String.fromCharCode(65 + i)}. {option.text}
                  </Text>
                  <Text size="sm" c="gray.8" style={{ whiteSpace: "nowrap" }}>
                    {option.chosen} ({percent(share)})
                  </Text>
                </Group>
                <Progress
                  value={share * 100}
                  size="sm"
                  color="navy"
                  aria-label={`Option ${String.fromCharCode(65 + i)} chosen by ${percent(share)} of answers`}
                />
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
