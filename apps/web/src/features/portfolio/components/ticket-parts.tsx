// The parts the order ticket and the trailing-stop ticket share, so both ask for shares, prices and the journal
// reason the same way and end the same way.
import { Alert, Button, Group, NumberInput, Textarea } from "@mantine/core";
import type { MantineColor, NumberInputProps, TextareaProps } from "@mantine/core";
import { REASON_MAX } from "./journal-reason.ts";

/** A whole number of shares; out-of-range values are left for the form's validation to explain. */
export function QuantityInput(props: NumberInputProps) {
  return <NumberInput label="Quantity (shares)" step={1} clampBehavior="none" required {...props} />;
}

/** A price in rupees on the ₹0.05 tick, always with two decimals; out-of-range values are left for validation. */
export function TickPriceInput(props: NumberInputProps) {
  return (
    <NumberInput step={0.05} decimalScale={2} fixedDecimalScale clampBehavior="none" required {...props} />
  );
}

/** Why the trade is made: the trading journal, which counts towards the FinScore. */
export function ReasonInput(props: TextareaProps) {
  return (
    <Textarea label="Reason (your trading journal)" autosize minRows={2} maxLength={REASON_MAX} {...props} />
  );
}

/** The end of a ticket: why the last try was refused (if it was), then Cancel and the button that sends it. */
export function TicketFooter({
  failure,
  failureTitle,
  pending,
  onCancel,
  submitLabel,
  color,
}: {
  failure: string | null;
  failureTitle: string;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  color?: MantineColor;
}) {
  return (
    <>
      {failure !== null && (
        <Alert color="red" variant="light" role="alert" title={failureTitle}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" color={color} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
