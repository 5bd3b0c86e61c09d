import { Alert, Button, Group, List, MultiSelect, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { z } from "zod";
import { LiveCreateBody, LiveUpdateBody } from "@fincareer/domain/contract/live";
import type { AdminLiveSession } from "@fincareer/domain/contract/live";
import { LIVE_MAX_MINUTES, LIVE_MIN_MINUTES, fromIstInput, toIstInput } from "@fincareer/domain/live";
import { liveSessionReach } from "@fincareer/domain/navigation";
import { programInfo } from "@fincareer/domain/programs";
import { formError, requestValidate, showFieldErrors } from "../../../lib/field-errors.ts";
import { PROGRAM_OPTIONS } from "../../../lib/program-options.ts";
import { DateTimeField } from "../../../components/date-field.tsx";

interface Props {
  /** The session being edited; none to schedule a new one. */
  session?: AdminLiveSession;
  pending: boolean;
  /** The last failed save: its field messages show beside the fields, any other in a banner. */
  error: unknown;
  submitLabel: string;
  /** Saves the body; `form.onError` shows a 400's field messages beside the fields, `form.reset` empties them. */
  onSubmit: (body: LiveCreateBody | z.infer<typeof LiveUpdateBody>, form: SavedForm) => void;
  onCancel?: () => void;
}

/** What the save's callbacks may do to the form. */
export interface SavedForm {
  onError: (error: unknown) => void;
  reset: () => void;
}

/** The form's values: the request's fields, with the start as the IST date-time input holds it. */
interface Values {
  title: string;
  programs: string[];
  start_time: string;
  duration_minutes: number | string;
  join_url: string;
  recording_url: string;
}

// Programs whose learners never have Live Sessions are marked in the list (the server refuses them, issue 41).
const LIVE_PROGRAM_OPTIONS = PROGRAM_OPTIONS.map((o) =>
  liveSessionReach(o.value) === "none" ? { ...o, label: `${o.label}: no Live Sessions` } : o,
);

/** What each chosen program's learners see: nothing (refused), or only those on some plans. */
function ProgramReach({ programs }: { programs: readonly string[] }) {
  const notes = programs.flatMap((p) => {
    const reach = liveSessionReach(p);
    const name = programInfo(p)?.label ?? p;
    if (reach === "all") return [];
    return reach === "none"
      ? [{ p, refused: true, text: `${name} has no Live Sessions in its menu: remove it to schedule.` }]
      : [{ p, refused: false, text: `${name}: only learners on the ${reach.join(" or ")} plan see it.` }];
  });
  if (notes.length === 0) return null;
  return (
    <List size="sm" spacing={2} aria-label="Who sees the session" data-testid="program-reach">
      {notes.map((n) => (
        <List.Item key={n.p}>
          <Text size="sm" c={n.refused ? "red.8" : "gray.7"} fw={n.refused ? 600 : undefined}>
            {n.text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** The request body of the form's values (an incomplete start goes as "" so the contract names the field). */
function toBody(values: Values, editing: boolean) {
  const body = {
    title: values.title,
    programs: values.programs,
    start_time: fromIstInput(values.start_time) ?? "",
    duration_minutes: typeof values.duration_minutes === "number" ? values.duration_minutes : Number.NaN,
    join_url: values.join_url,
  };
  return editing
    ? { ...body, recording_url: values.recording_url.trim() === "" ? null : values.recording_url }
    : body;
}

/** The schedule form (new or edit); the contract's rules run here first, and again on the server. */
export function SessionForm({ session, pending, error, submitLabel, onSubmit, onCancel }: Props) {
  const editing = session !== undefined;
  const schema = editing ? LiveUpdateBody : LiveCreateBody;
  // Controlled: the programs' placeholder shows only while none is picked.
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      title: session?.title ?? "",
      programs: session?.programs ?? [],
      start_time: session ? toIstInput(session.start_time) : "",
      duration_minutes: session?.duration_minutes ?? 60,
      join_url: session?.join_url ?? "",
      recording_url: session?.recording_url ?? "",
    },
    validate: requestValidate(schema, (values: Values) => toBody(values, editing)),
  });

  const handleSubmit = form.onSubmit((values) =>
    onSubmit(schema.parse(toBody(values, editing)), { onError: showFieldErrors(form), reset: form.reset }),
  );
  const banner = formError(error);

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={editing ? `Edit ${session.title}` : "Schedule a session"}
    >
      <Stack gap="sm">
        {banner && (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        )}
        <TextInput
          label="Title"
          placeholder="DCF clinic: valuing Infosys"
          {...form.getInputProps("title")}
          key={form.key("title")}
          required
        />
        <MultiSelect
          label="Programs"
          description="Learners of these programs whose menu has Live Sessions see it"
          placeholder={form.values.programs.length ? undefined : "Pick one or more"}
          data={LIVE_PROGRAM_OPTIONS}
          searchable
          {...form.getInputProps("programs")}
          key={form.key("programs")}
          required
        />
        <ProgramReach programs={form.values.programs} />
        <DateTimeField
          label="Start (IST)"
          {...form.getInputProps("start_time")}
          key={form.key("start_time")}
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
          {...form.getInputProps("duration_minutes")}
          key={form.key("duration_minutes")}
          required
        />
        <TextInput
          label="Join link"
          placeholder="https://meet.example.com/room"
          {...form.getInputProps("join_url")}
          key={form.key("join_url")}
          required
        />
        {editing && (
          <TextInput
            label="Recording link"
            description="Shown to learners under past sessions; leave empty for none"
            placeholder="https://videos.example.com/session"
            {...form.getInputProps("recording_url")}
            key={form.key("recording_url")}
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
