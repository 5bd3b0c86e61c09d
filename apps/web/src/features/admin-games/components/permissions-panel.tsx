import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "@fincareer/domain/format";
import { PROGRAM_NAMES } from "@fincareer/domain/programs";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { grantPermission } from "../api/grant-permission.ts";
import { usePermissions } from "../api/list-permissions.ts";
import { revokePermission } from "../api/revoke-permission.ts";

// datetime-local inputs speak local wall time; the API takes ISO instants.
const toLocalInput = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Grant ecode to a learner or a program for a time window; the list of grants with revoke. */
export function PermissionsPanel() {
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const [target, setTarget] = useState<"learner" | "program">("learner");
  const [email, setEmail] = useState("");
  const [program, setProgram] = useState<string>("FMEPGOLD");
  const [startsAt, setStartsAt] = useState(() => toLocalInput(new Date()));
  const [endsAt, setEndsAt] = useState(() => toLocalInput(new Date(Date.now() + 7 * 86_400_000)));
  const [attempts, setAttempts] = useState<number | string>(1);
  const refresh = () => queryClient.invalidateQueries({ queryKey: gamesKeys.admin("permissions") });
  const grant = useMutation({
    mutationFn: () =>
      grantPermission({
        ...(target === "learner" ? { email } : { program: program as (typeof PROGRAM_NAMES)[number] }),
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(endsAt).toISOString(),
        attempts: Number(attempts),
      }),
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: revokePermission, onSuccess: refresh });
  const list = permissions.data?.permissions ?? [];
  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Grant eCode"
        onSubmit={(e) => {
          e.preventDefault();
          grant.mutate();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            value={target}
            onChange={(v) => setTarget(v)}
            data={[
              { value: "learner", label: "One learner" },
              { value: "program", label: "A whole program" },
            ]}
            aria-label="Grant to"
          />
          <Group grow align="flex-end" wrap="wrap">
            {target === "learner" ? (
              <TextInput
                label="Learner email"
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
            ) : (
              <NativeSelect
                label="Program"
                data={[...PROGRAM_NAMES]}
                value={program}
                onChange={(e) => setProgram(e.currentTarget.value)}
              />
            )}
            <TextInput
              label="Opens"
              type="datetime-local"
              required
              value={startsAt}
              onChange={(e) => setStartsAt(e.currentTarget.value)}
            />
            <TextInput
              label="Closes"
              type="datetime-local"
              required
              value={endsAt}
              onChange={(e) => setEndsAt(e.currentTarget.value)}
            />
            <NumberInput label="Attempts" min={1} max={20} value={attempts} onChange={setAttempts} />
          </Group>
          <Group>
            <Button type="submit" loading={grant.isPending}>
              Grant eCode
            </Button>
          </Group>
          {grant.isError && <Alert color="red">{grant.error.message}</Alert>}
          {grant.isSuccess && (
            <Alert color="teal" role="status">
              Permission granted.
            </Alert>
          )}
        </Stack>
      </Paper>
      {permissions.isError && <Alert color="red">{permissions.error.message}</Alert>}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>For</Table.Th>
              <Table.Th>Window</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.email ? `${p.name ?? ""} (${p.email})` : `Program ${p.program}`}</Table.Td>
                <Table.Td>
                  {formatDateTime(p.starts_at)} to {formatDateTime(p.ends_at)}
                </Table.Td>
                <Table.Td>{p.attempts}</Table.Td>
                <Table.Td>
                  <Badge color={p.revoked ? "gray" : p.active ? "teal" : "yellow"} variant="light">
                    {p.revoked ? "revoked" : p.active ? "open" : "not open now"}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {!p.revoked && (
                    <Button size="xs" variant="light" color="red" onClick={() => revoke.mutate(p.id)}>
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.length === 0 && <Text c="gray.8">No eCode permissions yet.</Text>}
    </Stack>
  );
}
