import type { ScreenData } from "../../../lib/screen-data.ts";
import { industriesQuery } from "./list-industries.ts";
import { ordersQuery } from "./list-orders.ts";
import { ALL_HOLDINGS, portfolioQuery } from "./list-portfolio.ts";

/** The portfolio screen's first data: every holding with the totals, the orders and the industry filter. */
export const portfolioData: ScreenData = ({ client }) =>
  Promise.all([
    client.prefetchQuery(portfolioQuery(ALL_HOLDINGS)),
    client.prefetchQuery(ordersQuery()),
    client.prefetchQuery(industriesQuery()),
  ]);
