import { LISTING_KIND_NAME } from "../../../../domain/listing-form";
import { LISTING_ROUTE, type ListingKind } from "../../../../domain/vocabulary";

/** The four kinds in the order hosts choose them, with what each one is for. */
export const KINDS: { kind: ListingKind; label: string; text: string }[] = [
  {
    kind: "tour",
    label: LISTING_KIND_NAME.tour,
    text: "A trip you run for one traveler or their own group, priced per person by group size.",
  },
  {
    kind: "group_tour",
    label: LISTING_KIND_NAME.group_tour,
    text: "Fixed departures that travelers join, with a seat limit per departure.",
  },
  {
    kind: "rental_car",
    label: LISTING_KIND_NAME.rental_car,
    text: "A car travelers hire by the day, with or without a driver.",
  },
  {
    kind: "driver",
    label: LISTING_KIND_NAME.driver,
    text: "You drive travelers around your area, priced by the day.",
  },
];

export const editorPath = (kind: ListingKind, id: string) => `/manage-listings/${LISTING_ROUTE[kind]}/${id}`;
export const newListingPath = (kind: ListingKind) => `/manage-listings/new/${LISTING_ROUTE[kind]}`;
