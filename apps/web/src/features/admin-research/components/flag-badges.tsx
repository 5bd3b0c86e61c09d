import { Badge, Group } from "@mantine/core";
import type { ResearchFlag } from "@fincareer/domain/contract/research";

const FLAG_LABELS: Record<ResearchFlag, { label: string; title: string }> = {
  waiting: { label: "Waiting 7+ days", title: "Has waited 7 days or more for its peer ratings" },
  disagreement: { label: "Ratings disagree", title: "Peer ratings spread over more than half the scale" },
};

/** Why a submission was flagged to instructors. */
export function FlagBadges({ flags }: { flags: readonly ResearchFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge
          key={flag}
          size="sm"
          color={flag === "waiting" ? "orange" : "red"}
          variant="light"
          title={FLAG_LABELS[flag].title}
        >
          {FLAG_LABELS[flag].label}
        </Badge>
      ))}
    </Group>
  );
}
