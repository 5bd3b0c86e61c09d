import { Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import type { InterviewTrack } from "@fincareer/domain/contract/interview";
import { onDemand } from "../../../lib/on-demand.tsx";
import { useInterviewHistory } from "../api/list-history.ts";
import { useInterviewTracks } from "../api/list-tracks.ts";
import { useStartInterview } from "../api/start-interview.ts";
import { HistoryList } from "../components/history-list.tsx";
import { SetupForm } from "../components/setup-form.tsx";
import classes from "../components/interview.module.css";
import { LoadError } from "../../../components/load-error.tsx";

const InterviewSession = onDemand(() =>
  import("../components/interview-session.tsx").then((m) => m.InterviewSession),
);

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
        <InterviewSession.Component
          id={id}
          onBack={back}
          fallback={<Skeleton h={320} aria-hidden="true" />}
        />
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
