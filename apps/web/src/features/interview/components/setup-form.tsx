import { Alert, Button, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { InterviewTrack, TracksResponse } from "@fincareer/domain/contract/interview";
import classes from "./interview.module.css";

interface SetupFormProps {
  data: TracksResponse;
  pending: boolean;
  error: string | null;
  onStart: (track: InterviewTrack, questions: 3 | 5 | 8) => void;
}

/** Track and length picker with the start button. */
export function SetupForm({ data, pending, error, onStart }: SetupFormProps) {
  const [track, setTrack] = useState<InterviewTrack>(data.tracks[0]!.id);
  const [length, setLength] = useState("3");
  const left = Math.max(0, data.dailyLimit - data.startedToday);

  const handleStart = () => onStart(track, Number(length) as 3 | 5 | 8);

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="md">
        <Title order={2} className={classes.sectionTitle}>
          Start a practice interview
        </Title>
        <Radio.Group
          value={track}
          onChange={(value) => setTrack(value)}
          label="Track"
          description="Questions come from a curated bank written for finance and analytics roles in India."
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
            {data.tracks.map((t) => (
              <Radio.Card key={t.id} value={t.id} className={classes.trackCard} radius="md" p="sm">
                <div className={classes.trackCardBody}>
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{t.name}</Text>
                    <Text size="sm" c="gray.7">
                      {t.description}
                    </Text>
                    <Text size="xs" c="gray.7" mt={4}>
                      {t.questionCount} questions{t.behavioural ? " · judged as STAR stories" : ""}
                    </Text>
                  </div>
                </div>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <div>
          <Text component="label" id="interview-length-label" fw={500} size="sm">
            Length
          </Text>
          <Text size="xs" c="gray.7" mb={6}>
            Each question may be followed by one follow-up on what your answer missed or could explain
            further.
          </Text>
          <SegmentedControl
            aria-labelledby="interview-length-label"
            value={length}
            onChange={setLength}
            data={data.lengths.map((n) => ({ value: String(n), label: `${n} questions` }))}
          />
        </div>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <div>
          <Button size="md" onClick={handleStart} loading={pending} disabled={left === 0}>
            Start interview
          </Button>
          <Text size="xs" c="gray.7" mt={6}>
            {left === 0
              ? `You have used today's ${data.dailyLimit} interviews. Come back tomorrow.`
              : `${left} of ${data.dailyLimit} interviews left today. ${
                  data.evaluator === "model"
                    ? "Answers are judged by the AI model, with the built-in rubric as a fallback."
                    : "Answers are judged by the built-in rubric; it works offline."
                }`}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
