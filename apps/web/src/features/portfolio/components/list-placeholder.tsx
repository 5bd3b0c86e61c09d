import { Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./portfolio.module.css";

/**
 * What a holdings or orders list shows instead of rows: three skeleton rows while loading, `empty` when it has
 * none (`rows` is its length); null once there are rows to show.
 */
export function ListPlaceholder({
  loading,
  rows,
  empty,
}: {
  loading: boolean;
  rows: number;
  empty: ReactNode;
}) {
  if (loading) {
    return (
      <div className={classes.skeletons} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={52} />
        ))}
      </div>
    );
  }
  return rows === 0 ? <div className={classes.empty}>{empty}</div> : null;
}
