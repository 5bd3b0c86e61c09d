import { Alert, Button, FileInput, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useCreateUrlVideo, useUploadVideo } from "../api/videos.ts";
import { errorText } from "./error-text.ts";
import classes from "./admin-content.module.css";

/** Adds a video to a module: from an MP4/HLS address, or by uploading a file (checked by content on the server). */
export function AddVideoForm({ moduleId }: { moduleId: number }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<"url" | "upload">("url");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const byUrl = useCreateUrlVideo();
  const upload = useUploadVideo();
  const pending = byUrl.isPending || upload.isPending;
  const error = mode === "url" ? byUrl.error : upload.error;

  const reset = () => {
    setOpen(false);
    setTitle("");
    setDescription("");
    setUrl("");
    setFile(null);
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === "url") byUrl.mutate({ moduleId, title, description, url }, { onSuccess: reset });
    else if (file) upload.mutate({ moduleId, title, description, file }, { onSuccess: reset });
  };

  if (!open)
    return (
      <Group mt="sm">
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          Add a video
        </Button>
      </Group>
    );

  return (
    <form onSubmit={handleSubmit} className={classes.addForm} aria-label="Add a video">
      <Text size="sm" fw={600}>
        Add a video
      </Text>
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={mode}
        onChange={(v) => setMode(v)}
        data={[
          { value: "url", label: "From an address" },
          { value: "upload", label: "Upload a file" },
        ]}
      />
      <Stack gap="xs">
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} required />
        <TextInput
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {mode === "url" ? (
          <TextInput
            label="Video address"
            description="An MP4 file or an HLS playlist (.m3u8), http(s)"
            placeholder="https://videos.example.com/lesson.m3u8"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            required
          />
        ) : (
          <FileInput
            label="Video file"
            description="MP4 or WebM; checked by its content on upload"
            accept="video/mp4,video/webm,video/x-m4v"
            value={file}
            onChange={setFile}
            clearable
            required
          />
        )}
      </Stack>
      <Group>
        <Button
          type="submit"
          size="sm"
          loading={pending}
          disabled={title.trim() === "" || (mode === "url" ? url.trim() === "" : file === null)}
        >
          {mode === "url" ? "Add video" : "Upload video"}
        </Button>
        <Button size="sm" variant="subtle" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
      {error && (
        <Alert color="red" p="xs" role="alert">
          {errorText(error)}
        </Alert>
      )}
    </form>
  );
}
