import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderListResponse } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { orderKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET /api/order/list: the learner's orders, newest first. */
export function listOrders(): Promise<OrderListResponse> {
  return http<OrderListResponse>(apiPaths.orders());
}

/** The order list. */
export function useOrders() {
  return useQuery(ordersQuery());
}

/** The order list, as a query. */
export function ordersQuery() {
  return queryOptions({ queryKey: orderKeys.list(), queryFn: listOrders });
}
