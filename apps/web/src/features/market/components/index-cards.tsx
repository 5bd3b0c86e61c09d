import { Button, Skeleton } from "@mantine/core";
import { useState } from "react";
import type { TickerIndex } from "@fincareer/domain/contract/market";
import { PriceChange } from "../../../components/price-change.tsx";
import { livePrice } from "../../../lib/live-prices.ts";
import type { LivePrices } from "../../../lib/live-prices.ts";
import classes from "./dashboard.module.css";
import { formatPrice } from "@fincareer/domain/format";

// The headline indices (SENSEX, BSE 100, ...) come first in the API's order; the sectoral ones wait behind a toggle.
const COLLAPSED = 6;

/** The BSE indices as cards: level (live when the socket has one) and change against the previous close. */
export function IndexCards({
  indices,
  live,
  loading,
}: {
  indices: TickerIndex[];
  live: LivePrices;
  loading: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  if (loading) {
    return (
      // As many cards as the collapsed list shows, as tall as they are, and the "Show all" line under them,
      // so nothing below moves when the quotes arrive.
      <div aria-hidden="true">
        <div className={classes.indexGrid}>
          {Array.from({ length: COLLAPSED }, (_, i) => (
            <Skeleton key={i} h={98} />
          ))}
        </div>
        <div style={{ height: 32 }} />
      </div>
    );
  }
  if (indices.length === 0) return <p className={classes.empty}>Index quotes are not available yet.</p>;
  const shown = expanded ? indices : indices.slice(0, COLLAPSED);
  return (
    <>
      <ul className={classes.indexGrid} aria-label="BSE indices">
        {shown.map((index) => {
          const price = livePrice(live, index.code, index.price);
          return (
            <li key={index.code} className={classes.indexCard}>
              <span className={classes.indexName} title={index.name}>
                {index.short}
              </span>
              <span className={classes.indexLevel}>{formatPrice(price)}</span>
              <PriceChange price={price} previous={index.previous_eod} size="sm" showPeriod />
            </li>
          );
        })}
      </ul>
      {indices.length > COLLAPSED && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={6}
          px={4}
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
        >
          {expanded ? "Show fewer indices" : `Show all ${indices.length} indices`}
        </Button>
      )}
    </>
  );
}
