import { Alert, Badge, Button, Group, Radio, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MAX_OPTIONS } from "@fincareer/domain/content";
import { CreateQuestionBody } from "@fincareer/domain/contract/content";
import type { AdminVideo } from "@fincareer/domain/contract/content";
import { confirmForcedDelete } from "../api/content-mutation.ts";
import { useCreateQuestion, useDeleteQuestion, useOrderQuestions } from "../api/questions.ts";
import { errorText, moved } from "./error-text.ts";
import { OrderButtons } from "./order-buttons.tsx";
import classes from "./admin-content.module.css";
import { formError, requestValidate, showFieldErrors } from "../../../lib/field-errors.ts";
import { filledOptions, optionBoxPath } from "@fincareer/domain/question-options";

/** The add-a-question form: four option boxes to start, the correct one picked by its box. */
interface QuestionValues {
  prompt: string;
  options: string[];
  correct: string;
  explanation: string;
}

const EMPTY_QUESTION: QuestionValues = {
  prompt: "",
  options: ["", "", "", ""],
  correct: "0",
  explanation: "",
};

/** The form's field of a request path: the correct index is the radio group's, a kept option its box's. */
const fieldOf = (path: string, boxes: readonly string[]) =>
  path === "correctIndex" ? "correct" : optionBoxPath(path, boxes);

/** The request of the form's values: empty option boxes are dropped and the correct index follows the kept ones. */
function toBody(values: QuestionValues) {
  const { options, answer } = filledOptions(values.options, Number(values.correct));
  return { prompt: values.prompt, options, correctIndex: answer, explanation: values.explanation };
}

/** A video's questions (correct option marked, answer counts) and the form to add one. */
export function QuestionEditor({ video }: { video: AdminVideo }) {
  const create = useCreateQuestion();
  const remove = useDeleteQuestion();
  const order = useOrderQuestions();
  const form = useForm<QuestionValues>({
    mode: "controlled",
    initialValues: EMPTY_QUESTION,
    validate: requestValidate(CreateQuestionBody, toBody, (path, values) => fieldOf(path, values.options)),
  });
  const ids = video.questions.map((q) => q.id);
  const listError = remove.error ?? order.error;
  const error = listError ? errorText(listError) : formError(create.error);

  const handleAdd = form.onSubmit((values) =>
    create.mutate(
      { videoId: video.id, ...toBody(values) },
      {
        onSuccess: () => form.reset(),
        onError: showFieldErrors(form, "body.", (path) => fieldOf(path, values.options)),
      },
    ),
  );

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
      <form
        onSubmit={handleAdd}
        noValidate
        className={classes.addForm}
        aria-label={`Add a question to ${video.title}`}
      >
        <Text size="sm" fw={600}>
          Add a question
        </Text>
        <TextInput label="Question" required {...form.getInputProps("prompt")} />
        <Radio.Group
          label="Options (select the correct one)"
          {...form.getInputProps("correct")}
          error={form.errors.options ?? form.errors.correct}
        >
          <Stack gap={6} mt={4}>
            {form.values.options.map((_, i) => (
              <Group key={i} gap="xs" wrap="nowrap">
                <Radio value={String(i)} aria-label={`Option ${i + 1} is correct`} />
                <TextInput
                  style={{ flex: 1 }}
                  placeholder={`Option ${i + 1}`}
                  aria-label={`Option ${i + 1}`}
                  {...form.getInputProps(`options.${i}`)}
                />
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {form.values.options.length < MAX_OPTIONS && (
          <Button variant="subtle" size="compact-sm" onClick={() => form.insertListItem("options", "")}>
            Add an option
          </Button>
        )}
        <Textarea
          label="Explanation (shown after answering)"
          autosize
          minRows={2}
          {...form.getInputProps("explanation")}
        />
        <Group>
          <Button type="submit" size="sm" loading={create.isPending}>
            Add question
          </Button>
        </Group>
        {error && (
          <Alert color="red" p="xs" role="alert">
            {error}
          </Alert>
        )}
      </form>
    </Stack>
  );
}
