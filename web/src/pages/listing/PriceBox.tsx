import type { ReactNode } from "react";
import type { ListingDetail } from "../../../../domain/api/listings";
import { priceLabel } from "../../../../domain/listing-card";
import { depositText, PolicyText } from "../../components/booking/BookingTerms";
import { useCurrency } from "../../lib/currency";
import { groupSizeLabel, headlinePrice, lowestTourPrice } from "./pricing";

type Tour = Extract<ListingDetail, { kind: "tour" }>;

const SIZE = { md: "text-lg", lg: "text-xl", xl: "text-3xl" } as const;

/** "From €120/person", "€85/day": the price line of the header, the price box and the phones' action bar. */
export function HeadlinePrice({ listing, size = "lg" }: { listing: ListingDetail; size?: keyof typeof SIZE }) {
  const { format } = useCurrency();
  const cents = headlinePrice(listing);
  if (cents === null) return <p className="text-stone-600 dark:text-stone-300">Price on request</p>;
  const { text, unit } = priceLabel(listing.kind, format(cents));
  return (
    <p data-testid="headline-price">
      <span className={`font-bold text-stone-900 dark:text-white ${SIZE[size]}`}>{text}</span>
      <span className="text-sm text-stone-600 dark:text-stone-300">{unit}</span>
    </p>
  );
}

function TourPriceTable({ listing }: { listing: Tour }) {
  const { format } = useCurrency();
  const lowest = lowestTourPrice(listing.prices, listing.from_price);
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold text-stone-900 dark:text-white">
        Price per person by group size
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Group size</th>
          <th scope="col">Price per person</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
        {listing.prices.map(({ people, price }) => (
          <tr key={people} className={price !== null && price === lowest ? "font-semibold" : undefined}>
            <th scope="row" className="py-2 text-left font-normal text-stone-700 dark:text-stone-200">
              {groupSizeLabel(people)}
            </th>
            <td className="py-2 text-right">
              {price === null ? (
                <span className="text-stone-500 dark:text-stone-400">Not offered</span>
              ) : (
                <>
                  {format(price)}
                  <span className="font-normal text-stone-600 dark:text-stone-300">/person</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the price covers, per kind (spec issue 3): group sizes, per person or per day. */
function PriceCovers({ listing }: { listing: ListingDetail }) {
  switch (listing.kind) {
    case "tour":
      return <TourPriceTable listing={listing} />;
    case "group_tour":
      return (
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Per person, for a shared departure of up to {listing.max_group_size} travelers.
        </p>
      );
    case "rental_car":
      return (
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Per day, {listing.driver_included ? "with a driver" : "self-drive"}.
        </p>
      );
    case "driver":
      return <p className="text-sm text-stone-600 dark:text-stone-300">Per day, driver and vehicle.</p>;
  }
}

/** The deposit and the cancellation policy, shown before any dates are chosen (issue 16 item 5). */
function BookingTerms({ listing }: { listing: ListingDetail }) {
  return (
    <div data-testid="booking-terms" className="space-y-2 border-t border-stone-200 pt-4 dark:border-stone-800">
      <p className="text-sm text-stone-700 dark:text-stone-200">{depositText(listing.deposit_percent)}</p>
      <PolicyText policy={listing.cancellation_policy} />
    </div>
  );
}

/** The price and what it covers, the terms of booking, with the page's calls to action below. */
export function PriceBox({ listing, children }: { listing: ListingDetail; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="price-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10"
    >
      <h2 id="price-heading" className="sr-only">
        Price
      </h2>
      <HeadlinePrice listing={listing} size="xl" />
      <PriceCovers listing={listing} />
      <BookingTerms listing={listing} />
      {children}
    </section>
  );
}
