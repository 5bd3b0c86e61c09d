import { Alert, Button, FileInput, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { CreateUrlVideoBody } from "@fincareer/domain/contract/content";
import { useCreateUrlVideo, useUploadVideo } from "../api/videos.ts";
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
  const upload = useUploadVideo();
  const pending = byUrl.isPending || upload.isPending;
  const { mode } = form.values;
  const error = formError(mode === "url" ? byUrl.error : upload.error);

  const reset = () => {
    setOpen(false);
    form.reset();
  };

  const handleSubmit = form.onSubmit(({ title, description, url, file }) => {
    const done = { onSuccess: reset, onError: showFieldErrors(form) };
    if (mode === "url") byUrl.mutate({ moduleId, title, description, url }, done);
    else if (file) upload.mutate({ moduleId, title, description, file }, done);
  });

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
            description="MP4 or WebM; checked by its content on upload"
            accept="video/mp4,video/webm,video/x-m4v"
            clearable
            required
            {...form.getInputProps("file")}
          />
        )}
      </Stack>
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
