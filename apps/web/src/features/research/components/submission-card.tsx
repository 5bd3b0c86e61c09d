import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ResearchItem } from "@fincareer/domain/contract/research";
import { formatDateTime } from "@fincareer/domain/format";
import { RESEARCH_EDIT_CLOSED } from "@fincareer/domain/research-rules";
import { scoreStatus } from "@fincareer/domain/research-score";
import { AttachmentButton } from "../../../components/attachment-button.tsx";
import { commentOf, ratingsOf } from "./ratings-of.ts";
import { ScoreBadge } from "../../../components/score-badge.tsx";
import { ResearchText } from "./research-text.tsx";
import classes from "./research.module.css";

interface Props {
  item: ResearchItem;
  /** Opens the edit form; offered while the week is open. */
  onEdit?: () => void;
}

function awaitingText(item: ResearchItem): string {
  if (item.score_detail.source === "admin") return "Graded by your instructor";
  return scoreStatus(item.score_detail).progress ?? "All peer ratings are in";
}

/** One of my submissions: score as 'total/out_of', what is still awaited, the comments received, the text. */
export function SubmissionCard({ item, onEdit }: Props) {
  const ratings = ratingsOf(item);
  const admin = item.score_detail.source === "admin";
  const headingId = `submission-${item.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <div className={classes.cardHead}>
        <div className={classes.cardTitle}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
            Week {item.week}
          </Text>
          <Title order={3} size="h4" id={headingId} className={classes.wrap}>
            {item.company}
          </Title>
          <Text size="xs" c="dimmed" mt={2}>
            Submitted {formatDateTime(item.createdAt)}
            {item.updatedAt !== item.createdAt && ` · edited ${formatDateTime(item.updatedAt)}`}
          </Text>
        </div>
        <Stack gap={4} align="flex-end" className={classes.scoreBox}>
          <ScoreBadge detail={item.score_detail} />
          <Text size="xs" c={admin ? "teal.8" : item.score_detail.final ? "dimmed" : "orange.8"}>
            {awaitingText(item)}
          </Text>
          {!admin && item.score_detail.extra > 0 && (
            <Text size="xs" c="dimmed">
              Includes {item.score_detail.extra} extra point{item.score_detail.extra === 1 ? "" : "s"}
            </Text>
          )}
        </Stack>
      </div>

      {(admin || (item.admin_comment !== null && item.admin_comment !== "")) && (
        <div className={classes.adminNote}>
          <Text size="sm" fw={600}>
            Instructor{admin ? `: ${item.admin_points}/10` : ""}
          </Text>
          {item.admin_comment && (
            <Text size="sm" className={classes.preWrap}>
              {item.admin_comment}
            </Text>
          )}
          {admin && (
            <Text size="xs" c="dimmed" mt={4}>
              The instructor&apos;s grade replaces the peer ratings.
            </Text>
          )}
        </div>
      )}

      <Text size="sm" fw={600} mt="md">
        Peer comments ({ratings.length})
      </Text>
      {ratings.length === 0 ? (
        <Text size="sm" c="dimmed">
          No ratings yet.
        </Text>
      ) : (
        <ul className={classes.ratingList}>
          {ratings.map((rating) => (
            <li key={rating.id} className={classes.ratingItem}>
              <Badge variant="outline" color="gray" radius="sm" className={classes.ratingPoints}>
                {rating.points}/{item.max_points}
              </Badge>
              <div className={classes.ratingBody}>
                <Text size="sm" className={classes.preWrap}>
                  {commentOf(rating) ?? "No comment"}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(rating.createdAt)}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ResearchText text={item.text} maxHeight={0} showLabel="Show my text" hideLabel="Hide my text" />

      {(item.edit_state === "rated" || item.edit_state === "graded") && (
        <Text size="xs" c="dimmed" mt="sm">
          {RESEARCH_EDIT_CLOSED[item.edit_state]}
        </Text>
      )}
      {(item.file !== null || (item.editable && onEdit)) && (
        <Group gap="sm" mt="sm" justify="space-between">
          {item.file !== null ? <AttachmentButton file={item.file} /> : <span />}
          {item.editable && onEdit && (
            <Button variant="light" size="xs" onClick={onEdit}>
              Edit until {formatDateTime(item.deadline)}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
