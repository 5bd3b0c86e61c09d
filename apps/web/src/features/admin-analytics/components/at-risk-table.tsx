import { Badge, Checkbox, List, Table, Text } from "@mantine/core";
import { DEMO_COHORT_DOMAIN } from "@fincareer/domain/analytics";
import type { AtRiskLearner } from "@fincareer/domain/contract/analytics";
import { formatDateTime } from "@fincareer/domain/format";

/** Whether an account is one of the generated demo cohort's. */
export function isDemoLearner(email: string): boolean {
  return email.endsWith(`@${DEMO_COHORT_DOMAIN}`);
}

/** The at-risk learners with a checkbox each (and one for all), their last activity and reasons. */
export function AtRiskTable({
  learners,
  selected,
  onToggle,
  onToggleAll,
}: {
  learners: readonly AtRiskLearner[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (all: boolean) => void;
}) {
  const all = learners.length > 0 && learners.every((l) => selected.has(l.id));
  const some = learners.some((l) => selected.has(l.id));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select every learner"
                checked={all}
                indeterminate={some && !all}
                onChange={() => onToggleAll(!all)}
              />
            </Table.Th>
            <Table.Th>Learner</Table.Th>
            <Table.Th>Last active</Table.Th>
            <Table.Th>Reasons</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {learners.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${l.name}`}
                  checked={selected.has(l.id)}
                  onChange={() => onToggle(l.id)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ wordBreak: "break-word" }}>
                  {l.name}{" "}
                  {isDemoLearner(l.email) && (
                    <Badge size="xs" color="gray" variant="light">
                      demo
                    </Badge>
                  )}
                </Text>
                <Text size="xs" c="gray.7" style={{ wordBreak: "break-all" }}>
                  {l.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{l.last_active ? formatDateTime(l.last_active) : "never"}</Text>
              </Table.Td>
              <Table.Td>
                <List size="sm" spacing={2}>
                  {l.reasons.map((r) => (
                    <List.Item key={r.code}>{r.text}</List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
