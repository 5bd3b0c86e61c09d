import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef } from "react";
import { toast } from "../../../lib/toast.ts";
import type { OpenWeek, ResearchItem } from "@fincareer/domain/contract/research";
import { formatDateTime, groupIndian } from "@fincareer/domain/format";
import {
  RESEARCH_COMPANY_MAX,
  RESEARCH_EDIT_CLOSED,
  RESEARCH_TEXT_MAX,
} from "@fincareer/domain/research-rules";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { useSubmitResearch } from "../api/submit-research.ts";
import type { ResearchApiBase } from "../api/research-area.ts";
import { FileField } from "./file-field.tsx";
import { checkResearchFile } from "./file-rules.ts";

interface Props {
  base: ResearchApiBase;
  openWeek: OpenWeek;
  /** My item of the open week, when already submitted: the form edits it. */
  existing: ResearchItem | undefined;
  /** Label of the thing submitted: "research" or "project". */
  noun: string;
}

interface Values {
  company: string;
  text: string;
  file: File | null;
  remove_file: boolean;
}

/**
 * Submit (or edit, until the deadline and only while nobody has rated it) the open week's item: company or topic,
 * text and an optional file. The learner is told before editing that the first peer rating closes editing.
 */
export function SubmissionForm({ base, openWeek, existing, noun }: Props) {
  const submit = useSubmitResearch(base);
  // Controlled: the analysis' character count follows the typing. The rules run on submit, once the lazily loaded
  // schema is there.
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      company: existing?.company ?? "",
      text: existing?.text ?? "",
      file: null,
      remove_file: false,
    },
  });
  const { company, text, file, remove_file: removeFile } = form.values;
  const editing = existing !== undefined;

  // The request's schema (and zod with it) loads when the learner starts on the form, not with the screen; a second
  // submit while it loads is ignored, so one click sends one request.
  const checking = useRef(false);
  const loadSchema = () => import("@fincareer/domain/contract/research");
  const handleSubmit = async () => {
    if (checking.current) return;
    checking.current = true;
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      toast.error("The form could not be checked: check your connection and submit again.");
      return;
    } finally {
      checking.current = false;
    }
    const { ResearchSubmitBody } = schema;
    const parsed = ResearchSubmitBody.safeParse({ week: openWeek.week, company, text });
    const next: Partial<Record<keyof Values, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "company" || field === "text") && next[field] === undefined)
          next[field] = issue.message;
      }
    }
    const fileError = file === null ? null : checkResearchFile(file);
    if (fileError !== null) next.file = fileError;
    form.setErrors(next);
    if (!parsed.success || fileError !== null) return;
    submit.mutate(
      {
        week: openWeek.week,
        company: parsed.data.company,
        text: parsed.data.text,
        file,
        removeFile,
      },
      {
        onError: (error) => form.setErrors(fieldErrors(error)),
        onSuccess: ({ created }) => {
          form.setValues({ file: null, remove_file: false });
          toast.success(
            created ? `Your ${noun} for week ${openWeek.week} is submitted.` : "Your changes are saved.",
          );
        },
      },
    );
  };

  const closed = existing !== undefined && existing.edit_state !== "open" ? existing.edit_state : null;
  if (closed !== null) {
    return (
      <Alert color="gray" variant="light" title="Editing is closed">
        {RESEARCH_EDIT_CLOSED[closed]} Your submission stays as it was rated; see it under My submissions.
      </Alert>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
      onFocus={() => void loadSchema().catch(() => {})}
      noValidate
      aria-label={`Week ${openWeek.week} ${noun}`}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {editing ? "You can edit your submission until " : "Submit by "}
          <Text span fw={600} c="dark">
            {formatDateTime(openWeek.deadline)}
          </Text>
          {", or until the first peer rates it."}
        </Text>
        <Alert color="blue" variant="light" title="Editing closes once rating starts">
          Peers rate the version they read, so as soon as one peer has rated your {noun} it can no longer be
          changed. Make your edits before then.
        </Alert>
        {submit.isError && Object.keys(fieldErrors(submit.error)).length === 0 && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {submit.error.message}
          </Alert>
        )}
        <TextInput
          label="Company or topic"
          placeholder="e.g. Infosys Ltd, or Rural credit in India"
          maxLength={RESEARCH_COMPANY_MAX}
          {...form.getInputProps("company")}
          required
        />
        <Textarea
          label="Your analysis"
          description={`${groupIndian(text.length, 0)} / ${groupIndian(RESEARCH_TEXT_MAX, 0)} characters`}
          placeholder="Thesis, key numbers, risks and your recommendation."
          autosize
          minRows={8}
          maxRows={24}
          maxLength={RESEARCH_TEXT_MAX}
          {...form.getInputProps("text")}
          required
        />
        <FileField
          value={file}
          onChange={(f) => form.setFieldValue("file", f)}
          error={typeof form.errors.file === "string" ? form.errors.file : null}
          currentName={removeFile ? null : existing?.file?.name}
        />
        {existing?.file && file === null && (
          <Checkbox
            label={`Remove the attached file (${existing.file.name})`}
            {...form.getInputProps("remove_file", { type: "checkbox" })}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            {editing ? "Save changes" : `Submit ${noun}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
