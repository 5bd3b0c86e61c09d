import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useState } from "react";
import type { DataMapItem, PrivacyRequest } from "@fincareer/domain/contract/privacy";
import { formatDateTime } from "@fincareer/domain/format";
import { LoadError } from "../../../components/load-error.tsx";
import { downloadAdminExport, useAdminCancel, useAdminPrivacy, useDecide } from "../api/privacy.ts";
import { GrievanceContact } from "../components/grievance-contact.tsx";
import { NoticeEditor } from "../components/notice-editor.tsx";
import { isOverdue, RequestList } from "../components/request-list.tsx";

const ERASURE_COLORS = { delete: "red", anonymise: "orange", keep: "gray" } as const;

/** The data map: each module's declared personal data, as cards on a phone and a table on a desk. */
function DataMap({ items }: { items: DataMapItem[] }) {
  return (
    <>
      <Stack gap="xs" hiddenFrom="md">
        {items.map((i) => (
          <Paper key={`${i.module}.${i.id}`} withBorder p="sm" radius="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {i.module} · {i.id}
              </Text>
              <Badge size="xs" variant="light" color={ERASURE_COLORS[i.erasure]} tt="none">
                {i.erasure}
              </Badge>
            </Group>
            <Text size="sm">{i.what}</Text>
            <Text size="xs" c="gray.7" style={{ wordBreak: "break-word" }}>
              {i.where}
            </Text>
            <Text size="xs" mt={4}>
              Purpose: {i.purpose}. Kept: {i.retention}.
            </Text>
            {i.legal_basis && (
              <Text size="xs" c="gray.7">
                Legal basis: {i.legal_basis}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
      <Table visibleFrom="md" striped withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Module</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Where</Table.Th>
            <Table.Th>Purpose</Table.Th>
            <Table.Th>Retention</Table.Th>
            <Table.Th>Erasure</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={`${i.module}.${i.id}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {i.module}
                </Text>
                <Text size="xs" c="gray.7">
                  {i.id}
                </Text>
              </Table.Td>
              <Table.Td>{i.what}</Table.Td>
              <Table.Td>
                <Text size="xs" style={{ wordBreak: "break-word" }}>
                  {i.where}
                </Text>
              </Table.Td>
              <Table.Td>{i.purpose}</Table.Td>
              <Table.Td>{i.retention}</Table.Td>
              <Table.Td>
                <Badge size="xs" variant="light" color={ERASURE_COLORS[i.erasure]} tt="none">
                  {i.erasure}
                </Badge>
                {i.legal_basis && (
                  <Text size="xs" c="gray.7" mt={2}>
                    {i.legal_basis}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

/** The decision dialog: approve or refuse a correction (with a reason), answer a grievance. */
function DecideDialog({ request, onClose }: { request: PrivacyRequest | null; onClose: () => void }) {
  const decide = useDecide();
  const [reason, setReason] = useState("");
  const grievance = request?.kind === "grievance";
  const close = () => {
    setReason("");
    decide.reset();
    onClose();
  };
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={grievance ? "Answer the grievance" : "Decide the correction"}
    >
      {request && (
        <Stack gap="sm">
          <Text size="sm">{request.user_label}</Text>
          {request.value && (
            <Text size="sm">
              {request.field?.replace("_", " ")} → <b>{request.value}</b>
            </Text>
          )}
          {request.message && <Text size="sm">{request.message}</Text>}
          <Textarea
            label={grievance ? "Answer" : "Reason (required to refuse)"}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
          />
          {decide.isError && (
            <Alert color="red" role="alert">
              {decide.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            {!grievance && (
              <Button
                color="red"
                variant="outline"
                loading={decide.isPending}
                onClick={() =>
                  decide.mutate({ id: request.id, decision: "refuse", reason }, { onSuccess: close })
                }
              >
                Refuse
              </Button>
            )}
            <Button
              loading={decide.isPending}
              onClick={() =>
                decide.mutate({ id: request.id, decision: "approve", reason }, { onSuccess: close })
              }
            >
              {grievance ? "Send the answer" : "Approve and apply"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * /admin/privacy: the data requests (access, correction, erasure, grievance) with their due dates and states, the
 * data map (what each module stores, why, for how long, what erasure does), and the notice's versions.
 */
export default function AdminPrivacyPage() {
  const page = useAdminPrivacy();
  const cancel = useAdminCancel();
  const [deciding, setDeciding] = useState<PrivacyRequest | null>(null);
  const [filter, setFilter] = useState<"open" | "all">("open");

  if (page.isPending)
    return (
      <Container size="xl" py="lg">
        <Skeleton h={400} />
      </Container>
    );
  if (page.isError)
    return (
      <Container size="xl" py="lg">
        <LoadError title="The privacy page could not be loaded." onRetry={() => void page.refetch()} />
      </Container>
    );
  const data = page.data;
  const open = data.requests.filter((r) => ["open", "preparing", "scheduled", "running"].includes(r.state));
  const shown = filter === "open" ? open : data.requests;
  const overdue = open.filter((r) => isOverdue(r)).length;

  return (
    <Container size="xl" py="lg">
      <Title order={1} size="h2">
        Privacy
      </Title>
      <Text c="gray.7" mb="md">
        Learners&apos; data rights (DPDP Act 2023): requests with their due dates, the data map and the
        notice. Learners whose last enrolment ended over {data.retention_years} years ago are erased after 48
        hours&apos; notice.
      </Text>
      <Tabs defaultValue="requests" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests">
            Requests{" "}
            {open.length > 0 && (
              <Badge size="xs" ml={4} color={overdue ? "red" : "blue"}>
                {open.length}
              </Badge>
            )}
          </Tabs.Tab>
          <Tabs.Tab value="map">Data map</Tabs.Tab>
          <Tabs.Tab value="notice">Notice</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests">
          <Stack gap="md">
            <Group justify="space-between">
              <SegmentedControl
                size="xs"
                value={filter}
                onChange={(v) => setFilter(v)}
                data={[
                  { value: "open", label: `Open (${open.length})` },
                  { value: "all", label: `All (${data.requests.length})` },
                ]}
              />
              {overdue > 0 && (
                <Text size="sm" c="red.8" fw={600}>
                  {overdue} overdue
                </Text>
              )}
            </Group>
            {cancel.isError && (
              <Alert color="red" role="alert">
                {cancel.error.message}
              </Alert>
            )}
            <RequestList
              requests={shown}
              showUser
              actions={(r) => (
                <>
                  {r.state === "open" && (
                    <Button size="xs" onClick={() => setDeciding(r)}>
                      {r.kind === "grievance" ? "Answer" : "Decide"}
                    </Button>
                  )}
                  {r.kind === "erasure" && r.state === "scheduled" && (
                    <Button size="xs" variant="outline" color="orange" onClick={() => cancel.mutate(r.id)}>
                      Cancel erasure
                    </Button>
                  )}
                  {r.download_path && (
                    <Button size="xs" variant="default" onClick={() => void downloadAdminExport(r.id)}>
                      Download export
                    </Button>
                  )}
                </>
              )}
            />
            <GrievanceContact contact={data.contact} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="map">
          <Text size="sm" c="gray.7" mb="sm">
            Each module declares what personal data it stores ({data.data_map.length} items). Exports include
            every item; erasure deletes, anonymises or keeps each as shown.
          </Text>
          <DataMap items={data.data_map} />
        </Tabs.Panel>
        <Tabs.Panel value="notice">
          <Stack gap="md">
            <NoticeEditor />
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h5" mb="xs">
                Versions
              </Title>
              {data.notices.map((n) => (
                <Text key={n.version} size="sm">
                  v{n.version}: {formatDateTime(n.published_at)} IST
                  {n.published_by ? ` by ${n.published_by}` : ""}
                </Text>
              ))}
            </Paper>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <DecideDialog request={deciding} onClose={() => setDeciding(null)} />
    </Container>
  );
}
