import { Badge, Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { RowMenu } from "../../../components/row-menu.tsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Holding } from "@fincareer/domain/contract/market";
import { formatPercent, formatPrice, formatRupees, formatSignedPercent } from "@fincareer/domain/format";
import { PriceChange } from "../../../components/price-change.tsx";
import { ListPlaceholder } from "./list-placeholder.tsx";
import classes from "./portfolio.module.css";

export interface HoldingActions {
  onTrade: (holding: Holding, action: "BUY" | "SELL") => void;
  onTrail: (holding: Holding) => void;
  onCancelTrail: (holding: Holding) => void;
}

function tone(value: number): "up" | "down" | undefined {
  return value > 0 ? "up" : value < 0 ? "down" : undefined;
}

function Signed({ value, percent }: { value: number; percent?: number }) {
  return (
    <span className={classes.signed} data-tone={tone(value)}>
      {formatRupees(value)}
      {percent !== undefined && <span className={classes.signedPct}> ({formatSignedPercent(percent)})</span>}
    </span>
  );
}

function CompanyCell({ holding }: { holding: Holding }) {
  return (
    <Link to="/company" state={{ name: holding.name, id: holding.scrip_id }} className={classes.company}>
      <span className={classes.companyCode}>{holding.shortCode}</span>
      <span className={classes.companyName}>{holding.name}</span>
    </Link>
  );
}

/** The holding's stops as badges: its trailing stop and the protective stop-losses placed with its BUYs. */
function StopNotes({ holding }: { holding: Holding }) {
  if (holding.trail === null && holding.stop === null) return null;
  return (
    <Group gap={4} className={classes.stopBadges}>
      {holding.trail !== null && (
        <Badge variant="light" color="violet" size="sm" className={classes.trailBadge}>
          Trailing stop {formatPrice(holding.trail.sprice)}
        </Badge>
      )}
      {holding.stop !== null && (
        <Badge
          variant="light"
          color="orange"
          size="sm"
          className={classes.trailBadge}
          title={`Protective stop-loss on ${holding.stop.qty} shares${holding.stop.count > 1 ? ` (${holding.stop.count} orders, nearest trigger shown)` : ""}`}
        >
          Stop-loss {formatPrice(holding.stop.sprice)}
        </Badge>
      )}
    </Group>
  );
}

function Actions({ holding, actions }: { holding: Holding; actions: HoldingActions }) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button size="compact-sm" color="teal" variant="light" onClick={() => actions.onTrade(holding, "BUY")}>
        Buy
      </Button>
      <Button size="compact-sm" color="red" variant="light" onClick={() => actions.onTrade(holding, "SELL")}>
        Sell
      </Button>
      <RowMenu
        label={`More actions for ${holding.shortCode}`}
        items={[
          {
            label: holding.trail === null ? "Set trailing stop" : "Modify trailing stop",
            onClick: () => actions.onTrail(holding),
          },
          ...(holding.trail === null
            ? []
            : [
                {
                  label: "Cancel trailing stop",
                  color: "red",
                  onClick: () => actions.onCancelTrail(holding),
                },
              ]),
        ]}
      />
    </Group>
  );
}

/**
 * The holdings: a table at desktop widths, one card per holding on phones. Prices and P&L follow the live ticks
 * (the caller re-prices the rows).
 */
export function HoldingsTable({
  holdings,
  loading,
  empty,
  actions,
}: {
  holdings: Holding[];
  loading: boolean;
  empty: ReactNode;
  actions: HoldingActions;
}) {
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  if (loading || holdings.length === 0)
    return <ListPlaceholder loading={loading} rows={holdings.length} empty={empty} />;

  if (phone) {
    return (
      <ul className={classes.cards} aria-label="Holdings">
        {holdings.map((h) => (
          <li key={h.upid} className={classes.card}>
            <div className={classes.cardTop}>
              <CompanyCell holding={h} />
              <div className={classes.cardPrice}>
                <span className={classes.num}>{formatPrice(h.market_price)}</span>
                <PriceChange price={h.market_price} previous={h.prev_close} size="sm" />
              </div>
            </div>
            <dl className={classes.cardFigures}>
              <div>
                <dt>Qty · Avg</dt>
                <dd>
                  {h.qty} · {formatPrice(h.avg_price)}
                </dd>
              </div>
              <div>
                <dt>Value</dt>
                <dd>{formatRupees(h.value)}</dd>
              </div>
              <div>
                <dt>P&amp;L</dt>
                <dd>
                  <Signed value={h.pnl} percent={h.pnl_pct} />
                </dd>
              </div>
              <div>
                <dt>Today</dt>
                <dd>
                  <Signed value={h.day_change} />
                </dd>
              </div>
            </dl>
            <div className={classes.cardBottom}>
              <StopNotes holding={h} />
              <Actions holding={h} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Holdings" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Avg price</Table.Th>
            <Table.Th ta="right">Last price</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th ta="right">P&amp;L</Table.Th>
            <Table.Th ta="right">Today</Table.Th>
            <Table.Th ta="right">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {holdings.map((h) => (
            <Table.Tr key={h.upid}>
              <Table.Td>
                <CompanyCell holding={h} />
                <StopNotes holding={h} />
              </Table.Td>
              <Table.Td ta="right" className={classes.num}>
                {h.qty}
              </Table.Td>
              <Table.Td ta="right" className={classes.num}>
                {formatPrice(h.avg_price)}
              </Table.Td>
              <Table.Td ta="right">
                <div className={classes.num}>{formatPrice(h.market_price)}</div>
                <PriceChange price={h.market_price} previous={h.prev_close} size="sm" />
              </Table.Td>
              <Table.Td ta="right" className={classes.num}>
                {formatRupees(h.value)}
                <Text size="xs" c="dimmed">
                  {formatPercent(h.weight_pct, 1)} of holdings
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Signed value={h.pnl} percent={h.pnl_pct} />
              </Table.Td>
              <Table.Td ta="right">
                <Signed value={h.day_change} />
              </Table.Td>
              <Table.Td>
                <Actions holding={h} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
