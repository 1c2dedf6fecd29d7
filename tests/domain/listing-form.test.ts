import { describe, expect, it } from "vitest";
import {
  LISTING_SCHEMAS,
  listingErrors,
  listingInputOf,
  listingPatchSchema,
  type OwnListing,
  publishProblems,
} from "../../domain/listing-form";
import { kindOfRoute } from "../../domain/vocabulary";

const tour = {
  title: "Canyons and lakes",
  description: "Five days between the Charyn canyon and the Kolsai lakes, with nights in guesthouses.",
  countries: ["kazakhstan"],
  number_of_days: 5,
  price_1_person: 90_000,
};

describe("listing form", () => {
  it("maps the route segments to kinds", () => {
    expect(["tour", "group-tour", "rental-car", "driver", "tours", "boat"].map(kindOfRoute)).toEqual([
      "tour",
      "group_tour",
      "rental_car",
      "driver",
      null,
      null,
    ]);
  });

  it("fills the optional lists and keeps countries in the list's spelling", () => {
    const parsed = LISTING_SCHEMAS.tour.parse(tour);
    expect(parsed).toMatchObject({ countries: ["Kazakhstan"], cities: [], topics: [], images: [], itinerary: [] });
  });

  it("names each bad field, required ones as 'is required'", () => {
    expect(listingErrors("tour", {})).toEqual({
      title: "is required",
      description: "is required",
      countries: "is required",
      number_of_days: "is required",
      price_1_person: "is required",
    });
    expect(listingErrors("tour", { ...tour, price_2_persons: 80_000, price_3_persons: 85_000 })).toEqual({
      price_3_persons: "must not be more than price_2_persons (the per-person price goes down as the group grows)",
    });
    expect(listingErrors("tour", { ...tour, price_3_persons: 95_000 })).toEqual({
      price_3_persons: "must not be more than price_1_person (the per-person price goes down as the group grows)",
    });
    expect(listingErrors("tour", tour)).toBeNull();
  });

  it("checks departures against the group size and their own dates", () => {
    const group = { ...tour, price_per_person: 50_000, max_group_size: 6 };
    expect(
      listingErrors("group_tour", {
        ...group,
        departures: [
          { start_date: "2030-05-01", seats_total: 7 },
          { start_date: "2030-06-10", end_date: "2030-06-01", seats_total: 2 },
        ],
      }),
    ).toEqual({
      "departures.0.seats_total": "can be at most the maximum group size (6)",
      "departures.1.end_date": "must not be before the start date",
    });
  });

  it("an empty slug means 'from the title'; a UUID-shaped or spaced one is refused", () => {
    expect(LISTING_SCHEMAS.tour.parse({ ...tour, slug: " " }).slug).toBeNull();
    expect(listingErrors("tour", { ...tour, slug: "Two Words" })?.slug).toMatch(/^use lowercase letters/);
    expect(listingErrors("tour", { ...tour, slug: "123e4567-e89b-42d3-a456-426614174000" })?.slug).toBe(
      "must not look like an id",
    );
  });

  it("a patch keeps only what it names (no defaults) and checks the status", () => {
    expect(listingPatchSchema("tour").parse({ title: "New title" })).toEqual({ title: "New title" });
    expect(listingPatchSchema("group_tour").parse({ status: "archived" })).toEqual({ status: "archived" });
    expect(listingPatchSchema("tour").safeParse({ status: "hidden" }).success).toBe(false);
  });

  it("publishing needs a photo", () => {
    expect(publishProblems("tour", { images: [] })).toEqual([
      { field: "images", message: "add at least one photo before publishing" },
    ]);
    expect(publishProblems("driver", { images: ["/media/p/a.jpg"] })).toEqual([]);
  });

  it("turns a saved group tour back into the form's input", () => {
    const saved: OwnListing = {
      kind: "group_tour",
      id: "0b3f0d8e-3c1a-4a4e-9a55-0d9c5b0d7e21",
      slug: "nomad-week",
      status: "draft",
      title: "Nomad week",
      description: tour.description,
      topics: [],
      images: [],
      views_count: 3,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
      published_at: null,
      deposit_percent: 30,
      cancellation_policy: "strict",
      path: "/group-tour/nomad-week",
      countries: ["Kyrgyzstan"],
      cities: [],
      number_of_days: 7,
      itinerary: [],
      price_per_person: 50_000,
      max_group_size: 8,
      departures: [{ id: "d1", start_date: "2030-05-01", end_date: null, seats_total: 8, seats_booked: 2 }],
    };
    const input = listingInputOf(saved);
    expect(input).not.toHaveProperty("views_count");
    expect(input).toMatchObject({
      slug: "nomad-week",
      deposit_percent: 30,
      cancellation_policy: "strict",
      departures: [{ id: "d1", start_date: "2030-05-01", end_date: null, seats_total: 8 }],
    });
    expect(listingErrors("group_tour", input)).toBeNull();
  });
});
