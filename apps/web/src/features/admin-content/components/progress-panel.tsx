import { Alert, Paper, Progress, Skeleton, Table, Text } from "@mantine/core";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { ProgressSummary } from "@fincareer/domain/contract/content";
import type { Family } from "@fincareer/domain/programs";
import { formatDateTime, formatPercent } from "@fincareer/domain/format";
import { useLearnerProgress } from "../api/get-progress.ts";
import { errorText } from "./error-text.ts";
import classes from "./admin-content.module.css";

function Cell({ p }: { p: ProgressSummary }) {
  return (
    <div className={classes.cell}>
      <Text size="xs">
        {p.completedVideos}/{p.videos} watched · {p.answered}/{p.questions} answered
      </Text>
      <Text size="sm" fw={700}>
        {p.scorePercent === null ? "–" : formatPercent(p.scorePercent)}
      </Text>
      <Progress
        value={p.percentComplete}
        size="xs"
        aria-label={`${formatPercent(p.percentComplete)} complete`}
      />
    </div>
  );
}

/** Every learner of the family: per module videos watched, questions answered and score. */
export function ProgressPanel({ family, track }: { family: Family; track: ResourceTrack }) {
  const progress = useLearnerProgress(family, track);
  if (progress.isPending) return <Skeleton h={200} />;
  if (progress.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(progress.error)}
      </Alert>
    );
  const { modules, learners } = progress.data;
  if (learners.length === 0)
    return (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>No learners enrolled in a {family} program yet.</Text>
      </Paper>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={`Learner progress, ${family}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Learner</Table.Th>
            <Table.Th>Overall</Table.Th>
            {modules.map((m, i) => (
              <Table.Th key={m.id}>
                {i + 1}. {m.title}
              </Table.Th>
            ))}
            <Table.Th>Last activity</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {learners.map((l) => (
            <Table.Tr key={l.userId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {l.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.email} · {l.programs.join(", ")}
                </Text>
              </Table.Td>
              <Table.Td>
                <Cell p={l.overall} />
              </Table.Td>
              {l.modules.map((m) => (
                <Table.Td key={m.moduleId}>
                  <Cell p={m} />
                </Table.Td>
              ))}
              <Table.Td>
                <Text size="xs">{l.lastActivity ? formatDateTime(l.lastActivity) : "Not started"}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
