// Shared by the learner research screens and the instructor queue (features do not import each other).
import { Badge } from "@mantine/core";
import type { ScoreDetail } from "@fincareer/domain/contract/research";
import { scoreStatus, scoreText } from "@fincareer/domain/research-score";

interface Props {
  /** The score object (score_detail): total, out_of, source and whether it is final. */
  detail: ScoreDetail;
  size?: "sm" | "md" | "lg";
}

/**
 * A score chip: 'total/out_of' once final, marked as the instructor's grade when admin points replaced the peer
 * total; a peer total still waiting for ratings reads "Provisional 7/33" with the ratings received in its label.
 */
export function ScoreBadge({ detail, size = "lg" }: Props) {
  const status = scoreStatus(detail);
  const admin = detail.source === "admin";
  const label = admin ? "Instructor grade" : status.final ? "Peer score" : "Provisional peer score";
  const text = scoreText(detail);
  return (
    // The browser's own tooltip: Mantine's Tooltip brings floating-ui (14 KB compressed) into the research screens.
    <Badge
      title={status.progress ?? label}
      size={size}
      variant={admin ? "filled" : "light"}
      color={admin ? "teal" : "brand"}
      radius="sm"
      aria-label={status.final ? `${label}: ${text}` : `${label}: ${text}, ${status.progress}`}
      styles={{ label: { fontVariantNumeric: "tabular-nums", textTransform: "none" } }}
    >
      {status.label}
    </Badge>
  );
}
