import { Alert, Button, Group, NumberInput, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { fieldErrors, formError } from "../../../lib/field-errors.ts";

interface Props {
  /** The highest points one rating may give under the item's scoring variant. */
  maxPoints: number;
  pending: boolean;
  /** The last refused attempt, if any: a message about a field shows under it, any other above the form. */
  error: unknown;
  /** Sends the rating; `onError` puts the server's field messages beside the fields. */
  onSubmit: (rating: { points: number; comment: string }, onError: (error: Error) => void) => void;
  /** Prefix for element ids, so several forms on one page stay distinct. */
  idPrefix: string;
}

const COMMENT_MAX = 2000;
/** The request fields the form shows: the comment goes as `data` (JSON holding it) or `rate_res`. */
const SHOWN_FIELDS = ["points", "data", "rate_res"];

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
    onSubmit({ points: Number(points), comment: comment.trim() }, (e) => {
      const named = fieldErrors(e);
      form.setErrors({ points: named.points, comment: named.data ?? named.rate_res });
    }),
  );
  const failure = formError(error, SHOWN_FIELDS);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Rate this submission">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
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
