import { Container, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { liveEnded } from "@fincareer/domain/live";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useLiveSessionList } from "../api/list-live-sessions.ts";
import { CalendarFeedPanel } from "../components/calendar-feed-panel.tsx";
import { PastSession } from "../components/past-session.tsx";
import { SessionCard } from "../components/session-card.tsx";
import { useNow } from "../hooks/use-now.ts";
import classes from "../components/live-sessions.module.css";
import { LoadError } from "../../../components/load-error.tsx";

/**
 * /lifesession: the current program's upcoming sessions (soonest first) with Join and Add to calendar, the
 * private calendar link, then past sessions with their recordings.
 */
export default function LiveSessionsPage() {
  const user = useCurrentUser();
  const list = useLiveSessionList(user?.cprogram ?? null);
  const now = useNow();
  const sessions = list.data?.sessions ?? [];
  const upcoming = sessions.filter((s) => !liveEnded(s.start_time, s.duration_minutes, now));
  const past = sessions.filter((s) => liveEnded(s.start_time, s.duration_minutes, now));

  return (
    <Container size="md" py="xl" w="100%">
      <Stack gap="xl">
        <div>
          <Title order={1} className={classes.title}>
            Live sessions
          </Title>
          <Text size="sm" mt={4} className={classes.hint}>
            Sessions of your {user?.cprogram ?? ""} program. Times are India time (IST); Join opens 10 minutes
            before the start.
          </Text>
        </div>

        <section aria-labelledby="upcoming-title">
          <Title order={2} id="upcoming-title" className={classes.sectionTitle} mb="sm">
            Upcoming
          </Title>
          {list.isPending ? (
            <Stack gap="sm" aria-busy="true" aria-label="Loading">
              <Skeleton h={120} />
              <Skeleton h={120} />
            </Stack>
          ) : list.isError ? (
            <LoadError title="Your live sessions could not be loaded." onRetry={() => void list.refetch()} />
          ) : upcoming.length === 0 ? (
            <Paper withBorder p="xl" ta="center">
              <Text fw={600}>No sessions scheduled yet</Text>
              <Text size="sm" mt={4} className={classes.hint}>
                New sessions appear here, and you get a notification shortly before each one starts.
              </Text>
            </Paper>
          ) : (
            <ul className={classes.list}>
              {upcoming.map((s) => (
                <SessionCard key={s.id} session={s} now={now} />
              ))}
            </ul>
          )}
        </section>

        <CalendarFeedPanel />

        {past.length > 0 && (
          <section aria-labelledby="past-title">
            <Title order={2} id="past-title" className={classes.sectionTitle} mb="sm">
              Past sessions
            </Title>
            <ul className={classes.pastList}>
              {past.map((s) => (
                <PastSession key={s.id} session={s} />
              ))}
            </ul>
          </section>
        )}
      </Stack>
    </Container>
  );
}
