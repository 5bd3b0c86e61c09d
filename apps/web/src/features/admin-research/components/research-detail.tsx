import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { AdminRating } from "@fincareer/domain/contract/research";
import { formatDateTime } from "@fincareer/domain/format";
import { ratingComment, scoreStatus } from "@fincareer/domain/research-score";
import { AttachmentButton } from "../../../components/attachment-button.tsx";
import { useResearchDetail } from "../api/get-research-detail.ts";
import { FlagBadges } from "./flag-badges.tsx";
import { GradeForm } from "./grade-form.tsx";
import { ofMax, peerRule, totalKind, totalText } from "./score-scale.ts";
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
  onSaved?: () => string | undefined;
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
            <Text size="xs" c="dimmed">
              {totalKind(item.score_detail)}
            </Text>
            <Text size="lg" fw={700} className={classes.num}>
              {totalText(item.score_detail)}
            </Text>
            {scoreStatus(item.score_detail).progress !== null && (
              <Text size="xs" c="dimmed">
                {scoreStatus(item.score_detail).progress}
              </Text>
            )}
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
          <Text size="sm" fw={600} mb={6}>
            Peer ratings ({ratings.length} of {item.ratings_needed} received)
          </Text>
          <dl className={classes.facts} aria-label="How peers rate this submission">
            <div>
              <dt>Raters assigned</dt>
              <dd>{assigned}</dd>
            </div>
            <div>
              <dt>Each rating</dt>
              <dd>out of {item.max_points}</dd>
            </div>
            <div>
              <dt>Peer total</dt>
              <dd>{peerRule(item.ratings_needed, item.max_points, item.score_detail.bonus)}</dd>
            </div>
          </dl>
          {ratings.length === 0 ? (
            <Text size="sm" c="dimmed">
              No peer ratings yet.
            </Text>
          ) : (
            <ul className={classes.ratings} aria-label="Peer ratings">
              {ratings.map((r) => (
                <li key={r.id} className={classes.rating}>
                  <Badge
                    variant="outline"
                    color="gray"
                    radius="sm"
                    tt="none"
                    className={classes.ratingPoints}
                  >
                    {ofMax(r.points, item.max_points)}
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
