import { Badge, Container, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { AUDIT_KIND_LABELS, AUDIT_KINDS, auditKindOf, isAuditAction } from "@fincareer/domain/audit";
import type { AuditKind } from "@fincareer/domain/audit";
import type { AuditEntry } from "@fincareer/domain/contract/admin-users";
import { formatDateTime } from "@fincareer/domain/format";
import { AUDIT_PER_PAGE, useAudit } from "../api/list-audit.ts";
import { AdminSearchList, CardsOrTable } from "../../../components/admin-search-list.tsx";
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
        <AdminSearchList
          search={{ placeholder: "Admin, action or what was changed", value: search, onChange: setSearch }}
          filters={
            <>
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
            </>
          }
          query={audit}
          perPage={AUDIT_PER_PAGE}
          noun={["entry", "entries"]}
          page={page}
          onPage={setPage}
          pagesLabel="Audit pages"
        >
          {(data) => (
            <CardsOrTable
              rows={data.items}
              rowKey={(item) => item.id}
              card={(item) => <EntryCard item={item} />}
              head={["When", "Who", "What happened"]}
              cells={(item) => (
                <>
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
                </>
              )}
            />
          )}
        </AdminSearchList>
      </Stack>
    </Container>
  );
}
