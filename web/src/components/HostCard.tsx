import { Link } from "react-router";
import { activityLabel, isRecentlyOnline } from "../../../domain/activity";
import type { HomeHostRow } from "../../../domain/api/cards";
import { hostSlug } from "../../../domain/host-slug";
import { HOST_TYPE_LABEL } from "../../../domain/people";
import { responseTimeText } from "../../../domain/response-time";
import { countOf } from "../../../domain/text";
import { Avatar } from "./Avatar";
import { ShieldCheckIcon, StarIcon } from "./icons";

/** Every approved host is verified; a superhost also gets the Superhost badge. */
export function VerifiedBadges({ superhost }: { superhost: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs font-semibold text-brand-700 dark:text-brand-200">
      <ShieldCheckIcon width={14} height={14} /> Verified
      {superhost && <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">Superhost</span>}
    </p>
  );
}

/** "★ 4.9 (16 reviews)"; nothing before the first review. */
export function HostRating({ rating, reviews }: { rating: number; reviews: number }) {
  if (rating <= 0) return null;
  return (
    <p className="flex items-center gap-1 text-sm">
      <StarIcon width={14} height={14} className="text-amber-500" />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-stone-600 dark:text-stone-300">({countOf(reviews, "review")})</span>
    </p>
  );
}

/** A local expert: photo, name, Verified, type, place, rating, activity and response time. */
export function HostCard({ host }: { host: HomeHostRow }) {
  const online = isRecentlyOnline(host.last_seen_at);
  const response = responseTimeText({
    minutes: host.response_time_minutes,
    sampleSize: host.response_time_sample_size,
    isOnline: online,
  });
  const name = [host.first_name, host.last_name].filter(Boolean).join(" ");
  return (
    <article className="relative flex flex-col items-center gap-1 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-900/5 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-stone-900 dark:ring-white/10">
      <div className="relative">
        <Avatar
          src={host.profile_photo_url}
          name={name}
          size={88}
          className="ring-4 ring-brand-50 dark:ring-brand-900"
          letterClassName="bg-brand-100 text-2xl text-brand-800"
        />
        {online && (
          <span
            className="absolute right-1 bottom-1 size-4 rounded-full bg-emerald-500 ring-2 ring-white dark:ring-stone-900"
            title="Online now"
          />
        )}
      </div>
      <h3 className="mt-2 font-display text-lg font-semibold text-stone-900 dark:text-white">
        <Link to={`/host/${hostSlug(host)}`} className="stretched-link">
          {name}
        </Link>
      </h3>
      <VerifiedBadges superhost={host.is_superhost} />
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {HOST_TYPE_LABEL[host.host_type]} · {[host.city, host.country].filter(Boolean).join(", ")}
      </p>
      <HostRating rating={host.rating} reviews={host.total_reviews} />
      <p
        className={`text-xs ${online ? "font-semibold text-emerald-700 dark:text-emerald-400" : "text-stone-600 dark:text-stone-300"}`}
      >
        {activityLabel(host.last_seen_at)}
      </p>
      {response && <p className="text-xs text-stone-600 dark:text-stone-300">{response}</p>}
    </article>
  );
}
