import { Badge, Button, Group, Text } from "@mantine/core";
import { toast } from "../../../lib/toast.ts";
import type { LiveSession } from "@fincareer/domain/contract/user";
import { formatDateTime } from "@fincareer/domain/format";
import { LIVE_JOIN_OPENS_MINUTES, joinState } from "@fincareer/domain/live";
import { useDownloadSessionIcs } from "../api/download-session-ics.ts";
import classes from "./live-sessions.module.css";

function isToday(start: string, now: Date): boolean {
  return formatDateTime(start).slice(0, 10) === formatDateTime(now).slice(0, 10);
}

/** One upcoming (or running) session: timing text, length, Join (open from 10 minutes before until the end), .ics. */
export function SessionCard({ session, now }: { session: LiveSession; now: Date }) {
  const download = useDownloadSessionIcs();
  const join = joinState(session.start_time, session.duration_minutes, now);
  const hintId = `join-hint-${session.id}`;
  const live = join.state === "open" && new Date(session.start_time).getTime() <= now.getTime();

  const handleDownload = () =>
    download.mutate(session, {
      onError: (error) =>
        toast.error(error instanceof Error ? error.message : "The calendar file could not be saved."),
    });

  return (
    <li className={classes.card} data-live={live || undefined} aria-labelledby={`session-${session.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text id={`session-${session.id}`} fw={700} className={classes.cardTitle}>
          <time dateTime={session.start_time}>{session.timing}</time>
        </Text>
        {live ? (
          <Badge color="red" variant="filled" className={classes.badge}>
            Live now
          </Badge>
        ) : isToday(session.start_time, now) ? (
          <Badge color="brand" variant="light" className={classes.badge}>
            Today
          </Badge>
        ) : null}
      </Group>
      <Text className={classes.timing}>India time (IST) · {session.duration_minutes} min</Text>
      <Group gap="sm" mt="sm" wrap="wrap">
        {join.state === "open" && session.join_url ? (
          <Button
            component="a"
            href={session.join_url}
            target="_blank"
            rel="noopener noreferrer"
            color={live ? "red" : "brand"}
          >
            Join session
          </Button>
        ) : (
          <Button disabled aria-describedby={hintId}>
            Join session
          </Button>
        )}
        <Button variant="light" onClick={handleDownload} loading={download.isPending}>
          Add to calendar (.ics)
        </Button>
      </Group>
      {join.state === "early" && (
        <Text id={hintId} size="sm" className={classes.hint}>
          Join opens at {formatDateTime(join.opensAt)}, {LIVE_JOIN_OPENS_MINUTES} minutes before the start.
        </Text>
      )}
      {join.state === "open" && !session.join_url && (
        <Text id={hintId} size="sm" className={classes.hint}>
          The instructor has not shared the joining link yet.
        </Text>
      )}
    </li>
  );
}
