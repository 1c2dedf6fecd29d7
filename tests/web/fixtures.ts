import type { HomeHostRow, HomeListingRow, HostProfile } from "../../domain/api/cards";

/** Rows the web tests share: Aigerim Bekova, a guide in Almaty, and her tours. Override what a test is about. */

export function hostRow(overrides: Partial<HomeHostRow> = {}): HomeHostRow {
  return {
    id: "h1",
    profile_slug: "aigerim",
    first_name: "Aigerim",
    last_name: "Bekova",
    profile_photo_url: null,
    city: "Almaty",
    country: "Kazakhstan",
    last_seen_at: null,
    is_online: false,
    host_type: "guide",
    rating: 4.9,
    total_reviews: 16,
    is_superhost: false,
    response_time_minutes: null,
    response_time_sample_size: 0,
    languages: ["English"],
    ...overrides,
  };
}

export function listingRow(overrides: Partial<HomeListingRow> = {}): HomeListingRow {
  return {
    id: "0b7d4a3e-8f1c-4c2a-9d55-2f1e0a6b7c11",
    type: "tour",
    listing_type: "tour",
    slug: "charyn-canyon-day-trip",
    title: "Charyn Canyon day trip",
    images: [],
    location: "Almaty",
    countries: ["Kazakhstan"],
    topics: ["Canyons"],
    carType: null,
    duration: 1,
    price: 12000,
    group_start_dates: [],
    host_id: "h1",
    host_name: "Aigerim Bekova",
    host_photo: null,
    host_rating: 4.9,
    host_reviews: 16,
    host_is_superhost: true,
    published_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Her full profile, as the host and listing detail pages get it. */
export const aigerimProfile: HostProfile = {
  id: "7c1e2d3f-0000-4000-8000-000000000001",
  user_id: "7c1e2d3f-0000-4000-8000-000000000002",
  profile_slug: "aigerim",
  first_name: "Aigerim",
  last_name: "Bekova",
  profile_photo_url: "/media/demo/people/001.webp",
  city: "Almaty",
  country: "Kazakhstan",
  last_seen_at: "2026-06-01T09:00:00Z",
  is_online: false,
  host_type: "guide",
  rating: 4.87,
  total_reviews: 31,
  is_superhost: true,
  response_time_minutes: 25,
  response_time_sample_size: 12,
  languages: ["English", "Russian"],
  bio: "I grew up in the mountains above Almaty.",
  years_experience: 9,
  created_at: "2025-01-10T00:00:00Z",
};

/** Another of her listings ("more from this host"). */
export const bigAlmatyLake: HomeListingRow = listingRow({
  id: "4b7d4a3e-8f1c-4c2a-9d55-2f1e0a6b7c11",
  slug: "big-almaty-lake",
  title: "Big Almaty Lake at sunrise",
  images: ["/media/d.webp"],
  topics: ["Nature"],
  price: 6900,
  host_id: aigerimProfile.id,
  host_rating: 4.87,
  host_reviews: 31,
  published_at: "2026-05-02T00:00:00Z",
});
