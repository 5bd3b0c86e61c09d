import { Container, Pagination, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { formatDateTime } from "@fincareer/domain/format";
import { AUDIT_PER_PAGE, useAudit } from "../api/list-audit.ts";
import classes from "../components/admin-users.module.css";

function detailsText(details: Record<string, unknown>): string {
  const text = JSON.stringify(details);
  return text === "{}" ? "" : text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** An audit action's name, red for the ones that take something away (revoke, deactivate). */
function ActionLabel({ action }: { action: string }) {
  return (
    <Text size="sm" ff="monospace" fw={600} c={/revoke|deactivate/.test(action) ? "red.9" : "blue.9"}>
      {action}
    </Text>
  );
}

/** /admin/audit: every admin action (who, what, on whom, when, details), newest first, paged and searchable. */
export default function AdminAuditPage() {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const audit = useAudit(q, page);
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PER_PAGE)) : 1;

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            Audit log
          </Title>
          <Text c="gray.7" size="sm" mt={4}>
            Every change admins and the operator CLI make to accounts, enrolments and roles.
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <TextInput
              label="Search"
              placeholder="Admin, action or user, e.g. revoke"
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              maw={420}
            />
            <Text size="sm" c="gray.7" aria-live="polite">
              {audit.isSuccess ? `${audit.data.total} entr${audit.data.total === 1 ? "y" : "ies"}` : "\u00a0"}
            </Text>
            {audit.isPending ? (
              <Skeleton h={240} />
            ) : audit.isError ? (
              <Text c="red.8" role="alert">
                {audit.error.message}
              </Text>
            ) : (
              <>
                <Stack gap="xs" hiddenFrom="sm">
                  {audit.data.items.map((item) => (
                    <Paper key={item.id} withBorder p="sm" radius="sm">
                      <ActionLabel action={item.action} />
                      <Text size="sm">
                        {item.actor}
                        {item.target ? ` → ${item.target}` : ""}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {formatDateTime(item.created_at)}
                      </Text>
                      {detailsText(item.details) && (
                        <div className={classes.details}>{detailsText(item.details)}</div>
                      )}
                    </Paper>
                  ))}
                </Stack>
                <Table.ScrollContainer minWidth={720} visibleFrom="sm">
                  <Table striped verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>When</Table.Th>
                        <Table.Th>Who</Table.Th>
                        <Table.Th>Action</Table.Th>
                        <Table.Th>User</Table.Th>
                        <Table.Th>Details</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {audit.data.items.map((item) => (
                        <Table.Tr key={item.id}>
                          <Table.Td style={{ whiteSpace: "nowrap" }}>
                            {formatDateTime(item.created_at)}
                          </Table.Td>
                          <Table.Td>{item.actor}</Table.Td>
                          <Table.Td>
                            <ActionLabel action={item.action} />
                          </Table.Td>
                          <Table.Td>{item.target ?? "-"}</Table.Td>
                          <Table.Td>
                            <span className={classes.details}>{detailsText(item.details)}</span>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
            {pages > 1 && (
              <Pagination total={pages} value={page} onChange={setPage} aria-label="Audit pages" />
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
