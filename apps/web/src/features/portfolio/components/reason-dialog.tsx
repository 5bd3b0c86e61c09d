import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import type { Order } from "@fincareer/domain/contract/market";
import { useEditReason } from "../api/edit-reason.ts";
import { describeOrder } from "./order-labels.ts";

/** Edits the trading-journal reason of any order, live or finished. */
export function ReasonDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [reason, setReason] = useState(order.reason);
  const edit = useEditReason();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ orderId: order.id, reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={`Journal note for order #${order.id}`} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {describeOrder(order)}
          </Text>
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
          />
          {edit.error !== null && (
            <Alert color="red" variant="light" role="alert">
              {edit.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={edit.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save note
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
