import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { parseTimedTranscript } from "@fincareer/domain/transcript";
import type { AdminVideo } from "@fincareer/domain/contract/content";
import { useUpdateVideo } from "../api/videos.ts";
import { errorText } from "./error-text.ts";

/**
 * A video's timed transcript: one caption per line ("0:08 words"). Learners read it under the player and the
 * captions track is made from it, so the lines are checked as they are typed.
 */
export function TranscriptEditor({ video }: { video: AdminVideo }) {
  const [text, setText] = useState(video.transcript);
  const update = useUpdateVideo();
  const { cues, errors } = parseTimedTranscript(text, video.durationSeconds);
  const changed = text.trim() !== video.transcript.trim();

  const handleSave = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate({ id: video.id, transcript: text });
  };

  return (
    <form onSubmit={handleSave} aria-label={`Transcript of ${video.title}`}>
      <Stack gap="xs" mt="xs">
        <Textarea
          label="Transcript and captions"
          description="One caption per line: the time it starts, then the words, e.g. “0:08 EBITDA is revenue less operating costs.” Times must rise."
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          rows={10}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
          error={errors.length > 0 ? errors.slice(0, 3).join("; ") : undefined}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={update.isPending} disabled={!changed || errors.length > 0}>
            Save transcript
          </Button>
          <Text size="xs" c="dimmed" role="status">
            {update.isSuccess && !changed
              ? "Saved: learners see it under the player and as captions."
              : `${cues.length} caption${cues.length === 1 ? "" : "s"}`}
          </Text>
        </Group>
        {update.error && (
          <Alert color="red" p="xs" role="alert">
            {errorText(update.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
