import {
  Accordion,
  Alert,
  Badge,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { Feedback, FeedbackDimensions } from "@fincareer/domain/contract/interview";
import classes from "./interview.module.css";
import { scoreColor } from "./score-color.ts";

const DIMENSIONS: { key: keyof FeedbackDimensions; label: string }[] = [
  { key: "coverage", label: "Key points" },
  { key: "structure", label: "Structure" },
  { key: "clarity", label: "Clarity" },
  { key: "length", label: "Length" },
];

/** Sentence case for key-point names stored in lower case. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Per-dimension bars shared by the feedback and the report. */
export function DimensionBars({ dimensions }: { dimensions: FeedbackDimensions }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {DIMENSIONS.map(({ key, label }) => (
        <div key={key}>
          <Group justify="space-between" gap={4}>
            <Text size="sm" fw={500}>
              {label}
            </Text>
            <Text size="sm" fw={700} c={scoreColor(dimensions[key])}>
              {dimensions[key]}
            </Text>
          </Group>
          <Progress
            value={dimensions[key]}
            color={scoreColor(dimensions[key])}
            size="sm"
            aria-label={`${label} ${dimensions[key]} out of 100`}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Feedback on one answer: concepts covered and missed, structure, delivery, remarks and the model answer. */
export function FeedbackCard({
  feedback,
  title = "Feedback on your answer",
}: {
  feedback: Feedback;
  title?: string;
}) {
  const fillerText = feedback.fillers.words.map((f) => `"${f.word}" ×${f.count}`).join(", ");
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" className={classes.feedback}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={3} className={classes.sectionTitle}>
            {title}
          </Title>
          <Badge
            size="xl"
            className={classes.noShrink}
            variant="filled"
            color={scoreColor(feedback.score)}
            aria-label={`Score ${feedback.score} out of 100`}
          >
            {feedback.score}/100
          </Badge>
        </Group>
        {feedback.note && (
          <Alert color="yellow" variant="light" title="Judged by the built-in rubric">
            {feedback.note}
          </Alert>
        )}
        <DimensionBars dimensions={feedback.dimensions} />

        {(feedback.corrections ?? []).length > 0 && (
          <Alert color="red" variant="light" title="What your answer got wrong">
            <List size="sm" spacing={6} className={classes.plainList}>
              {(feedback.corrections ?? []).map((c) => (
                <List.Item key={c.claim + c.correction}>
                  <Text size="sm" fw={600}>
                    You said: &ldquo;{c.claim}&rdquo;
                  </Text>
                  <Text size="sm">{c.correction}</Text>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div>
            <Text fw={600} c="teal.9" mb={4}>
              Covered ({feedback.covered.length})
            </Text>
            {feedback.covered.length === 0 ? (
              <Text size="sm" c="gray.7">
                None of the key points yet.
              </Text>
            ) : (
              <List size="sm" spacing={4} className={classes.plainList}>
                {feedback.covered.map((c) => (
                  <List.Item key={c.point}>
                    <span className={classes.tick} aria-hidden="true">
                      ✓{" "}
                    </span>
                    {capitalise(c.point)}
                    {c.terms.length > 0 && (
                      <Text span size="xs" c="gray.7">
                        {" "}
                        (you said: {c.terms.join(", ")})
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
          </div>
          <div>
            <Text fw={600} c="red.9" mb={4}>
              Missed ({feedback.missed.length})
            </Text>
            {feedback.missed.length === 0 ? (
              <Text size="sm" c="gray.7">
                Nothing important missed.
              </Text>
            ) : (
              <List size="sm" spacing={4} className={classes.plainList}>
                {feedback.missed.map((m) => (
                  <List.Item key={m.point}>
                    <span className={classes.cross} aria-hidden="true">
                      ✗{" "}
                    </span>
                    {capitalise(m.point)}
                    <Text size="xs" c="gray.7">
                      {m.hint}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        </SimpleGrid>

        <div>
          <Text fw={600} mb={4}>
            Structure {feedback.structure.kind === "star" ? "(STAR)" : ""}
          </Text>
          <Group gap={6} mb={4}>
            {feedback.structure.parts.map((p) => (
              <Badge
                key={p.name}
                tt="none"
                variant={p.present ? "filled" : "outline"}
                color={p.present ? "teal.8" : "gray.7"}
              >
                {p.present ? "✓" : "✗"} {p.name}
              </Badge>
            ))}
          </Group>
          {/* The badges already name what is missing; the note is the praise when nothing is. */}
          {feedback.structure.parts.every((p) => p.present) && (
            <Text size="sm">{feedback.structure.note}</Text>
          )}
        </div>

        <div>
          <Text fw={600} mb={4}>
            Delivery
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>{feedback.length.note}</List.Item>
            <List.Item>
              {feedback.fillers.count === 0
                ? "No filler words."
                : `${feedback.fillers.count} filler word${feedback.fillers.count === 1 ? "" : "s"} (${fillerText}).`}
            </List.Item>
            <List.Item>
              {feedback.repeated.length === 0
                ? "No overused words."
                : `Repeated words: ${feedback.repeated.map((r) => `"${r.word}" ×${r.count}`).join(", ")}.`}
            </List.Item>
            {feedback.pacing && <List.Item>Pace: {feedback.pacing.note}</List.Item>}
          </List>
        </div>

        {feedback.comments.length > (feedback.corrections ?? []).length && (
          <div>
            <Text fw={600} mb={4}>
              {feedback.evaluator === "model" ? "The interviewer's remarks" : "How to improve"}
            </Text>
            <List size="sm" spacing={4}>
              {/* Corrections are listed above in full; the comments repeat them for older clients. */}
              {feedback.comments
                .filter(
                  (c) => !(feedback.corrections ?? []).some((k) => c.startsWith(`You said "${k.claim}"`)),
                )
                .map((c) => (
                  <List.Item key={c}>{c}</List.Item>
                ))}
            </List>
          </div>
        )}

        <Accordion variant="contained" radius="md">
          <Accordion.Item value="model">
            <Accordion.Control>Compare with a model answer</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" className={classes.modelAnswer}>
                {feedback.modelAnswer}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}
