import { describe, expect, it } from "vitest";
import {
  incompleteRefusal,
  type ListingRefusal,
  listingManager,
  listingRefusalMessage,
  publishingHostRefusal,
  slugBaseOfTitle,
} from "../../domain/listing-rules";

describe("who may manage and publish listings", () => {
  it("lets pending and approved hosts manage listings, and refuses everyone else", () => {
    expect(listingManager({ id: "h", status: "pending" })).toEqual({ ok: true, value: { id: "h", status: "pending" } });
    expect(listingManager({ id: "h", status: "approved" }).ok).toBe(true);
    expect(listingManager({ id: "h", status: "rejected" })).toEqual({
      ok: false,
      refusal: { reason: "host_not_active" },
    });
    expect(listingManager({ id: "h", status: "suspended" })).toEqual({
      ok: false,
      refusal: { reason: "host_not_active" },
    });
    expect(listingManager(null)).toEqual({ ok: false, refusal: { reason: "not_a_host" } });
  });

  it("publishes only an approved host's listing, saying whose review is pending", () => {
    expect(publishingHostRefusal("approved", true)).toBeNull();
    expect(publishingHostRefusal("pending", true)).toEqual({ reason: "host_not_approved", byOwner: true });
    expect(publishingHostRefusal("suspended", false)).toEqual({ reason: "host_not_approved", byOwner: false });
  });

  it("publishes only a listing with a photo", () => {
    expect(incompleteRefusal("tour", { images: [] })).toEqual({
      reason: "listing_incomplete",
      field: "images",
      message: "add at least one photo before publishing",
    });
    expect(incompleteRefusal("driver", { images: ["/media/p/a.jpg"] })).toBeNull();
  });
});

describe("listing refusal messages", () => {
  it("name the field and say what to do", () => {
    const cases: [ListingRefusal, string][] = [
      [{ reason: "not_a_host" }, "Only hosts can manage listings. Become a host first."],
      [{ reason: "host_not_active" }, "Your host profile is not active, so you cannot change listings"],
      [
        { reason: "host_not_approved", byOwner: true },
        "Only verified hosts can publish listings; yours is still being reviewed",
      ],
      [
        { reason: "host_not_approved", byOwner: false },
        "This host is not verified, so the listing cannot be published",
      ],
      [
        { reason: "listing_incomplete", field: "images", message: "add at least one photo before publishing" },
        "images: add at least one photo before publishing",
      ],
      [
        { reason: "photo_not_yours", url: "/media/p/x.jpg" },
        "images: /media/p/x.jpg is not one of your uploaded photos",
      ],
      [{ reason: "slug_taken", slug: "silk-road" }, "slug: silk-road is already used by another listing"],
      [
        { reason: "unknown_departure", field: "departures.1" },
        "departures.1.id: is not a departure of this group tour",
      ],
      [{ reason: "departure_in_past", field: "departures.0" }, "departures.0.start_date: must not be in the past"],
      [
        { reason: "seats_below_booked", field: "departures.2", booked: 6 },
        "departures.2.seats_total: must be at least the 6 seats already booked",
      ],
      [
        { reason: "departure_has_bookings", startDate: "2027-04-01" },
        "departures: the departure on 2027-04-01 has bookings and cannot be removed",
      ],
      [{ reason: "listing_published" }, "Unpublish or archive this listing before deleting it"],
      [{ reason: "listing_has_bookings" }, "This listing has bookings, so it can be archived but not deleted"],
    ];
    for (const [refusal, message] of cases) expect(listingRefusalMessage(refusal)).toBe(message);
  });
});

describe("the slug a title gives", () => {
  it("is the title in lower case with hyphens, without accents or punctuation", () => {
    expect(slugBaseOfTitle("  Silk Road in 5 Days!  ")).toBe("silk-road-in-5-days");
    expect(slugBaseOfTitle("Lac Léman à vélo")).toBe("lac-leman-a-velo");
  });

  it("keeps only letters a URL holds plainly, and none when too little is left", () => {
    expect(slugBaseOfTitle("Алматы tour")).toBe("tour");
    expect(slugBaseOfTitle("!!")).toBeNull();
    expect(slugBaseOfTitle("0b9c3c4e-8d1e-4c7e-9a55-6a1a1b2c3d4e")).toBeNull();
  });

  it("leaves room for a -NN suffix, cut at a word", () => {
    const slug = slugBaseOfTitle(
      "Seven days of horse games yurts and the shores of Issyk-Kul with a family of herders",
    );
    expect(slug).toBe("seven-days-of-horse-games-yurts-and-the-shores-of-issyk-kul-with-a-family");
    expect(slug?.length).toBeLessThanOrEqual(76);
  });
});
