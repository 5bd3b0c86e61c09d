// One open interview (?id=): its question and feedback, or its report. Loaded when an interview is opened (the
// answer form, feedback and report with their schema and charts are most of the screen's code; the first view is
// the track picker and the history).
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AnswerResponse } from "@fincareer/domain/contract/interview";
import { isApiError } from "../../../lib/api-error.ts";
import { useAnswerQuestion } from "../api/answer-question.ts";
import { useInterview } from "../api/get-interview.ts";
import { AnswerForm } from "./answer-form.tsx";
import { FeedbackCard } from "./feedback-card.tsx";
import { ReportView } from "./report-view.tsx";

/** One open interview (?id=): the waiting question and the last feedback, or the final report. */
export function InterviewSession({ id, onBack }: { id: number; onBack: () => void }) {
  const detail = useInterview(id);
  const answer = useAnswerQuestion(id);
  const [last, setLast] = useState<AnswerResponse | null>(null);

  if (detail.isPending) return <Skeleton h={320} aria-hidden="true" />;
  if (detail.isError) {
    return (
      <Paper withBorder p="lg" role="alert">
        <Text fw={600}>
          {isApiError(detail.error, 404)
            ? "This interview was not found."
            : "This interview could not be loaded."}
        </Text>
        <Button variant="subtle" mt="sm" onClick={onBack}>
          Back to interviews
        </Button>
      </Paper>
    );
  }
  const data = detail.data;
  // The latest feedback: from the answer just sent, or (after a reload) from the last stored answer.
  const shown = last?.feedback ?? (data.question ? data.answers.at(-1)?.feedback : null) ?? null;

  const handleSubmit = (text: string, spokenSeconds: number | null, onError: (error: Error) => void) => {
    if (!data.question) return;
    answer.mutate(
      { answer: text, position: data.question.position, ...(spokenSeconds ? { spokenSeconds } : {}) },
      { onSuccess: (res) => setLast(res), onError },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component="button" type="button" onClick={onBack} size="sm">
          ← All interviews
        </Anchor>
      </Group>
      {data.interview.status === "done" && data.report ? (
        <>
          {last?.done && (
            <Alert color="teal" variant="light" title="Interview complete">
              Your report is saved in your history; you can reopen it any time.
            </Alert>
          )}
          <ReportView detail={data} />
        </>
      ) : data.question ? (
        <>
          {shown && <FeedbackCard feedback={shown} title="Feedback on your last answer" />}
          <AnswerForm
            key={data.question.position}
            question={data.question}
            trackName={data.interview.trackName}
            pending={answer.isPending}
            error={answer.error}
            onSubmit={handleSubmit}
          />
        </>
      ) : (
        <Skeleton h={200} aria-label="Evaluating your answer" />
      )}
    </Stack>
  );
}
