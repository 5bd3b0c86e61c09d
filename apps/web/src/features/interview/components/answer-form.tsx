import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import type { InterviewQuestion } from "@fincareer/domain/contract/interview";
import { MAX_ANSWER_CHARS } from "@fincareer/domain/contract/interview";
import { groupIndian } from "@fincareer/domain/format";
import { useSpeechRecognition } from "../hooks/use-speech-recognition.ts";
import classes from "./interview.module.css";

interface AnswerFormProps {
  question: InterviewQuestion;
  trackName: string;
  pending: boolean;
  error: string | null;
  onSubmit: (answer: string, spokenSeconds: number | null) => void;
}

/** The waiting question with a typed answer, or a spoken one where the browser offers speech recognition. */
export function AnswerForm({ question, trackName, pending, error, onSubmit }: AnswerFormProps) {
  const [answer, setAnswer] = useState("");
  const speech = useSpeechRecognition((text) => setAnswer((prev) => (prev ? `${prev} ${text}` : text)));
  const trimmed = answer.trim();
  const tooLong = answer.length > MAX_ANSWER_CHARS;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong || pending) return;
    speech.stop();
    onSubmit(trimmed, speech.spokenSeconds >= 3 ? speech.spokenSeconds : null);
  };

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <form onSubmit={handleSubmit}>
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
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
            error={tooLong ? `At most ${groupIndian(MAX_ANSWER_CHARS, 0)} characters.` : undefined}
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
          {error && (
            <Alert color="red" role="alert">
              {error}
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
