import type { QueryClient } from "@tanstack/react-query";
import { orderKeys, portfolioKeys, scripKeys, userKeys } from "../../../lib/query-keys.ts";

/**
 * After an order command (SPEC.md section 4): refresh portfolio, orders and user info, and the company data the
 * ticket showed (its holding changes once the order fills).
 */
export function refreshAfterOrder(queryClient: QueryClient, scripId?: number): Promise<unknown> {
  const keys = [
    portfolioKeys.all,
    orderKeys.all,
    userKeys.info(),
    ...(scripId ? [scripKeys.data(scripId)] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
