import type { ScreenData } from "../../../lib/screen-data.ts";
import { portfolioSummaryQuery } from "./get-portfolio-summary.ts";
import { tickerQuery } from "./get-ticker.ts";
import { watchListQuery } from "./get-watch-list.ts";

/** Home's first data: the quotes (indices, movers), the portfolio summary and the watch list. */
export const dashboardData: ScreenData = ({ client }) =>
  Promise.all([
    client.prefetchQuery(tickerQuery()),
    client.prefetchQuery(portfolioSummaryQuery()),
    client.prefetchQuery(watchListQuery()),
  ]);
