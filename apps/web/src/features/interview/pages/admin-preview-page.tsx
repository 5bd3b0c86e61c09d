import { useState } from "react";
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { MAX_ANSWER_CHARS } from "@fincareer/domain/contract/interview";
import { usePreviewAnswer, usePreviewQuestions } from "../api/preview.ts";
import { FeedbackCard } from "../components/feedback-card.tsx";

/**
 * /admin/interview: an instructor picks any bank question, types an answer and sees exactly the evaluation a learner
 * would get (score, points, corrections, feedback, follow-up), with the same evaluator; nothing is stored.
 */
export default function AdminInterviewPreviewPage() {
  const questions = usePreviewQuestions();
  const preview = usePreviewAnswer();
  const [questionId, setQuestionId] = useState<string | null>(null);
  const [answer, setAnswer] = useState("");
  const list = questions.data?.questions ?? [];
  const groups = [...new Set(list.map((q) => q.trackName))].map((group) => ({
    group,
    items: list.filter((q) => q.trackName === group).map((q) => ({ value: q.id, label: q.text })),
  }));
  const result = preview.data;
  const canSend = questionId !== null && answer.trim().length > 0 && !preview.isPending;

  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26} c="navy.9">
            Interview grader preview
          </Title>
          <Text c="gray.8" size="sm" mt={4} maw={760}>
            Pick a question of the interview bank and type an answer: you see exactly the evaluation a learner
            would get for it, from the same grader, with the follow-up they would be asked. Nothing is saved.
          </Text>
        </div>
        {questions.isError && <Alert color="red">{questions.error.message}</Alert>}
        {questions.isPending ? (
          <Skeleton h={160} aria-hidden="true" />
        ) : (
          <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (canSend) preview.mutate({ question_id: questionId, answer });
              }}
            >
              <Stack gap="md">
                <Select
                  label="Question"
                  placeholder="Search the bank"
                  data={groups}
                  value={questionId}
                  onChange={setQuestionId}
                  searchable
                  nothingFoundMessage="No question matches"
                  maxDropdownHeight={360}
                  comboboxProps={{ width: "target" }}
                />
                <Textarea
                  label="Answer"
                  description={`As a learner would write it (up to ${MAX_ANSWER_CHARS.toLocaleString("en-IN")} characters)`}
                  autosize
                  minRows={6}
                  maxRows={16}
                  maxLength={MAX_ANSWER_CHARS}
                  value={answer}
                  onChange={(e) => setAnswer(e.currentTarget.value)}
                />
                <Group justify="space-between">
                  <Text size="xs" c="gray.7">
                    {answer.length.toLocaleString("en-IN")} / {MAX_ANSWER_CHARS.toLocaleString("en-IN")}
                  </Text>
                  <Button type="submit" disabled={!canSend} loading={preview.isPending}>
                    Evaluate
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        )}
        {preview.isError && <Alert color="red">{preview.error.message}</Alert>}
        {result && (
          <Stack gap="md" aria-live="polite">
            <Text size="sm" c="gray.8">
              {result.question.trackName}: {result.question.text} (graded by the{" "}
              {result.feedback.evaluator === "model" ? "AI model" : "built-in rubric"})
            </Text>
            <FeedbackCard feedback={result.feedback} title="What the learner would see" />
            <Paper withBorder p="md" radius="md">
              <Text fw={600} mb={4}>
                Follow-up question
              </Text>
              <Text size="sm">
                {result.followUp ?? "None: the interview would move on to the next question."}
              </Text>
            </Paper>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
