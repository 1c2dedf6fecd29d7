import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BookingSummary } from "../../../../domain/api/bookings";
import { formatDateRange } from "../../../../domain/date-range";
import { LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { StatusBadge } from "./BookingCard";
import { peopleText } from "./booking-text";
import { useMonthTrips } from "./bookings-data";
import { dayForKey, dayLabel, monthLabel, monthOf, monthWeeks, shiftMonth, todayUtc, WEEKDAYS } from "./calendar-month";

const tripsOn = (trips: BookingSummary[], day: string) => trips.filter((t) => t.start_date <= day && day <= t.end_date);

const CELL = "border border-stone-200 p-0 align-top dark:border-stone-800";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Tuesday, May 4, 2027, 2 trips: Lukas H., Amira K." */
const dayName = (day: string, trips: BookingSummary[]) =>
  `${dayLabel(day)}${trips.length ? `, ${plural(trips.length, "trip", "trips")}: ${trips.map((t) => t.traveler.name).join(", ")}` : ""}`;

/** The day a month opens on: today in the current month, else the 1st. */
function openingDay(month: string): string {
  const today = todayUtc();
  return monthOf(today) === month ? today : `${month}-01`;
}

/** The trips of the focused day, each a link that opens its booking. */
function DayTrips({ day, trips }: { day: string; trips: BookingSummary[] }) {
  const [params] = useSearchParams();
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("booking", id);
    return { search: `?${next}` };
  };
  return (
    <div className="mt-4 space-y-2">
      <h3 className="font-semibold text-stone-900 dark:text-white">{dayLabel(day)}</h3>
      {trips.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-300">No trips on this day.</p>
      ) : (
        <ul className="space-y-2">
          {trips.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Link
                to={linkTo(t.id)}
                className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
              >
                {t.listing.title}
              </Link>
              <span className="text-stone-700 dark:text-stone-200">
                {t.traveler.name} · {formatDateRange(t.start_date, t.end_date)} · {peopleText(t.party_size)}
              </span>
              <StatusBadge status={t.status} side="host" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The host's month of trips (GET /api/bookings?role=host&month=): a table of days whose buttons are one Tab stop
 * (arrows by day and week, Home/End, Page Up/Down by month, as date pickers do), the focused day's trips listed
 * under it as links to each booking, and the previous and next months.
 */
export function HostCalendar({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const trips = useMonthTrips(month);
  const [active, setActive] = useState(() => openingDay(month));
  const grid = useRef<HTMLTableElement>(null);
  const focusActive = useRef(false);
  const loaded = trips.data;

  // A month reached by its buttons (or the address) opens on its own day; keys already chose one in it.
  useEffect(() => {
    setActive((day) => (monthOf(day) === month ? day : openingDay(month)));
  }, [month]);

  useEffect(() => {
    if (!focusActive.current) return;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-day="${active}"]`);
    if (!cell) return;
    focusActive.current = false;
    cell.focus();
  });

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = dayForKey(e.key, active);
    if (!next) return;
    e.preventDefault();
    focusActive.current = true;
    setActive(next);
    if (monthOf(next) !== month) onMonth(monthOf(next));
  };

  const today = todayUtc();
  const list = loaded ?? [];
  const headingId = `calendar-${month}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-xl font-semibold text-stone-900 dark:text-white">
            {monthLabel(month)}
          </h2>
          <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
            {trips.isPending ? "Loading trips…" : loaded ? `${plural(loaded.length, "trip", "trips")} this month` : ""}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Previous month: ${monthLabel(shiftMonth(month, -1))}`}
            onClick={() => onMonth(shiftMonth(month, -1))}
          >
            <span aria-hidden="true">‹</span> {monthLabel(shiftMonth(month, -1)).split(" ")[0]}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Next month: ${monthLabel(shiftMonth(month, 1))}`}
            onClick={() => onMonth(shiftMonth(month, 1))}
          >
            {monthLabel(shiftMonth(month, 1)).split(" ")[0]} <span aria-hidden="true">›</span>
          </Button>
        </div>
      </div>
      {trips.isError ? (
        <LoadError title="We couldn't load this month's trips." error={trips.error} onRetry={() => trips.refetch()} />
      ) : (
        <>
          <table
            ref={grid}
            aria-labelledby={headingId}
            aria-busy={trips.isFetching || undefined}
            className="w-full table-fixed border-collapse text-sm"
          >
            <thead>
              <tr>
                {WEEKDAYS.map((w) => (
                  <th
                    key={w}
                    scope="col"
                    abbr={w}
                    className="pb-2 text-center text-xs font-semibold text-stone-500 dark:text-stone-400"
                  >
                    {w.slice(0, 3)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week.map((c) => c.key).join()}>
                  {week.map(({ key, day }) => {
                    if (!day) return <td key={key} className={CELL} />;
                    const on = tripsOn(list, day);
                    const selected = day === active;
                    return (
                      <td key={key} className={CELL}>
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={selected ? 0 : -1}
                          aria-current={day === today ? "date" : undefined}
                          onClick={() => setActive(day)}
                          onKeyDown={onKeyDown}
                          className={`flex h-14 w-full flex-col items-start justify-start p-1 text-left sm:h-20 ${
                            selected ? "bg-brand-50 dark:bg-stone-800" : "hover:bg-stone-50 dark:hover:bg-stone-800/60"
                          }`}
                        >
                          {/* The name is the whole date and its travelers; what shows is the day's number and names. */}
                          <span className="sr-only">{dayName(day, on)}</span>
                          <span
                            aria-hidden="true"
                            className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
                              day === today ? "bg-brand-700 text-white" : "text-stone-700 dark:text-stone-200"
                            }`}
                          >
                            {Number(day.slice(8, 10))}
                          </span>
                          <span aria-hidden="true" className="mt-0.5 flex w-full flex-col gap-0.5">
                            {on.slice(0, 2).map((t) => (
                              <span
                                key={t.id}
                                className="block h-1.5 truncate rounded-full bg-brand-700 text-[0.65rem] leading-4 text-white sm:h-auto sm:px-1.5 dark:bg-brand-200 dark:text-stone-900"
                              >
                                <span className="hidden sm:inline">{t.traveler.name}</span>
                              </span>
                            ))}
                            {on.length > 2 && (
                              <span className="text-[0.65rem] leading-3 text-stone-600 dark:text-stone-300">
                                +{on.length - 2}
                              </span>
                            )}
                          </span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {monthOf(active) === month && <DayTrips day={active} trips={tripsOn(list, active)} />}
        </>
      )}
    </section>
  );
}
