// The portfolio's Orders tab: the open / finished filter and the list with its row actions. Loaded on demand
// (portfolio-page.tsx): the screen opens on the holdings.
import { SegmentedControl, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { Order } from "@fincareer/domain/contract/market";
import { isLive } from "./order-labels.ts";
import { OrdersList } from "./orders-list.tsx";
import type { OrderActions } from "./orders-list.tsx";

/** Which orders the tab lists. */
export type OrderFilter = "ALL" | "LIVE" | "DONE";

const FILTERS: { value: OrderFilter; label: string }[] = [
  { value: "ALL", label: "All" },
  { value: "LIVE", label: "Open" },
  { value: "DONE", label: "Finished" },
];

/** The filter and the orders it selects; `newOrderButton` is offered when there are no orders at all. */
export function OrdersPanel({
  orders,
  loading,
  failed,
  latestId,
  filter,
  onFilter,
  newOrderButton,
  actions,
}: {
  orders: Order[];
  loading: boolean;
  failed: boolean;
  latestId: number | null;
  filter: OrderFilter;
  onFilter: (filter: OrderFilter) => void;
  newOrderButton: ReactNode;
  actions: OrderActions;
}) {
  const shown = orders.filter((o) => (filter === "ALL" ? true : filter === "LIVE" ? isLive(o) : !isLive(o)));
  return (
    <>
      <SegmentedControl
        aria-label="Which orders"
        value={filter}
        onChange={(value) => onFilter(value)}
        data={FILTERS}
        mb="md"
      />
      {failed ? (
        <Text role="alert" c="red.7">
          Your orders could not be loaded. Please try again.
        </Text>
      ) : (
        <OrdersList
          orders={shown}
          loading={loading}
          latestId={latestId}
          empty={
            orders.length === 0 ? (
              <div>
                <Text fw={600}>No orders yet</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  Orders you place appear here with their status: open, trigger pending, complete, cancelled
                  or rejected.
                </Text>
                {newOrderButton}
              </div>
            ) : (
              <Text c="dimmed">No {filter === "LIVE" ? "open" : "finished"} orders.</Text>
            )
          }
          actions={actions}
        />
      )}
    </>
  );
}
