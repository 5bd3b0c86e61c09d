import { Alert, Button, Group, MultiSelect, NumberInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import type { z } from "zod";
import { LiveCreateBody, LiveUpdateBody } from "@fincareer/domain/contract/live";
import type { AdminLiveSession } from "@fincareer/domain/contract/live";
import { LIVE_MAX_MINUTES, LIVE_MIN_MINUTES, fromIstInput, toIstInput } from "@fincareer/domain/live";
import { PROGRAM_OPTIONS } from "../../../lib/program-options.ts";

type Field = "title" | "programs" | "start_time" | "duration_minutes" | "join_url" | "recording_url";

interface Props {
  /** The session being edited; none to schedule a new one. */
  session?: AdminLiveSession;
  pending: boolean;
  serverError: string | null;
  submitLabel: string;
  onSubmit: (body: LiveCreateBody | z.infer<typeof LiveUpdateBody>) => void;
  onCancel?: () => void;
}

const FIELD_NAMES: Record<Field, string> = {
  title: "Title",
  programs: "Programs",
  start_time: "Start",
  duration_minutes: "Length",
  join_url: "Join link",
  recording_url: "Recording link",
};

/** The schedule form (new or edit); the contract's rules run here first, and again on the server. */
export function SessionForm({ session, pending, serverError, submitLabel, onSubmit, onCancel }: Props) {
  const editing = session !== undefined;
  const [title, setTitle] = useState(session?.title ?? "");
  const [programs, setPrograms] = useState<string[]>(session?.programs ?? []);
  const [start, setStart] = useState(session ? toIstInput(session.start_time) : "");
  const [minutes, setMinutes] = useState<number | string>(session?.duration_minutes ?? 60);
  const [joinUrl, setJoinUrl] = useState(session?.join_url ?? "");
  const [recordingUrl, setRecordingUrl] = useState(session?.recording_url ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startIso = fromIstInput(start);
    const values = {
      title,
      programs,
      // An incomplete date goes as "" so the contract names the field.
      start_time: startIso ?? "",
      duration_minutes: typeof minutes === "number" ? minutes : Number.NaN,
      join_url: joinUrl,
    };
    const parsed = editing
      ? LiveUpdateBody.safeParse({
          ...values,
          recording_url: recordingUrl.trim() === "" ? null : recordingUrl,
        })
      : LiveCreateBody.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !next[field]) {
          next[field] = issue.message.replace(new RegExp(`^${field}`), FIELD_NAMES[field]);
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={editing ? `Edit ${session.title}` : "Schedule a session"}
    >
      <Stack gap="sm">
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Title"
          placeholder="DCF clinic: valuing Infosys"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          required
        />
        <MultiSelect
          label="Programs"
          description="Learners of these programs whose menu has Live Sessions see it"
          placeholder={programs.length ? undefined : "Pick one or more"}
          data={[...PROGRAM_OPTIONS]}
          value={programs}
          onChange={setPrograms}
          searchable
          error={errors.programs}
          required
        />
        <TextInput
          type="datetime-local"
          label="Start (IST)"
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          error={errors.start_time}
          required
        />
        <NumberInput
          label={`Length in minutes (${LIVE_MIN_MINUTES} to ${LIVE_MAX_MINUTES})`}
          min={LIVE_MIN_MINUTES}
          max={LIVE_MAX_MINUTES}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={minutes}
          onChange={setMinutes}
          error={errors.duration_minutes}
          required
        />
        <TextInput
          label="Join link"
          placeholder="https://meet.example.com/room"
          value={joinUrl}
          onChange={(e) => setJoinUrl(e.currentTarget.value)}
          error={errors.join_url}
          required
        />
        {editing && (
          <TextInput
            label="Recording link"
            description="Shown to learners under past sessions; leave empty for none"
            placeholder="https://videos.example.com/session"
            value={recordingUrl}
            onChange={(e) => setRecordingUrl(e.currentTarget.value)}
            error={errors.recording_url}
          />
        )}
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Close
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
