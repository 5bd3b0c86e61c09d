import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import type { OrderResult } from "@fincareer/domain/contract/market";
import { useCancelOrder } from "../api/cancel-order.ts";
import { useCancelTrail } from "../api/cancel-trail.ts";
import type { CancelTarget } from "./cancel-target.ts";
import { describeOrder } from "./order-labels.ts";

/** Confirms cancelling a live order (with an optional note for the journal) or removing a trailing stop. */
export function CancelOrderDialog({
  target,
  onClose,
  onDone,
}: {
  target: CancelTarget;
  onClose: () => void;
  onDone: (result: OrderResult) => void;
}) {
  const [reason, setReason] = useState("");
  const cancel = useCancelOrder();
  const cancelTrail = useCancelTrail();
  const isTrail = target.kind === "trail";
  const pending = cancel.isPending || cancelTrail.isPending;
  const failure = cancel.error ?? cancelTrail.error;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (target.kind === "trail") {
      cancelTrail.mutate({ trailId: target.trailId, upid: target.upid }, { onSuccess: onDone });
    } else {
      cancel.mutate({ orderId: target.order.id, reason: reason.trim() }, { onSuccess: onDone });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={target.kind === "trail" ? "Remove the trailing stop?" : `Cancel order #${target.order.id}?`}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{target.kind === "trail" ? target.description : describeOrder(target.order)}</Text>
          {!isTrail && (
            <Textarea
              label="Why are you cancelling? (optional)"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={1000}
            />
          )}
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {failure.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Keep it
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {isTrail ? "Remove trailing stop" : "Cancel order"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
