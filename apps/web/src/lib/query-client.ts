import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error.ts";
import { marketKeys } from "./query-keys.ts";

/** A 4xx will fail the same way again; a network error or 5xx gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The app's query client: short freshness, no refetch on focus (learners on slow links), one retry. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // The live prices are written by the socket and read without a query observer (lib/live-prices.ts): kept for
  // the whole session, not collected five minutes after the last reader unmounts.
  client.setQueryDefaults(marketKeys.live(), { gcTime: Infinity, staleTime: Infinity });
  return client;
}
