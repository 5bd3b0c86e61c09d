import { Container, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { toast } from "../../../lib/toast.ts";
import type { LiveCreateBody } from "@fincareer/domain/contract/live";
import { useCreateLive } from "../api/create-live.ts";
import { useLiveSchedule } from "../api/list-live.ts";
import { SessionForm } from "../components/session-form.tsx";
import type { SavedForm } from "../components/session-form.tsx";
import { SessionRow } from "../components/session-row.tsx";
import classes from "../components/admin-live.module.css";
import { LoadError } from "../../../components/load-error.tsx";

/** /admin/live: schedule a session beside the list of sessions (upcoming first), each editable or cancellable. */
export default function AdminLivePage() {
  const schedule = useLiveSchedule();
  const create = useCreateLive();
  const sessions = schedule.data?.sessions ?? [];

  const handleCreate = (body: LiveCreateBody, form: SavedForm) =>
    create.mutate(body, {
      onError: form.onError,
      onSuccess: (s) => {
        form.reset();
        toast.success(
          `Scheduled: ${s.timing}. ${s.invited === 0 ? "No learner" : `${s.invited} learner${s.invited === 1 ? "" : "s"}`} invited.`,
        );
      },
    });

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            Live sessions
          </Title>
          <Text size="sm" mt={4} className={classes.hint}>
            Learners see a session on Live Sessions, can add it to their calendar, and get a reminder before
            it starts and when it begins. Times are India time (IST).
          </Text>
        </div>
        <div className={classes.layout}>
          <Paper withBorder p="lg" component="section" aria-labelledby="schedule-title">
            <Title order={2} id="schedule-title" className={classes.sectionTitle} mb="sm">
              Schedule a session
            </Title>
            <SessionForm
              pending={create.isPending}
              error={create.error}
              submitLabel="Schedule session"
              onSubmit={(body, form) => handleCreate(body as LiveCreateBody, form)}
            />
          </Paper>
          <section aria-labelledby="sessions-title">
            <Title order={2} id="sessions-title" className={classes.sectionTitle} mb="sm">
              Sessions
            </Title>
            {schedule.isPending ? (
              <Stack gap="xs" aria-busy="true" aria-label="Loading">
                <Skeleton h={96} />
                <Skeleton h={96} />
              </Stack>
            ) : schedule.isError ? (
              <LoadError title="The sessions could not be loaded." onRetry={() => void schedule.refetch()}>
                <Text size="sm" className={classes.hint}>
                  {schedule.error.message}
                </Text>
              </LoadError>
            ) : sessions.length === 0 ? (
              <Paper withBorder p="xl" ta="center">
                <Text fw={600}>No sessions yet</Text>
                <Text size="sm" className={classes.hint}>
                  Schedule the first one with the form.
                </Text>
              </Paper>
            ) : (
              <ul className={classes.list}>
                {sessions.map((s) => (
                  <SessionRow key={s.id} session={s} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </Stack>
    </Container>
  );
}
