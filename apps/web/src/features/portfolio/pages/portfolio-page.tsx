import { Button, Container, Group, Paper, NativeSelect, Tabs, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { orderToastId, toast } from "../../../lib/toast.ts";
import type { Holding, Order, OrderResult, PortfolioSort, Segment } from "@fincareer/domain/contract/market";
import { formatRupees } from "@fincareer/domain/format";
import { repriceHoldings, repriceSummary } from "../../../lib/live-portfolio.ts";
import { useLivePrices } from "../../../lib/live-prices.ts";
import { useIndustries } from "../api/list-industries.ts";
import { useOrders } from "../api/list-orders.ts";
import { ALL_HOLDINGS, usePortfolio } from "../api/list-portfolio.ts";
import type { PortfolioFilters } from "../api/list-portfolio.ts";
import { cancelTargetOf } from "../components/cancel-target.ts";
import type { CancelTarget } from "../components/cancel-target.ts";
import { isLive } from "../components/order-labels.ts";
import type { TicketMode, TicketScrip } from "../components/order-ticket.tsx";
import { ListPlaceholder } from "../components/list-placeholder.tsx";
import type { OrderFilter } from "../components/orders-panel.tsx";
import { SummaryStrip } from "../components/summary-strip.tsx";
import type { TrailMode } from "../components/trail-ticket.tsx";
import classes from "../components/portfolio.module.css";
import { onDemand } from "../../../lib/on-demand.tsx";
import { useAfterFirstScreen, usePaintedOnce } from "../../../lib/first-screen.ts";
import { usePriceCoverage } from "../../../lib/price-coverage.ts";
import { PriceSourceNote } from "../../../components/price-source-note.tsx";

// The dialogs (Modal, the company search, number inputs: about half the screen's code) load when first opened, or
// ahead of that when the pointer or the keyboard reaches a button that opens them.
const OrderTicket = onDemand(() => import("../components/order-ticket.tsx").then((m) => m.OrderTicket));
const TrailTicket = onDemand(() => import("../components/trail-ticket.tsx").then((m) => m.TrailTicket));
const CancelOrderDialog = onDemand(() =>
  import("../components/cancel-order-dialog.tsx").then((m) => m.CancelOrderDialog),
);
const ScoreRiskPanel = onDemand(() =>
  import("../components/score-risk-panel.tsx").then((m) => m.ScoreRiskPanel),
);
const ReasonDialog = onDemand(() => import("../components/reason-dialog.tsx").then((m) => m.ReasonDialog));
// The holdings (a table or a card each, with Mantine's Table and the row menus) are drawn after the totals have been
// painted (usePaintedOnce below), so their code is not part of the first screen's either: it is fetched then, not
// beside the screen's own code, which the first paint waits for.
const HoldingsTable = onDemand(() => import("../components/holdings-table.tsx").then((m) => m.HoldingsTable));
// The Orders tab (its list, filter and row menus) is not what the screen opens on: its code comes when the tab is
// reached, or once the first screen has been shown.
const OrdersPanel = onDemand(() => import("../components/orders-panel.tsx").then((m) => m.OrdersPanel));

/** A button that opens a new order ticket; reaching it with the pointer or the keyboard starts loading the ticket. */
function NewOrderButton({ onOpen, mt, children }: { onOpen: () => void; mt?: string; children: string }) {
  return (
    <Button mt={mt} onClick={onOpen} onPointerEnter={OrderTicket.preload} onFocus={OrderTicket.preload}>
      {children}
    </Button>
  );
}

// The whole account, largest holdings first: the default view and the source of the totals.
const LATEST_ORDER_KEY = "latestOrderId";

const SEGMENT_OPTIONS: { value: Segment; label: string }[] = [
  { value: "ALL", label: "All companies" },
  { value: "LARGE", label: "Large cap" },
  { value: "MID", label: "Mid cap" },
  { value: "SMALL", label: "Small cap" },
  { value: "WATCH", label: "On my watchlist" },
];

const SORT_OPTIONS: { value: PortfolioSort; label: string }[] = [
  { value: "VALUE", label: "Value (largest first)" },
  { value: "NAME", label: "Name (A-Z)" },
  { value: "PNL", label: "P&L (best first)" },
  { value: "PNL_PCT", label: "P&L % (best first)" },
  { value: "DAY_CHANGE", label: "Today's change (best first)" },
];

type Tab = "holdings" | "orders" | "score";

/** A trade request another screen (the company page) hands over in the router state. */
function tradeFromState(state: unknown): { scrip: TicketScrip; action: "BUY" | "SELL" } | null {
  if (state === null || typeof state !== "object") return null;
  const trade = (state as { trade?: unknown }).trade;
  if (trade === null || typeof trade !== "object") return null;
  const { id, name, shortCode, action } = trade as Record<string, unknown>;
  if (typeof id !== "number" || typeof name !== "string" || typeof shortCode !== "string") return null;
  return { scrip: { id, name, shortCode }, action: action === "SELL" ? "SELL" : "BUY" };
}

function readLatest(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(LATEST_ORDER_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * /portfolio: account totals, holdings with segment/industry/sort filters, orders with their statuses, FinScore and
 * risk, and every order action (new, modify, cancel, trailing stop, cancel trail, edit reason).
 */
export default function PortfolioPage() {
  const coverage = usePriceCoverage();
  const location = useLocation();
  const navigate = useNavigate();
  const live = useLivePrices();
  const [filters, setFilters] = useState<PortfolioFilters>(ALL_HOLDINGS);
  const [orderFilter, setOrderFilter] = useState<OrderFilter>("ALL");
  // An order's notification opens the Orders tab (?tab=orders, issue 41).
  const [tab, setTab] = useState<Tab>(() =>
    new URLSearchParams(location.search).get("tab") === "orders" ? "orders" : "holdings",
  );
  const [ticket, setTicket] = useState<TicketMode | null>(() => {
    const trade = tradeFromState(location.state);
    return trade === null ? null : { kind: "new", scrip: trade.scrip, action: trade.action };
  });
  const [trail, setTrail] = useState<TrailMode | null>(null);
  const [cancel, setCancel] = useState<CancelTarget | null>(null);
  const [reasonOrder, setReasonOrder] = useState<Order | null>(null);
  const [latestId, setLatestId] = useState<number | null>(readLatest);

  const afterFirstScreen = useAfterFirstScreen();
  // The holdings (a card or row each, with their buttons) render after the totals have been painted: on a phone they
  // start below the fold, and drawing them in the first render made it the screen's longest task.
  const holdingsDrawn = usePaintedOnce();
  useEffect(() => {
    if (afterFirstScreen) OrdersPanel.preload();
  }, [afterFirstScreen]);

  const account = usePortfolio(ALL_HOLDINGS);
  const filtered = usePortfolio(filters);
  const orders = useOrders();
  const industries = useIndustries();

  // The trade request is consumed once: a reload or Back must not open the ticket again.
  useEffect(() => {
    if (tradeFromState(location.state) !== null)
      void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const summary = useMemo(
    () =>
      account.data === undefined
        ? undefined
        : repriceSummary(account.data.portfolio, repriceHoldings(account.data.myScrips, live)),
    [account.data, live],
  );
  const holdings = useMemo(() => repriceHoldings(filtered.data?.myScrips ?? [], live), [filtered.data, live]);
  const allOrders = orders.data?.orders ?? [];
  const liveCount = allOrders.filter(isLive).length;
  const filtersChanged =
    filters.segment !== ALL_HOLDINGS.segment || filters.industry !== ALL_HOLDINGS.industry;

  const handleDone = (result: OrderResult, since: number) => {
    // One toast per order: the answer shows in it unless the socket told the fill first (it can beat the answer).
    toast.success(result.message, { id: orderToastId(result.order_id), since });
    setLatestId(result.order_id);
    try {
      window.sessionStorage.setItem(LATEST_ORDER_KEY, String(result.order_id));
    } catch {
      // Private mode: the highlight lasts until the page is left.
    }
    setTicket(null);
    setTrail(null);
    setCancel(null);
    setTab("orders");
  };

  const handleTrade = (holding: Holding, action: "BUY" | "SELL") =>
    setTicket({
      kind: "new",
      scrip: { id: holding.scrip_id, name: holding.name, shortCode: holding.shortCode },
      action,
    });

  const handleModify = (order: Order) => {
    if (order.kind === "TRAIL") {
      const holding = account.data?.myScrips.find((h) => h.upid === order.upid) ?? null;
      setTrail({ kind: "modify", holding, order });
    } else {
      setTicket({ kind: "modify", order });
    }
  };

  const holdingsEmpty =
    summary !== undefined && summary.holdings_count === 0 ? (
      <div>
        <Text fw={600}>You do not own any shares yet</Text>
        <Text size="sm" c="dimmed" mt={4}>
          You have {formatRupees(summary.available_cash)} of virtual cash to invest. Search for a company and
          place your first order.
        </Text>
        <NewOrderButton mt="md" onOpen={() => setTicket({ kind: "new" })}>
          Place your first order
        </NewOrderButton>
      </div>
    ) : (
      <div>
        <Text fw={600}>No holdings match these filters</Text>
        <Button variant="subtle" mt="xs" px={0} onClick={() => setFilters(ALL_HOLDINGS)}>
          Show all holdings
        </Button>
      </div>
    );

  return (
    <Container size="xl" py="lg" w="100%" className={classes.page}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} className={classes.title}>
          Portfolio
        </Title>
        <NewOrderButton onOpen={() => setTicket({ kind: "new" })}>New order</NewOrderButton>
      </Group>
      <PriceSourceNote coverage={coverage} />

      {account.isError ? (
        <Paper withBorder p="md" role="alert">
          <Text fw={600}>Your portfolio could not be loaded.</Text>
          <Button variant="subtle" px={0} mt={4} onClick={() => void account.refetch()}>
            Try again
          </Button>
        </Paper>
      ) : (
        <SummaryStrip summary={summary} />
      )}

      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? "holdings")} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="holdings">
            Holdings{summary !== undefined ? ` (${summary.holdings_count})` : ""}
          </Tabs.Tab>
          <Tabs.Tab value="orders" onPointerEnter={OrdersPanel.preload} onFocus={OrdersPanel.preload}>
            Orders{liveCount > 0 ? ` (${liveCount} open)` : ""}
          </Tabs.Tab>
          <Tabs.Tab value="score" onPointerEnter={ScoreRiskPanel.preload} onFocus={ScoreRiskPanel.preload}>
            Score &amp; risk
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="holdings" pt="md">
          <div className={classes.filters}>
            {/* Native selects: a phone's own picker, and no option list or positioning to build with the page. */}
            <NativeSelect
              label="Segment"
              data={SEGMENT_OPTIONS}
              value={filters.segment}
              onChange={(event) => {
                const segment = SEGMENT_OPTIONS.find((o) => o.value === event.currentTarget.value)?.value;
                if (segment !== undefined) setFilters((f) => ({ ...f, segment }));
              }}
            />
            <NativeSelect
              label="Industry"
              data={[
                { value: "ALL", label: "All industries" },
                ...(industries.data?.industries ?? []).map((i) => ({ value: i, label: i })),
              ]}
              value={filters.industry}
              onChange={(event) => {
                const industry = event.currentTarget.value;
                setFilters((f) => ({ ...f, industry }));
              }}
            />
            <NativeSelect
              label="Sort by"
              data={SORT_OPTIONS}
              value={filters.sort}
              onChange={(event) => {
                const sort = SORT_OPTIONS.find((o) => o.value === event.currentTarget.value)?.value;
                if (sort !== undefined) setFilters((f) => ({ ...f, sort }));
              }}
            />
            {filtersChanged && (
              <Button variant="subtle" onClick={() => setFilters(ALL_HOLDINGS)} className={classes.clear}>
                Clear filters
              </Button>
            )}
          </div>
          <div aria-busy={filtered.isFetching} className={classes.panel}>
            {!holdingsDrawn ? (
              <ListPlaceholder loading rows={0} empty={null} />
            ) : filtered.isError ? (
              <Text role="alert" c="red.7">
                The holdings could not be loaded. Please try again.
              </Text>
            ) : (
              <HoldingsTable.Component
                fallback={<ListPlaceholder loading rows={0} empty={null} />}
                holdings={holdings}
                loading={filtered.isPending}
                empty={holdingsEmpty}
                actions={{
                  onTrade: handleTrade,
                  onTrail: (holding) =>
                    setTrail(
                      holding.trail === null
                        ? { kind: "new", holding }
                        : {
                            kind: "modify",
                            holding,
                            order: allOrders.find((o) => o.id === holding.trail?.trailid) ??
                              // The list has not loaded yet: the holding knows enough to modify its trail.
                              {
                                id: holding.trail.trailid,
                                scripcode: holding.srCode,
                                shortCode: holding.shortCode,
                                name: holding.name,
                                qty: holding.trail.qty,
                                sprice: holding.trail.sprice,
                                trail: holding.trail.trail,
                                upid: holding.upid,
                                reason: "",
                              },
                          },
                    ),
                  onCancelTrail: (holding) =>
                    holding.trail !== null &&
                    setCancel({
                      kind: "trail",
                      trailId: holding.trail.trailid,
                      upid: holding.upid,
                      description: `Trailing stop on ${holding.trail.qty} ${holding.shortCode}, trigger now ${formatRupees(holding.trail.sprice)}`,
                    }),
                }}
              />
            )}
          </div>
        </Tabs.Panel>

        <Tabs.Panel value="orders" pt="md">
          <OrdersPanel.Component
            fallback={<ListPlaceholder loading rows={0} empty={null} />}
            orders={allOrders}
            loading={orders.isPending}
            failed={orders.isError}
            latestId={latestId}
            filter={orderFilter}
            onFilter={setOrderFilter}
            newOrderButton={
              <NewOrderButton mt="md" onOpen={() => setTicket({ kind: "new" })}>
                Place an order
              </NewOrderButton>
            }
            actions={{
              onModify: handleModify,
              onCancel: (order) => setCancel(cancelTargetOf(order)),
              onEditReason: setReasonOrder,
            }}
          />
        </Tabs.Panel>

        <Tabs.Panel value="score" pt="md">
          <ScoreRiskPanel.Component fallback={null} />
        </Tabs.Panel>
      </Tabs>

      {ticket !== null && (
        <OrderTicket.Component
          fallback={null}
          key={
            ticket.kind === "modify"
              ? `m${ticket.order.id}`
              : `n${ticket.scrip?.id ?? ""}${ticket.action ?? ""}`
          }
          mode={ticket}
          availableCash={summary?.available_cash ?? null}
          onClose={() => setTicket(null)}
          onDone={handleDone}
        />
      )}
      {trail !== null && (
        <TrailTicket.Component
          fallback={null}
          mode={trail}
          onClose={() => setTrail(null)}
          onDone={handleDone}
        />
      )}
      {cancel !== null && (
        <CancelOrderDialog.Component
          fallback={null}
          target={cancel}
          onClose={() => setCancel(null)}
          onDone={handleDone}
        />
      )}
      {reasonOrder !== null && (
        <ReasonDialog.Component fallback={null} order={reasonOrder} onClose={() => setReasonOrder(null)} />
      )}
    </Container>
  );
}
