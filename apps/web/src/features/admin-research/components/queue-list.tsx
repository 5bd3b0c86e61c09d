import { Badge, Group, Text, UnstyledButton } from "@mantine/core";
import type { AdminQueueItem } from "@fincareer/domain/contract/research";
import { formatDate } from "@fincareer/domain/format";
import { FlagBadges } from "./flag-badges.tsx";
import { totalKind, totalText } from "./score-scale.ts";
import classes from "./admin-research.module.css";

interface Props {
  items: AdminQueueItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The queue rows (the server sends flagged submissions first); a row opens the submission. */
export function QueueList({ items, selectedId, onSelect }: Props) {
  return (
    <ul className={classes.queue} aria-label="Submissions">
      {items.map((item) => (
        <li key={item.id}>
          <UnstyledButton
            className={classes.queueRow}
            data-selected={item.id === selectedId || undefined}
            data-flagged={item.flags.length > 0 || undefined}
            aria-current={item.id === selectedId ? "true" : undefined}
            onClick={() => onSelect(item.id)}
          >
            <div className={classes.queueMain}>
              <Text fw={600} size="sm" className={classes.wrap} lineClamp={2}>
                {item.company}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {item.author_name} · {item.program} · week {item.week}
              </Text>
              <Group gap={6} mt={6}>
                <FlagBadges flags={item.flags} />
                {item.graded_at !== null && (
                  <Badge size="sm" color="teal" variant="light">
                    Graded
                  </Badge>
                )}
                {item.has_file && (
                  <Badge size="sm" color="gray" variant="outline">
                    File
                  </Badge>
                )}
              </Group>
            </div>
            <div className={classes.queueSide}>
              <Text size="sm" fw={700} className={classes.num}>
                {totalText(item.score_detail)}
              </Text>
              <Text size="xs" c="dimmed">
                {totalKind(item.score_detail)}
              </Text>
              <Text size="xs" c="dimmed" className={classes.num}>
                {item.ratings} of {item.ratings_needed} ratings
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(item.createdAt)}
              </Text>
            </div>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
