import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import type { ListingDetail } from "../../../../domain/api/listings";
import { addDays, daysBetween } from "../../../../domain/bookings/pricing";
import { formatDate, formatDateRange } from "../../../../domain/date-range";
import { LISTING_ROUTE } from "../../../../domain/vocabulary";
import { CHOICE, FieldError, FieldSet, HINT, LABEL } from "../../components/form/Field";
import { Calendar, monthOf } from "../../components/ui/Calendar";
import { call } from "../../lib/api";
import { useAppQuery } from "../../lib/query";
import { bookingWindow, openDepartures, type RequestDraft, startTaken, tripLength } from "./booking-request";
import { daysText, seatsText } from "./pricing";

/** The form's field ids (the error messages and the first-problem focus find them). */
export const requestFieldId = (field: string) => `request-${field.replaceAll("_", "-")}`;

/** Availability queries of one listing (a failed request invalidates them: its days were just taken). */
export const availabilityKey = (listing: ListingDetail) => ["availability", LISTING_ROUTE[listing.kind], listing.id];

/**
 * The days of the shown month (and the week on either side, which the grid also shows, and the length of a tour
 * after its end) that cannot be booked: held by a booking or blocked by the host.
 */
function useTakenDays(listing: ListingDetail, month: string) {
  const { first, last } = bookingWindow();
  const from = [addDays(month, -7), first].sort()[1] ?? first;
  const to = [addDays(month, 31 + 14 + tripLength(listing)), last].sort()[0] ?? last;
  const query = useAppQuery({
    queryKey: [...availabilityKey(listing), from, to],
    queryFn: ({ signal }) =>
      call("GET /api/listings/:type/:id/availability", {
        params: { type: LISTING_ROUTE[listing.kind], id: listing.id },
        query: { from, to },
        signal,
      }),
    enabled: from <= to,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return { taken: new Set(query.data?.unavailable ?? []), query };
}

interface PartProps {
  listing: ListingDetail;
  draft: RequestDraft;
  error: string | undefined;
  update: (patch: Partial<RequestDraft>) => void;
}

/** What the calendar says under it while the days load, or when they could not be read. */
function AvailabilityNote({ query }: { query: ReturnType<typeof useTakenDays>["query"] }) {
  if (query.isError)
    return (
      <p className={HINT}>
        We couldn't check which days are free; the price below still tells you.{" "}
        <button type="button" className="font-semibold underline underline-offset-2" onClick={() => query.refetch()}>
          Check again
        </button>
      </p>
    );
  return (
    <p role="status" className={`${HINT} min-h-5`}>
      {query.isFetching ? "Checking which days are free…" : ""}
    </p>
  );
}

const LEGEND = "Days struck through are not available.";

/** A tour: its first day; the end follows from its number of days. */
function TourStart({ listing, draft, error, update }: PartProps) {
  const { first, last } = bookingWindow();
  const [month, setMonth] = useState(monthOf(draft.start_date || first));
  const { taken, query } = useTakenDays(listing, month);
  const days = tripLength(listing);
  const id = requestFieldId("start_date");
  const end = draft.start_date ? addDays(draft.start_date, days - 1) : null;
  return (
    <div>
      <p id={`${id}-label`} className={LABEL}>
        Start date
      </p>
      <p id={`${id}-hint`} className={`${HINT} mb-2`}>
        {draft.start_date && end
          ? `${formatDateRange(draft.start_date, end)} (${daysText(days)}).`
          : `The tour takes ${daysText(days)}. ${LEGEND}`}
      </p>
      <Calendar
        mode="single"
        id={id}
        labelledBy={`${id}-label`}
        describedBy={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        month={month}
        onMonthChange={setMonth}
        first={first}
        last={last}
        unavailable={(iso) => startTaken(iso, days, taken)}
        selected={draft.start_date || null}
        onSelect={(iso) => update({ start_date: iso ?? "" })}
      />
      <AvailabilityNote query={query} />
      <FieldError id={id} message={error} alert />
    </div>
  );
}

/** A rental car or a driver: a range of days, first to last. */
function DayRange({ listing, draft, error, update }: PartProps) {
  const { first, last } = bookingWindow();
  const [month, setMonth] = useState(monthOf(draft.start_date || first));
  const { taken, query } = useTakenDays(listing, month);
  const id = requestFieldId("start_date");
  const chosen = draft.start_date && draft.end_date;
  return (
    <div>
      <p id={`${id}-label`} className={LABEL}>
        Dates
      </p>
      <p id={`${id}-hint`} className={`${HINT} mb-2`}>
        {chosen
          ? `${formatDateRange(draft.start_date, draft.end_date)} (${daysText(daysBetween(draft.start_date, draft.end_date) + 1)}).`
          : draft.start_date
            ? `From ${formatDate(draft.start_date)}: now pick the last day (the same day for one day).`
            : `Pick the first and the last day. ${LEGEND}`}
      </p>
      <Calendar
        mode="range"
        id={id}
        labelledBy={`${id}-label`}
        describedBy={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        month={month}
        onMonthChange={setMonth}
        first={first}
        last={last}
        unavailable={(iso) => taken.has(iso)}
        selected={draft.start_date ? { from: draft.start_date, to: draft.end_date || null } : null}
        onSelect={(range) => update({ start_date: range?.from ?? "", end_date: range?.to ?? "" })}
      />
      <AvailabilityNote query={query} />
      <FieldError id={id} message={error} alert />
    </div>
  );
}

/** A group tour: one of its departures with seats left (sold-out ones shown, not choosable). */
function DeparturePicker({ listing, draft, error, update }: PartProps) {
  if (listing.kind !== "group_tour") return null;
  const departures = openDepartures(listing.departures);
  const id = requestFieldId("departure_id");
  if (departures.length === 0)
    return (
      <p id={id} className="rounded-2xl bg-stone-100 p-4 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200">
        No upcoming departures are open for booking. Message the host to ask about new dates.
      </p>
    );
  return (
    <FieldSet id={id} legend="Departure" error={error}>
      <div className="grid gap-2">
        {departures.map((d) => {
          const full = d.seats_left <= 0;
          return (
            <label key={d.id} className={`${CHOICE} items-center justify-between ${full ? "opacity-60" : ""}`}>
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="departure_id"
                  value={d.id}
                  disabled={full}
                  checked={draft.departure_id === d.id}
                  onChange={() => update({ departure_id: d.id })}
                  className="accent-brand-700"
                />
                <span className="font-medium text-stone-900 dark:text-white">
                  {formatDateRange(
                    d.start_date,
                    d.end_date ?? addDays(d.start_date.slice(0, 10), Math.max(1, listing.number_of_days) - 1),
                  )}
                </span>
              </span>
              <span className="text-sm text-stone-600 dark:text-stone-300">{seatsText(d.seats_left)}</span>
            </label>
          );
        })}
      </div>
    </FieldSet>
  );
}

/** The part of the form that says when: a start day, a range of days or a departure, by the listing's kind. */
export function RequestDates(props: PartProps) {
  switch (props.listing.kind) {
    case "tour":
      return <TourStart {...props} />;
    case "group_tour":
      return <DeparturePicker {...props} />;
    case "rental_car":
    case "driver":
      return <DayRange {...props} />;
  }
}
