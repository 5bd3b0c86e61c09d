import { Alert, Button, FileInput, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { CreateUrlVideoBody } from "@fincareer/domain/contract/content";
import { RESUMABLE_ENDPOINT, useAddResumableVideo, useCreateUrlVideo } from "../api/videos.ts";
import { startResumableUpload } from "../../../lib/resumable-upload.ts";
import type { ResumableUpload, UploadProgress } from "../../../lib/resumable-upload.ts";
import { UploadProgressBar } from "../../../components/upload-progress.tsx";
import { formError, requestValidate, showFieldErrors } from "../../../lib/field-errors.ts";
import classes from "./admin-content.module.css";

/** The add-a-video form: from an address (url) or an uploaded file. */
interface VideoValues {
  mode: "url" | "upload";
  title: string;
  description: string;
  url: string;
  file: File | null;
}

const EMPTY_VIDEO: VideoValues = { mode: "url", title: "", description: "", url: "", file: null };

// The upload's title and description follow the same rules as an address video's; its file is checked here.
const checkAddress = requestValidate(CreateUrlVideoBody, (values: VideoValues) => values);
const checkUpload = requestValidate(
  CreateUrlVideoBody.pick({ title: true, description: true }),
  (values: VideoValues) => values,
);

function checkVideo(values: VideoValues) {
  if (values.mode === "url") return checkAddress(values);
  return { ...checkUpload(values), ...(values.file ? {} : { file: "Choose a video file to upload" }) };
}

/** Adds a video to a module: from an MP4/HLS address, or by uploading a file (checked by content on the server). */
export function AddVideoForm({ moduleId }: { moduleId: number }) {
  const [open, setOpen] = useState(false);
  // Controlled: the source switch shows the address or the file field.
  const form = useForm<VideoValues>({ mode: "controlled", initialValues: EMPTY_VIDEO, validate: checkVideo });
  const byUrl = useCreateUrlVideo();
  const addUploaded = useAddResumableVideo();
  const running = useRef<ResumableUpload | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [stalled, setStalled] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const sending = progress !== null;
  const pending = byUrl.isPending || addUploaded.isPending || sending;
  const { mode } = form.values;
  const error = mode === "url" ? formError(byUrl.error) : (uploadError ?? formError(addUploaded.error));

  const reset = () => {
    setOpen(false);
    form.reset();
  };

  /** Sends the file in resumable chunks, then adds the video (checked by content on the server). */
  const upload = (values: { title: string; description: string; file: File }) => {
    setUploadError(null);
    setStalled(false);
    setProgress({
      sent: 0,
      total: values.file.size,
      percent: 0,
      speed: null,
      secondsLeft: null,
      retrying: false,
    });
    const started = startResumableUpload(values.file, RESUMABLE_ENDPOINT, setProgress);
    running.current = started;
    const wait = (): Promise<string> =>
      started.done.catch((err: unknown) => {
        // The retries ran out: the part sent is kept; Resume continues from there.
        setStalled(true);
        throw err;
      });
    wait()
      .then((uploadId) => {
        running.current = null;
        setProgress(null);
        addUploaded.mutate(
          { moduleId, title: values.title, description: values.description, uploadId },
          { onSuccess: reset, onError: showFieldErrors(form) },
        );
      })
      .catch(() => {
        if (running.current === started)
          setUploadError("The connection was lost. Resume the upload when you are back online.");
      });
  };

  const cancelUpload = () => {
    const current = running.current;
    running.current = null;
    setProgress(null);
    setStalled(false);
    setUploadError(null);
    void current?.cancel();
  };

  const resumeUpload = () => {
    const values = form.getValues();
    const current = running.current;
    if (!values.file || !current) return;
    // A new tus upload of the same file finds the one in progress (its fingerprint) and continues from its offset.
    running.current = null;
    current.pause();
    upload({ title: values.title, description: values.description, file: values.file });
  };

  // Built when submitted (an event), not while rendering: the upload keeps its handle in a ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(({ title, description, url, file }) => {
      const done = { onSuccess: reset, onError: showFieldErrors(form) };
      if (mode === "url") byUrl.mutate({ moduleId, title, description, url }, done);
      else if (file) upload({ title, description, file });
    })(event);

  if (!open)
    return (
      <Group mt="sm">
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          Add a video
        </Button>
      </Group>
    );

  return (
    <form onSubmit={handleSubmit} noValidate className={classes.addForm} aria-label="Add a video">
      <Text size="sm" fw={600}>
        Add a video
      </Text>
      <SegmentedControl
        size="xs"
        w="fit-content"
        {...form.getInputProps("mode")}
        data={[
          { value: "url", label: "From an address" },
          { value: "upload", label: "Upload a file" },
        ]}
      />
      <Stack gap="xs">
        <TextInput label="Title" required {...form.getInputProps("title")} />
        <TextInput label="Description" {...form.getInputProps("description")} />
        {mode === "url" ? (
          <TextInput
            label="Video address"
            description="An MP4 file or an HLS playlist (.m3u8), http(s)"
            placeholder="https://videos.example.com/lesson.m3u8"
            required
            {...form.getInputProps("url")}
          />
        ) : (
          <FileInput
            label="Video file"
            description="MP4 or WebM; sent in parts, so a dropped connection continues where it stopped (choose the same file again after closing the page)"
            accept="video/mp4,video/webm,video/x-m4v"
            clearable
            required
            {...form.getInputProps("file")}
          />
        )}
      </Stack>
      {progress && (
        <UploadProgressBar
          label={form.values.file?.name ?? "Video"}
          progress={progress}
          stalled={stalled}
          onCancel={cancelUpload}
          onResume={resumeUpload}
        />
      )}
      <Group>
        <Button type="submit" size="sm" loading={pending}>
          {mode === "url" ? "Add video" : "Upload video"}
        </Button>
        <Button size="sm" variant="subtle" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
      {error && (
        <Alert color="red" p="xs" role="alert">
          {error}
        </Alert>
      )}
    </form>
  );
}
