// Shared by the learner research screens and the instructor queue (features do not import each other).
import { Badge, Tooltip } from "@mantine/core";

interface Props {
  /** The score as SPEC.md's 'total/out_of' text. */
  score: string;
  /** "admin" when an instructor's grade replaced the peer ratings. */
  source: "admin" | "peers";
  size?: "sm" | "md" | "lg";
}

/** A score chip: 'total/out_of', marked as the instructor's grade when admin points replaced the peer total. */
export function ScoreBadge({ score, source, size = "lg" }: Props) {
  const label = source === "admin" ? "Instructor grade" : "Peer score";
  return (
    <Tooltip label={label} withArrow>
      <Badge
        size={size}
        variant={source === "admin" ? "filled" : "light"}
        color={source === "admin" ? "teal" : "brand"}
        radius="sm"
        aria-label={`${label}: ${score}`}
        styles={{ label: { fontVariantNumeric: "tabular-nums", textTransform: "none" } }}
      >
        {score}
      </Badge>
    </Tooltip>
  );
}
