import { Link } from "react-router";
import { formatDate } from "../../../../domain/date-range";
import { centsToEuros } from "../../../../domain/euro-input";
import { priceLabel } from "../../../../domain/listing-card";
import type { OwnListingRow } from "../../../../domain/listing-form";
import { LISTING_KIND_NAME } from "../../../../domain/listing-form";
import { photoProps } from "../../../../domain/media";
import { type ButtonVariant, buttonClass } from "../../components/ui/Button";
import { editorPath } from "./kinds";
import type { RowAction } from "./list-actions";
import { StatusBadge } from "./StatusBadge";

const ACTION = buttonClass({ variant: "secondary", size: "sm" });

/** In euros as the host entered them (travelers see their own currency on the public pages). */
function PriceText({ row }: { row: OwnListingRow }) {
  if (row.price === null) return null;
  return (
    <span>
      {priceLabel(row.kind, `€${centsToEuros(row.price)}`).text} per {row.price_unit}
    </span>
  );
}

/** One listing of the host's list: cover, kind, status, views and what can be done with it now. */
export function ListingRow({
  row,
  canPublish,
  busy,
  onAction,
}: {
  row: OwnListingRow;
  canPublish: boolean;
  busy: boolean;
  onAction: (row: OwnListingRow, action: RowAction) => void;
}) {
  const titleId = `listing-${row.id}-title`;
  const button = (action: RowAction, label: string, variant: ButtonVariant = "secondary") => (
    <button
      type="button"
      disabled={busy}
      onClick={() => onAction(row, action)}
      aria-describedby={titleId}
      className={buttonClass({ variant, size: "sm" })}
    >
      {label}
    </button>
  );
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 sm:flex-row sm:items-center dark:bg-stone-900 dark:ring-white/10"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        {row.cover ? (
          <img
            {...photoProps(row.cover, "144px")}
            alt=""
            className="h-20 w-28 shrink-0 rounded-xl object-cover sm:h-24 sm:w-36"
          />
        ) : (
          <div className="flex h-20 w-28 shrink-0 items-center justify-center rounded-xl bg-stone-100 text-center text-xs text-stone-600 sm:h-24 sm:w-36 dark:bg-stone-800 dark:text-stone-300">
            No photo yet
          </div>
        )}
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">
              {LISTING_KIND_NAME[row.kind]}
            </span>
            <StatusBadge status={row.status} />
          </div>
          <h3
            id={titleId}
            className="font-display text-lg leading-snug font-semibold break-words text-stone-900 dark:text-white"
          >
            <Link to={editorPath(row.kind, row.id)} className="hover:underline">
              {row.title}
            </Link>
          </h3>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-300">
            <span>
              {row.views_count} {row.views_count === 1 ? "view" : "views"}
            </span>
            <PriceText row={row} />
            <span>Updated {formatDate(row.updated_at)}</span>
          </p>
          {row.unpublished_by_admin && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm break-words text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
              <span className="font-semibold">Unpublished by our team:</span> {row.unpublished_by_admin.reason}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:max-w-80 sm:justify-end">
        <Link to={editorPath(row.kind, row.id)} aria-describedby={titleId} className={ACTION}>
          Edit
        </Link>
        <Link to={row.path} aria-describedby={titleId} className={ACTION}>
          {row.status === "published" ? "View" : "Preview"}
        </Link>
        {row.status === "published" && button("unpublish", "Unpublish")}
        {row.status === "draft" && canPublish && button("publish", "Publish")}
        {row.status === "archived" ? button("restore", "Restore") : button("archive", "Archive")}
        {row.status !== "published" && button("delete", "Delete", "danger-outline")}
      </div>
    </article>
  );
}
