import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { AdminRating } from "@fincareer/domain/contract/research";
import { formatDateTime } from "@fincareer/domain/format";
import { ratingComment, scoreStatus } from "@fincareer/domain/research-score";
import { AttachmentButton } from "../../../components/attachment-button.tsx";
import { ScoreBadge } from "../../../components/score-badge.tsx";
import { useResearchDetail } from "../api/get-research-detail.ts";
import { FlagBadges } from "./flag-badges.tsx";
import { GradeForm } from "./grade-form.tsx";
import classes from "./admin-research.module.css";

/** One submission as the instructor reads it: text, file, peer ratings with raters, and the grade form. */
export function ResearchDetail({
  id,
  onBack,
  onSaved,
}: {
  id: number;
  onBack: () => void;
  /** After the grade is saved (the page opens the next submission). */
  onSaved?: () => void;
}) {
  const detail = useResearchDetail(id);

  if (detail.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading">
        <Skeleton h={40} w="60%" />
        <Skeleton h={160} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Paper withBorder p="lg" role="alert">
        <Text fw={600}>This submission could not be loaded.</Text>
        <Text size="sm" c="dimmed">
          {detail.error.message}
        </Text>
        <Group mt="sm">
          <Button variant="subtle" onClick={() => void detail.refetch()}>
            Try again
          </Button>
          <Button variant="subtle" color="gray" onClick={onBack}>
            Back to the queue
          </Button>
        </Group>
      </Paper>
    );
  }

  const { research: item, author, flags, assigned } = detail.data;
  const ratings: AdminRating[] = item[item.ratings_list] ?? [];
  const headingId = `admin-research-${item.id}`;

  return (
    <article aria-labelledby={headingId}>
      <Button variant="subtle" size="compact-sm" onClick={onBack} className={classes.backButton} mb="xs">
        ← Back to the queue
      </Button>
      <Stack gap="md">
        <div className={classes.detailHead}>
          <div className={classes.grow}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
              {item.program} · week {item.week} · {item.kind === "project" ? "project" : "research"}
            </Text>
            <Title order={2} size="h3" id={headingId} className={classes.wrap}>
              {item.company}
            </Title>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {author.name} ({author.email}) · submitted {formatDateTime(item.createdAt)}
              {item.updatedAt !== item.createdAt && `, edited ${formatDateTime(item.updatedAt)}`}
            </Text>
            <Group gap={6} mt={6}>
              <FlagBadges flags={flags} />
            </Group>
          </div>
          <Stack gap={2} align="flex-end" className={classes.detailScore}>
            <ScoreBadge detail={item.score_detail} />
            <Text size="xs" c="dimmed">
              {item.score_detail.source === "admin"
                ? "Instructor grade"
                : (scoreStatus(item.score_detail).progress ?? "Final peer total")}
            </Text>
          </Stack>
        </div>

        <Paper withBorder radius="md" p="md">
          <Text size="sm" fw={600} mb={6}>
            Submission
          </Text>
          <Text size="sm" className={classes.preWrap}>
            {item.text}
          </Text>
          {item.file !== null && (
            <Group mt="md">
              <AttachmentButton file={item.file} />
            </Group>
          )}
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb={6} wrap="wrap" gap="xs">
            <Text size="sm" fw={600}>
              Peer ratings ({ratings.length} of {item.ratings_needed})
            </Text>
            <Text size="xs" c="dimmed">
              {assigned} {assigned === 1 ? "rater" : "raters"} assigned; each rates out of {item.max_points};
              ratings list: {item.ratings_list}
            </Text>
          </Group>
          {ratings.length === 0 ? (
            <Text size="sm" c="dimmed">
              No peer ratings yet.
            </Text>
          ) : (
            <ul className={classes.ratings} aria-label="Peer ratings">
              {ratings.map((r) => (
                <li key={r.id} className={classes.rating}>
                  <Badge variant="outline" color="gray" radius="sm" className={classes.ratingPoints}>
                    {r.points}/{item.max_points}
                  </Badge>
                  <div className={classes.grow}>
                    <Text size="sm" fw={600} className={classes.wrap}>
                      {r.rater_name}{" "}
                      <Text span size="xs" c="dimmed" fw={400}>
                        {r.rater_email} · {formatDateTime(r.createdAt)}
                      </Text>
                    </Text>
                    <Text size="sm" className={classes.preWrap}>
                      {r.rate_res ?? ratingComment(r.data) ?? "No comment"}
                    </Text>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Text size="sm" fw={600}>
              Grade
            </Text>
            {item.graded_at !== null && (
              <Badge color="teal" variant="light">
                Graded {formatDateTime(item.graded_at)}
              </Badge>
            )}
          </Group>
          {item.kind === "research" && item.admin_points === null && ratings.length === 0 && (
            <Alert color="gray" variant="light" mb="sm">
              No peer ratings yet: an instructor grade now settles the score.
            </Alert>
          )}
          <GradeForm
            key={item.id}
            id={item.id}
            adminPoints={item.admin_points}
            adminComment={item.admin_comment}
            extraPoints={item.extra_points}
            bonus={item.score_detail.bonus}
            authorName={author.name}
            onSaved={onSaved}
          />
        </Paper>
      </Stack>
    </article>
  );
}
