import type { HomeListingRow } from "../../domain/api/cards";
import type { ListingDetail, ListingDetailResponse } from "../../domain/api/listings";
import { aigerimProfile } from "./fixtures";

/** Aigerim's listings of every kind as their detail pages read them (GET /api/listings/:type/:slugOrId). */

type Of<K extends ListingDetail["kind"]> = Extract<ListingDetail, { kind: K }>;

export const TOUR_ID = "0b7d4a3e-8f1c-4c2a-9d55-2f1e0a6b7c11";

export const host = aigerimProfile;

const base = {
  slug: null,
  description: "A day among red cliffs.\n\nWe walk down to the river.",
  status: "published" as const,
  images: ["/media/a.webp", "/media/b.webp", "/media/c.webp"],
  topics: ["Hiking"],
  countries: ["Kazakhstan"],
  cities: ["Almaty"],
  published_at: "2026-05-01T00:00:00Z",
  updated_at: "2026-05-01T00:00:00Z",
  deposit_percent: 20,
  cancellation_policy: "moderate" as const,
};

export const tour: Of<"tour"> = {
  ...base,
  id: TOUR_ID,
  slug: "charyn-canyon",
  title: "Charyn Canyon day trip",
  kind: "tour",
  number_of_days: 1,
  itinerary: ["07:00 pickup in Almaty", "Walk the Valley of Castles"],
  prices: [
    { people: 1, price: 20000 },
    { people: 2, price: 14000 },
    { people: 3, price: 12000 },
    { people: 4, price: null },
  ],
  from_price: 12000,
};

export const groupTour: Of<"group_tour"> = {
  ...base,
  id: "1b7d4a3e-8f1c-4c2a-9d55-2f1e0a6b7c11",
  title: "Silk Road in ten days",
  kind: "group_tour",
  number_of_days: 10,
  itinerary: [],
  price_per_person: 150000,
  max_group_size: 12,
  departures: [
    { id: "d0", start_date: "2026-04-01", end_date: "2026-04-10", seats_total: 12, seats_left: 4 },
    { id: "d1", start_date: "2026-07-05", end_date: "2026-07-14", seats_total: 12, seats_left: 3 },
    { id: "d2", start_date: "2026-08-01", end_date: "2026-08-10", seats_total: 12, seats_left: 0 },
  ],
};

export const car: Of<"rental_car"> = {
  ...base,
  id: "2b7d4a3e-8f1c-4c2a-9d55-2f1e0a6b7c11",
  title: "Toyota Land Cruiser self-drive in Almaty",
  kind: "rental_car",
  price_per_day: 9000,
  car_type: "4x4",
  make_model: "Toyota Land Cruiser",
  seats: 5,
  transmission: "automatic",
  driver_included: false,
};

export const driver: Of<"driver"> = {
  ...base,
  id: "3b7d4a3e-8f1c-4c2a-9d55-2f1e0a6b7c11",
  title: "Private driver: Almaty – Bishkek",
  kind: "driver",
  price_per_day: 7000,
  vehicle: "Hyundai Starex",
  seats: 6,
  languages: ["English", "Kazakh"],
  areas_served: ["Almaty", "Bishkek"],
};

export const detail = (listing: ListingDetail, more: HomeListingRow[] = []): ListingDetailResponse => ({
  listing,
  host,
  more_from_host: more,
});
