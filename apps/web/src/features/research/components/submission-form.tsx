import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import { UploadProgressBar } from "../../../components/upload-progress.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { toast } from "../../../lib/toast.ts";
import { isCanceled, useUploadProgress } from "../../../lib/use-upload-progress.ts";
import type { OpenWeek, ResearchItem } from "@fincareer/domain/contract/research";
import { formatDateTime, groupIndian } from "@fincareer/domain/format";
import {
  RESEARCH_COMPANY_MAX,
  RESEARCH_EDIT_CLOSED,
  RESEARCH_TEXT_MAX,
} from "@fincareer/domain/research-rules";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { useSubmitResearch } from "../api/submit-research.ts";
import type { ResearchSubmission } from "../api/submit-research.ts";
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
  const bar = useUploadProgress();
  const [sending, setSending] = useState<ResearchSubmission | null>(null);
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
    send({ week: openWeek.week, company: parsed.data.company, text: parsed.data.text, file, removeFile });
  };

  // A new file goes up with a progress bar (bytes, speed, time left, Cancel); a lost connection keeps the bar,
  // stopped, and Send again sends the same submission.
  const send = (submission: ResearchSubmission) => {
    setSending(submission);
    submit.mutate(
      { ...submission, ...(submission.file ? { upload: bar.begin(submission.file.size) } : {}) },
      {
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          if (!(error instanceof ApiError && error.code === "network_error") || !submission.file) {
            bar.end();
            setSending(null);
          }
        },
        onSuccess: ({ created }) => {
          bar.end();
          setSending(null);
          form.setValues({ file: null, remove_file: false });
          toast.success(
            created ? `Your ${noun} for week ${openWeek.week} is submitted.` : "Your changes are saved.",
          );
        },
      },
    );
  };
  const stalled = submit.isError && submit.error instanceof ApiError && submit.error.code === "network_error";

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
        {submit.isError &&
          !isCanceled(submit.error) &&
          !(stalled && bar.progress) &&
          Object.keys(fieldErrors(submit.error)).length === 0 && (
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
        {bar.progress && sending?.file && (
          <UploadProgressBar
            label={sending.file.name}
            progress={bar.progress}
            stalled={stalled}
            resumable={false}
            onCancel={() => {
              bar.cancel();
              setSending(null);
              submit.reset();
            }}
            onResume={() => send(sending)}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending && !bar.progress} disabled={submit.isPending}>
            {editing ? "Save changes" : `Submit ${noun}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
