import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LISTING_KIND_NAME, type OwnListing } from "../../../../domain/listing-form";
import { pageTitle } from "../../../../domain/titles";
import { kindOfRoute, LISTING_ROUTE, type ListingKind } from "../../../../domain/vocabulary";
import { isNotFound, LoadError, NotFoundState, retryUnlessNotFound } from "../../components/PageStates";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { BlockedDatesSection } from "./BlockedDatesSection";
import { HostAccessNotice, useHostAccess } from "./host-access";
import { ListingEditor } from "./ListingEditor";
import { myListingKey } from "./list-actions";
import { StatusBadge } from "./StatusBadge";

const MY_LISTINGS_LINKS = [
  { to: "/manage-listings", label: "My listings" },
  { to: "/listings", label: "Browse listings" },
];

function EditorSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">Loading the listing…</span>
      {["basics", "photos", "details"].map((k) => (
        <div key={k} aria-hidden="true" className="space-y-4 rounded-3xl bg-white p-6 shadow-sm dark:bg-stone-900">
          <div className="h-5 w-32 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-10 w-full animate-shimmer rounded-xl bg-stone-200 dark:bg-stone-800" />
          <div className="h-24 w-full animate-shimmer rounded-xl bg-stone-200 dark:bg-stone-800" />
        </div>
      ))}
    </div>
  );
}

const capitalized = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

function Frame({
  kind,
  editing,
  listing,
  children,
}: {
  kind: ListingKind;
  editing: boolean;
  listing: OwnListing | null;
  children: ReactNode;
}) {
  const heading = capitalized(`${editing ? "Edit" : "New"} ${LISTING_KIND_NAME[kind].toLowerCase()}`);
  usePageTitle(pageTitle(listing ? `Edit: ${listing.title}` : heading));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <header className="space-y-2">
        <p className="text-sm">
          <Link
            to="/manage-listings"
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
          >
            My listings
          </Link>
        </p>
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">{heading}</h1>
        {listing && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-stone-600 dark:text-stone-300">
            <StatusBadge status={listing.status} />
            <span>
              {listing.views_count} {listing.views_count === 1 ? "view" : "views"}
            </span>
          </p>
        )}
      </header>
      {children}
    </div>
  );
}

function EditExisting({ kind, id, approved }: { kind: ListingKind; id: string; approved: boolean }) {
  const query = useAppQuery({
    queryKey: myListingKey(kind, id),
    queryFn: ({ signal }) =>
      call("GET /api/me/listings/:type/:id", { params: { type: LISTING_ROUTE[kind], id }, signal }),
    retry: retryUnlessNotFound,
    // The editor keeps its own copy; a background refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (isNotFound(query.error)) {
    return (
      <NotFoundState title="This listing isn't yours to edit" links={MY_LISTINGS_LINKS}>
        It may have been deleted, or the link is mistyped.
      </NotFoundState>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        variant="page"
        title="We couldn't load this listing"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (query.isPending) {
    return (
      <Frame kind={kind} editing listing={null}>
        <EditorSkeleton />
      </Frame>
    );
  }
  return (
    <Frame kind={kind} editing listing={query.data}>
      <ListingEditor key={`${kind}:${id}`} kind={kind} listing={query.data} approved={approved} />
      {kind !== "group_tour" && <BlockedDatesSection kind={kind} id={id} />}
    </Frame>
  );
}

/** /manage-listings/new/:type and /manage-listings/:type/:id: the editor of one listing of one kind. */
export function Component() {
  const { type = "", id } = useParams();
  const kind = kindOfRoute(type);
  const access = useHostAccess();
  if (!kind) {
    return (
      <NotFoundState title="There is no such kind of listing" links={MY_LISTINGS_LINKS}>
        Listings are private tours, group tours, rental cars and driver services.
      </NotFoundState>
    );
  }
  if (access.state !== "host") return <HostAccessNotice access={access} />;
  if (id) return <EditExisting kind={kind} id={id} approved={access.approved} />;
  return (
    <Frame kind={kind} editing={false} listing={null}>
      <ListingEditor key={`${kind}:new`} kind={kind} listing={null} approved={access.approved} />
    </Frame>
  );
}
