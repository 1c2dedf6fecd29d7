import { describe, expect, it } from "vitest";
import { type CompletenessInput, profileCompleteness, verificationLink } from "../../domain/dashboard";
import { PROFILE_LIMITS } from "../../domain/profile-form";

const BIO = "I guide walks through the old town and the mountain villages around it, every season.";

const fullHost: CompletenessInput = {
  user_type: "host",
  first_name: "Aigerim",
  last_name: "Bekova",
  city: "Almaty",
  country: "Kazakhstan",
  profile_photo_url: "/media/p/abc.jpg",
  profile_slug: "aigerim",
  bio: BIO,
  languages: ["English", "Russian"],
};

const fullTraveler: CompletenessInput = {
  user_type: "traveler",
  first_name: "Sam",
  last_name: "Lee",
  city: "Leeds",
  country: "United Kingdom",
  profile_photo_url: "/media/p/sam.jpg",
  profile_slug: "sam-lee",
  has_trip_request: true,
};

const missing = (input: CompletenessInput) =>
  profileCompleteness(input)
    .items.filter((i) => !i.done)
    .map((i) => i.key);

describe("profileCompleteness", () => {
  it("a complete host is 100% with six items, each fixed on /edit-profile", () => {
    const c = profileCompleteness(fullHost);
    expect(c.percent).toBe(100);
    expect(c.items.map((i) => i.key)).toEqual(["name", "photo", "place", "profile_link", "bio", "languages"]);
    expect(new Set(c.items.map((i) => i.href))).toEqual(new Set(["/edit-profile"]));
  });

  it("a complete traveler is 100% with the trip request instead of bio and languages, fixed on /edit-traveler-profile", () => {
    const c = profileCompleteness(fullTraveler);
    expect(c.percent).toBe(100);
    expect(c.items.map((i) => i.key)).toEqual(["name", "photo", "place", "profile_link", "trip_request"]);
    expect(new Set(c.items.map((i) => i.href))).toEqual(new Set(["/edit-traveler-profile"]));
  });

  it("names each missing item with a label", () => {
    const c = profileCompleteness({ ...fullHost, profile_photo_url: null, languages: [] });
    expect(c.items.filter((i) => !i.done).map((i) => i.label)).toEqual([
      "Add a profile photo",
      "Add the languages you speak",
    ]);
    expect(c.percent).toBe(67);
  });

  it("needs both names and both places; blank text counts as missing", () => {
    expect(missing({ ...fullHost, last_name: "  " })).toEqual(["name"]);
    expect(missing({ ...fullHost, city: null })).toEqual(["place"]);
    expect(missing({ ...fullHost, country: "" })).toEqual(["place"]);
  });

  it("a host's bio counts from the profile form's minimum length (trimmed)", () => {
    const short = `${"x".repeat(PROFILE_LIMITS.bioMin - 1)}   `;
    expect(missing({ ...fullHost, bio: short })).toEqual(["bio"]);
    expect(missing({ ...fullHost, bio: "x".repeat(PROFILE_LIMITS.bioMin) })).toEqual([]);
    expect(missing({ ...fullHost, bio: null })).toEqual(["bio"]);
  });

  it("a traveler without a trip request is missing it", () => {
    expect(missing({ ...fullTraveler, has_trip_request: false })).toEqual(["trip_request"]);
    expect(profileCompleteness({ ...fullTraveler, has_trip_request: false }).percent).toBe(80);
  });

  it("an empty profile is 0%; an unknown type is treated as a traveler", () => {
    const c = profileCompleteness({
      user_type: null,
      first_name: null,
      last_name: null,
      city: null,
      country: null,
      profile_photo_url: null,
      profile_slug: null,
    });
    expect(c.percent).toBe(0);
    expect(c.items.every((i) => i.href === "/edit-traveler-profile")).toBe(true);
  });
});

describe("verificationLink", () => {
  it("sends pending hosts to their application, rejected ones to apply again, approved ones nowhere", () => {
    expect(verificationLink("pending")).toEqual({ href: "/profile-under-review", label: "See your application" });
    expect(verificationLink("rejected")?.href).toBe("/become-host");
    expect(verificationLink("approved")).toBeNull();
    expect(verificationLink("suspended")?.href).toBe("/profile-under-review");
  });
});
