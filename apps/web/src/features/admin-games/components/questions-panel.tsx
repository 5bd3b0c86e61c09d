import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "@mantine/form";
import { QuestionInput } from "@fincareer/domain/contract/games";
import type { AdminQuestion, QuestionBank } from "@fincareer/domain/contract/games";
import { ECODE_TOPICS, IBEP_TOPICS } from "@fincareer/domain/games";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { useQuestions } from "../api/list-questions.ts";
import { retireQuestion } from "../api/retire-question.ts";
import { saveQuestion } from "../api/save-question.ts";
import { formError, requestValidate, showFieldErrors } from "../../../lib/field-errors.ts";
import { filledOptions, optionBoxPath } from "@fincareer/domain/question-options";

const LETTERS = "ABCD";

/** The question form: four option boxes (C and D optional), the right answer picked by its box. */
interface QuestionValues {
  topic: string;
  prompt: string;
  options: string[];
  answer: string;
  explanation: string;
}

/** The request of the form's values: empty option boxes are dropped and the answer follows the kept ones. */
function toBody(bank: QuestionBank, values: QuestionValues) {
  const { options, answer } = filledOptions(values.options, Number(values.answer));
  return {
    bank,
    topic: values.topic,
    prompt: values.prompt,
    options,
    answer,
    explanation: values.explanation,
  };
}

function QuestionForm({
  bank,
  question,
  onDone,
}: {
  bank: QuestionBank;
  question: AdminQuestion | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const topics = bank === "ibep" ? IBEP_TOPICS : ECODE_TOPICS;
  const form = useForm<QuestionValues>({
    mode: "controlled",
    initialValues: {
      topic: question?.topic ?? topics[0],
      prompt: question?.prompt ?? "",
      options: [0, 1, 2, 3].map((i) => question?.options[i] ?? ""),
      answer: String(question?.answer ?? 0),
      explanation: question?.explanation ?? "",
    },
    validate: requestValidate(
      QuestionInput,
      (values: QuestionValues) => toBody(bank, values),
      (path, values) => optionBoxPath(path, values.options),
    ),
  });
  const save = useMutation({
    mutationFn: (body: QuestionInput) => saveQuestion(question?.id ?? null, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gamesKeys.admin("questions", bank) });
      onDone();
    },
  });
  const error = formError(save.error);
  const handleSubmit = form.onSubmit((values) =>
    save.mutate(QuestionInput.parse(toBody(bank, values)), {
      onError: showFieldErrors(form, "body.", (path) => optionBoxPath(path, values.options)),
    }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <NativeSelect label="Topic" data={[...topics]} {...form.getInputProps("topic")} />
        <Textarea label="Question" autosize minRows={3} required {...form.getInputProps("prompt")} />
        {form.values.options.map((_, i) => (
          <TextInput
            key={i}
            label={`Option ${LETTERS[i]}${i >= 2 ? " (optional)" : ""}`}
            required={i < 2}
            {...form.getInputProps(`options.${i}`)}
          />
        ))}
        <Radio.Group
          label="Right answer"
          {...form.getInputProps("answer")}
          error={form.errors.answer ?? form.errors.options}
        >
          <Group mt={4}>
            {form.values.options.map((_, i) => (
              <Radio key={i} value={String(i)} label={LETTERS[i]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Explanation (shown after the learner answers)"
          autosize
          minRows={3}
          required
          {...form.getInputProps("explanation")}
        />
        {error && (
          <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save question
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A bank's questions: add, edit, retire and restore. */
export function QuestionsPanel({ bank }: { bank: QuestionBank }) {
  const queryClient = useQueryClient();
  const questions = useQuestions(bank);
  const [editing, setEditing] = useState<AdminQuestion | "new" | null>(null);
  const retire = useMutation({
    mutationFn: (q: AdminQuestion) => retireQuestion(q.id, !q.retired),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.admin("questions", bank) }),
  });
  const list = questions.data?.questions ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="gray.8">
          {list.filter((q) => !q.retired).length} live, {list.filter((q) => q.retired).length} retired.
          Retired questions are no longer drawn; sets already started keep their copy.
        </Text>
        <Button onClick={() => setEditing("new")}>Add question</Button>
      </Group>
      {questions.isError && <Alert color="red">{questions.error.message}</Alert>}
      {list.map((q) => (
        <Paper
          key={q.id}
          withBorder
          p="sm"
          component="article"
          aria-label={`Question ${q.id}`}
          opacity={q.retired ? 0.7 : 1}
        >
          <Group justify="space-between" align="flex-start">
            <div style={{ minWidth: 0, flex: "1 1 280px" }}>
              <Group gap="xs" mb={4}>
                <Badge variant="light">{q.topic}</Badge>
                {q.retired && <Badge color="gray">retired</Badge>}
              </Group>
              <Text fw={600} size="sm">
                {q.prompt}
              </Text>
              <Text size="sm" c="teal.9" mt={4}>
                Answer {LETTERS[q.answer]}: {q.options[q.answer]}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="default" onClick={() => setEditing(q)}>
                Edit
              </Button>
              <Button
                size="xs"
                variant="light"
                color={q.retired ? "teal" : "red"}
                onClick={() => retire.mutate(q)}
              >
                {q.retired ? "Restore" : "Retire"}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "Add question" : "Edit question"}
        size="lg"
      >
        {editing !== null && (
          <QuestionForm
            bank={bank}
            question={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
