import { Alert, Button, Group, ScrollArea, Skeleton, Text, Timeline, Title } from "@mantine/core";
import { useState } from "react";
import { formatDateTime } from "@fincareer/domain/format";
import { toast } from "../../../lib/toast.ts";
import { downloadActivity, useActivity } from "../api/get-activity.ts";

/** Entries shown before "Show more". */
const FIRST_ENTRIES = 15;

/** The user drawer's "Activity" section: what the learner did, newest first, and a CSV download. */
export function ActivityTimeline({ userId }: { userId: number }) {
  const activity = useActivity(userId);
  const [all, setAll] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const handleDownload = () => {
    setDownloading(true);
    downloadActivity(userId)
      .catch((err: Error) => toast.error(err.message))
      .finally(() => setDownloading(false));
  };

  return (
    <section aria-labelledby="activity-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="activity-title">
          Activity
        </Title>
        <Button size="xs" variant="light" loading={downloading} onClick={handleDownload}>
          Download CSV
        </Button>
      </Group>
      {activity.isPending ? (
        <Skeleton h={120} mt="xs" />
      ) : activity.isError ? (
        <Alert color="red" role="alert" mt="xs">
          {activity.error.message}
        </Alert>
      ) : activity.data.items.length === 0 ? (
        <Text size="sm" c="gray.7" mt="xs">
          Nothing yet: no logins, videos, answers, submissions, games or orders.
        </Text>
      ) : (
        <>
          <ScrollArea.Autosize mah={all ? 420 : undefined} mt="sm" type="auto">
            <Timeline bulletSize={10} lineWidth={2}>
              {activity.data.items.slice(0, all ? undefined : FIRST_ENTRIES).map((item, i) => (
                <Timeline.Item key={`${item.at}-${i}`}>
                  <Text size="sm">{item.text}</Text>
                  <Text size="xs" c="gray.7">
                    {formatDateTime(item.at)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </ScrollArea.Autosize>
          {!all && activity.data.items.length > FIRST_ENTRIES && (
            <Button variant="subtle" size="xs" mt="xs" onClick={() => setAll(true)}>
              Show all {activity.data.items.length}
              {activity.data.items.length >= activity.data.limit ? " (the latest)" : ""}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
