import { describe, expect, it } from "vitest";
import {
  cut,
  type HostPreview,
  hostMeta,
  hostsMeta,
  type ListingPreview,
  listingMeta,
  listingPriceText,
  listingsMeta,
  META_BIO_LENGTH,
  ratingText,
} from "../../domain/meta";

const O = "https://untrodden.travel";

const host: HostPreview = {
  slug: "aida",
  name: "Aida Bekova",
  hostType: "guide",
  bio: "x".repeat(150),
  city: "Almaty",
  country: "Kazakhstan",
  photo: "/media/p.webp",
  rating: 0,
  reviews: 0,
  superhost: false,
  shareImage: null,
};

const tour: ListingPreview = {
  kind: "tour",
  id: "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
  slug: "charyn",
  title: "Charyn Canyon",
  description: "A day in the canyon.",
  photo: "/media/c.webp",
  countries: ["Kazakhstan"],
  cities: ["Almaty"],
  price: 12_000,
  days: 1,
  host: { name: "Aida Bekova", slug: "aida", hostType: "guide" },
  shareImage: "/og/tour/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png?v=abc",
};

describe("cut", () => {
  it("keeps at most the limit in characters, never splitting an emoji, and marks the cut", () => {
    expect(cut("short", 100)).toBe("short");
    const emoji = "🏔️".repeat(60);
    const out = cut(emoji, META_BIO_LENGTH);
    expect(out.endsWith("…")).toBe(true);
    expect(Array.from(out.slice(0, -1)).length).toBeLessThanOrEqual(100);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("counts characters, not UTF-16 units, in a text of any length, and collapses its spaces first", () => {
    expect(cut("😀".repeat(5000), 10)).toBe(`${"😀".repeat(10)}…`);
    expect(cut("😀".repeat(10), 10)).toBe("😀".repeat(10));
    expect(cut(`a${" ".repeat(5000)}b`, 3)).toBe("a b");
    expect(cut(`${"é".repeat(4)}${"x".repeat(5000)}`, 5)).toBe("ééééx…");
  });
});

describe("prices in metadata", () => {
  it("are EUR: tours from the lowest price per person, group tours per person, cars and drivers per day", () => {
    expect(listingPriceText("tour", 12_000)).toBe("From €120 per person");
    expect(listingPriceText("group_tour", 145_000)).toBe("€1,450 per person");
    expect(listingPriceText("rental_car", 6_000)).toBe("€60 per day");
    expect(listingPriceText("driver", 9_000)).toBe("€90 per day");
  });

  it("a listing without a price has no offer and no price tag", () => {
    const m = listingMeta(O, { ...tour, price: null });
    expect(m.price).toBeNull();
    expect(JSON.stringify(m.jsonLd)).not.toContain("Offer");
    expect(m.labels.map((l) => l.label)).toEqual(["Where"]);
  });
});

describe("host metadata", () => {
  it("cuts the bio at 100 characters and shows a rating only above 0", () => {
    const m = hostMeta(O, host);
    expect(m.description).toContain(`${"x".repeat(100)}…`);
    expect(m.description).not.toContain("x".repeat(101));
    expect(m.description).not.toContain("★");
    expect(JSON.stringify(m.jsonLd)).not.toContain("AggregateRating");
    expect(ratingText(0, 3)).toBeNull();

    const rated = hostMeta(O, { ...host, rating: 4.86, reviews: 23 });
    expect(rated.description).toContain("★ 4.9 (23 reviews)");
    expect(rated.jsonLd[0]).toMatchObject({ aggregateRating: { ratingValue: "4.9", reviewCount: 23 } });
  });

  it("tour operators are travel agencies; guides and drivers local businesses", () => {
    expect(hostMeta(O, host).jsonLd[0]?.["@type"]).toBe("LocalBusiness");
    expect(hostMeta(O, { ...host, hostType: "tour_operator" }).jsonLd[0]?.["@type"]).toBe("TravelAgency");
  });

  it("gives the page's header card only when the profile's facts were read, as the page words them", () => {
    expect(hostMeta(O, host).hostHead).toBeUndefined();
    const profile = {
      firstName: null,
      languages: ["English"],
      yearsExperience: 1,
      responseMinutes: 300,
      responseSampleSize: 3,
      createdAt: "2025-12-31T23:30:00.000Z",
    };
    expect(hostMeta(O, { ...host, rating: 4.86, reviews: 1, profile }).hostHead).toEqual({
      name: "Aida Bekova",
      firstName: "Aida Bekova",
      photo: "/media/p.webp",
      typeLabel: "Local guide",
      place: "Almaty, Kazakhstan",
      superhost: false,
      rating: { value: "4.9", reviews: "(1 review)" },
      response: "Usually responds within 8 hours",
      languages: ["English"],
      experience: "1 year",
      since: "Member since December 2025",
      bio: host.bio,
    });
    const head = hostMeta(O, {
      ...host,
      city: null,
      profile: { ...profile, firstName: "Aida", yearsExperience: 0, responseSampleSize: 2, createdAt: "soon" },
    }).hostHead;
    expect(head).toMatchObject({ firstName: "Aida", place: "Kazakhstan", rating: null, response: null });
    expect(head).toMatchObject({ experience: null, since: null });
  });
});

describe("/listings metadata", () => {
  it("names the known type and the place, and keeps only the query that changes the page", () => {
    const m = listingsMeta(O, { type: "cars", country: "Georgia", city: "Tbilisi" });
    expect(m.title).toBe("Rental cars in Tbilisi, Georgia · Untrodden");
    expect(m.url).toBe(`${O}/listings?type=cars&country=Georgia&city=Tbilisi`);
  });

  it("ignores an unknown type and does not repeat a pasted wall of text", () => {
    const m = listingsMeta(O, { type: "<script>", search: "spam ".repeat(40) });
    expect(m.title).toBe("Listings · Untrodden");
    expect(m.url).toBe(`${O}/listings`);
    expect(m.noindex).toBe(true);
  });

  it("repeats a search of up to 80 characters, counted as characters, not UTF-16 units", () => {
    expect(listingsMeta(O, { search: "🏔".repeat(80) }).title).toContain("🏔".repeat(80));
    expect(listingsMeta(O, { search: "🏔".repeat(81) }).title).toBe("Listings · Untrodden");
  });

  it("keeps a free-text search out of search engines: noindex, canonical of the page without the text", () => {
    const m = listingsMeta(O, { type: "tours", country: "Kyrgyzstan", search: "cheap pills online" });
    expect(m.title).toBe("Private tours in Kyrgyzstan matching “cheap pills online” · Untrodden");
    expect(m.noindex).toBe(true);
    expect(m.url).toBe(`${O}/listings?type=tours&country=Kyrgyzstan`);
  });

  it("indexes known places only: an unknown country or city is free text too", () => {
    expect(listingsMeta(O, { country: "Georgia", city: "Tbilisi" }).noindex).toBe(false);
    const m = listingsMeta(O, { country: "Best Casino Bonus", city: "Tbilisi" });
    expect(m.noindex).toBe(true);
    expect(m.url).toBe(`${O}/listings?city=Tbilisi`);
  });
});

describe("/hosts metadata", () => {
  it("indexes a known country, and keeps a typed location out of search engines", () => {
    expect(hostsMeta(O, { country: "Kazakhstan" })).toMatchObject({
      noindex: false,
      url: `${O}/hosts?country=Kazakhstan`,
    });
    expect(hostsMeta(O, { location: "Almaty" })).toMatchObject({ noindex: false, url: `${O}/hosts?location=Almaty` });
    expect(hostsMeta(O, { location: "buy followers", country: "Kazakhstan" })).toMatchObject({
      noindex: true,
      url: `${O}/hosts?country=Kazakhstan`,
    });
  });
});
