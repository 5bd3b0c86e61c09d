import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  UnstyledButton,
} from "@mantine/core";
import { useState } from "react";
import Markdown from "react-markdown";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { useForm } from "@mantine/form";
import { CreateNoteBody } from "@fincareer/domain/contract/content";
import type { NoteDoc } from "@fincareer/domain/contract/content";
import type { Family } from "@fincareer/domain/programs";
import { useAdminNotes, useCreateNote, useDeleteNote, useOrderNotes, useUpdateNote } from "../api/notes.ts";
import { errorText, moved } from "./error-text.ts";
import { OrderButtons } from "./order-buttons.tsx";
import classes from "./admin-content.module.css";
import { formError, requestValidate, showFieldErrors } from "../../../lib/field-errors.ts";

/** A chapter's fields as its editor holds them, checked by the note contract's rules. */
type NoteValues = { title: string; markdown: string };
const NoteFields = CreateNoteBody.pick({ title: true, markdown: true });

/** A family's notes chapters: order and delete them, edit one (Markdown with a sanitised preview), add one. */
export function NotesPanel({ family }: { family: Family }) {
  const notes = useAdminNotes(family);
  const order = useOrderNotes();
  const remove = useDeleteNote();
  const [selected, setSelected] = useState<number | "new" | null>(null);
  const list = notes.data?.notes ?? [];
  const ids = list.map((n) => n.id);
  const current = selected === "new" ? null : (list.find((n) => n.id === selected) ?? list[0] ?? null);
  const editing = selected === "new" ? "new" : current;

  return (
    <div className={classes.notesLayout}>
      <Stack gap="xs">
        {notes.isPending && <Skeleton h={120} />}
        <ol className={classes.chapterList} aria-label="Chapters">
          {list.map((n, i) => (
            <li key={n.id} data-active={n.id === current?.id && selected !== "new" ? true : undefined}>
              <UnstyledButton className={classes.chapterButton} onClick={() => setSelected(n.id)}>
                {i + 1}. {n.title}
              </UnstyledButton>
              <OrderButtons
                label={`chapter ${n.title}`}
                first={i === 0}
                last={i === list.length - 1}
                disabled={order.isPending || remove.isPending}
                onMove={(by) => order.mutate({ family, ids: moved(ids, i, by) })}
                onDelete={() => {
                  if (window.confirm(`Delete the chapter "${n.title}"?`)) remove.mutate(n.id);
                }}
              />
            </li>
          ))}
        </ol>
        {notes.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed">
            No notes yet for {family}.
          </Text>
        )}
        <Button variant="light" onClick={() => setSelected("new")}>
          New chapter
        </Button>
        {(order.error || remove.error) && (
          <Alert color="red" p="xs" role="alert">
            {errorText(order.error ?? remove.error)}
          </Alert>
        )}
      </Stack>
      {editing && (
        <NoteEditor
          key={editing === "new" ? `new-${family}` : editing.id}
          family={family}
          note={editing === "new" ? null : editing}
          onSaved={(id) => setSelected(id)}
        />
      )}
    </div>
  );
}

function NoteEditor({
  family,
  note,
  onSaved,
}: {
  family: Family;
  note: NoteDoc | null;
  onSaved: (id: number) => void;
}) {
  // Controlled: the preview shows the Markdown as typed.
  const form = useForm<NoteValues>({
    mode: "controlled",
    initialValues: { title: note?.title ?? "", markdown: note?.markdown ?? "## First section\n\n" },
    validate: requestValidate(NoteFields, (values: NoteValues) => values),
  });
  const [view, setView] = useState<"edit" | "preview">("edit");
  const create = useCreateNote();
  const update = useUpdateNote();
  const pending = create.isPending || update.isPending;
  const error = formError(create.error ?? update.error);
  const saved = update.isSuccess && !update.isPending;

  const handleSave = form.onSubmit(
    (values) => {
      const onError = showFieldErrors(form);
      if (note) update.mutate({ id: note.id, ...values }, { onError });
      else create.mutate({ family, ...values }, { onSuccess: (doc) => onSaved(doc.id), onError });
    },
    // A message about the Markdown is shown under its box, so the box comes back from the preview.
    (errors) => {
      if (errors.markdown) setView("edit");
    },
  );

  return (
    <Paper withBorder p="md">
      <form onSubmit={handleSave} noValidate aria-label={note ? `Edit ${note.title}` : "New chapter"}>
        <Stack gap="sm">
          <TextInput label="Chapter title" required {...form.getInputProps("title")} />
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v)}
            data={[
              { value: "edit", label: "Markdown" },
              { value: "preview", label: "Preview" },
            ]}
            w="fit-content"
          />
          {view === "edit" ? (
            <Textarea
              label="Markdown"
              description="## and ### headings become the page's navigation; raw HTML is not rendered."
              autosize
              minRows={14}
              maxRows={30}
              {...form.getInputProps("markdown")}
              classNames={{ input: classes.mono }}
            />
          ) : (
            <div className={classes.preview}>
              <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSlug]} skipHtml>
                {form.values.markdown}
              </Markdown>
            </div>
          )}
          <Group>
            <Button type="submit" loading={pending}>
              {note ? "Save chapter" : "Add chapter"}
            </Button>
            {saved && (
              <Text size="sm" c="teal" role="status">
                Saved
              </Text>
            )}
          </Group>
          {error && (
            <Alert color="red" p="xs" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
