import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { pageTitle } from "../../../../domain/titles";
import { useSignedIn } from "../../auth/useSignedIn";
import { Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { usePageTitle } from "../../lib/page-title";
import { BookingDetailDialog } from "./BookingDetailDialog";
import { BookingList, BookingListSkeleton } from "./BookingList";
import { type Side, useEarnings } from "./bookings-data";
import { CalendarFeedPanel } from "./CalendarFeedPanel";
import { isMonth, monthOf, todayUtc } from "./calendar-month";
import { EarningsPanel } from "./EarningsPanel";
import { HostCalendar } from "./HostCalendar";

type TabId = "requests" | "upcoming" | "past" | "cancelled";

interface TabSpec {
  id: TabId;
  label: string;
  /** What the list's loading and failure texts call its bookings. */
  noun: string;
  empty: ReactNode;
}

const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200";

const TRAVELER_TABS: TabSpec[] = [
  {
    id: "upcoming",
    label: "Upcoming",
    noun: "upcoming trips",
    empty: (
      <>
        No upcoming trips. Find a host and a trip you like in the{" "}
        <Link to="/listings" className={LINK}>
          listings
        </Link>
        , then request to book it.
      </>
    ),
  },
  {
    id: "past",
    label: "Past",
    noun: "past trips",
    empty: "No past trips yet. After a trip it shows here, and you can review it.",
  },
  {
    id: "cancelled",
    label: "Cancelled",
    noun: "cancelled bookings",
    empty: "No cancelled, declined or expired bookings.",
  },
];

const HOST_TABS: TabSpec[] = [
  {
    id: "requests",
    label: "Requests",
    noun: "booking requests",
    empty:
      "No requests to answer. When a traveler asks to book, the request shows here: you have 48 hours to confirm or decline it.",
  },
  {
    id: "upcoming",
    label: "Upcoming",
    noun: "upcoming trips",
    empty: (
      <>
        No upcoming trips. Travelers book what your{" "}
        <Link to="/manage-listings" className={LINK}>
          published listings
        </Link>{" "}
        offer.
      </>
    ),
  },
  {
    id: "past",
    label: "Past",
    noun: "past trips",
    empty: "No past trips yet. After a trip, the traveler's review shows here and you can reply to it.",
  },
  {
    id: "cancelled",
    label: "Cancelled",
    noun: "cancelled bookings",
    empty: "No cancelled, declined or expired bookings.",
  },
];

function PageSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <div aria-hidden="true" className="h-10 w-56 animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800" />
      <div aria-hidden="true" className="h-10 w-full animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800" />
      <BookingListSkeleton label="Loading your bookings…" />
    </div>
  );
}

/** "Requests (2)": the host's count of requests to answer, once the earnings summary has it. */
function useTabLabels(side: Side, tabs: TabSpec[]) {
  const earnings = useEarnings(side === "host");
  const requests = side === "host" ? earnings.data?.requests : undefined;
  return tabs.map((t) => ({
    id: t.id,
    label:
      t.id === "requests" && requests !== undefined ? (
        <>
          {t.label} <span className="font-normal">({requests})</span>
        </>
      ) : (
        t.label
      ),
  }));
}

function MyBookings({ side }: { side: Side }) {
  const [params, setParams] = useSearchParams();
  const tabs = side === "host" ? HOST_TABS : TRAVELER_TABS;
  const tab = tabs.find((t) => t.id === params.get("tab")) ?? (tabs[0] as TabSpec);
  const labels = useTabLabels(side, tabs);
  const month = isMonth(params.get("month")) ? (params.get("month") as string) : monthOf(todayUtc());
  const bookingId = params.get("booking");
  const change = (edit: (next: URLSearchParams) => void, replace: boolean) => {
    const next = new URLSearchParams(params);
    edit(next);
    setParams(next, { replace });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <header className="space-y-1">
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">My bookings</h1>
        <p className="text-stone-600 dark:text-stone-300">
          {side === "host"
            ? "Requests to answer, the trips ahead and what they have earned you."
            : "Your trips: pay for them, change your plans, message your hosts and review them afterwards."}
        </p>
      </header>
      {side === "host" && <EarningsPanel />}
      <div>
        <Tabs
          name="bookings"
          label={side === "host" ? "Bookings of your listings" : "Your bookings"}
          tabs={labels}
          selected={tab.id}
          onSelect={(id) =>
            change((next) => {
              next.set("tab", id);
              next.delete("month");
            }, true)
          }
        />
        <div {...tabPanelProps("bookings", tab.id)} className="mt-6 space-y-6">
          {side === "host" && tab.id === "upcoming" && (
            <HostCalendar month={month} onMonth={(m) => change((next) => next.set("month", m), true)} />
          )}
          <BookingList key={`${side}-${tab.id}`} side={side} view={tab.id} noun={tab.noun} empty={tab.empty} />
        </div>
      </div>
      {side === "host" && <CalendarFeedPanel />}
      <BookingDetailDialog id={bookingId} side={side} onClose={() => change((next) => next.delete("booking"), false)} />
    </div>
  );
}

/**
 * /my-bookings: a traveler's trips (upcoming, past, cancelled) or a host's bookings (requests to answer, upcoming
 * trips as a list and a month calendar, past trips with their reviews, cancelled ones), the host's earnings and
 * calendar feed, and `?booking=<id>` (the link of e-mails and notifications) opening one booking. The side is the
 * person's profile type: hosts see the host's tabs, everyone else the traveler's.
 */
export function Component() {
  usePageTitle(pageTitle("My bookings"));
  const auth = useSignedIn();
  if (!auth || auth.profileLoading) return <PageSkeleton />;
  return <MyBookings side={auth.profile?.user_type === "host" ? "host" : "traveler"} />;
}
