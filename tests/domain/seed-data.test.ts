/**
 * The demo marketplace as a first-time visitor meets it (the default seed and size, what `npm start` seeds): no
 * copies of one listing, no review a host shows twice, bios true to the host's country, and the places the search
 * suggests findable.
 */

import { describe, expect, it } from "vitest";
import { addDays, type PriceSource, quote, tripDays } from "../../domain/bookings/pricing";
import { isSuperhost } from "../../domain/bookings/superhost";
import { CITIES, COUNTRIES, REGIONS } from "../../domain/geo";
import { DEMO_ACCOUNTS, generateSeed } from "../../scripts/seed/generate";

const NOW = new Date("2026-11-22T10:00:00Z");
const data = generateSeed({ now: NOW });

const countryOfUser = new Map(data.profiles.map((p) => [p.user_id, p.country ?? ""]));
const hostCountry = new Map(data.hosts.map((h) => [h.id, countryOfUser.get(h.user_id) ?? ""]));

interface Listing {
  kind: string;
  host: string;
  title: string;
  text: string;
  cities: string[];
  countries: string[];
}
const listings: Listing[] = [
  ...data.tours.map((l) => ({ kind: "tour", ...l, cities: l.cities ?? [], countries: l.countries ?? [] })),
  ...data.group_tours.map((l) => ({ kind: "group tour", ...l, cities: l.cities ?? [], countries: l.countries ?? [] })),
  ...data.rental_cars.map((l) => ({ kind: "rental car", ...l, cities: [l.city ?? ""], countries: [l.country ?? ""] })),
  ...data.drivers.map((l) => ({ kind: "driver", ...l, cities: [l.city ?? ""], countries: [l.country ?? ""] })),
]
  .filter((l) => l.status === "published")
  .map((l) => ({
    kind: l.kind,
    host: l.host_id,
    title: l.title,
    text: `${l.title} ${l.description ?? ""}`,
    cities: l.cities,
    countries: l.countries,
  }));

/** The keys that occur more than once. */
function repeated(keys: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(keys.filter((k) => seen.has(k) || !seen.add(k)))];
}

describe("the demo marketplace", () => {
  it("keeps its size and shape: 96 hosts over 23 countries, 320 listings of four kinds, the demo accounts, applicants", () => {
    expect(data.hosts).toHaveLength(96);
    expect(new Set(hostCountry.values()).size).toBe(23);
    expect(data.tours.length + data.group_tours.length + data.rental_cars.length + data.drivers.length).toBe(320);
    for (const table of [data.tours, data.group_tours, data.rental_cars, data.drivers])
      expect(table.length).toBeGreaterThan(20);
    expect(data.users.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO_ACCOUNTS)));
    expect(data.hosts.filter((h) => h.status === "pending")).toHaveLength(9);
    expect(data.hosts.filter((h) => h.status === "rejected")).toHaveLength(2);
    expect(data.bookings.length).toBeGreaterThan(50);
    expect(data.reviews.length).toBeGreaterThan(300);
  });

  it("is the same for the same seed, and another seed gives another marketplace", () => {
    expect(generateSeed({ now: NOW })).toEqual(data);
    expect(generateSeed({ now: NOW, seed: 7 }).tours.map((t) => t.title)).not.toEqual(data.tours.map((t) => t.title));
  });

  it("gives no host two published listings with one title", () => {
    expect(repeated(listings.map((l) => `${l.host} ${l.title}`))).toEqual([]);
  });

  it("has no copies of a listing in a city, nor anywhere else", () => {
    expect(repeated(listings.flatMap((l) => l.cities.map((city) => `${city}: ${l.title}`)))).toEqual([]);
    expect(repeated(listings.map((l) => l.title))).toEqual([]);
  });

  it("shows no host the same review text twice", () => {
    const byHost = new Map<string, string[]>();
    for (const r of data.reviews) byHost.set(r.host_id, [...(byHost.get(r.host_id) ?? []), r.body ?? ""]);
    const twice = [...byHost].flatMap(([host, bodies]) => repeated(bodies).map((body) => `${host}: ${body}`));
    expect(twice).toEqual([]);
    // The demo host's profile is full of them.
    const demo = data.hosts.find((h) => h.profile_slug === "aigerim");
    expect(byHost.get(demo?.id ?? "")?.length).toBeGreaterThanOrEqual(14);
  });

  it("has published listings naming the places the search suggests, in their countries", () => {
    const places: [string, string[]][] = [
      ["Pamir", ["Tajikistan"]],
      ["Wakhan", ["Tajikistan"]],
      ["Tbilisi", ["Georgia"]],
      ["Kök-Töbe", ["Kazakhstan"]],
      ["Caucasus", ["Azerbaijan", "Georgia", "Armenia"]],
    ];
    for (const [place, countries] of places) {
      const naming = listings.filter((l) => l.text.includes(place) && l.countries.some((c) => countries.includes(c)));
      expect(naming.length, place).toBeGreaterThan(0);
    }
    // Every region the place suggestions offer (domain/geo.ts) is named by a published listing in its country.
    for (const region of REGIONS) {
      const named = (text: string) => text.toLowerCase().includes(region.label.toLowerCase());
      const naming = listings.filter((l) => named(l.text) && l.countries.includes(region.country));
      expect(naming.length, region.label).toBeGreaterThan(0);
    }
    const almaty = listings.filter((l) => l.kind === "tour" && l.text.includes("Almaty"));
    expect(almaty.length).toBeGreaterThanOrEqual(6);
  });
});

describe("host bios", () => {
  const SOVIET = [
    "Kazakhstan",
    "Kyrgyzstan",
    "Tajikistan",
    "Turkmenistan",
    "Uzbekistan",
    "Azerbaijan",
    "Georgia",
    "Armenia",
  ];
  const CENTRAL_ASIA = ["Kazakhstan", "Kyrgyzstan", "Tajikistan", "Turkmenistan", "Uzbekistan"];
  /** Words only some countries' bios may use: what the places have and the others do not. */
  const ONLY_IN: [RegExp, string[]][] = [
    [/desert/i, [...CENTRAL_ASIA, "Mongolia", "Iran", "Oman", "Morocco", "India", "Bolivia"]],
    [/Soviet/, SOVIET],
    [/Silk Road/, [...SOVIET, "Iran", "Pakistan"]],
    [/Buddhis/, ["Mongolia", "Nepal", "Bhutan", "India", "Sri Lanka", "Laos"]],
    [/nomad/i, [...CENTRAL_ASIA, "Mongolia"]],
    [/wine/i, ["Georgia", "Armenia", "Azerbaijan", "Albania", "Bolivia"]],
    [/safari|game drive/i, ["Uganda", "Sri Lanka", "India", "Nepal"]],
    [
      /snow/i,
      [
        ...CENTRAL_ASIA.filter((c) => c !== "Turkmenistan"),
        "Mongolia",
        "Georgia",
        "Armenia",
        "Azerbaijan",
        "Iran",
        "Pakistan",
        "Nepal",
        "Bhutan",
        "India",
        "Albania",
        "Morocco",
        "Bolivia",
      ],
    ],
    [
      /high-altitude|trekking expedition/i,
      [
        "Kazakhstan",
        "Kyrgyzstan",
        "Tajikistan",
        "Mongolia",
        "Pakistan",
        "Nepal",
        "Bhutan",
        "India",
        "Georgia",
        "Azerbaijan",
        "Armenia",
        "Iran",
        "Morocco",
        "Ethiopia",
        "Uganda",
        "Bolivia",
      ],
    ],
    [
      /multi-country|border crossing/i,
      COUNTRIES.map((c) => c.label).filter((c) => c !== "Sri Lanka" && c !== "Madagascar"),
    ],
  ];

  const bios = data.hosts.map((h) => ({ country: hostCountry.get(h.id) ?? "", bio: h.bio ?? "" }));

  it("name nothing that the host's country does not have", () => {
    const misfits = bios.flatMap(({ country, bio }) =>
      ONLY_IN.filter(([word, countries]) => word.test(bio) && !countries.includes(country)).map(
        ([word]) => `${country} ${word}: ${bio}`,
      ),
    );
    expect(misfits).toEqual([]);
  });

  it("name no other country, and no city of another country", () => {
    const ownCities = (country: string) => new Set(CITIES.filter((c) => c.country === country).map((c) => c.label));
    const misfits = bios.flatMap(({ country, bio }) => {
      const own = ownCities(country);
      const others = [
        ...COUNTRIES.map((c) => c.label).filter((c) => c !== country),
        ...CITIES.filter((c) => c.country !== country && !own.has(c.label)).map((c) => c.label),
      ];
      return others
        .filter((place) => new RegExp(`\\b${place}\\b`).test(bio))
        .map((place) => `${country} ${place}: ${bio}`);
    });
    expect(misfits).toEqual([]);
  });

  it("of Albanian hosts, the applicants among them, talk about Albania", () => {
    const albanians = bios.filter((b) => b.country === "Albania");
    expect(albanians.length).toBeGreaterThan(0);
    for (const { bio } of albanians) expect(bio).not.toMatch(/desert|camel|steppe|yurt/i);
  });
});

describe("conversations", () => {
  const hostCountryOfUser = new Map(data.hosts.map((h) => [h.user_id, hostCountry.get(h.id) ?? ""]));
  const islands = ["Sri Lanka", "Madagascar"];
  const tropical = [...islands, "Uganda", "Laos", "Oman"];
  /** What a host's chat may only say where it is true. */
  const ONLY_WHERE: [RegExp, (country: string) => boolean][] = [
    [/cross the border/, (c) => !islands.includes(c)],
    [/close to zero/, (c) => !tropical.includes(c)],
    [/3,900 m/, (c) => !tropical.includes(c) && !["Turkmenistan", "Uzbekistan", "Albania"].includes(c)],
  ];

  it("say nothing untrue of the host's country", () => {
    const misfits = data.conversations.flatMap((c) => {
      const country = hostCountryOfUser.get(c.host_id) ?? "";
      const text = data.messages
        .filter((m) => m.conversation_id === c.id)
        .map((m) => m.body)
        .join(" ");
      return ONLY_WHERE.filter(([words, fits]) => words.test(text) && !fits(country)).map(([w]) => `${country} ${w}`);
    });
    expect(misfits).toEqual([]);
    expect(data.conversations.length).toBeGreaterThan(30);
  });
});

describe("bookings", () => {
  const NOW_MS = NOW.getTime();
  type Row = { id?: string; title: string; deposit_percent?: number; cancellation_policy?: string };
  const listingsById = new Map<string, Row & { kind: string; source: (departure?: Departure) => PriceSource }>();
  type Departure = (typeof data.group_tour_departures)[number];
  for (const l of data.tours)
    listingsById.set(l.id ?? "", {
      ...l,
      kind: "tour",
      source: () => ({
        kind: "tour",
        number_of_days: l.number_of_days ?? 1,
        prices: [
          l.price_1_person ?? 0,
          l.price_2_persons ?? null,
          l.price_3_persons ?? null,
          l.price_4_persons ?? null,
        ],
      }),
    });
  for (const l of data.group_tours)
    listingsById.set(l.id ?? "", {
      ...l,
      kind: "group_tour",
      source: (d) => ({
        kind: "group_tour",
        number_of_days: l.number_of_days ?? 1,
        price_per_person: l.price_per_person,
        departure: d ? { start_date: d.start_date, end_date: d.end_date ?? null, seats_left: d.seats_total } : null,
      }),
    });
  for (const l of [...data.rental_cars, ...data.drivers])
    listingsById.set(l.id ?? "", {
      ...l,
      kind: "car_or_driver",
      source: () => ({ kind: "driver", price_per_day: l.price_per_day, seats: l.seats ?? null }),
    });
  const departures = new Map(data.group_tour_departures.map((d) => [d.id ?? "", d]));
  const HOLDING = ["requested", "awaiting_deposit", "deposit_paid", "confirmed", "completed"];

  it("are priced from their listing as the server prices a request on the day it was made", () => {
    const wrong = data.bookings.flatMap((b) => {
      const l = listingsById.get(b.listing_id);
      if (!l) return [`${b.id}: no listing`];
      const d = b.departure_id ? departures.get(b.departure_id) : undefined;
      const q = quote(
        l.source(d),
        { start_date: b.start_date, end_date: b.end_date, party_size: b.party_size },
        b.deposit_percent ?? 0,
        (b.created_at ?? "").slice(0, 10),
      );
      if (!q.ok) return [`${b.id}: ${q.refusal}`];
      const got = [b.total_cents, b.deposit_cents, b.deposit_percent, b.end_date, b.balance_due_date, b.listing_title];
      const want = [
        q.value.total_cents,
        q.value.deposit_cents,
        l.deposit_percent,
        q.value.end_date,
        q.value.balance_due_date,
        l.title,
      ];
      return JSON.stringify(got) === JSON.stringify(want)
        ? []
        : [`${b.id}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
    });
    expect(wrong).toEqual([]);
    expect(
      data.bookings.every((b) => b.cancellation_policy === listingsById.get(b.listing_id)?.cancellation_policy),
    ).toBe(true);
  });

  it("hold the days of tours, cars and drivers in listing_days, never one day twice", () => {
    const expected = data.bookings
      .filter((b) => !b.departure_id && HOLDING.includes(b.status ?? ""))
      .flatMap((b) => tripDays(b.start_date, b.end_date ?? b.start_date).map((d) => `${b.listing_id} ${d} ${b.id}`));
    const held = data.listing_days.map((r) => `${r.listing_id} ${r.day} ${r.booking_id}`);
    expect(held.sort()).toEqual(expected.sort());
    expect(repeated(data.listing_days.map((r) => `${r.listing_id} ${r.day}`))).toEqual([]);
  });

  it("of group tours are on a departure of their tour, counted in its seats, which are never oversold", () => {
    const groupBookings = data.bookings.filter((b) => b.listing_type === "group_tours");
    expect(groupBookings.length).toBeGreaterThan(0);
    const seats = new Map<string, number>();
    for (const b of groupBookings) {
      const d = departures.get(b.departure_id ?? "");
      expect(d?.group_tour_id).toBe(b.listing_id);
      expect(b.start_date).toBe(d?.start_date);
      if (HOLDING.includes(b.status ?? ""))
        seats.set(b.departure_id ?? "", (seats.get(b.departure_id ?? "") ?? 0) + b.party_size);
    }
    for (const d of data.group_tour_departures) {
      expect(d.seats_booked ?? 0).toBeLessThanOrEqual(d.seats_total);
      expect(d.seats_booked ?? 0).toBeGreaterThanOrEqual(seats.get(d.id ?? "") ?? 0);
    }
  });

  it("add up their payments and refunds, and keep what each state says happened", () => {
    for (const b of data.bookings) {
      const pays = data.payments.filter((p) => p.booking_id === b.id);
      const paid = pays
        .filter((p) => p.kind !== "refund" && p.status === "paid")
        .reduce((n, p) => n + p.amount_cents, 0);
      const refunded = pays
        .filter((p) => p.kind === "refund" && p.status === "succeeded")
        .reduce((n, p) => n + p.amount_cents, 0);
      const what = `${b.status} ${b.id}`;
      expect(b.paid_cents ?? 0, what).toBe(paid);
      expect(b.refunded_cents ?? 0, what).toBe(refunded);
      expect(refunded, what).toBeLessThanOrEqual(paid);
      expect(Date.parse(b.created_at ?? "") <= Date.parse(b.updated_at ?? ""), what).toBe(true);
      expect(Date.parse(b.updated_at ?? ""), what).toBeLessThanOrEqual(NOW_MS);
      for (const p of pays) expect(Date.parse(p.updated_at ?? ""), what).toBeLessThanOrEqual(NOW_MS);
      switch (b.status) {
        case "requested":
          expect(Date.parse(b.respond_by ?? ""), what).toBeGreaterThan(NOW_MS);
          expect(paid, what).toBe(0);
          break;
        case "awaiting_deposit":
          expect(Date.parse(b.deposit_due_at ?? ""), what).toBeGreaterThan(NOW_MS);
          expect(paid, what).toBe(0);
          break;
        case "deposit_paid":
          expect(paid, what).toBe(b.deposit_cents);
          break;
        case "confirmed":
          expect(paid, what).toBe(b.total_cents);
          break;
        case "completed":
          expect(b.completed_at, what).toBe(`${addDays(b.end_date ?? "", 1)}T00:00:00.000Z`);
          expect(Date.parse(b.completed_at ?? ""), what).toBeLessThanOrEqual(NOW_MS);
          expect([b.deposit_cents, b.total_cents], what).toContain(paid);
          break;
        case "refunded":
          expect(refunded, what).toBeGreaterThan(0);
          expect(b.cancelled_side, what).toMatch(/^(traveler|host)$/);
          break;
        case "cancelled":
          expect(b.cancelled_side, what).toBe("traveler");
          expect(b.cancelled_at, what).toBeTruthy();
          break;
        case "declined":
          expect(b.decline_reason, what).toBeTruthy();
          break;
        case "expired":
          expect(paid, what).toBe(0);
          break;
      }
    }
  });

  it("come from listings whose hosts set different deposits and cancellation policies", () => {
    const all = [...data.tours, ...data.group_tours, ...data.rental_cars, ...data.drivers];
    expect(new Set(all.map((l) => l.deposit_percent)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((l) => l.cancellation_policy))).toEqual(new Set(["flexible", "moderate", "strict"]));
    expect(new Set(data.bookings.map((b) => b.cancellation_policy)).size).toBe(3);
  });

  it("leave superhosts as the nightly rule names them: the demo host is one, a host who cancelled is not", () => {
    const verified = new Map<string, number>();
    for (const r of data.reviews)
      if (r.status === "verified") verified.set(r.host_id, (verified.get(r.host_id) ?? 0) + 1);
    const cancelled = new Set(data.bookings.filter((b) => b.cancelled_side === "host").map((b) => b.host_id));
    for (const h of data.hosts) {
      const rule =
        h.status === "approved" &&
        isSuperhost({
          rating: h.rating ?? 0,
          verified_reviews: verified.get(h.id) ?? 0,
          response_time_minutes: h.response_time_minutes ?? null,
          response_time_sample_size: h.response_time_sample_size ?? 0,
          host_cancellations_last_year: cancelled.has(h.user_id) ? 1 : 0,
        });
      expect(h.is_superhost, h.profile_slug ?? "").toBe(rule);
    }
    expect(data.hosts.find((h) => h.profile_slug === "aigerim")?.is_superhost).toBe(true);
    expect(data.hosts.filter((h) => h.is_superhost).length).toBeGreaterThan(10);
  });

  it("give the demo traveler a trip with the demo host in every state, one completed and not reviewed yet", () => {
    const id = (email: string) => data.users.find((u) => u.email === email)?.id;
    const traveler = id(DEMO_ACCOUNTS.traveler);
    const host = id(DEMO_ACCOUNTS.host);
    const theirs = data.bookings.filter((b) => b.traveler_id === traveler && b.host_id === host);
    expect(new Set(theirs.map((b) => b.status))).toEqual(
      new Set([
        "requested",
        "awaiting_deposit",
        "deposit_paid",
        "confirmed",
        "completed",
        "declined",
        "cancelled",
        "expired",
        "refunded",
      ]),
    );
    const reviewed = new Set(data.reviews.map((r) => r.booking_id));
    expect(theirs.filter((b) => b.status === "completed" && !reviewed.has(b.id))).toHaveLength(1);
    const waiting = data.bookings.filter((b) => b.host_id === host && b.status === "requested");
    expect(waiting.filter((b) => b.traveler_id !== traveler).length).toBeGreaterThanOrEqual(2);
    expect(
      new Set(data.bookings.filter((b) => b.traveler_id === traveler).map((b) => b.listing_type)).size,
    ).toBeGreaterThanOrEqual(3);
  });
});
