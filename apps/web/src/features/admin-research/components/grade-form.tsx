import { Alert, Button, Group, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { toast } from "../../../lib/toast.ts";
import { fieldErrors, formError } from "../../../lib/field-errors.ts";
import { AdminGradeBody, RESEARCH_COMMENT_MAX } from "@fincareer/domain/contract/research";
import { useGradeResearch } from "../api/grade-research.ts";

interface Props {
  id: number;
  adminPoints: number | null;
  adminComment: string | null;
  /** The learner's extra points, added to the peer total up to the variant's bonus. */
  extraPoints: number;
  bonus: number;
  authorName: string;
  /**
   * After a save: the page opens the next ungraded submission (issue 41) and returns the sentence saying so, which
   * the saved notice carries.
   */
  onSaved?: () => string | undefined;
}

/** The form's values: the request's fields, the numbers as their inputs hold them ("" while empty). */
interface Values {
  admin_points: number | string;
  admin_comment: string;
  extra_points: number | string;
}

const ADMIN_POINTS_HINT = "Give admin points from 0 to 10";

/** The request body of the form's values (empty admin points go as NaN so the contract names the field). */
function toBody(values: Values) {
  return {
    admin_points: typeof values.admin_points === "number" ? values.admin_points : Number.NaN,
    admin_comment: values.admin_comment.trim() === "" ? null : values.admin_comment,
    extra_points: typeof values.extra_points === "number" ? values.extra_points : 0,
  };
}

/** admin_points (0 to 10 in halves; above 0 replaces the peer total) and admin_comment for one submission. */
export function GradeForm({ id, adminPoints, adminComment, extraPoints, bonus, authorName, onSaved }: Props) {
  const grade = useGradeResearch(id);
  const form = useForm<Values>({
    mode: "uncontrolled",
    initialValues: {
      admin_points: adminPoints ?? "",
      admin_comment: adminComment ?? "",
      extra_points: extraPoints,
    },
    validate: (values) => {
      const errors = schemaResolver(AdminGradeBody, { sync: true })(toBody(values));
      if (typeof values.admin_points !== "number") errors.admin_points = ADMIN_POINTS_HINT;
      if (typeof values.extra_points === "number" && (values.extra_points < 0 || values.extra_points > bonus))
        errors.extra_points = `Give extra points from 0 to ${bonus}`;
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) =>
    grade.mutate(AdminGradeBody.parse(toBody(values)), {
      onSuccess: () => {
        const next = onSaved?.();
        toast.success(`Grade saved. ${authorName} has been notified.${next ? ` ${next}` : ""}`);
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  const failure = formError(grade.error, Object.keys(form.getValues()));

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Grade this submission">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <NumberInput
          label="Instructor's mark, out of 10"
          description="A mark above 0 replaces the peer total and is final; 0 keeps the peer total."
          min={0}
          max={10}
          step={0.5}
          decimalScale={1}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps("admin_points")}
          key={form.key("admin_points")}
          w={{ base: "100%", xs: 260 }}
          required
        />
        <NumberInput
          label={`Extra points (0 to ${bonus}), added to the peer total`}
          description="Not added to an instructor's mark, which replaces the peer total."
          min={0}
          max={bonus}
          step={0.5}
          decimalScale={1}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps("extra_points")}
          key={form.key("extra_points")}
          w={{ base: "100%", xs: 260 }}
        />
        <Textarea
          label="Admin comment"
          description="The learner sees this with the grade."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={RESEARCH_COMMENT_MAX}
          {...form.getInputProps("admin_comment")}
          key={form.key("admin_comment")}
        />
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            Saving notifies the learner.
          </Text>
          <Button type="submit" loading={grade.isPending}>
            Save grade
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
