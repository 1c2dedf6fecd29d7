import { QueryClient, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";

/**
 * The app's one query cache. Spec §9 "Data cache": fresh for 5 minutes, kept for 10, 2 retries, no refetch on
 * window focus.
 *
 * Hooks get it explicitly (the `useApp…` hooks below) instead of through a QueryClientProvider at the root: the
 * entry that paints the first screen then loads none of the query library; the pages that query bring it with
 * them (docs/decisions/012-initial-js.md).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: 2,
      refetchOnWindowFocus: false,
    },
  },
});

export const useAppQuery = ((options: Parameters<typeof useQuery>[0], client?: QueryClient) =>
  useQuery(options, client ?? queryClient)) as typeof useQuery;

export const useAppInfiniteQuery = ((options: Parameters<typeof useInfiniteQuery>[0], client?: QueryClient) =>
  useInfiniteQuery(options, client ?? queryClient)) as typeof useInfiniteQuery;

export const useAppMutation = ((options: Parameters<typeof useMutation>[0], client?: QueryClient) =>
  useMutation(options, client ?? queryClient)) as typeof useMutation;
