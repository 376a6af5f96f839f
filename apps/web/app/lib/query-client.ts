import { QueryClient } from "@tanstack/react-query";

/**
 * One QueryClient per page load. `apiRequest` already retries network failures,
 * so TanStack's own retries are off: a second layer would multiply the waits.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
