import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { InterviewQuestion } from "@fincareer/domain/contract/interview";
import { MAX_ANSWER_CHARS } from "@fincareer/domain/contract/interview";
import { groupIndian } from "@fincareer/domain/format";
import { fieldErrors, formError } from "../../../lib/field-errors.ts";
import { useSpeechRecognition } from "../hooks/use-speech-recognition.ts";
import classes from "./interview.module.css";

interface AnswerFormProps {
  question: InterviewQuestion;
  trackName: string;
  pending: boolean;
  /** The last failed send, if any: a message about the answer shows under it, any other above the button. */
  error: unknown;
  /** Sends the answer; `onError` puts the server's field messages beside the field. */
  onSubmit: (answer: string, spokenSeconds: number | null, onError: (error: Error) => void) => void;
}

const TOO_LONG = `Shorten your answer to ${groupIndian(MAX_ANSWER_CHARS, 0)} characters or fewer.`;

/** The problem with an answer, if any: empty, or longer than the server takes. */
function answerProblem(answer: string): string | null {
  if (answer.length > MAX_ANSWER_CHARS) return TOO_LONG;
  return answer.trim() === "" ? "Write or speak your answer before sending it." : null;
}

/** The waiting question with a typed answer, or a spoken one where the browser offers speech recognition. */
export function AnswerForm({ question, trackName, pending, error, onSubmit }: AnswerFormProps) {
  // Controlled: the character count and the too-long message follow what is typed or spoken.
  const form = useForm({
    mode: "controlled",
    initialValues: { answer: "" },
    validate: { answer: answerProblem },
  });
  const speech = useSpeechRecognition((text) =>
    form.setFieldValue("answer", (prev) => (prev ? `${prev} ${text}` : text)),
  );
  const answer = form.values.answer;
  const trimmed = answer.trim();
  const tooLong = answer.length > MAX_ANSWER_CHARS;
  const failure = formError(error, ["answer"]);

  const handleSubmit = form.onSubmit((values) => {
    if (pending) return;
    speech.stop();
    onSubmit(values.answer.trim(), speech.spokenSeconds >= 3 ? speech.spokenSeconds : null, (e) =>
      form.setErrors(fieldErrors(e)),
    );
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" color="navy">
              {trackName}
            </Badge>
            <Badge variant={question.kind === "main" ? "filled" : "light"} color="brand">
              {question.kind === "main"
                ? `Question ${question.number} of ${question.total}`
                : `Follow-up to question ${question.number}`}
            </Badge>
          </Group>
          <Title order={2} className={classes.question} id="interview-question">
            {question.text}
          </Title>
          <Textarea
            label="Your answer"
            description="Answer as you would aloud: lead with the point, explain your reasoning, give an example."
            aria-describedby="interview-question"
            autosize
            minRows={6}
            maxRows={16}
            {...form.getInputProps("answer")}
            error={form.errors.answer ?? (tooLong ? TOO_LONG : undefined)}
          />
          {speech.listening && speech.interim && (
            <Text size="sm" c="gray.7" aria-live="polite">
              Hearing: {speech.interim}
            </Text>
          )}
          {speech.error && (
            <Alert color="orange" variant="light">
              {speech.error}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Button type="submit" loading={pending} disabled={!trimmed || tooLong}>
                Send answer
              </Button>
              {speech.supported && (
                <Button
                  variant={speech.listening ? "filled" : "default"}
                  color={speech.listening ? "red.8" : undefined}
                  onClick={speech.listening ? speech.stop : speech.start}
                  aria-pressed={speech.listening}
                >
                  {speech.listening ? "Stop speaking" : "Answer by voice"}
                </Button>
              )}
            </Group>
            <Text size="xs" c={tooLong ? "red.8" : "gray.7"}>
              {groupIndian(answer.length, 0)} / {groupIndian(MAX_ANSWER_CHARS, 0)}
            </Text>
          </Group>
          <Text size="xs" c="gray.7">
            {speech.supported
              ? "Voice answers are turned into text in your browser; you can edit the text before sending. No audio is stored."
              : "Voice answers need a browser with speech recognition, such as Chrome or Edge; you can type here."}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
