import { Alert, Badge, Button, Collapse, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AdminModule, AdminVideo } from "@fincareer/domain/contract/content";
import { useUpdateModule } from "../api/modules.ts";
import { confirmForcedDelete } from "../api/content-mutation.ts";
import { useDeleteVideo, useOrderVideos } from "../api/videos.ts";
import { AddVideoForm } from "./add-video-form.tsx";
import { errorText, moved } from "./error-text.ts";
import { OrderButtons } from "./order-buttons.tsx";
import { QuestionEditor } from "./question-editor.tsx";
import { TranscriptEditor } from "./transcript-editor.tsx";
import classes from "./admin-content.module.css";
import { ModuleFields, useModuleForm } from "./module-fields.tsx";
import { formError, showFieldErrors } from "../../../lib/field-errors.ts";

function sourceLabel(v: AdminVideo): string {
  if (v.kind === "url") return v.format === "hls" ? "HLS address" : "MP4 address";
  if (v.kind === "demo") return "Demo clip";
  return `Upload${v.sizeBytes ? ` · ${(v.sizeBytes / 1024 / 1024).toFixed(1)} MB` : ""}`;
}

/** One module: rename it, order and delete its videos, open a video's questions, add videos. */
export function ModuleCard({
  module,
  index,
  count,
  busy,
  onMove,
  onDelete,
}: {
  module: AdminModule;
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const form = useModuleForm({ title: module.title, description: module.description });
  const [openVideo, setOpenVideo] = useState<number | null>(null);
  const [openTranscript, setOpenTranscript] = useState<number | null>(null);
  const update = useUpdateModule();
  const order = useOrderVideos();
  const remove = useDeleteVideo();
  const ids = module.videos.map((v) => v.id);

  const handleSave = form.onSubmit((values) =>
    update.mutate(
      { id: module.id, ...values },
      { onSuccess: () => setEditing(false), onError: showFieldErrors(form) },
    ),
  );
  // Editing starts from the module as saved now; a closed edit leaves no message behind.
  const startEdit = () => {
    form.setValues({ title: module.title, description: module.description });
    form.clearErrors();
    update.reset();
    setEditing(true);
  };
  const listError = order.error ?? remove.error;
  const error = listError ? errorText(listError) : formError(update.error);

  return (
    <Paper withBorder p="md" component="section" aria-label={`Module ${index + 1}: ${module.title}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {editing ? (
          <form onSubmit={handleSave} noValidate style={{ flex: 1 }} aria-label={`Edit module ${index + 1}`}>
            <Stack gap="xs">
              <ModuleFields titleLabel="Module title" form={form} />
              <Group gap="xs">
                <Button type="submit" size="xs" loading={update.isPending}>
                  Save
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>
              Module {index + 1}: {module.title}
            </Text>
            {module.description && (
              <Text size="sm" c="dimmed">
                {module.description}
              </Text>
            )}
            <Button size="compact-xs" variant="subtle" mt={4} onClick={startEdit}>
              Edit
            </Button>
          </div>
        )}
        <OrderButtons
          label={`module ${module.title}`}
          first={index === 0}
          last={index === count - 1}
          disabled={busy}
          onMove={onMove}
          onDelete={onDelete}
        />
      </Group>

      <ol className={classes.videoList}>
        {module.videos.map((v, i) => (
          <li key={v.id} className={classes.videoRow}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} className={classes.wrap}>
                  {i + 1}. {v.title}
                </Text>
                <Group gap={6} mt={2}>
                  <Badge size="xs" variant="light">
                    {sourceLabel(v)}
                  </Badge>
                  <Badge size="xs" variant="light" color="gray">
                    {v.questions.length} question{v.questions.length === 1 ? "" : "s"}
                  </Badge>
                  <a
                    href={v.previewUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.previewLink}
                  >
                    Preview
                  </a>
                </Group>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  mt={4}
                  aria-expanded={openVideo === v.id}
                  onClick={() => setOpenVideo(openVideo === v.id ? null : v.id)}
                >
                  {openVideo === v.id ? "Hide questions" : "Questions"}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  mt={4}
                  aria-expanded={openTranscript === v.id}
                  onClick={() => setOpenTranscript(openTranscript === v.id ? null : v.id)}
                >
                  {openTranscript === v.id ? "Hide transcript" : "Transcript"}
                  {v.transcript.trim() === "" ? " (none yet)" : ""}
                </Button>
              </div>
              <OrderButtons
                label={`video ${v.title}`}
                first={i === 0}
                last={i === module.videos.length - 1}
                disabled={order.isPending || remove.isPending}
                onMove={(by) => order.mutate({ moduleId: module.id, ids: moved(ids, i, by) })}
                onDelete={() => {
                  if (window.confirm(`Delete "${v.title}" with its questions?`))
                    remove.mutate(
                      { id: v.id },
                      {
                        onError: (error) =>
                          confirmForcedDelete(error, () => remove.mutate({ id: v.id, force: true })),
                      },
                    );
                }}
              />
            </Group>
            {openTranscript === v.id && <TranscriptEditor video={v} />}
            <Collapse expanded={openVideo === v.id}>
              {openVideo === v.id && <QuestionEditor video={v} />}
            </Collapse>
          </li>
        ))}
      </ol>
      {error && (
        <Alert color="red" p="xs" mt="xs" role="alert">
          {error}
        </Alert>
      )}
      <AddVideoForm moduleId={module.id} />
    </Paper>
  );
}
