import { Alert, Anchor, Badge, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { toast } from "../../../lib/toast.ts";
import type { AdminLiveSession } from "@fincareer/domain/contract/live";
import { formatDateTime } from "@fincareer/domain/format";
import { useCancelLive } from "../api/cancel-live.ts";
import { useUpdateLive } from "../api/update-live.ts";
import { programOptionLabel } from "../../../lib/program-options.ts";
import { SessionForm } from "./session-form.tsx";
import classes from "./admin-live.module.css";

const STATUS: Record<AdminLiveSession["status"], { label: string; color: string }> = {
  scheduled: { label: "Scheduled", color: "brand" },
  live: { label: "Live now", color: "red" },
  ended: { label: "Ended", color: "gray" },
  cancelled: { label: "Cancelled", color: "orange" },
};

/** One session in the schedule, with Edit (or Add recording once it ended) and Cancel. */
export function SessionRow({ session }: { session: AdminLiveSession }) {
  const [editing, setEditing] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const update = useUpdateLive();
  const cancel = useCancelLive();
  const status = STATUS[session.status];
  const open = session.status === "scheduled" || session.status === "live";

  if (editing)
    return (
      <li className={classes.row}>
        <SessionForm
          session={session}
          pending={update.isPending}
          error={update.error}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSubmit={(body, { onError }) =>
            update.mutate(
              { id: session.id, body },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.success("Session saved.");
                },
                onError,
              },
            )
          }
        />
      </li>
    );

  const handleCancel = () =>
    cancel.mutate(session.id, {
      onSuccess: (res) => {
        setConfirmCancel(false);
        toast.success(
          `Session cancelled. ${res.notified} learner${res.notified === 1 ? "" : "s"} already reminded ${res.notified === 1 ? "was" : "were"} told.`,
        );
      },
    });

  return (
    <li className={classes.row} data-status={session.status}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700} className={classes.rowTitle}>
          {session.title}
        </Text>
        <Badge
          color={status.color}
          variant={session.status === "live" ? "filled" : "light"}
          className={classes.badge}
        >
          {status.label}
        </Badge>
      </Group>
      <Text size="sm" className={classes.meta}>
        <time dateTime={session.start_time}>{formatDateTime(session.start_time)}</time> IST ·{" "}
        {session.duration_minutes} min · {session.programs.map(programOptionLabel).join(", ")}
      </Text>
      <Text size="sm" className={classes.meta}>
        {session.join_url && (
          <Anchor href={session.join_url} target="_blank" rel="noopener noreferrer" size="sm">
            Join link
          </Anchor>
        )}
        {session.recording_url && (
          <>
            {" · "}
            <Anchor href={session.recording_url} target="_blank" rel="noopener noreferrer" size="sm">
              Recording
            </Anchor>
          </>
        )}
        {session.reminded > 0 && ` · ${session.reminded} reminded`}
      </Text>
      {cancel.isError && (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {cancel.error.message}
        </Alert>
      )}
      {session.status !== "cancelled" &&
        (confirmCancel ? (
          <Alert color="orange" variant="light" mt="sm" role="alertdialog" aria-label="Confirm cancellation">
            <Text size="sm">Cancel this session? Learners already reminded get a notification.</Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" color="red" loading={cancel.isPending} onClick={handleCancel}>
                Yes, cancel it
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirmCancel(false)}>
                Keep it
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group gap="xs" mt="sm">
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {open ? "Edit" : session.recording_url ? "Edit recording" : "Add recording"}
            </Button>
            {open && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmCancel(true)}>
                Cancel session
              </Button>
            )}
          </Group>
        ))}
    </li>
  );
}
