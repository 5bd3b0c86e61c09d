import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { countOf } from "@fincareer/domain/portfolio-math";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import type { FormEvent } from "react";
import type { Holding, Order, OrderResult } from "@fincareer/domain/contract/market";
import { formatRupees } from "@fincareer/domain/format";
import { isOnTick } from "@fincareer/domain/market";
import { livePrice, useLivePrices } from "../../../lib/live-prices.ts";
import { formatPrice } from "../../../lib/market-format.ts";
import { useModifyOrder } from "../api/modify-order.ts";
import { usePlaceTrail } from "../api/place-trail.ts";
import { toTick } from "./order-form.ts";

/** The parts of a live trailing stop the ticket changes. */
export type TrailOrder = Pick<
  Order,
  "id" | "upid" | "scripcode" | "shortCode" | "name" | "qty" | "sprice" | "trail" | "reason"
>;

/** A new trailing stop on a holding, or a change to the live one. */
export type TrailMode =
  { kind: "new"; holding: Holding } | { kind: "modify"; holding: Holding | null; order: TrailOrder };

function num(value: number | string): number {
  return typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
}

// A first suggestion: 5% below the price, on the tick.
function defaultTrail(price: number): number {
  return Math.max(0.05, toTick(price * 0.05));
}

/**
 * The trailing-stop ticket: a SELL stop-market on a holding whose trigger follows the price up at `trail` rupees
 * below it and never moves down (PRODUCT.md "Orders and portfolio").
 */
export function TrailTicket({
  mode,
  onClose,
  onDone,
}: {
  mode: TrailMode;
  onClose: () => void;
  onDone: (result: OrderResult) => void;
}) {
  const phone = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  const live = useLivePrices();
  const holding = mode.holding;
  const order = mode.kind === "modify" ? mode.order : null;
  const srCode = holding?.srCode ?? order?.scripcode ?? "";
  const storedPrice = holding?.market_price ?? order?.sprice ?? 0;
  const ltp = livePrice(live, srCode, storedPrice);
  const maxQty = holding?.qty ?? order?.qty ?? 1;
  const [qty, setQty] = useState<number | string>(order?.qty ?? holding?.qty ?? 1);
  const [trail, setTrail] = useState<number | string>(order?.trail ?? defaultTrail(ltp));
  const [reason, setReason] = useState(order?.reason ?? "");
  const [errors, setErrors] = useState<{ qty?: string; trail?: string; reason?: string }>({});
  const place = usePlaceTrail();
  const modify = useModifyOrder();
  const pending = place.isPending || modify.isPending;
  const failure = place.error ?? modify.error;
  const trailValue = num(trail);
  const firstTrigger =
    Number.isFinite(trailValue) && trailValue > 0 ? toTick(Math.floor((ltp - trailValue) * 20) / 20) : null;
  const name = holding?.name ?? order?.name ?? "";
  const shortCode = holding?.shortCode ?? order?.shortCode ?? "";

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const q = num(qty);
    if (!Number.isInteger(q) || q <= 0) found.qty = "Enter a whole number of shares, at least 1.";
    else if (q > maxQty) found.qty = `You hold only ${countOf(maxQty, "share")}.`;
    if (!Number.isFinite(trailValue) || trailValue <= 0)
      found.trail = "Enter how far below the price the stop trails.";
    else if (!isOnTick(trailValue)) found.trail = "The trail must be in steps of ₹0.05.";
    else if (firstTrigger === null || firstTrigger <= 0)
      found.trail = "The trail must be smaller than the price.";
    if (mode.kind === "new" && reason.trim() === "") found.reason = "Write a line for your trading journal.";
    setErrors(found);
    if (Object.keys(found).length > 0 || firstTrigger === null) return;
    if (mode.kind === "new") {
      place.mutate(
        {
          scripId: mode.holding.scrip_id,
          body: {
            action: "SELL",
            typ: "SL-M",
            qty: q,
            price: 0,
            sprice: firstTrigger,
            trail: trailValue,
            reason: reason.trim(),
            upid: mode.holding.upid,
          },
        },
        { onSuccess: onDone },
      );
    } else {
      modify.mutate(
        {
          orderId: mode.order.id,
          body: {
            action: "SELL",
            typ: "SL-M",
            qty: q,
            price: 0,
            sprice: mode.order.sprice,
            trail: trailValue,
            reason: reason.trim() === "" ? undefined : reason.trim(),
            upid: mode.order.upid,
            scripcode: mode.order.scripcode,
          },
        },
        { onSuccess: onDone },
      );
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={mode.kind === "new" ? `Trailing stop on ${shortCode}` : `Modify trailing stop on ${shortCode}`}
      fullScreen={phone}
      size="md"
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {name} · last price <b>{formatPrice(ltp)}</b>
            {holding !== null && ` · you hold ${countOf(holding.qty, "share")}`}
          </Text>
          <Text size="sm" c="dimmed">
            The stop sells your shares at market if the price falls to the trigger. As the price rises the
            trigger follows it, staying the trail amount below; it never moves down.
          </Text>
          <NumberInput
            label="Quantity (shares)"
            value={qty}
            onChange={setQty}
            step={1}
            clampBehavior="none"
            error={errors.qty}
            required
          />
          <NumberInput
            label="Trail (₹ below the price)"
            value={trail}
            onChange={setTrail}
            step={0.05}
            decimalScale={2}
            fixedDecimalScale
            clampBehavior="none"
            error={errors.trail}
            required
          />
          {firstTrigger !== null && firstTrigger > 0 && (
            <Text size="sm">
              {mode.kind === "new" ? "Starting trigger" : "New trigger"}: <b>{formatRupees(firstTrigger)}</b>
              {order !== null && ` (now ${formatRupees(order.sprice)})`}
            </Text>
          )}
          <Textarea
            label="Reason (your trading journal)"
            placeholder="e.g. Locking in gains after a 15% run-up."
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1000}
            error={errors.reason}
            required={mode.kind === "new"}
          />
          {failure !== null && (
            <Alert color="red" variant="light" role="alert" title="Not accepted">
              {failure.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {mode.kind === "new" ? "Set trailing stop" : "Save changes"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
