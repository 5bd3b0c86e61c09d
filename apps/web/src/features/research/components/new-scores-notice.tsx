import { Alert, Button, Group, Text } from "@mantine/core";
import { scoreStatus } from "@fincareer/domain/research-score";
import { useMarkScoresSeen } from "../api/mark-scores-seen.ts";
import { useNotifyScore } from "../api/get-notify-score.ts";
import type { ResearchApiBase } from "../api/research-area.ts";

/** New scores since the learner last looked (notify_score); "Got it" marks them seen (pnotify_score). */
export function NewScoresNotice({ base }: { base: ResearchApiBase }) {
  const notices = useNotifyScore(base);
  const markSeen = useMarkScoresSeen(base);
  const scores = notices.data?.scores ?? [];
  if (scores.length === 0) return null;
  return (
    <Alert color="teal" variant="light" title="New scores" role="status">
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {scores.map((s) => (
          <li key={s.id}>
            <Text size="sm" span>
              Week {s.week}, {s.company}:{" "}
              <Text span fw={700}>
                {scoreStatus(s.score_detail).label}
              </Text>
              {s.score_detail.source === "admin"
                ? " (instructor grade)"
                : s.score_detail.final
                  ? ""
                  : ` (${scoreStatus(s.score_detail).progress})`}
            </Text>
          </li>
        ))}
      </ul>
      <Group mt="xs">
        <Button
          size="xs"
          variant="white"
          color="teal"
          loading={markSeen.isPending}
          onClick={() => markSeen.mutate(scores.map((s) => s.id))}
        >
          Got it
        </Button>
      </Group>
    </Alert>
  );
}
