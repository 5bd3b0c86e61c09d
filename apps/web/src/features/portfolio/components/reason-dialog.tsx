import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { Order } from "@fincareer/domain/contract/market";
import { fieldErrors, formError } from "../../../lib/field-errors.ts";
import { useEditReason } from "../api/edit-reason.ts";
import { REASON_MAX, useReasonForm } from "./journal-reason.ts";
import { describeOrder } from "./order-labels.ts";

/** Edits the trading-journal reason of any order, live or finished. */
export function ReasonDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const form = useReasonForm(order.reason);
  const edit = useEditReason();
  const failure = formError(edit.error, ["reason"]);

  const handleSubmit = form.onSubmit(({ reason }) =>
    edit.mutate(
      { orderId: order.id, reason },
      { onSuccess: onClose, onError: (error) => form.setErrors(fieldErrors(error)) },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`Journal note for order #${order.id}`} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {describeOrder(order)}
          </Text>
          <Textarea
            label="Reason"
            {...form.getInputProps("reason")}
            key={form.key("reason")}
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            data-autofocus
          />
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {failure}
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
