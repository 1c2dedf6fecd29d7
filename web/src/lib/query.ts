import { QueryClient } from "@tanstack/react-query";

/** Spec §9 "Data cache": fresh for 5 minutes, kept for 10, 2 retries, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
