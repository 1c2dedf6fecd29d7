import { keepPreviousData } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { addDays, BOOKING_LIMITS } from "../../../../domain/bookings/pricing";
import { formatDateRange } from "../../../../domain/date-range";
import { utcDayKey } from "../../../../domain/time";
import { LISTING_ROUTE, type ListingKind } from "../../../../domain/vocabulary";
import { HINT } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { FormSection } from "../../components/form/FormSection";
import { Button } from "../../components/ui/Button";
import { Calendar, type IsoRange, monthOf } from "../../components/ui/Calendar";
import { call } from "../../lib/api";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";

/** Runs of consecutive days ("2026-06-03".."2026-06-05"), in order. */
export function dayRuns(days: readonly string[]): IsoRange[] {
  const runs: { from: string; to: string }[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

const BLOCKED_LOOK =
  "[&>button]:bg-stone-200 [&>button]:text-stone-700 [&>button]:line-through dark:[&>button]:bg-stone-700 dark:[&>button]:text-stone-100";
const HELD_LOOK =
  "[&>button]:bg-amber-100 [&>button]:text-amber-950 [&>button]:ring-1 [&>button]:ring-amber-500 dark:[&>button]:bg-amber-900 dark:[&>button]:text-amber-50";

/**
 * A saved tour's, car's or driver's calendar for its host (issue 16 item 6): the days they blocked and the days
 * bookings hold, month by month; picking a range blocks it or frees it again (days held by bookings stay held).
 */
export function BlockedDatesSection({ kind, id }: { kind: Exclude<ListingKind, "group_tour">; id: string }) {
  const type = LISTING_ROUTE[kind];
  const today = utcDayKey(new Date());
  const last = addDays(today, BOOKING_LIMITS.maxDaysAhead);
  const [month, setMonth] = useState(monthOf(today));
  const [range, setRange] = useState<IsoRange | null>(null);
  const [busy, setBusy] = useState<"block" | "free" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { toast } = useToast();
  const ids = useId();
  const calendarKey = ["my-listing-calendar", type, id];
  const from = [addDays(month, -7), today].sort()[1] ?? today;
  const to = addDays(month, 31 + 14);
  const query = useAppQuery({
    queryKey: [...calendarKey, from, to],
    queryFn: ({ signal }) =>
      call("GET /api/me/listings/:type/:id/calendar", { params: { type, id }, query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const blocked = new Set(query.data?.blocked ?? []);
  const held = new Map((query.data?.held ?? []).map((h) => [h.day, h.booking_id]));
  const bookings = [...new Set(held.values())].map((booking) => ({
    booking,
    runs: dayRuns([...held].filter(([, b]) => b === booking).map(([day]) => day)),
  }));

  const change = async (block: boolean) => {
    if (!range) return;
    setBusy(block ? "block" : "free");
    setFailure(null);
    const chosen = { from: range.from, to: range.to ?? range.from };
    try {
      await call("PUT /api/me/listings/:type/:id/blocked-dates", {
        params: { type, id },
        body: { ...chosen, blocked: block },
      });
      await queryClient.invalidateQueries({ queryKey: calendarKey });
      toast(`${block ? "Blocked" : "Freed"} ${formatDateRange(chosen.from, chosen.to)}.`, "success");
      setRange(null);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <FormSection
      id="blocked-heading"
      title="Blocked dates"
      intro="Days you are not available. Travelers cannot request them; days booked by travelers stay booked."
    >
      <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <div>
          <p id={`${ids}-label`} className="sr-only">
            Your calendar
          </p>
          <Calendar
            mode="range"
            labelledBy={`${ids}-label`}
            describedBy={`${ids}-legend`}
            month={month}
            onMonthChange={setMonth}
            first={today}
            last={last}
            marks={{
              blocked: { days: blocked, className: BLOCKED_LOOK, label: "blocked" },
              held: { days: new Set(held.keys()), className: HELD_LOOK, label: "booked" },
            }}
            selected={range}
            onSelect={setRange}
          />
          <ul id={`${ids}-legend`} aria-label="Legend" className="mt-2 flex flex-wrap gap-4 text-sm">
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="size-4 rounded-full bg-stone-200 dark:bg-stone-700" /> Blocked by you
            </li>
            <li className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-4 rounded-full bg-amber-100 ring-1 ring-amber-500 dark:bg-amber-900"
              />{" "}
              Booked
            </li>
          </ul>
        </div>
        <div className="space-y-4">
          <p className={HINT} role="status">
            {range
              ? `Selected: ${formatDateRange(range.from, range.to ?? range.from)}.`
              : "Pick a day, or a first and a last day, then block or free them."}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="md"
              onClick={() => void change(true)}
              disabled={!range || busy !== null}
              busy={busy === "block"}
              busyLabel="Blocking…"
            >
              Block these dates
            </Button>
            <Button
              size="md"
              variant="secondary"
              onClick={() => void change(false)}
              disabled={!range || busy !== null}
              busy={busy === "free"}
              busyLabel="Freeing…"
            >
              Free these dates
            </Button>
          </div>
          <FormError message={failure} />
          {query.isError && !query.data ? (
            <p className={HINT}>
              We couldn't load your calendar.{" "}
              <button type="button" className="font-semibold underline" onClick={() => query.refetch()}>
                Try again
              </button>
            </p>
          ) : (
            <div className="space-y-3 text-sm" aria-busy={query.isFetching || undefined}>
              <div>
                <h3 className="font-semibold text-stone-900 dark:text-white">Blocked around this month</h3>
                <p data-testid="blocked-runs" className="text-stone-700 dark:text-stone-200">
                  {blocked.size === 0
                    ? "None."
                    : dayRuns([...blocked])
                        .map((r) => formatDateRange(r.from, r.to))
                        .join("; ")}
                </p>
              </div>
              <div>
                <h3 className="font-semibold text-stone-900 dark:text-white">Booked around this month</h3>
                {bookings.length === 0 ? (
                  <p className="text-stone-700 dark:text-stone-200">None.</p>
                ) : (
                  <ul data-testid="held-runs" className="space-y-1">
                    {bookings.map(({ booking, runs }) => (
                      <li key={booking}>
                        <Link
                          to={`/my-bookings?booking=${encodeURIComponent(booking)}`}
                          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
                        >
                          {runs.map((r) => formatDateRange(r.from, r.to)).join("; ")}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          )}
        </div>
      </div>
    </FormSection>
  );
}
