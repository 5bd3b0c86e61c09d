import { Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PriceChange } from "../../../components/price-change.tsx";
import classes from "./dashboard.module.css";
import { formatPrice } from "@fincareer/domain/format";

/** A company row: where it links and the quote it shows. */
export interface StockRow {
  id: number;
  name: string;
  shortCode: string;
  price: number;
  previous: number;
}

/** A short list of companies, each opening its /company screen; skeleton rows as tall as real ones while loading, `empty` when none. */
export function StockList({
  rows,
  loading,
  empty,
  label,
}: {
  rows: StockRow[];
  loading: boolean;
  empty: ReactNode;
  label: string;
}) {
  if (loading) {
    return (
      <div aria-hidden="true" className={classes.skeletons}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={52} />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <div className={classes.empty}>{empty}</div>;
  return (
    <ul className={classes.stockList} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <Link to="/company" state={{ name: row.name, id: row.id }} className={classes.stockRow}>
            <span className={classes.stockName}>
              <span className={classes.stockCode}>{row.shortCode}</span>
              <span className={classes.stockFull}>{row.name}</span>
            </span>
            <span className={classes.stockQuote}>
              <span className={classes.stockPrice}>{formatPrice(row.price)}</span>
              <PriceChange price={row.price} previous={row.previous} size="sm" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
