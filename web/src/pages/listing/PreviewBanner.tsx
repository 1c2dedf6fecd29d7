import { Link } from "react-router";
import type { ListingDetail } from "../../../../domain/api/listings";
import { LISTING_ROUTE } from "../../../../domain/vocabulary";

const WHY: Record<ListingDetail["status"], string> = {
  draft: "This draft is visible only to you (and our team). Travelers can't see it until you publish it.",
  archived: "This listing is archived: only you (and our team) can see it.",
  published: "Travelers can't see it yet: it shows once your host profile is approved.",
};

/** Over a listing its owner (or an admin) opened before it is public: the API answered `preview: true`. */
export function PreviewBanner({ listing }: { listing: ListingDetail }) {
  return (
    <aside
      aria-labelledby="preview-banner-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div>
        <p id="preview-banner-title" className="font-display text-lg font-semibold">
          Preview — not published
        </p>
        <p className="text-sm">{WHY[listing.status]}</p>
      </div>
      <Link
        to={`/manage-listings/${LISTING_ROUTE[listing.kind]}/${listing.id}`}
        className="shrink-0 self-start rounded-full bg-amber-900 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-950 sm:self-center dark:bg-amber-200 dark:text-amber-950"
      >
        Edit listing
      </Link>
    </aside>
  );
}
