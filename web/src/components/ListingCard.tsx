import { Link } from "react-router";
import type { HomeListingRow } from "../../../domain/api/cards";
import { listingCard } from "../../../domain/listing-card";
import { listingPath } from "../../../domain/listing-slug";
import { CARD_SIZES, photoProps } from "../../../domain/media";
import { useCurrency } from "../lib/currency";
import { CalendarIcon, ClockIcon, PinIcon, StarIcon } from "./icons";

/**
 * A listing card per spec §5: type, up to 2 countries, 1 topic, up to 3 dates, price and host rating. `priority`: the
 * first card, whose photo is likely the page's largest paint, so it loads at once and first. `belowFold`: a
 * card past the first screen, which the browser lays out and paints only as it nears the viewport (`.render-near`).
 */
export function ListingCard({
  listing,
  priority = false,
  belowFold = false,
}: {
  listing: HomeListingRow;
  priority?: boolean;
  belowFold?: boolean;
}) {
  const { currency } = useCurrency();
  const card = listingCard(listing, currency);
  const href = listingPath(listing.listing_type, listing);
  const place = [listing.location, ...card.countries.filter((c) => c !== listing.location)].filter(Boolean).join(", ");
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-stone-900 dark:ring-white/10${belowFold ? " render-near" : ""}`}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-200 dark:bg-stone-800">
        {listing.images[0] && (
          <img
            {...photoProps(listing.images[0], CARD_SIZES)}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            width={960}
            height={640}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        )}
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm">
          {card.typeLabel}
        </span>
        {listing.featured && (
          <span className="absolute top-3 right-3 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex items-center gap-1 text-xs font-medium text-stone-600 dark:text-stone-300">
          <PinIcon width={14} height={14} />
          <span>
            {place}
            {card.extraCountries > 0 && ` +${card.extraCountries}`}
          </span>
        </p>
        <h3 className="font-display text-lg leading-snug font-semibold text-stone-900 dark:text-white">
          <Link to={href} className="stretched-link">
            {listing.title}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600 dark:text-stone-300">
          {card.topic && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              {card.topic}
            </span>
          )}
          {card.durationText && (
            <span className="flex items-center gap-1">
              <ClockIcon width={14} height={14} /> {card.durationText}
            </span>
          )}
          {listing.carType && <span>{listing.carType}</span>}
        </div>
        {card.dates.length > 0 && (
          <p className="flex flex-wrap items-center gap-1 text-xs text-stone-600 dark:text-stone-300">
            <CalendarIcon width={14} height={14} />
            {card.dates.join(" · ")}
            {card.moreDates && <span className="font-medium text-brand-700 dark:text-brand-200">{card.moreDates}</span>}
          </p>
        )}
        <div className="mt-auto flex items-end justify-between gap-2 border-t border-stone-100 pt-3 dark:border-stone-800">
          <div className="flex min-w-0 items-center gap-2">
            {listing.host_photo && (
              <img
                {...photoProps(listing.host_photo, "28px")}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                className="size-7 rounded-full object-cover"
              />
            )}
            <div className="min-w-0 text-xs">
              <p className="truncate font-medium text-stone-800 dark:text-stone-100">{listing.host_name}</p>
              {card.ratingText ? (
                <p className="flex items-center gap-0.5 text-stone-600 dark:text-stone-300">
                  <StarIcon width={12} height={12} className="text-amber-500" />
                  <span>{card.ratingText}</span>
                  <span>({listing.host_reviews})</span>
                </p>
              ) : (
                <p className="text-stone-600 dark:text-stone-300">New host</p>
              )}
            </div>
          </div>
          <p className="shrink-0 text-right">
            <span className="text-base font-bold text-stone-900 dark:text-white" data-testid="listing-price">
              {card.priceText}
            </span>
            <span className="text-xs text-stone-600 dark:text-stone-300">{card.priceUnit}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
