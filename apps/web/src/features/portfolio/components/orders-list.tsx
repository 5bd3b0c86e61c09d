import { Badge, Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { RowMenu } from "../../../components/row-menu.tsx";
import type { ReactNode } from "react";
import type { Order } from "@fincareer/domain/contract/market";
import { formatDateTime, formatPrice } from "@fincareer/domain/format";
import { formatOpensAt } from "@fincareer/domain/ist";
import { STATUS_LABELS, isLive, kindLabel, orderPrices } from "./order-labels.ts";
import { ListPlaceholder } from "./list-placeholder.tsx";
import classes from "./portfolio.module.css";

export interface OrderActions {
  onModify: (order: Order) => void;
  onCancel: (order: Order) => void;
  onEditReason: (order: Order) => void;
}

function StatusCell({ order }: { order: Order }) {
  const status = STATUS_LABELS[order.status];
  return (
    <div className={classes.status}>
      <Badge color={status.color} variant="light" size="sm">
        {status.label}
      </Badge>
      {order.status === "COMPLETE" && order.fill_price !== null && (
        <Text size="xs" c="dimmed">
          at {formatPrice(order.fill_price)}
          {order.filled_at !== null && `, ${formatDateTime(order.filled_at)}`}
        </Text>
      )}
      {order.waits_for_open !== null && (
        <Text size="xs" c="orange.9">
          After-market order: executes from {formatOpensAt(order.waits_for_open)}
        </Text>
      )}
      {order.status_reason !== null && order.status_reason !== "" && (
        <Text size="xs" c={order.status === "REJECTED" ? "red.7" : "dimmed"}>
          {order.status_reason}
        </Text>
      )}
    </div>
  );
}

function Side({ order }: { order: Order }) {
  return (
    <span className={classes.side} data-side={order.action}>
      {order.action}
    </span>
  );
}

function TypeCell({ order }: { order: Order }) {
  const kind = kindLabel(order);
  return (
    <div>
      <span className={classes.num}>{order.typ}</span>
      {kind !== null && (
        <Text size="xs" c="violet.7">
          {kind}
        </Text>
      )}
    </div>
  );
}

function Actions({ order, actions }: { order: Order; actions: OrderActions }) {
  const live = isLive(order);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {live && (
        <Button size="compact-sm" variant="light" onClick={() => actions.onModify(order)}>
          Modify
        </Button>
      )}
      <RowMenu
        label={`More actions for order ${order.id}`}
        items={[
          { label: "Edit reason", onClick: () => actions.onEditReason(order) },
          ...(live
            ? [
                {
                  label: order.kind === "TRAIL" ? "Cancel trailing stop" : "Cancel order",
                  color: "red",
                  onClick: () => actions.onCancel(order),
                },
              ]
            : []),
        ]}
      />
    </Group>
  );
}

function Reason({ order }: { order: Order }) {
  return order.reason === "" ? (
    <Text size="sm" c="dimmed" fs="italic">
      No reason noted
    </Text>
  ) : (
    <Text size="sm" className={classes.reason}>
      {order.reason}
    </Text>
  );
}

/** The orders, newest first, with status, prices, the journal reason and the actions a live order allows. */
export function OrdersList({
  orders,
  loading,
  empty,
  latestId,
  actions,
}: {
  orders: Order[];
  loading: boolean;
  empty: ReactNode;
  latestId: number | null;
  actions: OrderActions;
}) {
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  if (loading || orders.length === 0)
    return <ListPlaceholder loading={loading} rows={orders.length} empty={empty} />;

  const latest = (order: Order) =>
    order.id === latestId ? (
      <Badge component="span" size="xs" variant="filled" color="brand" ml={6}>
        Latest
      </Badge>
    ) : null;

  if (phone) {
    return (
      <ul className={classes.cards} aria-label="Orders">
        {orders.map((o) => (
          <li
            key={o.id}
            className={classes.card}
            data-latest={o.id === latestId || undefined}
            data-order-id={o.id}
          >
            <div>
              <Side order={o} /> <b>{o.qty}</b> <b>{o.shortCode}</b> · {o.typ}
              {latest(o)}
              <Text size="xs" c="dimmed">
                {orderPrices(o)} · {formatDateTime(o.created_at)}
              </Text>
            </div>
            <StatusCell order={o} />
            <Reason order={o} />
            <div className={classes.cardBottom}>
              <Text size="xs" c="dimmed">
                #{o.id}
                {kindLabel(o) !== null && ` · ${kindLabel(o)}`}
              </Text>
              <Actions order={o} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="sm" aria-label="Orders" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Placed</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Side</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th>Prices</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id} data-latest={o.id === latestId || undefined} data-order-id={o.id}>
              <Table.Td className={classes.nowrap}>
                <Text size="sm">{formatDateTime(o.created_at)}</Text>
                <Text size="xs" c="dimmed">
                  #{o.id}
                  {latest(o)}
                </Text>
              </Table.Td>
              <Table.Td>
                <b>{o.shortCode}</b>
                <Text size="xs" c="dimmed" className={classes.companyName}>
                  {o.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Side order={o} />
              </Table.Td>
              <Table.Td>
                <TypeCell order={o} />
              </Table.Td>
              <Table.Td ta="right" className={classes.num}>
                {o.qty}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{orderPrices(o)}</Text>
              </Table.Td>
              <Table.Td>
                <StatusCell order={o} />
              </Table.Td>
              <Table.Td className={classes.reasonCell}>
                <Reason order={o} />
              </Table.Td>
              <Table.Td>
                <Actions order={o} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
