import { Modal, Stack, Text } from "@mantine/core";
import { countOf } from "@fincareer/domain/portfolio-math";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import type { Holding, Order, OrderResult } from "@fincareer/domain/contract/market";
import { formatPrice, formatRupees } from "@fincareer/domain/format";
import { isOnTick } from "@fincareer/domain/market";
import { fieldErrors, formError } from "../../../lib/field-errors.ts";
import { livePrice, useLivePrices } from "../../../lib/live-prices.ts";
import { toastMark } from "../../../lib/toast.ts";
import { useModifyOrder } from "../api/modify-order.ts";
import { usePlaceTrail } from "../api/place-trail.ts";
import { reasonProblem } from "./journal-reason.ts";
import { num, quantityProblem, toTick } from "./order-form.ts";
import { QuantityInput, ReasonInput, TickPriceInput, TicketFooter } from "./ticket-parts.tsx";

/** The parts of a live trailing stop the ticket changes. */
export type TrailOrder = Pick<
  Order,
  "id" | "upid" | "scripcode" | "shortCode" | "name" | "qty" | "sprice" | "trail" | "reason"
>;

/** A new trailing stop on a holding, or a change to the live one. */
export type TrailMode =
  { kind: "new"; holding: Holding } | { kind: "modify"; holding: Holding | null; order: TrailOrder };

// A first suggestion: 5% below the price, on the tick.
function defaultTrail(price: number): number {
  return Math.max(0.05, toTick(price * 0.05));
}

/** The first trigger for a trail below `ltp`, on the tick; null while the trail is not a positive number. */
function triggerFor(ltp: number, trail: number | string): number | null {
  const value = num(trail);
  return Number.isFinite(value) && value > 0 ? toTick(Math.floor((ltp - value) * 20) / 20) : null;
}

/** The problem with the trail, if any. */
function trailProblem(ltp: number, trail: number | string): string | null {
  const value = num(trail);
  if (!Number.isFinite(value) || value <= 0) return "Enter how far below the price the stop trails.";
  if (!isOnTick(value)) return "The trail must be in steps of ₹0.05.";
  const trigger = triggerFor(ltp, value);
  return trigger === null || trigger <= 0 ? "The trail must be smaller than the price." : null;
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
  /** The answer, with `toastMark()` from when it was asked: a fill pushed since then already has the toast. */
  onDone: (result: OrderResult, since: number) => void;
}) {
  const phone = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  const live = useLivePrices();
  const holding = mode.holding;
  const order = mode.kind === "modify" ? mode.order : null;
  const srCode = holding?.srCode ?? order?.scripcode ?? "";
  const storedPrice = holding?.market_price ?? order?.sprice ?? 0;
  const ltp = livePrice(live, srCode, storedPrice);
  const maxQty = holding?.qty ?? order?.qty ?? 1;
  // Controlled: the starting trigger under the trail follows what is typed.
  const form = useForm({
    mode: "controlled",
    initialValues: {
      qty: (order?.qty ?? holding?.qty ?? 1) as number | string,
      trail: (order?.trail ?? defaultTrail(ltp)) as number | string,
      reason: order?.reason ?? "",
    },
    validate: {
      qty: (qty) => quantityProblem(qty, maxQty) ?? null,
      trail: (trail) => trailProblem(ltp, trail),
      reason: (reason) => reasonProblem(reason, mode.kind === "new"),
    },
  });
  const place = usePlaceTrail();
  const modify = useModifyOrder();
  const pending = place.isPending || modify.isPending;
  const failure = formError(place.error ?? modify.error, Object.keys(form.getValues()));
  const firstTrigger = triggerFor(ltp, form.values.trail);
  const name = holding?.name ?? order?.name ?? "";
  const shortCode = holding?.shortCode ?? order?.shortCode ?? "";
  const onError = (error: Error) => form.setErrors(fieldErrors(error));

  const handleSubmit = form.onSubmit((values) => {
    const sprice = triggerFor(ltp, values.trail);
    if (sprice === null) return;
    const common = {
      action: "SELL",
      typ: "SL-M",
      qty: num(values.qty),
      price: 0,
      trail: num(values.trail),
    } as const;
    const reason = values.reason.trim();
    const since = toastMark();
    const onSuccess = (result: OrderResult) => onDone(result, since);
    if (mode.kind === "new") {
      place.mutate(
        {
          scripId: mode.holding.scrip_id,
          body: { ...common, sprice, reason, upid: mode.holding.upid },
        },
        { onSuccess, onError },
      );
    } else {
      modify.mutate(
        {
          orderId: mode.order.id,
          body: {
            ...common,
            sprice: mode.order.sprice,
            reason: reason === "" ? undefined : reason,
            upid: mode.order.upid,
            scripcode: mode.order.scripcode,
          },
        },
        { onSuccess, onError },
      );
    }
  });

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
          <QuantityInput {...form.getInputProps("qty")} />
          <TickPriceInput label="Trail (₹ below the price)" {...form.getInputProps("trail")} />
          {firstTrigger !== null && firstTrigger > 0 && (
            <Text size="sm">
              {mode.kind === "new" ? "Starting trigger" : "New trigger"}: <b>{formatRupees(firstTrigger)}</b>
              {order !== null && ` (now ${formatRupees(order.sprice)})`}
            </Text>
          )}
          <ReasonInput
            placeholder="e.g. Locking in gains after a 15% run-up."
            {...form.getInputProps("reason")}
            required={mode.kind === "new"}
          />
          <TicketFooter
            failure={failure}
            failureTitle="Not accepted"
            pending={pending}
            onCancel={onClose}
            submitLabel={mode.kind === "new" ? "Set trailing stop" : "Save changes"}
          />
        </Stack>
      </form>
    </Modal>
  );
}
