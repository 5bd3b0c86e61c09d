import {
  Accordion,
  Badge,
  Group,
  List,
  Paper,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { InterviewDetail } from "@fincareer/domain/contract/interview";
import { formatDateTime } from "@fincareer/domain/format";
import { DimensionBars, FeedbackCard, capitalise } from "./feedback-card.tsx";
import { scoreColor } from "./score-color.ts";
import classes from "./interview.module.css";

/** The final report: overall and per-dimension scores, strengths, what to revise, then every answer. */
export function ReportView({ detail }: { detail: InterviewDetail }) {
  const { interview, report, answers } = detail;
  if (!report) return null;
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Group align="center" gap="lg" wrap="wrap">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: report.score, color: scoreColor(report.score) }]}
            label={
              <Text ta="center" fw={700} size="xl" aria-label={`Overall ${report.score} out of 100`}>
                {report.score}
              </Text>
            }
          />
          <div className={classes.reportHead}>
            <Title order={2} className={classes.sectionTitle}>
              {interview.trackName}: your report
            </Title>
            <Text size="sm" c="gray.7">
              {interview.questions} questions, {report.answered} answers
              {interview.finishedAt ? ` · finished ${formatDateTime(interview.finishedAt)}` : ""}
              {report.evaluator === "model"
                ? " · judged by the AI model"
                : report.evaluator === "mixed"
                  ? " · AI model and rubric"
                  : " · judged by the rubric"}
            </Text>
            <Text size="sm" mt={4}>
              {report.fillerWords === 0
                ? "No filler words at all."
                : `${report.fillerWords} filler words in total.`}
            </Text>
          </div>
        </Group>
        <div className={classes.reportBars}>
          <DimensionBars dimensions={report.dimensions} />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <div>
            <Text fw={600} c="teal.9" mb={4}>
              Strengths
            </Text>
            {report.strengths.length === 0 ? (
              <Text size="sm" c="gray.7">
                No dimension reached 75 yet: keep practising.
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {report.strengths.map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List>
            )}
          </div>
          <div>
            <Text fw={600} c="red.9" mb={4}>
              Revise these concepts
            </Text>
            {report.focus.length === 0 ? (
              <Text size="sm" c="gray.7">
                You covered every key point.
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {report.focus.map((f) => (
                  <List.Item key={f}>{capitalise(f)}</List.Item>
                ))}
              </List>
            )}
          </div>
        </SimpleGrid>
      </Paper>

      <Title order={3} className={classes.sectionTitle}>
        Your answers
      </Title>
      <Accordion variant="separated" radius="md" multiple>
        {answers.map((a) => (
          <Accordion.Item key={a.position} value={String(a.position)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="xs" c="gray.7">
                    {a.kind === "main" ? `Question ${a.number}` : `Follow-up to question ${a.number}`}
                  </Text>
                  <Text fw={500} size="sm">
                    {a.question}
                  </Text>
                </div>
                {a.feedback && (
                  <Badge variant="filled" color={scoreColor(a.feedback.score)} className={classes.noShrink}>
                    {a.feedback.score}
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" fw={600} mb={4}>
                What you said
              </Text>
              <Text size="sm" className={classes.answerText} mb="md">
                {a.answer}
              </Text>
              {a.feedback && <FeedbackCard feedback={a.feedback} title="Feedback" />}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
