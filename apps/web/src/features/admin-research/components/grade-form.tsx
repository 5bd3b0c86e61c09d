import { Alert, Button, Group, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { toast } from "../../../lib/toast.ts";
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
}

/** admin_points (0 to 10 in halves; above 0 replaces the peer total) and admin_comment for one submission. */
export function GradeForm({ id, adminPoints, adminComment, extraPoints, bonus, authorName }: Props) {
  const grade = useGradeResearch(id);
  const [points, setPoints] = useState<number | string>(adminPoints ?? "");
  const [comment, setComment] = useState(adminComment ?? "");
  const [extra, setExtra] = useState<number | string>(extraPoints);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = AdminGradeBody.safeParse({
      admin_points: typeof points === "number" ? points : Number.NaN,
      admin_comment: comment.trim() === "" ? null : comment,
      extra_points: typeof extra === "number" ? extra : 0,
    });
    const extraValue = typeof extra === "number" ? extra : 0;
    if (parsed.success && extraValue > bonus) {
      setError(`Extra points can be at most ${bonus}`);
      return;
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        issue?.path[0] === "admin_points" && typeof points !== "number"
          ? "Give admin points between 0 and 10"
          : (issue?.message.replace(/^admin_points/, "Admin points") ?? "Check the grade"),
      );
      return;
    }
    setError(null);
    grade.mutate(parsed.data, {
      onSuccess: () => toast.success(`Grade saved. ${authorName} has been notified.`),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Grade this submission">
      <Stack gap="sm">
        {grade.isError && (
          <Alert color="red" variant="light" role="alert">
            {grade.error.message}
          </Alert>
        )}
        <NumberInput
          label="Admin points (0 to 10)"
          description="Above 0 replaces the peer ratings; 0 keeps the peer score."
          min={0}
          max={10}
          step={0.5}
          decimalScale={1}
          allowNegative={false}
          clampBehavior="none"
          value={points}
          onChange={setPoints}
          error={error}
          w={{ base: "100%", xs: 260 }}
          required
        />
        <NumberInput
          label={`Extra points (0 to ${bonus})`}
          description="Added to the peer total; an admin grade replaces both."
          min={0}
          max={bonus}
          step={0.5}
          decimalScale={1}
          allowNegative={false}
          clampBehavior="none"
          value={extra}
          onChange={setExtra}
          w={{ base: "100%", xs: 260 }}
        />
        <Textarea
          label="Admin comment"
          description="The learner sees this with the grade."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={RESEARCH_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
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
