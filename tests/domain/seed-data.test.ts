/**
 * The demo marketplace as a first-time visitor meets it (the default seed and size, what `npm start` seeds): no
 * copies of one listing, no review a host shows twice, bios true to the host's country, and the places the search
 * suggests findable.
 */

import { describe, expect, it } from "vitest";
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
