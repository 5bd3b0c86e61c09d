import { Alert, Checkbox, Modal, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { countOf } from "@fincareer/domain/portfolio-math";
import { useEffect, useId, useMemo, useState } from "react";
import type { Order, OrderResult } from "@fincareer/domain/contract/market";
import { formatPrice, formatRupees } from "@fincareer/domain/format";
import { ORDER_TYPES } from "@fincareer/domain/market";
import type { OrderAction, OrderType } from "@fincareer/domain/market";
import { PriceChange } from "../../../components/price-change.tsx";
import { fieldErrors, formError } from "../../../lib/field-errors.ts";
import { livePrice, useLivePrices } from "../../../lib/live-prices.ts";
import { useScripQuote } from "../api/get-scrip-quote.ts";
import { useModifyOrder } from "../api/modify-order.ts";
import { usePlaceOrder } from "../api/place-order.ts";
import { useCompanySearch } from "../../../lib/search-company.ts";
import { toastMark } from "../../../lib/toast.ts";
import {
  allowsProtectiveStop,
  estimatedValue,
  orderBody,
  serverOrderErrors,
  usesLimit,
  usesTrigger,
  validateOrder,
  withStartingPrices,
} from "./order-form.ts";
import type { OrderFormValues } from "./order-form.ts";
import classes from "./portfolio.module.css";
import { QuantityInput, ReasonInput, TickPriceInput, TicketFooter } from "./ticket-parts.tsx";

/** A company the ticket trades. */
export interface TicketScrip {
  id: number;
  name: string;
  shortCode: string;
}

/** What the ticket does: a new order (optionally for a given company and side), or a change to a live order. */
export type TicketMode =
  { kind: "new"; scrip?: TicketScrip; action?: OrderAction } | { kind: "modify"; order: Order };

const TYPE_HELP: Record<OrderType, string> = {
  MARKET: "Trades at the next price the market quotes.",
  LIMIT: "Trades only at your limit price or better; waits until the market gets there.",
  SL: "Stop-limit: waits until the price reaches the trigger, then becomes a limit order.",
  "SL-M": "Stop-market: waits until the price reaches the trigger, then trades at the market price.",
};

function initialValues(mode: TicketMode): OrderFormValues {
  if (mode.kind === "modify") {
    const o = mode.order;
    return {
      action: o.action,
      typ: o.typ,
      qty: o.qty,
      price: o.price > 0 ? o.price : "",
      trigger: usesTrigger(o.typ) ? o.sprice : "",
      activeSl: o.active_sl,
      stop: o.active_sl ? o.sprice : "",
      reason: o.reason,
    };
  }
  return {
    action: mode.action ?? "BUY",
    typ: "MARKET",
    qty: 1,
    price: "",
    trigger: "",
    activeSl: false,
    stop: "",
    reason: "",
  };
}

/** The request fields the server may name that the ticket shows beside an input (sprice: trigger or stop). */
const SHOWN_FIELDS = ["qty", "price", "sprice", "reason"] as const;

/**
 * The order ticket: BUY or SELL, MARKET, LIMIT, SL or SL-M, an optional protective stop on a BUY, and the
 * trading-journal reason. In modify mode the company and side are fixed and the reason may stay as it was.
 */
export function OrderTicket({
  mode,
  availableCash,
  onClose,
  onDone,
}: {
  mode: TicketMode;
  availableCash: number | null;
  onClose: () => void;
  /** The answer, with `toastMark()` from when it was asked: a fill pushed since then already has the toast. */
  onDone: (result: OrderResult, since: number) => void;
}) {
  const phone = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  const titleId = useId();
  const modifying = mode.kind === "modify";
  const fixedScrip: TicketScrip | undefined =
    mode.kind === "modify"
      ? { id: mode.order.scrip_id, name: mode.order.name, shortCode: mode.order.shortCode }
      : mode.scrip;
  const [scrip, setScrip] = useState<TicketScrip | null>(fixedScrip ?? null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const matches = useCompanySearch(
    scrip !== null && search === `${scrip.name} (${scrip.shortCode})` ? "" : debounced,
  );
  const quote = useScripQuote(scrip?.id ?? null);
  const live = useLivePrices();
  const place = usePlaceOrder();
  const modify = useModifyOrder();
  const pending = place.isPending || modify.isPending;
  const failure = formError(place.error ?? modify.error, SHOWN_FIELDS);

  const stored = quote.data?.scrip;
  const ltp = stored === undefined ? null : livePrice(live, stored.srCode, stored.market_price);
  const held = quote.data === undefined ? null : (quote.data.holding?.qty ?? 0);
  // Controlled: the estimate, the type's fields and the protective stop follow what is picked and typed. The
  // ticket's own checks (order-form.ts) run on submit; `form` carries a check that names no one field.
  const form = useForm<OrderFormValues>({
    mode: "controlled",
    initialValues: initialValues(mode),
    validate: (values) =>
      validateOrder(values, {
        scripPicked: scrip !== null,
        held: modifying ? null : held,
        reasonRequired: !modifying,
        ltp,
      }),
    onValuesChange: () => form.clearFieldError("form"),
  });
  const values = form.values;
  const estimate = estimatedValue(values, ltp);
  // A type picked before the price arrived (or before the company) starts from the price once it is known; only
  // the first known price of each company counts, so later ticks never overwrite what the learner typed.
  const pricedScrip = ltp !== null && scrip !== null ? scrip.id : null;
  useEffect(() => {
    if (pricedScrip !== null && ltp !== null)
      form.setValues((v) => withStartingPrices(v as OrderFormValues, ltp));
    // Only a newly priced company fills prices in; a later tick of ltp does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pricedScrip]);

  const options = useMemo(() => {
    const found = (matches.data?.scrips ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      shortCode: s.shortCode,
    }));
    const all = scrip !== null && !found.some((s) => s.id === scrip.id) ? [scrip, ...found] : found;
    return all.map((s) => ({ value: String(s.id), label: `${s.name} (${s.shortCode})` }));
  }, [matches.data, scrip]);

  const handleType = (typ: OrderType) => {
    // Prices start from the last price, so the learner adjusts rather than types them all.
    form.setValues(
      withStartingPrices(
        { ...values, typ, activeSl: allowsProtectiveStop(values.action, typ) ? values.activeSl : false },
        ltp,
      ),
    );
    form.clearErrors();
  };

  const onError = (error: Error) => form.setErrors(serverOrderErrors(fieldErrors(error), form.getValues()));

  const handleSubmit = form.onSubmit((submitted) => {
    if (scrip === null) return;
    const body = orderBody(submitted);
    const since = toastMark();
    const onSuccess = (result: OrderResult) => onDone(result, since);
    if (mode.kind === "modify") {
      modify.mutate(
        {
          orderId: mode.order.id,
          body: {
            ...body,
            reason: body.reason === "" ? undefined : body.reason,
            upid: mode.order.upid,
            scripcode: mode.order.scripcode,
          },
        },
        { onSuccess, onError },
      );
    } else {
      place.mutate({ scripId: scrip.id, body }, { onSuccess, onError });
    }
  });

  const sideColor = values.action === "BUY" ? "teal" : "red";
  const title = modifying
    ? `Modify order #${mode.order.id}`
    : scrip === null
      ? "New order"
      : `${values.action === "BUY" ? "Buy" : "Sell"} ${scrip.shortCode}`;

  return (
    <Modal
      opened
      onClose={onClose}
      title={<span id={titleId}>{title}</span>}
      fullScreen={phone}
      size="lg"
      centered
    >
      <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          {fixedScrip === undefined ? (
            <Select
              label="Company"
              placeholder="Type a company name or NSE symbol"
              searchable
              data={options}
              value={scrip === null ? null : String(scrip.id)}
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: all }) => all}
              nothingFoundMessage={debounced.trim() === "" ? "Start typing to search" : "No company matches"}
              onChange={(value) => {
                const picked = (matches.data?.scrips ?? []).find((s) => String(s.id) === value);
                setScrip(
                  picked === undefined
                    ? null
                    : { id: picked.id, name: picked.name, shortCode: picked.shortCode },
                );
                form.clearFieldError("scrip");
                form.clearFieldError("qty");
              }}
              error={form.errors.scrip}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <Text fw={600}>
              {fixedScrip.name} ({fixedScrip.shortCode})
            </Text>
          )}

          {scrip !== null && (
            <div className={classes.quoteLine} aria-live="polite">
              {ltp === null || stored === undefined ? (
                <Text size="sm" c="dimmed">
                  {quote.isError ? "The price could not be loaded." : "Loading the price..."}
                </Text>
              ) : (
                <>
                  <Text size="sm">
                    Last price <b>{formatPrice(ltp)}</b>
                  </Text>
                  <PriceChange price={ltp} previous={stored.prev_close} size="sm" />
                  <Text size="sm" c="dimmed">
                    You hold {countOf(held ?? 0, "share")}
                  </Text>
                </>
              )}
            </div>
          )}

          <SegmentedControl
            aria-label="Buy or sell"
            value={values.action}
            onChange={(action) => {
              form.setValues({
                action,
                activeSl: allowsProtectiveStop(action, values.typ) ? values.activeSl : false,
              });
              form.clearErrors();
            }}
            data={[
              { value: "BUY", label: "BUY" },
              { value: "SELL", label: "SELL" },
            ]}
            color={sideColor}
            disabled={modifying}
            fullWidth
          />

          <div>
            <SegmentedControl
              aria-label="Order type"
              value={values.typ}
              onChange={(value) => handleType(value)}
              data={ORDER_TYPES.map((t) => ({ value: t, label: t }))}
              fullWidth
            />
            <Text size="xs" c="dimmed" mt={6}>
              {TYPE_HELP[values.typ]}
            </Text>
          </div>

          <div className={classes.fieldRow}>
            <QuantityInput {...form.getInputProps("qty")} />
            {usesLimit(values.typ) && (
              <TickPriceInput label="Limit price (₹)" {...form.getInputProps("price")} />
            )}
            {usesTrigger(values.typ) && (
              <TickPriceInput label="Trigger price (₹)" {...form.getInputProps("trigger")} />
            )}
          </div>

          {allowsProtectiveStop(values.action, values.typ) && (
            <div className={classes.stopBox}>
              <Checkbox
                label="Add a protective stop-loss once this BUY fills"
                description="A SELL stop-market order for the same shares, placed when the BUY completes."
                {...form.getInputProps("activeSl", { type: "checkbox" })}
              />
              {values.activeSl && (
                <TickPriceInput mt="sm" label="Stop-loss price (₹)" {...form.getInputProps("stop")} />
              )}
            </div>
          )}

          <ReasonInput
            description={
              modifying
                ? "Leave as it is, or note why you changed the order."
                : "Why this trade? Your notes count towards your FinScore."
            }
            placeholder="e.g. Strong quarterly results; buying on the dip with a stop below support."
            {...form.getInputProps("reason")}
            maxRows={5}
            required={!modifying}
          />

          <div className={classes.estimate}>
            <Text size="sm">
              {values.action === "BUY" ? "Estimated cost" : "Estimated proceeds"}:{" "}
              <b>{estimate === null ? "-" : formatRupees(estimate)}</b>
            </Text>
            {availableCash !== null && (
              <Text size="sm" c="dimmed">
                Cash available {formatRupees(availableCash)}
              </Text>
            )}
          </div>
          {values.action === "BUY" &&
            estimate !== null &&
            availableCash !== null &&
            estimate > availableCash && (
              <Text size="sm" c="orange.8">
                This costs more than your available cash; the order will be rejected.
              </Text>
            )}

          {form.errors.form !== undefined && (
            <Alert color="red" variant="light" role="alert">
              {form.errors.form}
            </Alert>
          )}
          <TicketFooter
            failure={failure}
            failureTitle="Order not accepted"
            pending={pending}
            onCancel={onClose}
            submitLabel={modifying ? "Save changes" : `Place ${values.action} order`}
            color={sideColor}
          />
        </Stack>
      </form>
    </Modal>
  );
}
