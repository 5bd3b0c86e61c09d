import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { formatDate } from "@fincareer/domain/format";
import { PersonName } from "../../../components/person-name.tsx";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useUser } from "../api/get-user.ts";
import { useIssueResetLink } from "../api/issue-reset-link.ts";
import { useSetAdmin } from "../api/set-admin.ts";
import { useSetUserStatus } from "../api/set-status.ts";
import { ActivityTimeline } from "./activity-timeline.tsx";
import { EnrolForm } from "./enrol-form.tsx";
import { ResetLinkBox } from "./reset-link-box.tsx";
import { SettingsForm } from "./settings-form.tsx";
import classes from "./admin-users.module.css";

/** One user's page in a drawer: enrolments, enrol, settings, reset link, deactivate, admin role. */
export function UserDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  return (
    <Drawer opened={userId !== null} onClose={onClose} position="right" size="lg" title="User">
      {userId !== null && <UserDetail id={userId} />}
    </Drawer>
  );
}

function UserDetail({ id }: { id: number }) {
  const me = useCurrentUser();
  const user = useUser(id);
  const reset = useIssueResetLink();
  const status = useSetUserStatus();
  const role = useSetAdmin();

  if (user.isPending) return <Skeleton h={200} />;
  if (user.isError) {
    return (
      <Alert color="red" role="alert" title="Could not load the user">
        {user.error.message}
      </Alert>
    );
  }
  const u = user.data;
  const self = u.id === me?.id;
  const failure = reset.error ?? status.error ?? role.error;

  return (
    <Stack gap="lg">
      <div>
        <PersonName
          name={u.name}
          email={u.email}
          after={` · #${u.id} · joined ${formatDate(u.created_at)}`}
          headingOrder={2}
        />
        <Group gap={6} mt={6}>
          <Badge color={u.role === "admin" ? "grape" : "blue"} variant="light">
            {u.role}
          </Badge>
          {u.deactivated ? (
            <Badge color="red" variant="filled">
              deactivated
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              active
            </Badge>
          )}
          <Badge color="gray" variant="light">
            {u.active_sessions} open session{u.active_sessions === 1 ? "" : "s"}
          </Badge>
        </Group>
      </div>

      <section aria-labelledby="enrolments-title">
        <Title order={3} size="h5" id="enrolments-title">
          Enrolments
        </Title>
        {u.enrolments.length === 0 ? (
          <Text size="sm" c="gray.7">
            Not enrolled yet.
          </Text>
        ) : (
          // On a phone each enrolment stacks as "column: value" lines (admin-users.module.css): the four columns
          // were cut off at 390 px.
          <Table className={classes.enrolments}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Program</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {u.enrolments.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td data-label="Program">
                    {e.program_name}
                    {e.program_name === u.cprogram ? " (current)" : ""}
                  </Table.Td>
                  <Table.Td data-label="Plan">{e.comment ?? "-"}</Table.Td>
                  <Table.Td data-label="Start">{e.start_date ? formatDate(e.start_date) : "-"}</Table.Td>
                  <Table.Td data-label="End">{e.end_date ? formatDate(e.end_date) : "open"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>

      <EnrolForm email={u.email} />
      <Divider />
      {u.role === "learner" && (
        <>
          <ActivityTimeline userId={u.id} />
          <Divider />
        </>
      )}
      <SettingsForm user={u} />
      <Divider />

      <section aria-labelledby="access-title">
        <Title order={3} size="h5" id="access-title">
          Access
        </Title>
        <Stack gap="sm" mt="xs">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure.message}
            </Alert>
          )}
          {reset.isSuccess && <ResetLinkBox link={reset.data} />}
          <Group gap="xs">
            <Button
              variant="light"
              disabled={u.deactivated}
              loading={reset.isPending}
              onClick={() => reset.mutate({ email: u.email })}
            >
              Issue password reset link
            </Button>
            {!self && (
              <Button
                variant="light"
                color={u.role === "admin" ? "orange" : "grape"}
                loading={role.isPending}
                onClick={() => role.mutate({ email: u.email, revoke: u.role === "admin" })}
              >
                {u.role === "admin" ? "Revoke admin" : "Make admin"}
              </Button>
            )}
            {!self && (
              <Button
                variant={u.deactivated ? "light" : "outline"}
                color={u.deactivated ? "green" : "red"}
                loading={status.isPending}
                onClick={() => {
                  if (
                    u.deactivated ||
                    window.confirm(`Deactivate ${u.email}? They are logged out everywhere.`)
                  ) {
                    status.mutate({ email: u.email, deactivated: !u.deactivated });
                  }
                }}
              >
                {u.deactivated ? "Reactivate" : "Deactivate"}
              </Button>
            )}
          </Group>
        </Stack>
      </section>
    </Stack>
  );
}
