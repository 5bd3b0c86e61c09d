import { Alert, Button, FileButton, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api-error.ts";
import { toast } from "../../../lib/toast.ts";
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from "@fincareer/domain/contract/profile";
import { UploadProgressBar } from "../../../components/upload-progress.tsx";
import { UserAvatar } from "../../../components/user-avatar.tsx";
import { isCanceled, useUploadProgress } from "../../../lib/use-upload-progress.ts";
import { useUploadPhoto } from "../api/upload-photo.ts";

/**
 * The profile photo and its upload; a photo that fails to load shows the initials (UserAvatar).
 */
export function PhotoCard({ name, photo }: { name: string; photo: string | null }) {
  const upload = useUploadPhoto();
  const [localError, setLocalError] = useState<string | null>(null);
  const bar = useUploadProgress();
  const [sending, setSending] = useState<File | null>(null);

  const send = (file: File) => {
    setSending(file);
    upload.mutate(
      { file, upload: bar.begin(file.size) },
      {
        onSuccess: () => {
          bar.end();
          setSending(null);
          toast.success("Photo updated.");
        },
        onError: (err) => {
          // A lost connection keeps the bar, stopped, with Send again; anything else ends it.
          if (!(err instanceof ApiError && err.code === "network_error")) {
            bar.end();
            setSending(null);
          }
        },
      },
    );
  };

  const handleFile = (file: File | null) => {
    if (file === null) return;
    setLocalError(null);
    upload.reset();
    // Checked again by the server (by content); this only saves a slow upload that would be refused.
    if (file.size > PHOTO_MAX_BYTES) {
      setLocalError("This image is larger than 2 MB. Choose a smaller one.");
      return;
    }
    send(file);
  };

  // The server names the field ("photo: ..."); beside the photo that prefix says nothing.
  const stalled = upload.isError && upload.error instanceof ApiError && upload.error.code === "network_error";
  const error =
    localError ??
    (upload.isError && !isCanceled(upload.error) && !stalled
      ? upload.error.message.replace(/^photo: (.)/, (_m, c: string) => c.toUpperCase())
      : null);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="photo-title">
      <Title order={2} size="h4" id="photo-title">
        Photo
      </Title>
      <Stack align="center" gap="sm" mt="md">
        <UserAvatar
          name={name}
          src={photo}
          alt={photo ? `Profile photo of ${name}` : ""}
          size={128}
          radius={128}
          color="teal"
          variant="filled"
          data-testid="profile-photo"
        />
        <FileButton onChange={handleFile} accept={PHOTO_MIME_TYPES.join(",")}>
          {(props) => (
            <Button {...props} variant="light" disabled={upload.isPending}>
              {photo ? "Change photo" : "Upload photo"}
            </Button>
          )}
        </FileButton>
        {bar.progress && sending && (
          <div style={{ width: "100%" }}>
            <UploadProgressBar
              label={sending.name}
              progress={bar.progress}
              stalled={stalled}
              resumable={false}
              onCancel={() => {
                bar.cancel();
                setSending(null);
                upload.reset();
              }}
              onResume={() => send(sending)}
            />
          </div>
        )}
        <Text size="sm" c="gray.7" ta="center">
          JPEG, PNG or WebP, up to 2 MB. We resize it to 512 px and remove camera data such as location.
        </Text>
        {error !== null && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
