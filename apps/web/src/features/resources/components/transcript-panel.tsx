import { Button, Group, Paper, Text, TextInput, Title } from "@mantine/core";
import { useId, useState } from "react";
import { cueClock, searchCues } from "@fincareer/domain/transcript";
import type { TranscriptCue } from "@fincareer/domain/transcript";
import classes from "./resources.module.css";

interface TranscriptPanelProps {
  cues: TranscriptCue[];
  /** Plays the video from a cue's start. */
  onSeek: (seconds: number) => void;
}

/** The lesson's transcript under the player: folded by default, searchable, each line a jump into the video. */
export function TranscriptPanel({ cues, onSeek }: TranscriptPanelProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const id = useId();
  const shown = searchCues(cues, query);

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={`${id}-heading`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} size="h5" id={`${id}-heading`}>
          Transcript
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Hide transcript" : "Show transcript"}
        </Button>
      </Group>
      {open && (
        <div id={`${id}-body`}>
          <TextInput
            type="search"
            mt="xs"
            size="sm"
            placeholder="Search the transcript"
            aria-label="Search the transcript"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed" mt={6} role="status">
            {query.trim() === ""
              ? `${cues.length} lines. Select a time to play from there.`
              : `${shown.length} of ${cues.length} lines match`}
          </Text>
          <ol className={classes.transcript}>
            {shown.map((cue) => (
              <li key={cue.start} className={classes.cue}>
                <button
                  type="button"
                  className={classes.cueTime}
                  onClick={() => onSeek(cue.start)}
                  aria-label={`Play from ${cueClock(cue.start)}`}
                >
                  {cueClock(cue.start)}
                </button>
                <span className={classes.cueText}>{cue.text}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Paper>
  );
}
