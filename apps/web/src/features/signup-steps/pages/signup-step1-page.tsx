import { Alert, Button, Group, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { signupTarget } from "@fincareer/domain/access";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { NO_PROGRAM_PATH } from "@fincareer/domain/no-program";
import { isFmep } from "@fincareer/domain/programs";
import { HrAnswersSchema } from "@fincareer/domain/signup-questionnaire";
import type { HrAnswers } from "@fincareer/domain/signup-questionnaire";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { userKeys } from "../../../lib/query-keys.ts";
import { useQuestionnaire } from "../api/get-questionnaire.ts";
import { usePostSignupStep } from "../api/post-signup-step.ts";
import { useSaveQuestionnaire } from "../api/save-questionnaire.ts";
import { QuestionField } from "../components/question-field.tsx";
import { StepFrame } from "../components/step-frame.tsx";
import classes from "../components/step-frame.module.css";

/** Drops empty answers so an unanswered optional question is absent rather than "" (the schema's shape). */
function cleaned(values: Record<string, unknown>): HrAnswers {
  const out: HrAnswers = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === "") continue;
    out[k] = v as HrAnswers[string];
  }
  return out;
}

/**
 * /signup/step1: the background questionnaire (SPEC.md "HR state": blocks of questions with default answers and
 * an institute picker). Saving stores the answers, records step 1 and moves on: step 2 for FMEP, the program's
 * home otherwise, or the no-program page for a walk-in without an enrolment.
 */
export default function SignupStep1Page() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const questionnaire = useQuestionnaire();
  const save = useSaveQuestionnaire();
  const step = usePostSignupStep();
  const form = useForm<Record<string, unknown>>({
    initialValues: {},
    validate: (values) => schemaResolver(HrAnswersSchema, { sync: true })(cleaned(values)),
  });

  const data = questionnaire.data;
  useEffect(() => {
    if (data === undefined) return;
    form.setValues({ ...data.defaults, ...(data.answers ?? {}) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  if (user === null) return null;
  const program = user.cprogram;
  const hasProgram = user.program.length > 0;
  const fmep = isFmep(program);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(cleaned(values));
    } catch (error) {
      form.setErrors(fieldErrors(error, "body.answers."));
      return;
    }
    try {
      const result = await step.mutateAsync(Math.max(1, user.post_signup_steps));
      // The guard judges the next page by the cached steps, so they are updated before navigating.
      queryClient.setQueryData<UserInfo>(userKeys.info(), (old) =>
        old === undefined ? old : { ...old, post_signup_steps: result.post_signup_steps },
      );
      await navigate(hasProgram ? signupTarget(program, result.post_signup_steps) : NO_PROGRAM_PATH, {
        replace: true,
      });
    } catch {
      // Shown by the alert below.
    }
  });

  const firstName = user.name.trim().split(/\s+/)[0] ?? "";
  const failure =
    (save.isError && Object.keys(fieldErrors(save.error, "body.answers.")).length === 0
      ? save.error
      : null) ?? (step.isError ? step.error : null);
  // Each answer that needs attention, by its question, in the questionnaire's order.
  const problems =
    data === undefined
      ? []
      : data.questions.flatMap((q) => {
          const message = form.errors[q.key];
          return typeof message === "string" ? [{ key: q.key, label: q.label, message }] : [];
        });
  const errorCount = Object.keys(form.errors).length;

  return (
    <StepFrame step={1} of={fmep ? 2 : 1} title={`Welcome to FinCareer${firstName ? `, ${firstName}` : ""}!`}>
      <Text c="gray.8">
        Tell us about your background and goals. Your mentors and our placement team use these answers to
        guide you; it takes about two minutes.
      </Text>
      {questionnaire.isPending && <Skeleton h={400} mt="lg" aria-label="Loading the questionnaire" />}
      {questionnaire.isError && (
        <Alert color="red" role="alert" mt="lg" title="The questionnaire could not be loaded">
          {questionnaire.error.message}
        </Alert>
      )}
      {data !== undefined && (
        <form onSubmit={handleSubmit} noValidate>
          {data.blocks.map((block) => (
            <section key={block.key} aria-labelledby={`block-${block.key}`} className={classes.block}>
              <Title order={2} id={`block-${block.key}`} className={classes.blockTitle}>
                {block.title}
              </Title>
              <Text size="sm" c="gray.7" mb="sm">
                {block.description}
              </Text>
              <Stack gap="md">
                {data.questions
                  .filter((q) => q.block === block.key)
                  .map((q) => (
                    <QuestionField
                      key={q.key}
                      question={q}
                      value={form.getValues()[q.key] as string | string[] | number | undefined}
                      error={form.errors[q.key] as string | undefined}
                      institutes={data.institutes}
                      onChange={(v) => form.setFieldValue(q.key, v)}
                    />
                  ))}
              </Stack>
            </section>
          ))}
          {errorCount > 0 && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              mt="lg"
              title={errorCount === 1 ? "One answer needs attention" : `${errorCount} answers need attention`}
            >
              <List size="sm" spacing={4}>
                {problems.map((p) => (
                  <List.Item key={p.key}>
                    <strong>{p.label}</strong>: {p.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {failure !== null && (
            <Alert color="red" variant="light" role="alert" mt="lg" title="Could not continue">
              {failure.message}
            </Alert>
          )}
          <Group justify="flex-end" mt="xl">
            <Button type="submit" size="md" loading={save.isPending || step.isPending}>
              Save and continue
            </Button>
          </Group>
        </form>
      )}
    </StepFrame>
  );
}
