import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import type { VideoJob } from "@fincareer/domain/contract/content";
import { useVideoJobAction, useVideoJobs } from "../api/video-jobs.ts";
import { formatPercent } from "@fincareer/domain/format";

const STATE_COLOR: Record<VideoJob["state"], string> = {
  queued: "gray",
  running: "blue",
  done: "green",
  failed: "red",
  canceled: "gray",
};

const PASS_LABEL: Record<string, string> = {
  waiting: "waiting for a free worker",
  starting: "starting",
  fetching: "reading the upload",
  probing: "reading the video",
  ladder: "making 240p-720p",
  poster: "poster and previews",
  storing: "storing",
  done: "ready",
  failed: "failed",
  canceled: "canceled",
};

/**
 * Video processing on the instructor screen: whether this server transcodes (and why not), and the recent jobs with
 * their progress, failure reason, Cancel and Try again. Shows nothing when there are no jobs and transcoding is on.
 */
export function TranscodingPanel() {
  const jobs = useVideoJobs();
  const action = useVideoJobAction();
  const data = jobs.data;
  if (!data) return null;
  const recent = data.jobs.slice(0, 8);
  if (data.transcoding.enabled && recent.length === 0) return null;
  return (
    <Paper withBorder p="md" aria-label="Video processing" component="section">
      <Stack gap="sm">
        <Text fw={600}>Video processing</Text>
        {!data.transcoding.enabled && (
          <Alert color="orange" p="xs" role="status">
            Transcoding is off on this server: {data.transcoding.reason}. Uploaded videos play as uploaded, at
            their full size.
          </Alert>
        )}
        {recent.map((job) => (
          <Stack key={job.id} gap={4} data-testid="video-job">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {job.title}
              </Text>
              <Badge color={STATE_COLOR[job.state]} variant="light">
                {job.state === "running" ? formatPercent(job.percent) : job.state}
              </Badge>
            </Group>
            {(job.state === "running" || job.state === "queued") && (
              <Progress
                value={job.percent}
                size="sm"
                animated
                aria-label={`${job.title}: ${formatPercent(job.percent)}`}
              />
            )}
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {PASS_LABEL[job.pass] ?? job.pass}
                {job.attempts > 1 && ` · attempt ${job.attempts} of ${job.maxAttempts}`}
              </Text>
              {(job.state === "running" || job.state === "queued") && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => action.mutate({ id: job.id, action: "cancel" })}
                >
                  Cancel
                </Button>
              )}
              {(job.state === "failed" || job.state === "canceled") && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => action.mutate({ id: job.id, action: "retry" })}
                >
                  Try again
                </Button>
              )}
            </Group>
            {job.error && job.state !== "done" && (
              <Text size="xs" c="red">
                {job.error}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
