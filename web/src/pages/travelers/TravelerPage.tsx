import { Link, useParams } from "react-router";
import type { TravelerResponse } from "../../../../domain/api/travelers";
import { formatDate } from "../../../../domain/date-range";
import { MESSAGES } from "../../../../domain/messages";
import { pageTitle, travelerPageName } from "../../../../domain/titles";
import { isNotFound, LoadError, MovedRedirect, NotFoundState, retryUnlessNotFound } from "../../components/PageStates";
import { call, movedTo } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { MessageTravelerButton, OfferTravelerButton } from "./MessageTravelerButton";
import { ActivityText, homePlace, NotAcceptingBadge, TravelerAvatar, TripFacts, travelerName } from "./TravelerParts";

function ProfileSkeleton() {
  return (
    <div aria-hidden="true" data-testid="traveler-profile-skeleton" className="space-y-6">
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <div className="size-28 animate-shimmer rounded-full bg-stone-200 dark:bg-stone-800" />
        <div className="space-y-3">
          <div className="h-8 w-48 animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800" />
          <div className="h-4 w-36 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        </div>
      </div>
      <div className="h-40 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800" />
    </div>
  );
}

const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10";

function Profile({ traveler }: { traveler: TravelerResponse["traveler"] }) {
  const name = travelerName(traveler);
  const place = homePlace(traveler);
  const trip = traveler.trip;
  return (
    <article className="space-y-6">
      <header className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <TravelerAvatar traveler={traveler} size="lg" />
        <div className="space-y-1.5">
          <h1 className="font-display text-4xl font-semibold text-stone-900 dark:text-white">{name}</h1>
          {place && <p className="text-stone-600 dark:text-stone-300">From {place}</p>}
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 sm:justify-start">
            <ActivityText lastSeenAt={traveler.last_seen_at} />
            <span className="text-xs text-stone-600 dark:text-stone-300">
              Member since {formatDate(traveler.member_since)}
            </span>
          </p>
          {!traveler.receive_new_conversations && (
            <p className="pt-1">
              <NotAcceptingBadge />
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-2 pt-2 sm:justify-start">
            <MessageTravelerButton traveler={traveler} name={traveler.first_name || name} />
            {trip && <OfferTravelerButton traveler={traveler} name={traveler.first_name || name} />}
          </div>
        </div>
      </header>

      {!traveler.receive_new_conversations && (
        <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200">
          {traveler.first_name || name} isn't taking new conversations for now, so no one can start a new chat with
          them.
        </p>
      )}

      <section aria-labelledby="trip-request" className={card}>
        <h2 id="trip-request" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
          Trip request
        </h2>
        {trip ? (
          <div className="mt-4 space-y-4">
            <TripFacts trip={trip} />
            {trip.description && (
              <p className="whitespace-pre-line text-stone-700 dark:text-stone-200">{trip.description}</p>
            )}
            <p className="text-xs text-stone-600 dark:text-stone-300">Updated {formatDate(trip.updated_at)}</p>
          </div>
        ) : (
          <p className="mt-3 text-stone-600 dark:text-stone-300">No trip plans shared yet.</p>
        )}
      </section>

      <section aria-labelledby="traveler-about" className={card}>
        <h2 id="traveler-about" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
          About {traveler.first_name || name}
        </h2>
        <p className="mt-3 whitespace-pre-line text-stone-700 dark:text-stone-200">
          {traveler.about?.trim() || "Nothing written here yet."}
        </p>
      </section>
    </article>
  );
}

/** /traveler/{userId or profile_slug}: the public profile and trip request of one traveler. */
export function Component() {
  const { idOrSlug = "" } = useParams();
  const query = useAppQuery({
    queryKey: ["traveler", idOrSlug],
    queryFn: ({ signal }) => call("GET /api/travelers/:idOrSlug", { params: { idOrSlug }, signal }),
    retry: retryUnlessNotFound,
  });
  const traveler = query.data?.traveler;
  usePageTitle(pageTitle(traveler ? travelerPageName(travelerName(traveler)) : "Traveler"));

  const moved = movedTo(query.error);
  if (moved) return <MovedRedirect to={moved} />;
  if (isNotFound(query.error)) {
    return (
      <NotFoundState
        title={MESSAGES.profileNotFound}
        links={[
          { to: "/travelers", label: "See all travelers" },
          { to: "/", label: "Back to the home page" },
        ]}
      >
        This traveler's profile is not public, or the link is out of date.
      </NotFoundState>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <Link to="/travelers" className="font-semibold text-brand-700 hover:underline dark:text-brand-200">
          <span aria-hidden="true">← </span>All travelers
        </Link>
      </nav>
      {query.isPending && <ProfileSkeleton />}
      {query.isError && (
        <LoadError title="This profile could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      )}
      {query.data && <Profile traveler={query.data.traveler} />}
    </div>
  );
}
