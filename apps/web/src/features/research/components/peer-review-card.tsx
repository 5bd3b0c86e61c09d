import { Badge, Group, Paper, Text, Title } from "@mantine/core";
import { toast } from "../../../lib/toast.ts";
import type { PeerResearchItem } from "@fincareer/domain/contract/research";
import { formatDateTime } from "@fincareer/domain/format";
import { useRateResearch } from "../api/rate-research.ts";
import type { ResearchApiBase } from "../api/research-area.ts";
import { AttachmentButton } from "../../../components/attachment-button.tsx";
import { RatingForm } from "./rating-form.tsx";
import { commentOf } from "./ratings-of.ts";
import { ResearchText } from "./research-text.tsx";
import classes from "./research.module.css";

/** A peer's submission assigned to me: read it (and its file), then give points and a comment once. */
export function PeerReviewCard({ base, item }: { base: ResearchApiBase; item: PeerResearchItem }) {
  const rate = useRateResearch(base);
  const headingId = `peer-${item.id}`;
  const handleSubmit = (
    { points, comment }: { points: number; comment: string },
    onError: (error: Error) => void,
  ) => {
    rate.mutate(
      { research_id: item.id, points, comment },
      { onSuccess: () => toast.success(`Rating for “${item.company}” submitted.`), onError },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <div className={classes.cardHead}>
        <div className={classes.cardTitle}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
            Week {item.week} · peer submission
          </Text>
          <Title order={3} size="h4" id={headingId} className={classes.wrap}>
            {item.company}
          </Title>
          <Text size="xs" c="dimmed" mt={2}>
            Submitted {formatDateTime(item.createdAt)}
          </Text>
        </div>
        {item.rated ? (
          <Badge color="teal" variant="light">
            Rated
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            To rate
          </Badge>
        )}
      </div>

      <ResearchText text={item.text} maxHeight={120} showLabel="Read more" hideLabel="Show less" />
      {item.file !== null && (
        <Group mt="sm">
          <AttachmentButton file={item.file} />
        </Group>
      )}

      <div className={classes.divider} />
      {item.rated && item.my_rating !== null ? (
        <div className={classes.ratingItem}>
          <Badge variant="outline" color="gray" radius="sm" className={classes.ratingPoints}>
            {item.my_rating.points}/{item.max_points}
          </Badge>
          <div className={classes.ratingBody}>
            <Text size="sm" fw={600}>
              Your rating
            </Text>
            <Text size="sm" className={classes.preWrap}>
              {commentOf(item.my_rating)}
            </Text>
          </div>
        </div>
      ) : (
        <RatingForm
          idPrefix={`rate-${item.id}`}
          maxPoints={item.max_points}
          pending={rate.isPending}
          error={rate.error}
          onSubmit={handleSubmit}
        />
      )}
    </Paper>
  );
}
