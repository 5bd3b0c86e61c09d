import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { parseTimedTranscript } from "@fincareer/domain/transcript";
import type { AdminVideo } from "@fincareer/domain/contract/content";
import { useUpdateVideo } from "../api/videos.ts";
import { formError, showFieldErrors } from "../../../lib/field-errors.ts";

/**
 * A video's timed transcript: one caption per line ("0:08 words"). Learners read it under the player and the
 * captions track is made from it, so the lines are checked as they are typed.
 */
export function TranscriptEditor({ video }: { video: AdminVideo }) {
  // Controlled and checked as typed: the caption count and the line messages follow each key.
  const check = (text: string) => {
    const { errors } = parseTimedTranscript(text, video.durationSeconds);
    return errors.length > 0 ? errors.slice(0, 3).join("; ") : null;
  };
  const stored = check(video.transcript);
  const form = useForm({
    mode: "controlled",
    initialValues: { transcript: video.transcript },
    initialErrors: stored ? { transcript: stored } : {},
    validate: { transcript: check },
    validateInputOnChange: true,
  });
  const update = useUpdateVideo();
  const text = form.values.transcript;
  const { cues } = parseTimedTranscript(text, video.durationSeconds);
  const changed = text.trim() !== video.transcript.trim();
  const error = formError(update.error);

  const handleSave = form.onSubmit((values) =>
    update.mutate({ id: video.id, ...values }, { onError: showFieldErrors(form) }),
  );

  return (
    <form onSubmit={handleSave} noValidate aria-label={`Transcript of ${video.title}`}>
      <Stack gap="xs" mt="xs">
        <Textarea
          label="Transcript and captions"
          description="One caption per line: the time it starts, then the words, e.g. “0:08 EBITDA is revenue less operating costs.” Times must rise."
          rows={10}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
          {...form.getInputProps("transcript")}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={update.isPending} disabled={!changed}>
            Save transcript
          </Button>
          <Text size="xs" c="dimmed" role="status">
            {update.isSuccess && !changed
              ? "Saved: learners see it under the player and as captions."
              : `${cues.length} caption${cues.length === 1 ? "" : "s"}`}
          </Text>
        </Group>
        {error && (
          <Alert color="red" p="xs" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
