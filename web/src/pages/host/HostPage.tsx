import { usePrefetchInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useLayoutEffect } from "react";
import { useParams } from "react-router";
import type { HostResponse } from "../../../../domain/api/hosts";
import { normalizeHostSlug } from "../../../../domain/host-slug";
import { experienceText, HOST_TYPE_LABEL, hostName, memberSince } from "../../../../domain/people";
import { INTENTS } from "../../../../domain/return-path";
import { countOf } from "../../../../domain/text";
import { hostTitle } from "../../../../domain/titles";
import { ClockIcon, PinIcon, ShieldCheckIcon, StarIcon } from "../../components/icons";
import { ListingCard } from "../../components/ListingCard";
import {
  EmptyState,
  isNotFound,
  LoadError,
  MovedRedirect,
  NotFoundState,
  retryUnlessNotFound,
} from "../../components/PageStates";
import { call, movedTo } from "../../lib/api";
import { useDeferredData } from "../../lib/deferred-data";
import { endDrawnView, useRenderNear } from "../../lib/first-view";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppQuery } from "../../lib/query";
import { useResumeIntent } from "../../lib/resume-intent";
import { HostPhoto, hostActivity } from "../listing/HostSummary";
import { Paragraphs } from "../listing/ListingSections";
import { MessageHostButton } from "../listing/MessageHostButton";
import { HostReviews, hostReviewsQuery } from "./HostReviews";
import { HostSkeleton } from "./HostSkeleton";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{label}</dt>
      <dd className="mt-0.5 text-stone-900 dark:text-white">{children}</dd>
    </div>
  );
}

function HostView({ data, slug }: { data: HostResponse; slug: string }) {
  const { host, listings } = data;
  // On the page the document opened at, the listings and reviews are laid out as they near the screen (decision 056).
  const near = useRenderNear();
  // Back from signing in to message the host: the button in view and focused, and pressed (issues 14, 15).
  useResumeIntent(INTENTS.messageHost, true, true);
  const name = hostName(host);
  const firstName = host.first_name || name;
  const { online, activity, response } = hostActivity(host);
  const place = [host.city, host.country].filter(Boolean).join(", ");
  const since = memberSince(host.created_at);
  const experience = experienceText(host.years_experience);
  usePageTitle(hostTitle(name));

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-10">
      <header className="grid gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-[auto_1fr] sm:p-8 dark:bg-stone-900 dark:ring-white/10">
        <HostPhoto host={host} size={128} />
        <div className="space-y-4">
          <div className="space-y-2">
            <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">{name}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-200">
              <span className="flex items-center gap-1">
                <ShieldCheckIcon width={16} height={16} /> Verified
              </span>
              {host.is_superhost && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Superhost</span>
              )}
            </p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-600 dark:text-stone-300">
              <span>{HOST_TYPE_LABEL[host.host_type]}</span>
              {place && (
                <span className="flex items-center gap-1">
                  <PinIcon width={16} height={16} /> {place}
                </span>
              )}
              {host.rating > 0 ? (
                <span className="flex items-center gap-1">
                  <StarIcon width={16} height={16} className="text-amber-500" />
                  <span className="font-semibold text-stone-900 dark:text-white">{host.rating.toFixed(1)}</span>
                  <span>({countOf(host.total_reviews, "review")})</span>
                </span>
              ) : (
                <span>No reviews yet</span>
              )}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
            <Fact label="Activity">
              <span className={online ? "font-semibold text-emerald-700 dark:text-emerald-400" : undefined}>
                {activity}
              </span>
            </Fact>
            {response && (
              <Fact label="Response time">
                <span className="flex items-center gap-1">
                  <ClockIcon width={16} height={16} /> {response}
                </span>
              </Fact>
            )}
            {host.languages.length > 0 && <Fact label="Languages">{host.languages.join(", ")}</Fact>}
            {experience && <Fact label="Experience">{experience}</Fact>}
          </dl>
          <div className="flex flex-wrap items-center gap-4">
            <MessageHostButton hostUserId={host.user_id} />
            {since && <p className="text-sm text-stone-600 dark:text-stone-300">{since}</p>}
          </div>
        </div>
      </header>

      {host.bio && (
        <section aria-labelledby="bio-heading" className="max-w-3xl space-y-3">
          <h2 id="bio-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
            About {firstName}
          </h2>
          <Paragraphs text={host.bio} />
        </section>
      )}

      <section aria-labelledby="listings-heading" className="space-y-6">
        <h2 id="listings-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
          Listings by {firstName}
        </h2>
        {listings.length === 0 ? (
          <EmptyState>{firstName} has no published listings yet. Send a message to ask about a trip.</EmptyState>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((l) => (
              <ListingCard key={`${l.listing_type}:${l.id}`} listing={l} belowFold={near} />
            ))}
          </div>
        )}
      </section>

      <HostReviews slug={slug} firstName={firstName} />
    </div>
  );
}

const sameHost = (a: HostResponse, b: HostResponse) => a.host.id === b.host.id;

/** Spec §2 public host profile: the slug is lower-cased for lookup; only approved hosts are found. */
export function Component() {
  const { hostSlug = "" } = useParams();
  const slug = normalizeHostSlug(hostSlug);
  const query = useAppQuery({
    queryKey: ["host", slug],
    queryFn: ({ signal }) => call("GET /api/hosts/:slug", { params: { slug }, signal }),
    enabled: slug !== "",
    retry: retryUnlessNotFound,
  });
  usePrefetchInfiniteQuery(hostReviewsQuery(slug), queryClient);
  // Drawn in a transition, as a listing's page is (decision 053): the skeleton until it is done.
  const data = useDeferredData(query.data, sameHost);
  // The worker's drawn header card and bio (decision 047) give way to the page, or to its error, in the same frame.
  const settled = data !== undefined || query.isError || slug === "";
  useLayoutEffect(() => {
    if (settled) endDrawnView();
  }, [settled]);
  const moved = movedTo(query.error);
  if (moved) return <MovedRedirect to={moved} />;
  if (slug === "" || isNotFound(query.error)) {
    return (
      <NotFoundState title="This host isn't here">
        The profile may not be public yet, or the link is mistyped. Many other local hosts are ready to help.
      </NotFoundState>
    );
  }
  // A failed refetch of a host on screen keeps the page; the error is for a first load.
  if (query.isError && data === undefined) {
    return (
      <LoadError
        variant="page"
        title="We couldn't load this host profile"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (data === undefined) return <HostSkeleton />;
  // Keyed by the host, as a listing's page is by its listing.
  return <HostView key={data.host.id} data={data} slug={slug} />;
}
