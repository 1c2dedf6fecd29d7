import { activityLabel, isRecentlyOnline } from "../../../../domain/activity";
import type { TravelerRow, TripRequest } from "../../../../domain/api/travelers";
import { formatDateRange } from "../../../../domain/date-range";
import { travelerName as formatTravelerName } from "../../../../domain/people";
import { Avatar } from "../../components/Avatar";
import { CalendarIcon, PinIcon, UsersIcon, WalletIcon } from "../../components/icons";
import { plural } from "../destinations/text";

export const NOT_ACCEPTING = "Not accepting new conversations";

/** First name and last initial ("Aisha K."), as the API hands them out. */
export function travelerName(t: Pick<TravelerRow, "first_name" | "last_initial">): string {
  return formatTravelerName(t.first_name, t.last_initial);
}

/** /traveler/{profile_slug}, or the user id when there is no slug. */
export function travelerPath(t: Pick<TravelerRow, "user_id" | "profile_slug">): string {
  return `/traveler/${encodeURIComponent(t.profile_slug || t.user_id)}`;
}

export function homePlace(t: Pick<TravelerRow, "city" | "country">): string {
  return [t.city, t.country].filter(Boolean).join(", ");
}

/** "mid-range" → "Mid-range budget"; the plain level "budget" reads as "Low budget", not "Budget budget". */
export function budgetText(budget: string | null): string | null {
  const b = budget?.trim();
  if (!b) return null;
  if (b.toLowerCase() === "budget") return "Low budget";
  const text = `${b.charAt(0).toUpperCase()}${b.slice(1)}`;
  return /budget$/i.test(b) ? text : `${text} budget`;
}

export function TravelerAvatar({ traveler, size }: { traveler: TravelerRow; size: "md" | "lg" }) {
  const online = isRecentlyOnline(traveler.last_seen_at);
  return (
    <div className="relative shrink-0">
      <Avatar
        src={traveler.profile_photo_url}
        name={travelerName(traveler)}
        size={size === "lg" ? 112 : 64}
        alt={size === "lg" ? travelerName(traveler) : ""}
        className="ring-4 ring-brand-50 dark:ring-brand-900"
        letterClassName={`bg-brand-100 text-brand-800 ${size === "lg" ? "text-4xl" : "text-xl"}`}
      />
      {online && (
        <span
          className="absolute right-0.5 bottom-0.5 size-4 rounded-full bg-emerald-500 ring-2 ring-white dark:ring-stone-900"
          title="Online now"
        />
      )}
    </div>
  );
}

export function ActivityText({ lastSeenAt }: { lastSeenAt: string | null }) {
  const online = isRecentlyOnline(lastSeenAt);
  return (
    <span
      className={`text-xs ${online ? "font-semibold text-emerald-700 dark:text-emerald-400" : "text-stone-600 dark:text-stone-300"}`}
    >
      {activityLabel(lastSeenAt)}
    </span>
  );
}

export function NotAcceptingBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800 dark:bg-stone-700 dark:text-stone-100">
      {NOT_ACCEPTING}
    </span>
  );
}

/** Where, when, how many and what for: the facts of a trip request. */
export function TripFacts({ trip }: { trip: TripRequest }) {
  const budget = budgetText(trip.budget);
  const fact = "flex items-center gap-1.5";
  return (
    <div className="space-y-3">
      <dl className="grid gap-x-6 gap-y-2 text-sm text-stone-700 sm:grid-cols-2 dark:text-stone-200">
        <div className={fact}>
          <dt>
            <PinIcon width={16} height={16} className="text-brand-700 dark:text-brand-200" />
            <span className="sr-only">Destinations</span>
          </dt>
          <dd className="font-semibold">
            {trip.destinations.length > 0 ? trip.destinations.join(", ") : "Destinations not decided"}
          </dd>
        </div>
        <div className={fact}>
          <dt>
            <CalendarIcon width={16} height={16} className="text-brand-700 dark:text-brand-200" />
            <span className="sr-only">Dates</span>
          </dt>
          <dd>{formatDateRange(trip.start_date, trip.end_date)}</dd>
        </div>
        <div className={fact}>
          <dt>
            <UsersIcon width={16} height={16} className="text-brand-700 dark:text-brand-200" />
            <span className="sr-only">Group size</span>
          </dt>
          <dd>{plural(trip.group_size, "traveler", "travelers")}</dd>
        </div>
        {budget && (
          <div className={fact}>
            <dt>
              <WalletIcon width={16} height={16} className="text-brand-700 dark:text-brand-200" />
              <span className="sr-only">Budget</span>
            </dt>
            <dd>{budget}</dd>
          </div>
        )}
      </dl>
      {trip.interests.length > 0 && (
        <ul aria-label="Interests" className="flex flex-wrap gap-1.5">
          {trip.interests.map((i) => (
            <li
              key={i}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800 dark:bg-brand-900 dark:text-brand-100"
            >
              {i}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
