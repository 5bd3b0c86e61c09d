import { Alert, Button, FileButton, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from "@fincareer/domain/contract/profile";
import { UserAvatar } from "../../../components/user-avatar.tsx";
import { useUploadPhoto } from "../api/upload-photo.ts";

/**
 * The profile photo and its upload; a photo that fails to load shows the initials (UserAvatar).
 */
export function PhotoCard({ name, photo }: { name: string; photo: string | null }) {
  const upload = useUploadPhoto();
  const [localError, setLocalError] = useState<string | null>(null);

  const handleFile = (file: File | null) => {
    if (file === null) return;
    setLocalError(null);
    upload.reset();
    // Checked again by the server (by content); this only saves a slow upload that would be refused.
    if (file.size > PHOTO_MAX_BYTES) {
      setLocalError("This image is larger than 2 MB. Choose a smaller one.");
      return;
    }
    upload.mutate(file, { onSuccess: () => toast.success("Photo updated.") });
  };

  // The server names the field ("photo: ..."); beside the photo that prefix says nothing.
  const error =
    localError ??
    (upload.isError ? upload.error.message.replace(/^photo: (.)/, (_m, c: string) => c.toUpperCase()) : null);

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
            <Button {...props} variant="light" loading={upload.isPending}>
              {photo ? "Change photo" : "Upload photo"}
            </Button>
          )}
        </FileButton>
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
