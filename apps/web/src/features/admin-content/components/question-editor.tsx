import { Alert, Badge, Button, Group, Radio, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useState } from "react";
import { MAX_OPTIONS, MIN_OPTIONS } from "@fincareer/domain/content";
import type { AdminVideo } from "@fincareer/domain/contract/content";
import { confirmForcedDelete } from "../api/content-mutation.ts";
import { useCreateQuestion, useDeleteQuestion, useOrderQuestions } from "../api/questions.ts";
import { errorText, moved } from "./error-text.ts";
import { OrderButtons } from "./order-buttons.tsx";
import classes from "./admin-content.module.css";

/** A video's questions (correct option marked, answer counts) and the form to add one. */
export function QuestionEditor({ video }: { video: AdminVideo }) {
  const create = useCreateQuestion();
  const remove = useDeleteQuestion();
  const order = useOrderQuestions();
  const [prompt, setPrompt] = useState("");
  const [options, setOptions] = useState<string[]>(["", "", "", ""]);
  const [correct, setCorrect] = useState<string>("0");
  const [explanation, setExplanation] = useState("");
  const ids = video.questions.map((q) => q.id);
  const filled = options.map((o) => o.trim()).filter(Boolean);

  const handleAdd = (event: React.FormEvent) => {
    event.preventDefault();
    // Empty option boxes are dropped; the correct index follows the kept options.
    const kept = options.map((o, i) => ({ o: o.trim(), i })).filter((x) => x.o !== "");
    const correctIndex = kept.findIndex((x) => x.i === Number(correct));
    create.mutate(
      {
        videoId: video.id,
        prompt,
        options: kept.map((x) => x.o),
        correctIndex: Math.max(0, correctIndex),
        explanation,
      },
      {
        onSuccess: () => {
          setPrompt("");
          setOptions(["", "", "", ""]);
          setCorrect("0");
          setExplanation("");
        },
      },
    );
  };

  return (
    <Stack gap="xs" className={classes.questions}>
      {video.questions.length === 0 && (
        <Text size="sm" c="dimmed">
          No questions yet.
        </Text>
      )}
      {video.questions.map((q, i) => (
        <div key={q.id} className={classes.question}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {i + 1}. {q.prompt}
              </Text>
              <ol className={classes.optionList}>
                {q.options.map((o, j) => (
                  <li key={j} data-correct={j === q.correctIndex || undefined}>
                    {o}
                    {j === q.correctIndex && " ✓"}
                  </li>
                ))}
              </ol>
              <Badge size="xs" variant="light" color="gray">
                {q.answerCount} answer{q.answerCount === 1 ? "" : "s"}
              </Badge>
            </div>
            <OrderButtons
              label={`question ${i + 1}`}
              first={i === 0}
              last={i === video.questions.length - 1}
              disabled={order.isPending || remove.isPending}
              onMove={(by) => order.mutate({ videoId: video.id, ids: moved(ids, i, by) })}
              onDelete={() => {
                if (window.confirm(`Delete question ${i + 1}?`))
                  remove.mutate(
                    { id: q.id },
                    {
                      onError: (error) =>
                        confirmForcedDelete(error, () => remove.mutate({ id: q.id, force: true })),
                    },
                  );
              }}
            />
          </Group>
        </div>
      ))}
      <form onSubmit={handleAdd} className={classes.addForm} aria-label={`Add a question to ${video.title}`}>
        <Text size="sm" fw={600}>
          Add a question
        </Text>
        <TextInput
          label="Question"
          value={prompt}
          onChange={(e) => setPrompt(e.currentTarget.value)}
          required
        />
        <Radio.Group label="Options (select the correct one)" value={correct} onChange={setCorrect}>
          <Stack gap={6} mt={4}>
            {options.map((o, i) => (
              <Group key={i} gap="xs" wrap="nowrap">
                <Radio value={String(i)} aria-label={`Option ${i + 1} is correct`} />
                <TextInput
                  style={{ flex: 1 }}
                  placeholder={`Option ${i + 1}`}
                  aria-label={`Option ${i + 1}`}
                  value={o}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setOptions((prev) => prev.map((p, j) => (j === i ? value : p)));
                  }}
                />
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {options.length < MAX_OPTIONS && (
          <Button variant="subtle" size="compact-sm" onClick={() => setOptions((p) => [...p, ""])}>
            Add an option
          </Button>
        )}
        <Textarea
          label="Explanation (shown after answering)"
          autosize
          minRows={2}
          value={explanation}
          onChange={(e) => setExplanation(e.currentTarget.value)}
        />
        <Group>
          <Button
            type="submit"
            size="sm"
            loading={create.isPending}
            disabled={
              prompt.trim() === "" || filled.length < MIN_OPTIONS || options[Number(correct)]?.trim() === ""
            }
          >
            Add question
          </Button>
        </Group>
        {(create.error || remove.error || order.error) && (
          <Alert color="red" p="xs" role="alert">
            {errorText(create.error ?? remove.error ?? order.error)}
          </Alert>
        )}
      </form>
    </Stack>
  );
}
