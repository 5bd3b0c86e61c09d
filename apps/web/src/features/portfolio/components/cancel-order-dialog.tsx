import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { OrderResult } from "@fincareer/domain/contract/market";
import { fieldErrors, formError } from "../../../lib/field-errors.ts";
import { toastMark } from "../../../lib/toast.ts";
import { useCancelOrder } from "../api/cancel-order.ts";
import { useCancelTrail } from "../api/cancel-trail.ts";
import type { CancelTarget } from "./cancel-target.ts";
import { REASON_MAX, useReasonForm } from "./journal-reason.ts";
import { describeOrder } from "./order-labels.ts";

/** Confirms cancelling a live order (with an optional note for the journal) or removing a trailing stop. */
export function CancelOrderDialog({
  target,
  onClose,
  onDone,
}: {
  target: CancelTarget;
  onClose: () => void;
  /** The answer, with `toastMark()` from when it was asked: a fill pushed since then already has the toast. */
  onDone: (result: OrderResult, since: number) => void;
}) {
  const form = useReasonForm("");
  const cancel = useCancelOrder();
  const cancelTrail = useCancelTrail();
  const isTrail = target.kind === "trail";
  const pending = cancel.isPending || cancelTrail.isPending;
  const failure = formError(cancel.error ?? cancelTrail.error, ["reason"]);

  const handleSubmit = form.onSubmit(({ reason }) => {
    const since = toastMark();
    const onSuccess = (result: OrderResult) => onDone(result, since);
    if (target.kind === "trail") {
      cancelTrail.mutate({ trailId: target.trailId, upid: target.upid }, { onSuccess });
    } else {
      cancel.mutate(
        { orderId: target.order.id, reason },
        { onSuccess, onError: (error) => form.setErrors(fieldErrors(error)) },
      );
    }
  });

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
              {...form.getInputProps("reason")}
              key={form.key("reason")}
              autosize
              minRows={2}
              maxLength={REASON_MAX}
            />
          )}
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {failure}
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
