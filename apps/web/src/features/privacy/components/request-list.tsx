import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { PrivacyRequest, RequestKind, RequestState } from "@fincareer/domain/contract/privacy";
import { formatDate, formatDateTime } from "@fincareer/domain/format";

export const KIND_LABELS: Record<RequestKind, string> = {
  access: "Copy of my data",
  correction: "Correction",
  erasure: "Erasure",
  grievance: "Grievance",
};

const STATE_COLORS: Record<RequestState, string> = {
  open: "yellow",
  preparing: "blue",
  scheduled: "orange",
  running: "blue",
  done: "green",
  refused: "red",
  cancelled: "gray",
};

export function StateBadge({ state }: { state: RequestState }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]} size="sm" radius="sm" tt="none">
      {state}
    </Badge>
  );
}

/** True when an open request has passed its due date. */
export function isOverdue(r: PrivacyRequest, now = Date.now()): boolean {
  return (
    ["open", "preparing", "scheduled", "running"].includes(r.state) && new Date(r.due_at).getTime() < now
  );
}

/** Requests as cards (they read well at 390 px and 1280 px); `actions` adds buttons per request. */
export function RequestList({
  requests,
  actions,
  showUser = false,
}: {
  requests: PrivacyRequest[];
  actions?: (r: PrivacyRequest) => ReactNode;
  showUser?: boolean;
}) {
  if (requests.length === 0)
    return (
      <Text size="sm" c="gray.7">
        No requests yet.
      </Text>
    );
  return (
    <Stack gap="xs">
      {requests.map((r) => (
        <Paper key={r.id} withBorder p="sm" radius="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600} size="sm">
                #{r.id} {KIND_LABELS[r.kind]}
                {r.field ? ` (${r.field.replace("_", " ")})` : ""}
              </Text>
              <StateBadge state={r.state} />
              {r.origin !== "learner" && (
                <Badge variant="outline" size="xs" color="gray" tt="none">
                  {r.origin === "admin" ? "filed by an admin" : "retention"}
                </Badge>
              )}
              {isOverdue(r) && (
                <Badge color="red" size="xs" tt="none">
                  overdue
                </Badge>
              )}
            </Group>
            <Text size="xs" c="gray.7">
              asked {formatDateTime(r.created_at)} · due {formatDate(r.due_at.slice(0, 10))}
            </Text>
          </Group>
          {showUser && (
            <Text size="sm" mt={4}>
              {r.user_label}
            </Text>
          )}
          {r.value && (
            <Text size="sm" mt={4}>
              Correct value: <b>{r.value}</b>
            </Text>
          )}
          {r.message && (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
              {r.message}
            </Text>
          )}
          {r.scheduled_for && r.state === "scheduled" && (
            <Text size="sm" mt={4} c="orange.9">
              Runs on {formatDateTime(r.scheduled_for)} IST unless cancelled.
            </Text>
          )}
          {r.step && (
            <Text size="xs" mt={4} c="gray.7">
              Step: {r.step}
            </Text>
          )}
          {r.response && (
            <Text size="sm" mt={4} c="gray.8">
              Answer: {r.response}
            </Text>
          )}
          {actions && (
            <Group gap="xs" mt="xs">
              {actions(r)}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
