import { Link } from "react-router";
import {
  DASHBOARD_LISTING_STATUSES,
  type DashboardListing,
  type DashboardListingStatus,
  type DashboardListings,
} from "../../../../domain/dashboard";
import { LISTING_TYPE_LABEL } from "../../../../domain/listing-card";
import { photoProps } from "../../../../domain/media";
import { buttonClass } from "../../components/ui/Button";
import { LINK, Panel, plural, Stat } from "./parts";

const STATUS_HEADING: Record<DashboardListingStatus, string> = {
  published: "Published",
  draft: "Drafts",
  archived: "Archived",
};

function ListingRow({ listing }: { listing: DashboardListing }) {
  const published = listing.status === "published";
  return (
    <li className="flex items-center gap-3 py-3">
      {listing.cover_image ? (
        <img
          {...photoProps(listing.cover_image, "64px")}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          className="h-12 w-16 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-12 w-16 shrink-0 rounded-lg bg-stone-200 dark:bg-stone-700" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-stone-900 dark:text-white">{listing.title}</p>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {LISTING_TYPE_LABEL[listing.kind]} · {plural(listing.views_count, "view", "views")}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-sm sm:flex-row sm:gap-4">
        <Link to={listing.edit_path} className={LINK} aria-label={`Edit ${listing.title}`}>
          Edit
        </Link>
        <Link to={listing.path} className={LINK} aria-label={`${published ? "View" : "Preview"} ${listing.title}`}>
          {published ? "View" : "Preview"}
        </Link>
      </div>
    </li>
  );
}

/** A host's listings: counts by status and views, then the listings grouped by status. */
export function ListingsPanel({ listings }: { listings: DashboardListings }) {
  const { counts, items } = listings;
  return (
    <Panel
      id="dashboard-listings"
      title="Your listings"
      action={
        <Link to="/manage-listings" className={LINK}>
          Manage listings
        </Link>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat value={counts.published} label="Published" />
        <Stat value={counts.draft} label={counts.draft === 1 ? "Draft" : "Drafts"} />
        <Stat value={counts.archived} label="Archived" />
        <Stat value={listings.views_total} label={listings.views_total === 1 ? "View" : "Views"} />
      </div>
      {counts.total === 0 ? (
        <div className="mt-5 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-700">
          <p className="text-stone-600 dark:text-stone-300">
            You have no listings yet. Tours, group tours, rental cars and driver services all start here.
          </p>
          <Link to="/manage-listings" className={buttonClass({ size: "md" })}>
            Create your first listing
          </Link>
        </div>
      ) : (
        <div className="mt-5 space-y-5">
          {DASHBOARD_LISTING_STATUSES.map((status) => {
            const rows = items.filter((l) => l.status === status);
            if (rows.length === 0) return null;
            return (
              <div key={status}>
                <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">
                  {STATUS_HEADING[status]} ({counts[status]})
                </h3>
                <ul className="divide-y divide-stone-200 dark:divide-stone-800">
                  {rows.map((l) => (
                    <ListingRow key={`${l.kind}-${l.id}`} listing={l} />
                  ))}
                </ul>
              </div>
            );
          })}
          {items.length < counts.total && (
            <p className="text-sm text-stone-600 dark:text-stone-300">
              Showing the {items.length} most recently changed.{" "}
              <Link to="/manage-listings" className={LINK}>
                See all {counts.total} listings
              </Link>
            </p>
          )}
        </div>
      )}
    </Panel>
  );
}
