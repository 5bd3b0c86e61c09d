import { Badge, Button, Group, Paper, Text, Title } from "@mantine/core";
import type { InterviewSummary } from "@fincareer/domain/contract/interview";
import { formatDateTime } from "@fincareer/domain/format";
import { scoreColor } from "./score-color.ts";
import classes from "./interview.module.css";

/** Past interviews (reopen the report) and unfinished ones (resume). */
export function HistoryList({
  interviews,
  onOpen,
}: {
  interviews: InterviewSummary[];
  onOpen: (id: number) => void;
}) {
  return (
    <section aria-labelledby="interview-history-title">
      <Title order={2} id="interview-history-title" className={classes.sectionTitle} mb="sm">
        Your interviews
      </Title>
      {interviews.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text fw={600}>No interviews yet</Text>
          <Text size="sm" c="gray.7">
            Your reports will be kept here so you can compare them over time.
          </Text>
        </Paper>
      ) : (
        <ul className={classes.history}>
          {interviews.map((i) => (
            <li key={i.id} className={classes.historyItem}>
              <div>
                <Text fw={600}>{i.trackName}</Text>
                <Text size="xs" c="gray.7">
                  {i.questions} questions · started {formatDateTime(i.createdAt)}
                </Text>
              </div>
              <Group gap="sm" wrap="nowrap">
                {i.score !== null ? (
                  <Badge variant="filled" color={scoreColor(i.score)} size="lg">
                    {i.score}/100
                  </Badge>
                ) : (
                  <Badge variant="outline" color="gray.7">
                    In progress
                  </Badge>
                )}
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => onOpen(i.id)}
                  aria-label={`${i.status === "done" ? "Open report" : "Resume"}: ${i.trackName}, ${formatDateTime(i.createdAt)}`}
                >
                  {i.status === "done" ? "Open report" : "Resume"}
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
