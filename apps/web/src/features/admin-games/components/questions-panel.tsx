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
import type { AdminQuestion, QuestionBank } from "@fincareer/domain/contract/games";
import { ECODE_TOPICS, IBEP_TOPICS } from "@fincareer/domain/games";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { useQuestions } from "../api/list-questions.ts";
import { retireQuestion } from "../api/retire-question.ts";
import { saveQuestion } from "../api/save-question.ts";

const LETTERS = "ABCD";

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
  const [topic, setTopic] = useState<string>(question?.topic ?? topics[0]);
  const [prompt, setPrompt] = useState(question?.prompt ?? "");
  const [options, setOptions] = useState<string[]>(() => [0, 1, 2, 3].map((i) => question?.options[i] ?? ""));
  const [answer, setAnswer] = useState(String(question?.answer ?? 0));
  const [explanation, setExplanation] = useState(question?.explanation ?? "");
  const save = useMutation({
    mutationFn: () =>
      saveQuestion(question?.id ?? null, {
        bank,
        topic,
        prompt,
        options: options.filter((o) => o.trim() !== ""),
        answer: Number(answer),
        explanation,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gamesKeys.admin("questions", bank) });
      onDone();
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label="Topic"
          data={[...topics]}
          value={topic}
          onChange={(e) => setTopic(e.currentTarget.value)}
        />
        <Textarea
          label="Question"
          autosize
          minRows={3}
          required
          value={prompt}
          onChange={(e) => setPrompt(e.currentTarget.value)}
        />
        {options.map((o, i) => (
          <TextInput
            key={i}
            label={`Option ${LETTERS[i]}${i >= 2 ? " (optional)" : ""}`}
            value={o}
            required={i < 2}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setOptions((prev) => prev.map((x, j) => (j === i ? value : x)));
            }}
          />
        ))}
        <Radio.Group label="Right answer" value={answer} onChange={setAnswer}>
          <Group mt={4}>
            {options.map((_, i) => (
              <Radio key={i} value={String(i)} label={LETTERS[i]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Explanation (shown after the learner answers)"
          autosize
          minRows={3}
          required
          value={explanation}
          onChange={(e) => setExplanation(e.currentTarget.value)}
        />
        {save.isError && (
          <Alert color="red" style={{ whiteSpace: "pre-line" }}>
            {save.error.message}
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
