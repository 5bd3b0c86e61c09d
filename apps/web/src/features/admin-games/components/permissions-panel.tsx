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
import { schemaResolver, useForm } from "@mantine/form";
import { GrantPermissionBody } from "@fincareer/domain/contract/games";
import { formatDateTime } from "@fincareer/domain/format";
import { PROGRAM_NAMES } from "@fincareer/domain/programs";
import { DateTimeField } from "../../../components/date-field.tsx";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { grantPermission } from "../api/grant-permission.ts";
import { usePermissions } from "../api/list-permissions.ts";
import { revokePermission } from "../api/revoke-permission.ts";

// The date-time fields hold local wall time (yyyy-mm-ddThh:mm); the API takes ISO instants.
const toLocalInput = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * A date-time field's value (yyyy-mm-ddThh:mm, local wall time) as an ISO instant; "" for anything else (incomplete,
 * or text the field refused, which the browser would otherwise read month first), so the contract names the field.
 */
function fromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return "";
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? "" : new Date(time).toISOString();
}

interface Values {
  target: "learner" | "program";
  email: string;
  program: string;
  starts_at: string;
  ends_at: string;
  attempts: number | string;
}

/** The request of the form's values. */
function toBody(values: Values) {
  return {
    ...(values.target === "learner" ? { email: values.email } : { program: values.program }),
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
    attempts: typeof values.attempts === "number" ? values.attempts : Number.NaN,
  };
}

/** Grant ecode to a learner or a program for a time window; the list of grants with revoke. */
export function PermissionsPanel() {
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  // Controlled: the learner/program switch shows one field or the other.
  const [initialValues] = useState<Values>(() => ({
    target: "learner",
    email: "",
    program: "FMEPGOLD",
    starts_at: toLocalInput(new Date()),
    ends_at: toLocalInput(new Date(Date.now() + 7 * 86_400_000)),
    attempts: 1,
  }));
  const form = useForm<Values>({
    mode: "controlled",
    initialValues,
    validate: (values) => schemaResolver(GrantPermissionBody, { sync: true })(toBody(values)),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: gamesKeys.admin("permissions") });
  const grant = useMutation({
    mutationFn: (values: Values) => grantPermission(GrantPermissionBody.parse(toBody(values))),
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
        noValidate
        onSubmit={form.onSubmit((values) => grant.mutate(values))}
      >
        <Stack gap="sm">
          <SegmentedControl
            {...form.getInputProps("target")}
            data={[
              { value: "learner", label: "One learner" },
              { value: "program", label: "A whole program" },
            ]}
            aria-label="Grant to"
          />
          {/* On a phone the fields wrap two to a row rather than squeeze a date-time out of sight (issue 41). */}
          <Group grow preventGrowOverflow={false} align="flex-end" wrap="wrap">
            {form.values.target === "learner" ? (
              <TextInput
                label="Learner email"
                type="email"
                required
                miw={200}
                {...form.getInputProps("email")}
              />
            ) : (
              <NativeSelect
                label="Program"
                data={[...PROGRAM_NAMES]}
                miw={200}
                {...form.getInputProps("program")}
              />
            )}
            <DateTimeField label="Opens" required miw={160} {...form.getInputProps("starts_at")} />
            <DateTimeField label="Closes" required miw={160} {...form.getInputProps("ends_at")} />
            <NumberInput label="Attempts" min={1} max={20} miw={100} {...form.getInputProps("attempts")} />
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
