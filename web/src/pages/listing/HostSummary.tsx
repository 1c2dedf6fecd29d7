import { Link } from "react-router";
import { activityLabel, isRecentlyOnline } from "../../../../domain/activity";
import type { HostProfile } from "../../../../domain/api/cards";
import { hostSlug } from "../../../../domain/host-slug";
import { HOST_TYPE_LABEL, hostName } from "../../../../domain/people";
import { responseTimeText } from "../../../../domain/response-time";
import { Avatar } from "../../components/Avatar";
import { HostRating, VerifiedBadges } from "../../components/HostCard";
import { buttonClass } from "../../components/ui/Button";

/** Activity label (§4) and response-time text (§5) of a host, as both detail pages show them. */
export function hostActivity(host: HostProfile, now: Date = new Date()) {
  const online = isRecentlyOnline(host.last_seen_at, now);
  return {
    online,
    activity: activityLabel(host.last_seen_at, now),
    response: responseTimeText({
      minutes: host.response_time_minutes,
      sampleSize: host.response_time_sample_size,
      isOnline: online,
    }),
  };
}

/** The name is always printed beside the photo, so the photo itself is decorative. */
export function HostPhoto({ host, size }: { host: HostProfile; size: number }) {
  return (
    <Avatar
      src={host.profile_photo_url}
      name={hostName(host)}
      size={size}
      eager
      className="ring-4 ring-brand-50 dark:ring-brand-900"
      letterClassName="bg-brand-100 text-2xl text-brand-800"
    />
  );
}

/** The host card of a listing page, linking to the host's profile. */
export function HostSummary({ host }: { host: HostProfile }) {
  const { online, activity, response } = hostActivity(host);
  const place = [host.city, host.country].filter(Boolean).join(", ");
  return (
    <section
      aria-labelledby="host-heading"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10"
    >
      <h2
        id="host-heading"
        className="text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400"
      >
        Your host
      </h2>
      <div className="flex items-center gap-4">
        <HostPhoto host={host} size={64} />
        <div className="min-w-0">
          <p className="font-display text-xl font-semibold text-stone-900 dark:text-white">{hostName(host)}</p>
          <VerifiedBadges superhost={host.is_superhost} />
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {HOST_TYPE_LABEL[host.host_type]}
            {place && ` · ${place}`}
          </p>
        </div>
      </div>
      <HostRating rating={host.rating} reviews={host.total_reviews} />
      <ul className="space-y-1 text-sm">
        <li
          className={
            online ? "font-semibold text-emerald-700 dark:text-emerald-400" : "text-stone-600 dark:text-stone-300"
          }
        >
          {activity}
        </li>
        {response && <li className="text-stone-600 dark:text-stone-300">{response}</li>}
        {host.languages.length > 0 && (
          <li className="text-stone-600 dark:text-stone-300">Speaks {host.languages.join(", ")}</li>
        )}
      </ul>
      <Link to={`/host/${hostSlug(host)}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
        View {host.first_name ? `${host.first_name}'s` : "host"} profile
      </Link>
    </section>
  );
}
