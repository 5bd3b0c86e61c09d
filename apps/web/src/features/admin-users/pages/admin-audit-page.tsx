import {
  Badge,
  Container,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { AUDIT_KIND_LABELS, AUDIT_KINDS, auditKindOf, isAuditAction } from "@fincareer/domain/audit";
import type { AuditKind } from "@fincareer/domain/audit";
import type { AuditEntry } from "@fincareer/domain/contract/admin-users";
import { formatDateTime } from "@fincareer/domain/format";
import { AUDIT_PER_PAGE, useAudit } from "../api/list-audit.ts";
import classes from "../components/admin-users.module.css";

const KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] }));

/** The kind of an entry's action as a small badge, red for the ones that take something away. */
function KindBadge({ action }: { action: string }) {
  const label = isAuditAction(action) ? AUDIT_KIND_LABELS[auditKindOf(action)] : action;
  const takesAway = /revoke|deactivate|delete|cancel|retire/.test(action);
  return (
    <Badge variant="light" color={takesAway ? "red" : "blue"} size="sm" radius="sm" tt="none">
      {label.replace(/ \(.*\)$/, "")}
    </Badge>
  );
}

/** One entry as a card (phones). */
function EntryCard({ item }: { item: AuditEntry }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap={4}>
        <Text size="sm">{item.summary}</Text>
        <Text size="xs" c="gray.7">
          {formatDateTime(item.created_at)} · {item.actor_name}
        </Text>
        <div>
          <KindBadge action={item.action} />
        </div>
      </Stack>
    </Paper>
  );
}

/** /admin/audit: every admin change as a sentence (who did what to whom, when), newest first, filtered and paged. */
export default function AdminAuditPage() {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 250);
  const [kind, setKind] = useState<AuditKind | null>(null);
  const [actor, setActor] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const audit = useAudit({ q, kind, actor }, page);
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PER_PAGE)) : 1;
  const actorOptions = (audit.data?.actors ?? []).map((a) => ({
    value: a.actor,
    label: a.name === a.actor ? a.actor : `${a.name} (${a.actor})`,
  }));

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            Audit log
          </Title>
          <Text c="gray.7" size="sm" mt={4}>
            Every change admins and the operator CLI make: accounts, enrolments, grading, course content, live
            sessions, FAQs, game question banks and ecode access. Times are India time.
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <div className={classes.toolbar}>
              <TextInput
                className={classes.search}
                label="Search"
                placeholder="Admin, action or what was changed"
                type="search"
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
              />
              <Select
                className={classes.auditFilter}
                label="Kind of change"
                placeholder="All"
                data={KIND_OPTIONS}
                value={kind}
                onChange={(value) => {
                  setKind(value);
                  setPage(1);
                }}
                clearable
              />
              <Select
                className={classes.auditFilter}
                label="Done by"
                placeholder="Anyone"
                data={actorOptions}
                value={actor}
                onChange={(value) => {
                  setActor(value);
                  setPage(1);
                }}
                clearable
                searchable
              />
            </div>
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
                    <EntryCard key={item.id} item={item} />
                  ))}
                </Stack>
                <Table.ScrollContainer minWidth={640} visibleFrom="sm">
                  <Table striped verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>When</Table.Th>
                        <Table.Th>Who</Table.Th>
                        <Table.Th>What happened</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {audit.data.items.map((item) => (
                        <Table.Tr key={item.id}>
                          <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                            {formatDateTime(item.created_at)}
                          </Table.Td>
                          <Table.Td style={{ verticalAlign: "top" }}>
                            <Text size="sm" fw={600}>
                              {item.actor_name}
                            </Text>
                            {item.actor_name !== item.actor && (
                              <Text size="xs" c="gray.7">
                                {item.actor}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <Stack gap={4} align="flex-start">
                              <Text size="sm" className={classes.summary}>
                                {item.summary}
                              </Text>
                              <KindBadge action={item.action} />
                            </Stack>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                aria-label="Audit pages"
                getItemProps={(n) => ({ "aria-label": `Page ${n}` })}
                getControlProps={(control) => ({ "aria-label": `${control} page` })}
              />
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
