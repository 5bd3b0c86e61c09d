import { Alert, Button, Group, NumberInput, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";

interface Props {
  /** The highest points one rating may give under the item's scoring variant. */
  maxPoints: number;
  pending: boolean;
  /** The server's message when the last attempt was refused. */
  error?: string | null;
  onSubmit: (rating: { points: number; comment: string }) => void;
  /** Prefix for element ids, so several forms on one page stay distinct. */
  idPrefix: string;
}

const COMMENT_MAX = 2000;

/** Points (0..maxPoints) and a comment for one peer's submission. */
export function RatingForm({ maxPoints, pending, error, onSubmit, idPrefix }: Props) {
  const form = useForm<{ points: number | string; comment: string }>({
    mode: "uncontrolled",
    initialValues: { points: "", comment: "" },
    validate: {
      points: (points) =>
        typeof points === "number" && points >= 0 && points <= maxPoints
          ? null
          : `Give points from 0 to ${maxPoints}`,
      comment: (comment) => (comment.trim() === "" ? "Write a comment for the author" : null),
    },
  });

  const handleSubmit = form.onSubmit(({ points, comment }) =>
    onSubmit({ points: Number(points), comment: comment.trim() }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Rate this submission">
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            id={`${idPrefix}-points`}
            label={`Points (0 to ${maxPoints})`}
            min={0}
            max={maxPoints}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps("points")}
            key={form.key("points")}
            w={150}
            required
          />
        </Group>
        <Textarea
          id={`${idPrefix}-comment`}
          label="Comment"
          description="What was strong, and what would make it better."
          autosize
          minRows={3}
          maxRows={8}
          maxLength={COMMENT_MAX}
          {...form.getInputProps("comment")}
          key={form.key("comment")}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Submit rating
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
