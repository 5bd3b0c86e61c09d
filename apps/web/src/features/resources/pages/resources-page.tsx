import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useCallback, useDeferredValue, useState } from "react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { nextVideoId, openingVideoId } from "@fincareer/domain/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import type {
  ProgressBody,
  ResourceVideo,
  ResourcesResponse,
  VideoDetail,
} from "@fincareer/domain/contract/content";
import { isApiError } from "../../../lib/api-error.ts";
import { useAnswerQuestion } from "../api/answer-question.ts";
import { useResources } from "../api/get-resources.ts";
import { useVideo } from "../api/get-video.ts";
import { useSaveProgress } from "../api/save-progress.ts";
import { formatClock } from "../components/format-time.ts";
import { ModuleList } from "../components/module-list.tsx";
import { QuestionCard } from "../components/question-card.tsx";
import { TranscriptPanel } from "../components/transcript-panel.tsx";
import { VideoPlayer } from "../components/video-player.tsx";
import classes from "../components/resources.module.css";
import { LoadError } from "../../../components/load-error.tsx";
import { formatPercent } from "@fincareer/domain/format";

const HEADINGS: Record<ResourceTrack, { title: string; intro: string }> = {
  main: {
    title: "Resources",
    intro: "Watch each video, answer its questions, and pick up where you left off.",
  },
  beginner: {
    title: "For Beginner",
    intro: "A starter track: the basics to watch before the main modules.",
  },
};

/** The resource screens: /resource and /newresource (main track), /beginerresource (the starter track). */
export function ResourcesPage({ track, today }: { track: ResourceTrack; today?: ReactNode }) {
  const list = useResources(track);
  const [params, setParams] = useSearchParams();
  const heading = HEADINGS[track];

  const data = list.data;
  const allVideos = data?.modules.flatMap((m) => m.videos) ?? [];
  const requested = Number(params.get("video"));
  // The video first chosen from the resume point stays chosen: finishing it moves the server's resume point to the
  // next video, and the learner must stay on the one just watched, with its questions, until they move on.
  const [pinnedId, setPinnedId] = useState<number | null>(null);
  const selectedId =
    allVideos.find((v) => v.id === requested)?.id ??
    allVideos.find((v) => v.id === pinnedId)?.id ??
    (data === undefined ? null : openingVideoId(data, null));
  if (selectedId !== null && pinnedId !== selectedId) setPinnedId(selectedId);
  const nextId =
    selectedId === null
      ? null
      : nextVideoId(
          allVideos.map((v) => v.id),
          selectedId,
        );
  const next = allVideos.find((v) => v.id === nextId) ?? null;

  // On phones the module list sits under the player: it waits for the first video's detail (the same query the
  // player makes) so it appears once, in place, instead of being pushed down when the questions arrive.
  const firstVideo = useVideo(selectedId);
  const [videoShown, setVideoShown] = useState(false);
  if (!videoShown && data !== undefined && (selectedId === null || !firstVideo.isPending))
    setVideoShown(true);

  const handleSelect = (id: number) => {
    setParams({ video: String(id) });
    // On phones the player is above the list: bring it into view.
    document.getElementById("player")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <Container size="xl" py="xl" w="100%">
      <Title order={1} className={classes.title}>
        {heading.title}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        {heading.intro}
      </Text>
      {today}

      {list.isPending && (
        <div className={classes.layout} aria-hidden>
          <Skeleton style={{ aspectRatio: "16 / 9" }} />
          <Skeleton h={320} />
        </div>
      )}

      {list.isError && (
        <LoadError title="Your resources could not be loaded." onRetry={() => void list.refetch()} />
      )}

      {data && track === "beginner" && !data.hasBeginnerTrack && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>For Beginner is part of the FnO and ML programs.</Text>
        </Paper>
      )}

      {data && data.modules.length === 0 && (track === "main" || data.hasBeginnerTrack) && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No videos yet</Text>
          <Text c="dimmed" size="sm" mt={4}>
            Your instructors have not published modules for this program yet.
          </Text>
        </Paper>
      )}

      {data && data.modules.length > 0 && (
        <>
          <Summary data={data} />
          <div className={classes.layout}>
            <div id="player" style={{ scrollMarginTop: 12 }}>
              {selectedId !== null ? (
                <VideoPane key={selectedId} videoId={selectedId} next={next} onNext={handleSelect} />
              ) : null}
            </div>
            {videoShown && (
              <aside className={classes.side}>
                {data.resume && data.resume.videoId !== selectedId && (
                  <ResumeHint data={data} onResume={handleSelect} />
                )}
                <ModuleList
                  modules={data.modules}
                  selectedId={selectedId}
                  onSelect={(v) => handleSelect(v.id)}
                />
              </aside>
            )}
          </div>
        </>
      )}
    </Container>
  );
}

function Summary({ data }: { data: ResourcesResponse }) {
  const p = data.progress;
  return (
    <div className={classes.summary} role="group" aria-label="Your progress" style={{ marginBottom: 16 }}>
      <div className={classes.stat}>
        <div className={classes.statValue}>
          {p.completedVideos}/{p.videos}
        </div>
        <Text size="xs" c="dimmed">
          videos watched
        </Text>
      </div>
      <div className={classes.stat}>
        <div className={classes.statValue}>
          {p.answered}/{p.questions}
        </div>
        <Text size="xs" c="dimmed">
          questions answered
        </Text>
      </div>
      <div className={classes.stat}>
        <div className={classes.statValue}>{formatPercent(p.scorePercent ?? 0)}</div>
        <Text size="xs" c="dimmed">
          score
        </Text>
      </div>
    </div>
  );
}

function ResumeHint({ data, onResume }: { data: ResourcesResponse; onResume: (id: number) => void }) {
  const resume = data.resume!;
  const video = data.modules.flatMap((m) => m.videos).find((v) => v.id === resume.videoId);
  if (!video) return null;
  return (
    <Paper withBorder p="sm" mb="sm" bg="brand.0">
      <Text size="sm">
        Continue with <strong>{video.title}</strong>
        {resume.positionSeconds > 0 ? ` at ${formatClock(resume.positionSeconds)}` : ""}
      </Text>
      <Button size="compact-sm" mt={6} onClick={() => onResume(video.id)}>
        Continue
      </Button>
    </Paper>
  );
}

function VideoPane({
  videoId,
  next,
  onNext,
}: {
  videoId: number;
  next: ResourceVideo | null;
  onNext: (id: number) => void;
}) {
  const video = useVideo(videoId);
  const save = useSaveProgress(videoId);
  const answer = useAnswerQuestion(videoId);
  const { mutate } = save;
  const handleProgress = useCallback((report: ProgressBody) => mutate(report), [mutate]);
  const handleSeek = (seconds: number) => {
    const player = document.getElementById(`lesson-video-${videoId}`) as HTMLVideoElement | null;
    if (!player) return;
    player.currentTime = seconds;
    void player.play().catch(() => {});
    player.scrollIntoView({ behavior: "smooth", block: "nearest" });
  };

  // The pane is built from a deferred copy of the answer: React renders the player, transcript and questions in
  // slices between the browser's own work (one long task on a phone otherwise); the skeleton stays until then.
  const shown = useDeferredValue(video.data);
  if (video.isError)
    return <LoadError title="This video could not be loaded." onRetry={() => void video.refetch()} />;
  if (shown === undefined) return <Skeleton style={{ aspectRatio: "16 / 9" }} />;
  const v: VideoDetail = shown;
  const answerError = answer.error
    ? isApiError(answer.error)
      ? answer.error.message
      : "Your answer could not be sent. Try again."
    : null;

  return (
    <Stack gap="md">
      <VideoPlayer
        videoId={v.id}
        title={v.title}
        src={v.playbackUrl}
        format={v.format}
        captionsUrl={v.captionsUrl}
        startAt={v.progress.resumeAt}
        onProgress={handleProgress}
        poster={v.stream?.posterUrl ?? null}
        renditions={v.stream?.renditions ?? []}
        watermark={v.watermark}
        thumbnailsUrl={v.stream?.thumbnailsUrl ?? null}
      />
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {v.moduleTitle}
        </Text>
        <Title order={2} size="h3">
          {v.title}
        </Title>
        {v.description && (
          <Text size="sm" c="dimmed" mt={4}>
            {v.description}
          </Text>
        )}
        <Text size="sm" mt={6} aria-live="polite" data-testid="video-progress">
          {v.progress.completed
            ? "Watched"
            : v.progress.positionSeconds > 0
              ? `Resume at ${formatClock(v.progress.resumeAt)}`
              : "Not started"}
          {v.progress.questions > 0 &&
            ` · ${v.progress.answered}/${v.progress.questions} answered` +
              (v.progress.scorePercent !== null ? ` · score ${formatPercent(v.progress.scorePercent)}` : "")}
        </Text>
      </div>
      {v.transcript.length > 0 && <TranscriptPanel cues={v.transcript} onSeek={handleSeek} />}
      {save.isError && (
        <Alert color="yellow" p="xs" role="status">
          Your progress could not be saved just now; it will be saved at the next checkpoint.
        </Alert>
      )}
      {v.questions.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Questions
          </Title>
          {v.questions.map((q, i) => (
            <QuestionCard
              key={q.id}
              question={q}
              number={i + 1}
              pending={answer.isPending && answer.variables?.questionId === q.id}
              error={answer.variables?.questionId === q.id ? answerError : null}
              onAnswer={(choiceIndex) => answer.mutate({ questionId: q.id, choiceIndex })}
            />
          ))}
        </Stack>
      )}
      {next && (
        <Paper withBorder p="sm" className={classes.upNext}>
          <Text size="sm" c="dimmed">
            {v.progress.completed ? "Done here? Move on when you are ready." : "When you are ready:"}
          </Text>
          <Button variant="light" onClick={() => onNext(next.id)} className={classes.upNextButton}>
            Up next: {next.title}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}

/** /resource and /newresource. */
export default function MainResourcesPage() {
  return <ResourcesPage track="main" />;
}
