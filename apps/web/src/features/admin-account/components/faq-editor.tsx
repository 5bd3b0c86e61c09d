import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Tabs,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { toast } from "../../../lib/toast.ts";
import { FAQ_CATEGORIES, FaqBody } from "@fincareer/domain/contract/faq";
import type { AdminFaq } from "@fincareer/domain/contract/faq";
import { FAMILIES } from "@fincareer/domain/programs";
import { SafeMarkdown } from "../../../components/safe-markdown.tsx";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { useSaveFaq } from "../api/save-faq.ts";

/** The add/edit dialog of a FAQ: category, question, Markdown answer with a preview, families, position. */
export function FaqEditor({ faq, onClose }: { faq: AdminFaq | "new"; onClose: () => void }) {
  const save = useSaveFaq();
  const editing = faq === "new" ? null : faq;
  const form = useForm<FaqBody>({
    initialValues: {
      category: (editing?.category as FaqBody["category"]) ?? FAQ_CATEGORIES[0],
      question: editing?.question ?? "",
      answer: editing?.answer ?? "",
      families: (editing?.families as FaqBody["families"]) ?? [],
      position: editing?.position ?? 0,
    },
    validate: schemaResolver(FaqBody, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(
      { id: editing?.id ?? null, body: values },
      {
        onSuccess: () => {
          toast.success(editing ? "FAQ saved." : "FAQ added.");
          onClose();
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={editing ? "Edit FAQ" : "Add a FAQ"} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Select
            label="Category"
            data={[...FAQ_CATEGORIES]}
            allowDeselect={false}
            {...form.getInputProps("category")}
          />
          <TextInput label="Question" withAsterisk {...form.getInputProps("question")} />
          <Tabs defaultValue="write">
            <Tabs.List>
              <Tabs.Tab value="write">Answer (Markdown)</Tabs.Tab>
              <Tabs.Tab value="preview">Preview</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="xs">
              <Textarea
                aria-label="Answer in Markdown"
                description="Markdown; raw HTML is not shown. {{support_phone}} becomes the support number."
                autosize
                minRows={6}
                maxRows={16}
                {...form.getInputProps("answer")}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="xs">
              <SafeMarkdown markdown={form.getValues().answer} />
            </Tabs.Panel>
          </Tabs>
          <MultiSelect
            label="Program families"
            description="Leave empty to show it to every family"
            data={[...FAMILIES]}
            clearable
            {...form.getInputProps("families")}
          />
          <NumberInput
            label="Position"
            description="Lower comes first"
            min={0}
            max={10000}
            allowDecimal={false}
            maw={200}
            {...form.getInputProps("position")}
          />
          {save.isError && Object.keys(fieldErrors(save.error)).length === 0 && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
