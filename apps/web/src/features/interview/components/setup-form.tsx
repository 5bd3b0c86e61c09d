import { Alert, Button, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { InterviewTrack, TracksResponse } from "@fincareer/domain/contract/interview";
import { fieldErrors, formError } from "../../../lib/field-errors.ts";
import classes from "./interview.module.css";

interface SetupFormProps {
  data: TracksResponse;
  pending: boolean;
  /** The last failed start, if any: a message about a field shows under it, any other above the button. */
  error: unknown;
  /** Starts the interview; `onError` puts the server's field messages beside the fields. */
  onStart: (track: InterviewTrack, questions: 3 | 5 | 8, onError: (error: Error) => void) => void;
}

/** Track and length picker with the start button. */
export function SetupForm({ data, pending, error, onStart }: SetupFormProps) {
  // Controlled: the length's segmented control shows the picked value.
  const form = useForm({
    mode: "controlled",
    initialValues: { track: data.tracks[0]!.id, questions: "3" },
    validate: {
      track: (track) => (data.tracks.some((t) => t.id === track) ? null : "Choose a track"),
      questions: (questions) =>
        data.lengths.some((n) => String(n) === questions) ? null : "Choose how many questions",
    },
  });
  const left = Math.max(0, data.dailyLimit - data.startedToday);
  const failure = formError(error, ["track", "questions"]);

  const handleStart = form.onSubmit(({ track, questions }) =>
    onStart(track, Number(questions) as 3 | 5 | 8, (e) => form.setErrors(fieldErrors(e))),
  );

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="form"
      onSubmit={handleStart}
      noValidate
      aria-labelledby="interview-setup-title"
    >
      <Stack gap="md">
        <Title order={2} className={classes.sectionTitle} id="interview-setup-title">
          Start a practice interview
        </Title>
        <Radio.Group
          {...form.getInputProps("track")}
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
            value={form.values.questions}
            onChange={(value) => form.setFieldValue("questions", value)}
            data={data.lengths.map((n) => ({ value: String(n), label: `${n} questions` }))}
          />
          {form.errors.questions && (
            <Text size="sm" c="red.8" mt={4} role="alert">
              {form.errors.questions}
            </Text>
          )}
        </div>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <div>
          <Button type="submit" size="md" loading={pending} disabled={left === 0}>
            Start interview
          </Button>
          <Text size="xs" c="gray.7" mt={6}>
            {left === 0
              ? `You have used today's ${data.dailyLimit} interviews. Come back tomorrow.`
              : `${left} of ${data.dailyLimit} interviews left today; one counts once you answer its first question. ${
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
