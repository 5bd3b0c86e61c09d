import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { toast } from "../../../lib/toast.ts";
import type { AdminFaq } from "@fincareer/domain/contract/faq";
import { useAdminFaqs } from "../api/list-admin-faqs.ts";
import { useDeleteFaq } from "../api/delete-faq.ts";
import { FaqEditor } from "../components/faq-editor.tsx";

/** /admin/faq: every FAQ with its families; add, edit (Markdown) and delete. */
export default function AdminFaqPage() {
  const faqs = useAdminFaqs();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<AdminFaq | "new" | null>(null);
  const [filter, setFilter] = useState("");

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = faqs.data?.faqs ?? [];
    return q === ""
      ? all
      : all.filter((f) => `${f.question} ${f.answer} ${f.category}`.toLowerCase().includes(q));
  }, [faqs.data, filter]);

  const handleDelete = (faq: AdminFaq) => {
    if (!window.confirm(`Delete “${faq.question}”? Learners stop seeing it at once.`)) return;
    remove.mutate(faq.id, {
      onSuccess: () => toast.success("FAQ deleted."),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            FAQs
          </Title>
          <Text c="gray.7" size="sm">
            Learners see the FAQs of their program family on /faq. Answers are Markdown.
          </Text>
        </div>
        <Button onClick={() => setEditing("new")}>Add a FAQ</Button>
      </Group>
      <TextInput
        label="Filter"
        placeholder="Search questions and answers"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maw={420}
      />
      {faqs.isPending && <Skeleton h={300} />}
      {faqs.isError && (
        <Alert color="red" role="alert">
          {faqs.error.message}
        </Alert>
      )}
      {faqs.data !== undefined && (
        <Text size="sm" c="gray.7">
          {shown.length} of {faqs.data.faqs.length} FAQs
        </Text>
      )}
      {shown.map((faq) => (
        <Paper key={faq.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{faq.question}</Text>
              <Group gap={6} mt={4}>
                <Badge variant="light" color="navy" tt="none">
                  {faq.category}
                </Badge>
                {faq.families.length === 0 ? (
                  <Badge variant="outline" color="gray" tt="none">
                    All families
                  </Badge>
                ) : (
                  faq.families.map((f) => (
                    <Badge key={f} variant="outline" tt="none">
                      {f}
                    </Badge>
                  ))
                )}
              </Group>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing(faq)}
                aria-label={`Edit ${faq.question}`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => handleDelete(faq)}
                aria-label={`Delete ${faq.question}`}
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      {editing !== null && (
        <FaqEditor
          key={editing === "new" ? "new" : editing.id}
          faq={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
