import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { AnswerResponse, InterviewTrack } from "@fincareer/domain/contract/interview";
import { isApiError } from "../../../lib/api-error.ts";
import { useAnswerQuestion } from "../api/answer-question.ts";
import { useInterview } from "../api/get-interview.ts";
import { useInterviewHistory } from "../api/list-history.ts";
import { useInterviewTracks } from "../api/list-tracks.ts";
import { useStartInterview } from "../api/start-interview.ts";
import { AnswerForm } from "../components/answer-form.tsx";
import { FeedbackCard } from "../components/feedback-card.tsx";
import { HistoryList } from "../components/history-list.tsx";
import { ReportView } from "../components/report-view.tsx";
import { SetupForm } from "../components/setup-form.tsx";
import classes from "../components/interview.module.css";
import { LoadError } from "../../../components/load-error.tsx";

/** One open interview (?id=): the waiting question and the last feedback, or the final report. */
function InterviewSession({ id, onBack }: { id: number; onBack: () => void }) {
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

/** /mockinterview: pick a track and length, answer one question at a time, get feedback and a kept report. */
export default function InterviewPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("id");
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const tracks = useInterviewTracks();
  const history = useInterviewHistory();
  const start = useStartInterview();

  const open = (interviewId: number) => setParams({ id: String(interviewId) });
  const back = () => setParams({});
  const handleStart = (track: InterviewTrack, questions: 3 | 5 | 8, onError: (error: Error) => void) =>
    start.mutate({ track, questions }, { onSuccess: (res) => open(res.id), onError });

  return (
    <Container size="md" py="xl" w="100%">
      <Title order={1} className={classes.title}>
        AI Interview
      </Title>
      <Text c="gray.7" size="sm" mt={4} mb="lg">
        Practise for finance and analytics interviews. Each answer gets feedback on the concepts you covered
        and missed, your structure, filler words and length, with a model answer to compare.
      </Text>
      {id !== null ? (
        <InterviewSession id={id} onBack={back} />
      ) : (
        <Stack gap="xl">
          {tracks.isPending && <Skeleton h={360} aria-hidden="true" />}
          {tracks.isError && (
            <LoadError
              title="The interview tracks could not be loaded."
              onRetry={() => void tracks.refetch()}
            />
          )}
          {tracks.isSuccess && (
            <SetupForm
              data={tracks.data}
              pending={start.isPending}
              error={start.error}
              onStart={handleStart}
            />
          )}
          {history.isSuccess && <HistoryList interviews={history.data.interviews} onOpen={open} />}
        </Stack>
      )}
    </Container>
  );
}
