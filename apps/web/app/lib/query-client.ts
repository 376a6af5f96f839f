import { QueryClient } from "@tanstack/react-query";

/**
 * One QueryClient per page load. `apiRequest` already retries network failures
 * of idempotent requests, so TanStack's own retries are off: a second layer
 * would multiply the waits, and for mutations (analyses, API keys) it would
 * repeat requests that must not run twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
