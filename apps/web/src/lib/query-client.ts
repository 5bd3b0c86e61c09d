import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error.ts";

/** A 4xx will fail the same way again; a network error or 5xx gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The app's query client: short freshness, no refetch on focus (learners on slow links), one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
