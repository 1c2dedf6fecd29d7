import type { BookingSummary, BookingsResponse, BookingView } from "../../../../domain/api/bookings";
import { isBookingNotice } from "../../../../domain/bookings/notice-kind";
import { call } from "../../lib/api";
import { queryClient, useAppInfiniteQuery, useAppQuery } from "../../lib/query";
import { onHubFrame } from "../../realtime/unread";

export type Side = "traveler" | "host";

/** Everything /my-bookings reads: one prefix, so a change anywhere refreshes all of it. */
const ROOT = ["my-bookings"] as const;
const listKey = (side: Side, view: BookingView) => [...ROOT, "list", side, view] as const;
const oneKey = (id: string) => [...ROOT, "one", id] as const;
const monthKey = (month: string) => [...ROOT, "month", month] as const;
const EARNINGS_KEY = [...ROOT, "earnings"] as const;
export const FEED_KEY = ["calendar-feed"] as const;

/**
 * Bookings change under the person's feet (the other side answers, pays, cancels; the clocks expire and complete
 * them), so what was read is only kept for half a minute before a look at the page asks again.
 */
const FRESH_MS = 30_000;

/** Reads every booking list, calendar month, booking and earnings summary again (after a change or a notice). */
export const refreshBookings = () => queryClient.invalidateQueries({ queryKey: ROOT });

/** One tab of the person's bookings, a keyset page at a time. */
export function useBookingList(side: Side, view: BookingView) {
  const query = useAppInfiniteQuery({
    queryKey: listKey(side, view),
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/bookings", {
        query: { role: side, view, limit: 20, ...(pageParam ? { cursor: pageParam as string } : {}) },
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last: BookingsResponse) => last.next_cursor ?? undefined,
    staleTime: FRESH_MS,
  });
  const bookings: BookingSummary[] = query.data?.pages.flatMap((p) => (p as BookingsResponse).bookings) ?? [];
  return { query, bookings };
}

/** One booking with its payments and what cancelling now would refund (null `id`: nothing is asked). */
export function useBooking(id: string | null) {
  return useAppQuery({
    queryKey: oneKey(id ?? ""),
    queryFn: ({ signal }) => call("GET /api/bookings/:id", { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The most trips one calendar month is read for (pages of 100 followed until then). */
const MONTH_MAX = 500;

/** The host's trips overlapping `month` ("2027-05"), every page of them. */
export function useMonthTrips(month: string) {
  return useAppQuery({
    queryKey: monthKey(month),
    queryFn: async ({ signal }) => {
      const trips: BookingSummary[] = [];
      let cursor: string | null = null;
      do {
        const page: BookingsResponse = await call("GET /api/bookings", {
          query: { role: "host", month, limit: 100, ...(cursor ? { cursor } : {}) },
          signal,
        });
        trips.push(...page.bookings);
        cursor = page.next_cursor;
      } while (cursor && trips.length < MONTH_MAX);
      return trips;
    },
    staleTime: FRESH_MS,
  });
}

export function useEarnings(enabled = true) {
  return useAppQuery({
    queryKey: EARNINGS_KEY,
    queryFn: ({ signal }) => call("GET /api/me/earnings", { signal }),
    enabled,
    staleTime: FRESH_MS,
  });
}

// From the first visit on, a booking notice from the person's hub marks what was read as out of date: the open page
// reads it again at once, a later visit on arrival.
onHubFrame((frame) => {
  if (frame.type === "notification" && isBookingNotice(frame.kind)) void refreshBookings();
});
