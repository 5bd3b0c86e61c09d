import { Alert, Button, Group, NumberInput, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";

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
  const [points, setPoints] = useState<number | string>("");
  const [comment, setComment] = useState("");
  const [touched, setTouched] = useState(false);

  const value = typeof points === "number" ? points : Number.NaN;
  const pointsError =
    !Number.isFinite(value) || points === ""
      ? "Give points"
      : value < 0 || value > maxPoints
        ? `Points must be between 0 and ${maxPoints}`
        : null;
  const commentError = comment.trim() === "" ? "Write a comment for the author" : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (pointsError !== null || commentError !== null) return;
    onSubmit({ points: value, comment: comment.trim() });
  };

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
            value={points}
            onChange={setPoints}
            error={touched ? pointsError : null}
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
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={touched ? commentError : null}
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
