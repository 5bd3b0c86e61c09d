import { Button, Group, Progress, Stack, Text } from "@mantine/core";
import { formatBytes, formatSecondsLeft } from "../lib/upload-meter.ts";
import type { UploadProgress } from "../lib/upload-meter.ts";
import { formatPercent } from "@fincareer/domain/format";

/**
 * An upload's progress bar: percentage, bytes, speed and time left, with Cancel and (when it stopped) Resume.
 * Used by the instructor's video upload (resumable: Resume continues from what arrived) and by research files and
 * profile photos (one request of a few MB: Resume sends the file again).
 */
export function UploadProgressBar({
  label,
  progress,
  stalled,
  onCancel,
  onResume,
  resumable = true,
}: {
  label: string;
  progress: UploadProgress;
  /** True when the retries ran out (the connection stayed down): Resume continues from what arrived. */
  stalled: boolean;
  onCancel: () => void;
  onResume: () => void;
  /** False when a stopped upload starts over (a single request) rather than continuing. */
  resumable?: boolean;
}) {
  const { percent, sent, total, speed, secondsLeft, retrying } = progress;
  return (
    <Stack gap={4} data-testid="upload-progress">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {label}
        </Text>
        <Text size="sm" fw={600} data-testid="upload-percent">
          {formatPercent(percent)}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        animated={!stalled}
        color={stalled ? "orange" : undefined}
        aria-label={`${label}: ${formatPercent(percent)}`}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {formatBytes(sent)} of {formatBytes(total)}
        {stalled
          ? resumable
            ? " · connection lost: the part already sent is kept"
            : " · connection lost: send it again when you are back online"
          : retrying
            ? " · connection lost, retrying…"
            : speed !== null
              ? ` · ${formatBytes(speed)}/s${secondsLeft !== null ? ` · ${formatSecondsLeft(secondsLeft)} left` : ""}`
              : ""}
      </Text>
      <Group gap="xs">
        {stalled && (
          <Button size="xs" onClick={onResume}>
            {resumable ? "Resume upload" : "Send again"}
          </Button>
        )}
        <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
          Cancel upload
        </Button>
      </Group>
    </Stack>
  );
}
