import { Link } from "react-router";
import type { DashboardTripRequest } from "../../../../domain/dashboard";
import { formatDateRange } from "../../../../domain/date-range";
import { CalendarIcon, PinIcon, UsersIcon } from "../../components/icons";
import { buttonClass } from "../../components/ui/Button";
import { LINK, Panel } from "./parts";

/** A traveler's trip request, or the invitation to write one. */
export function TripRequestPanel({ trip }: { trip: DashboardTripRequest | null }) {
  return (
    <Panel
      id="dashboard-trip"
      title="Your trip request"
      action={
        trip && (
          <Link to="/edit-traveler-profile" className={LINK}>
            Edit trip request
          </Link>
        )
      }
    >
      {trip ? (
        <div className="space-y-2 text-stone-700 dark:text-stone-200">
          <p className="flex items-center gap-2">
            <PinIcon width={18} height={18} className="shrink-0 text-stone-500" />
            {trip.destinations.length > 0 ? trip.destinations.join(", ") : "Destinations not chosen yet"}
          </p>
          <p className="flex items-center gap-2">
            <CalendarIcon width={18} height={18} className="shrink-0 text-stone-500" />
            {formatDateRange(trip.start_date, trip.end_date)}
          </p>
          <p className="flex items-center gap-2">
            <UsersIcon width={18} height={18} className="shrink-0 text-stone-500" />
            {trip.group_size === 1 ? "1 traveler" : `${trip.group_size} travelers`}
          </p>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {trip.is_public
              ? "Public: hosts can see it on the Travelers page and write to you."
              : "Private: only you can see it."}
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-stone-600 dark:text-stone-300">
            You have not described a trip yet. Tell hosts where and when you want to go, and they can write to you with
            ideas.
          </p>
          <Link to="/edit-traveler-profile" className={buttonClass({ size: "md" })}>
            Add your trip request
          </Link>
        </div>
      )}
    </Panel>
  );
}
