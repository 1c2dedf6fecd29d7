/**
 * The demo marketplace as rows, generated deterministically from a seed: hosts, listings of the four
 * kinds, travelers with trip requests, conversations, bookings, reviews, articles. Pure (no I/O), so the
 * same generator feeds `npm start`, the worker tests (inside workerd) and the large benchmark catalogues.
 */
import { countrySlug, FEATURED_COUNTRIES } from "../../domain/featured";
import { CITIES, type CityOption } from "../../domain/geo";
import { titleSlug } from "../../domain/listing-slug";
import type * as schema from "../../worker/db/schema";
import { BLOG_ARTICLES } from "./content/blog";
import { CONVERSATIONS } from "./content/conversations";
import { COUNTRY_CONTENT } from "./content/countries";
import { BIO_TEMPLATES, SPECIALTIES } from "./content/hosts";
import { REVIEW_TEXTS } from "./content/reviews";
import { TRAVELER_PEOPLE, TRIP_REQUESTS } from "./content/travelers";
import type { CountryContent, HostType, Scene } from "./content/types";
import { Random } from "./random";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export const DEMO_PASSWORD = "demo-pass-2026";
export const DEMO_ACCOUNTS = {
  admin: "admin@example.com",
  host: "host@example.com",
  traveler: "traveler@example.com",
} as const;

export interface SeedOptions {
  seed?: number;
  hosts?: number;
  listings?: number;
  travelers?: number;
  conversations?: number;
  bookings?: number;
  /** the moment the demo is anchored to: last-seen times and departures are relative to it */
  now?: Date;
}

export interface PhotoJob {
  key: string;
  kind: "landscape" | "portrait" | "document";
  seed: number;
  scene?: Scene;
  /** For a demo ID document (a private object under private/, only admins open it): what the card shows. */
  document?: DemoDocument;
}

/** A made-up ID or licence card for an applicant of the demo data, clearly marked as a sample. */
export interface DemoDocument {
  title: string;
  name: string;
  country: string;
  number: string;
  issued: string;
}

const DOCUMENT_TITLE: Record<HostType, string> = {
  guide: "Guide licence",
  driver: "Driving licence",
  tour_operator: "Identity card",
};

export interface SeedData {
  users: Row<typeof schema.users>[];
  profiles: Row<typeof schema.profiles>[];
  identities: Row<typeof schema.identities>[];
  hosts: Row<typeof schema.hosts>[];
  user_activity: Row<typeof schema.user_activity>[];
  trip_requests: Row<typeof schema.trip_requests>[];
  tours: Row<typeof schema.tours>[];
  group_tours: Row<typeof schema.group_tours>[];
  group_tour_departures: Row<typeof schema.group_tour_departures>[];
  rental_cars: Row<typeof schema.rental_cars>[];
  drivers: Row<typeof schema.drivers>[];
  conversations: Row<typeof schema.conversations>[];
  messages: Row<typeof schema.messages>[];
  bookings: Row<typeof schema.bookings>[];
  payments: Row<typeof schema.payments>[];
  reviews: Row<typeof schema.reviews>[];
  blog_articles: Row<typeof schema.blog_articles>[];
  destination_images: Row<typeof schema.destination_images>[];
  photos: PhotoJob[];
  /** users whose password is the demo password (hashed by the caller, which has WebCrypto) */
  passwordUserIds: string[];
}

/** Table names in foreign-key order: insert in this order, delete in reverse. */
export const SEED_TABLES = [
  "users",
  "identities",
  "profiles",
  "hosts",
  "user_activity",
  "trip_requests",
  "tours",
  "group_tours",
  "group_tour_departures",
  "rental_cars",
  "drivers",
  "conversations",
  "messages",
  "bookings",
  "payments",
  "reviews",
  "blog_articles",
  "destination_images",
] as const satisfies readonly (keyof SeedData)[];
export type SeedTable = (typeof SEED_TABLES)[number];

const MINUTE = 60_000;
const DAY = 86_400_000;
const PLACE_PHOTOS_PER_COUNTRY = 5;
const PORTRAIT_POOL = 220;

const iso = (t: number) => new Date(t).toISOString();
const day = (t: number) => iso(t).slice(0, 10);
const cents = (eur: number) => Math.round(eur) * 100;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

function listText(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function generateSeed(options: SeedOptions = {}): SeedData {
  const rng = new Random(options.seed ?? 2026);
  const now = (options.now ?? new Date()).getTime();
  const hostCount = Math.max(options.hosts ?? 96, Math.ceil((options.listings ?? 0) / 6));
  const listingCount = options.listings ?? 320;
  const travelerCount = options.travelers ?? 64;

  const data: SeedData = {
    users: [],
    identities: [],
    profiles: [],
    hosts: [],
    user_activity: [],
    trip_requests: [],
    tours: [],
    group_tours: [],
    group_tour_departures: [],
    rental_cars: [],
    drivers: [],
    conversations: [],
    messages: [],
    bookings: [],
    payments: [],
    reviews: [],
    blog_articles: [],
    destination_images: [],
    photos: [],
    passwordUserIds: [],
  };

  // ── photos: a pool of landscapes per country and a pool of portraits ──
  const placePhotos = new Map<string, { url: string; scene: Scene }[]>();
  let photoSeed = 1000;
  for (const c of COUNTRY_CONTENT) {
    const list: { url: string; scene: Scene }[] = [];
    for (let i = 0; i < PLACE_PHOTOS_PER_COUNTRY; i++) {
      const scene = c.scenes[i % c.scenes.length] ?? "mountains";
      const key = `demo/places/${countrySlug(c.country)}-${i + 1}.webp`;
      data.photos.push({ key, kind: "landscape", seed: photoSeed++, scene });
      list.push({ url: `/media/${key}`, scene });
    }
    placePhotos.set(c.country, list);
  }
  const portraitUrls: string[] = [];
  const portrait = () => {
    const n = portraitUrls.length;
    if (n >= PORTRAIT_POOL) return rng.pick(portraitUrls);
    const key = `demo/people/${String(n + 1).padStart(3, "0")}.webp`;
    data.photos.push({ key, kind: "portrait", seed: 5000 + n });
    portraitUrls.push(`/media/${key}`);
    return `/media/${key}`;
  };

  const usedSlugs = new Set<string>();
  const uniqueSlug = (base: string) => {
    const root = base || "listing";
    let slug = root;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${root}-${n}`;
    usedSlugs.add(slug);
    return slug;
  };
  const usedProfileSlugs = new Set<string>();
  const uniqueProfileSlug = (first: string, last: string) => {
    const base = titleSlug(`${first} ${last}`);
    let slug = titleSlug(first);
    if (!slug || usedProfileSlugs.has(slug)) slug = base;
    for (let n = 2; usedProfileSlugs.has(slug); n++) slug = `${base}-${n}`;
    usedProfileSlugs.add(slug);
    return slug;
  };

  const citiesByCountry = new Map<string, CityOption[]>();
  for (const c of CITIES) citiesByCountry.set(c.country, [...(citiesByCountry.get(c.country) ?? []), c]);
  const citiesOf = (country: string): CityOption[] => citiesByCountry.get(country) ?? [];
  const content = (country: string): CountryContent => {
    const found = COUNTRY_CONTENT.find((c) => c.country === country);
    if (!found) throw new Error(`No seed content for ${country}`);
    return found;
  };

  const addUser = (u: { email: string | null; created: number; confirmed?: boolean }) => {
    const id = rng.uuid();
    data.users.push({
      id,
      email: u.email,
      email_confirmed_at: u.confirmed === false ? null : iso(u.created + 5 * MINUTE),
      created_at: iso(u.created),
      updated_at: iso(u.created),
      last_sign_in_at: iso(now - rng.int(1, 60 * 24 * 20) * MINUTE),
    });
    if (u.email) {
      // An e-mail account's identity, as the auth service creates at sign-up (its id derives from the user's,
      // so the seeded data stays the same for a given seed).
      data.identities.push({
        id: `email-${id}`,
        user_id: id,
        provider: "email",
        provider_id: id,
        identity_data: { sub: id, email: u.email, email_verified: u.confirmed !== false, phone_verified: false },
        email: u.email,
        created_at: iso(u.created),
        updated_at: iso(u.created),
      });
    }
    return id;
  };

  const lastSeen = (): number | null => {
    const r = rng.next();
    if (r < 0.15) return now - rng.int(0, 4) * MINUTE;
    if (r < 0.35) return now - rng.int(5, 59) * MINUTE;
    if (r < 0.6) return now - rng.int(60, 60 * 23) * MINUTE;
    if (r < 0.82) return now - rng.int(1, 6) * DAY - rng.int(0, 600) * MINUTE;
    if (r < 0.95) return now - rng.int(7, 60) * DAY;
    return null;
  };

  /** Last-seen times spread from minutes to weeks, some never (spec §4 activity labels). */
  const addActivity = (userId: string, created: number) => {
    const seen = lastSeen();
    data.user_activity.push({
      user_id: userId,
      last_seen_at: seen === null ? null : iso(seen),
      is_online: seen !== null && now - seen < 5 * MINUTE,
      updated_at: iso(seen ?? created),
    });
  };

  const responseTime = (): { minutes: number | null; sample: number } => {
    if (rng.chance(0.15)) return { minutes: rng.chance(0.5) ? rng.int(5, 90) : null, sample: rng.int(0, 2) };
    const r = rng.next();
    const minutes =
      r < 0.55
        ? rng.int(3, 30)
        : r < 0.78
          ? rng.int(31, 120)
          : r < 0.9
            ? rng.int(121, 480)
            : r < 0.96
              ? rng.int(481, 1440)
              : rng.int(1441, 4000);
    return { minutes, sample: rng.int(3, 240) };
  };

  // ── hosts ──
  const weighted: string[] = COUNTRY_CONTENT.flatMap((c) =>
    Array(FEATURED_COUNTRIES.includes(c.country) ? 5 : 2).fill(c.country),
  );
  interface HostInfo {
    id: string;
    userId: string;
    country: string;
    city: CityOption;
    type: HostType;
    status: schema.HostStatus;
    first: string;
    languages: string[];
  }
  const hostInfos: HostInfo[] = [];

  const addHost = (opts: {
    email: string | null;
    country: string;
    type: HostType;
    status: schema.HostStatus;
    first?: string;
    last?: string;
    city?: string;
    slug?: string;
  }) => {
    const c = content(opts.country);
    const female = rng.chance(0.5);
    const first = opts.first ?? rng.pick(female ? c.firstNames.female : c.firstNames.male);
    const last = opts.last ?? rng.pick(c.lastNames);
    const cities = citiesOf(opts.country);
    const city = cities.find((x) => x.label === opts.city) ?? rng.pick(cities.slice(0, Math.min(5, cities.length)));
    const created = now - rng.int(40, 900) * DAY;
    const userId = addUser({ email: opts.email, created });
    const slug = opts.slug ?? uniqueProfileSlug(first, last);
    usedProfileSlugs.add(slug);
    const photo = portrait();
    // Applicants waiting for review (or refused) sent an ID or licence: a generated sample card, stored privately.
    // Derived from the host's number, not the random stream, so the rest of the demo data stays as it was.
    let documentKey: string | null = null;
    if (opts.status === "pending" || opts.status === "rejected") {
      const n = data.hosts.length;
      documentKey = `private/docs/demo-${String(n).padStart(3, "0")}.webp`;
      data.photos.push({
        key: documentKey,
        kind: "document",
        seed: 7000 + n,
        document: {
          title: DOCUMENT_TITLE[opts.type],
          name: `${first} ${last}`,
          country: opts.country,
          number: `DEMO-${String(104729 * (n + 1)).slice(-7)}`,
          issued: day(created - 400 * DAY),
        },
      });
    }
    data.profiles.push({
      user_id: userId,
      user_type: "host",
      first_name: first,
      last_name: last,
      city: city.label,
      country: opts.country,
      profile_photo_url: photo,
      profile_slug: slug,
      created_at: iso(created),
      updated_at: iso(created),
    });
    const languages = ["English", ...rng.sample(c.languages, rng.int(1, Math.min(2, c.languages.length)))];
    if (rng.chance(0.2)) languages.push(rng.pick(["Russian", "French", "German", "Spanish", "Italian", "Japanese"]));
    const years = rng.int(2, 22);
    const rt = responseTime();
    const id = rng.uuid();
    data.hosts.push({
      id,
      user_id: userId,
      profile_slug: slug,
      status: opts.status,
      host_type: opts.type,
      bio: fill(rng.pick(BIO_TEMPLATES[opts.type]), {
        first_name: first,
        city: city.label,
        country: opts.country,
        years: String(years),
        specialty: rng.pick(SPECIALTIES[opts.type]),
        languages: listText([...new Set(languages)]),
      }),
      languages: [...new Set(languages)],
      response_time_minutes: rt.minutes,
      response_time_sample_size: rt.sample,
      years_experience: years,
      latitude: Math.round((city.lat + (rng.next() - 0.5) * 0.08) * 1e5) / 1e5,
      longitude: Math.round((city.lng + (rng.next() - 0.5) * 0.08) * 1e5) / 1e5,
      id_document_key: documentKey,
      rejection_reason:
        opts.status === "rejected" ? "The licence document was unreadable. Please upload a clear photo." : null,
      approved_at: opts.status === "approved" ? iso(created + rng.int(1, 5) * DAY) : null,
      created_at: iso(created),
      updated_at: iso(created),
    });
    addActivity(userId, created);
    const info: HostInfo = {
      id,
      userId,
      country: opts.country,
      city,
      type: opts.type,
      status: opts.status,
      first,
      languages,
    };
    hostInfos.push(info);
    return info;
  };

  const demoHost = addHost({
    email: DEMO_ACCOUNTS.host,
    country: "Kazakhstan",
    type: "guide",
    status: "approved",
    first: "Aigerim",
    last: "Bekova",
    city: "Almaty",
    slug: "aigerim",
  });
  data.passwordUserIds.push(demoHost.userId);
  // The demo host is reachable right now, so their profile shows what an active host looks like.
  const demoActivity = data.user_activity.at(-1);
  if (demoActivity) {
    demoActivity.last_seen_at = iso(now - 2 * MINUTE);
    demoActivity.is_online = true;
  }

  for (let i = 1; i < hostCount; i++) {
    const country =
      i <= COUNTRY_CONTENT.length ? (COUNTRY_CONTENT[i - 1]?.country ?? "Kazakhstan") : rng.pick(weighted);
    const r = rng.next();
    const type: HostType = r < 0.5 ? "guide" : r < 0.75 ? "driver" : "tour_operator";
    const status: schema.HostStatus = i % 10 === 7 ? "pending" : i % 47 === 13 ? "rejected" : "approved";
    addHost({ email: `host${i}@demo.untrodden.travel`, country, type, status });
  }

  // ── travelers, trip requests, incomplete sign-ups, admin ──
  interface TravelerInfo {
    userId: string;
    first: string;
  }
  const travelers: TravelerInfo[] = [];
  const addTraveler = (email: string, person: { first: string; last: string; country: string }, i: number) => {
    const created = now - rng.int(5, 400) * DAY;
    const userId = addUser({ email, created });
    data.profiles.push({
      user_id: userId,
      user_type: "traveler",
      first_name: person.first,
      last_name: person.last,
      country: person.country,
      profile_photo_url: rng.chance(0.65) ? portrait() : null,
      profile_slug: uniqueProfileSlug(person.first, person.last),
      receive_new_conversations: i % 9 !== 4,
      created_at: iso(created),
      updated_at: iso(created),
    });
    addActivity(userId, created);
    if (i % 4 !== 3) {
      const trip = TRIP_REQUESTS[i % TRIP_REQUESTS.length];
      if (trip) {
        const start = now + rng.int(14, 240) * DAY;
        data.trip_requests.push({
          id: rng.uuid(),
          user_id: userId,
          destinations: trip.destinations,
          start_date: day(start),
          end_date: day(start + trip.days * DAY),
          group_size: trip.groupSize,
          interests: trip.interests,
          budget: trip.budget,
          description: trip.note,
          is_public: i % 11 !== 5,
          created_at: iso(created + DAY),
          updated_at: iso(now - rng.int(0, 30) * DAY),
        });
      }
    }
    travelers.push({ userId, first: person.first });
    return userId;
  };

  const demoTraveler = addTraveler(DEMO_ACCOUNTS.traveler, { first: "Lucas", last: "Moreau", country: "France" }, 0);
  data.passwordUserIds.push(demoTraveler);
  for (let i = 1; i < travelerCount; i++) {
    const person = TRAVELER_PEOPLE[i % TRAVELER_PEOPLE.length] ?? { first: "Alex", last: "Smith", country: "Canada" };
    addTraveler(`traveler${i}@demo.untrodden.travel`, person, i);
  }

  const adminId = addUser({ email: DEMO_ACCOUNTS.admin, created: now - 500 * DAY });
  data.profiles.push({
    user_id: adminId,
    user_type: "traveler",
    first_name: "Nora",
    last_name: "Lindqvist",
    country: "Sweden",
    is_admin: true,
    profile_slug: "nora-untrodden",
  });
  data.passwordUserIds.push(adminId);

  // Signed up but never chose host or traveler: what the incomplete-user export is for.
  for (let i = 0; i < 6; i++) {
    const uid = addUser({
      email: `incomplete${i + 1}@demo.untrodden.travel`,
      created: now - rng.int(1, 60) * DAY,
      confirmed: i % 2 === 0,
    });
    if (i % 3 !== 0) data.profiles.push({ user_id: uid, first_name: rng.pick(TRAVELER_PEOPLE).first });
  }

  // ── listings ──
  const approved = hostInfos.filter((h) => h.status === "approved");
  const byType = (types: HostType[]) => hostInfos.filter((h) => types.includes(h.type) && h.status !== "rejected");
  const tourHosts = byType(["guide", "tour_operator"]);
  // Group tours come from tour operators and from every third guide.
  const groupHosts = tourHosts.filter((h, i) => h.type === "tour_operator" || i % 3 === 0);
  const carHosts = byType(["driver", "tour_operator"]);
  const driverHosts = byType(["driver"]);

  const statusFor = (h: HostInfo): schema.ListingStatus => {
    if (h.status !== "approved") return "draft";
    const r = rng.next();
    return r < 0.92 ? "published" : r < 0.97 ? "draft" : "archived";
  };
  const photosFor = (country: string, scene: Scene | null, n: number): string[] => {
    const pool = placePhotos.get(country) ?? [];
    const first = pool.filter((p) => p.scene === scene);
    const lead = first.length > 0 ? rng.pick(first) : rng.pick(pool);
    return [
      lead.url,
      ...rng
        .sample(
          pool.filter((p) => p !== lead),
          n - 1,
        )
        .map((p) => p.url),
    ];
  };
  const listingTimes = (h: HostInfo) => {
    const created = now - rng.int(3, 200) * DAY - rng.int(0, 1440) * MINUTE;
    const status = statusFor(h);
    return {
      status,
      created_at: iso(created),
      updated_at: iso(created + rng.int(0, 2) * DAY),
      published_at: status === "draft" ? null : iso(created + rng.int(1, 48) * 60 * MINUTE),
      views_count: status === "published" ? rng.int(12, 2400) : 0,
    };
  };

  // The demo host always has a few published tours so their dashboard and profile are full.
  const demoTours = content("Kazakhstan").tours.slice(0, 4);
  const kinds: ("tour" | "group_tour" | "rental_car" | "driver")[] = [];
  for (let i = 0; i < listingCount; i++) {
    const r = (i * 7919) % 100;
    kinds.push(r < 42 ? "tour" : r < 56 ? "group_tour" : r < 78 ? "rental_car" : "driver");
  }

  kinds.forEach((kind, i) => {
    if (kind === "tour") {
      const demo = demoTours[i];
      const h = demo ? demoHost : rng.pick(tourHosts);
      const idea = demo ?? rng.pick(content(h.country).tours);
      const c = content(h.country);
      const [lo, hi] = c.tourPriceEur;
      const base = rng.int(lo, hi) * (idea.days > 1 ? idea.days * 0.8 : 1);
      const times = listingTimes(h);
      data.tours.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: uniqueSlug(titleSlug(idea.title)),
        title: idea.title,
        description: idea.description,
        images: photosFor(h.country, idea.scene, rng.int(3, 5)),
        topics: idea.topics,
        number_of_days: idea.days,
        countries: [h.country],
        cities: [idea.city],
        itinerary: idea.itinerary,
        price_1_person: cents(base),
        price_2_persons: cents(base * 0.74),
        price_3_persons: cents(base * 0.62),
        price_4_persons: cents(base * 0.55),
        ...(demo ? { ...times, status: "published" as const, published_at: iso(now - (i + 1) * 3 * DAY) } : times),
      });
    } else if (kind === "group_tour") {
      const h = rng.pick(groupHosts.length > 0 ? groupHosts : tourHosts);
      const idea = rng.pick(content(h.country).groupTours);
      const id = rng.uuid();
      const size = idea.maxGroupSize;
      data.group_tours.push({
        id,
        host_id: h.id,
        slug: uniqueSlug(titleSlug(idea.title)),
        title: idea.title,
        description: idea.description,
        images: photosFor(h.country, idea.scene, rng.int(3, 5)),
        topics: idea.topics,
        number_of_days: idea.days,
        countries: idea.countries.length > 0 ? idea.countries : [h.country],
        cities: idea.cities,
        itinerary: [],
        price_per_person: cents(idea.days * rng.int(70, 140)),
        max_group_size: size,
        ...listingTimes(h),
      });
      let start = now + rng.int(5, 40) * DAY;
      const departures = rng.int(2, 7);
      for (let d = 0; d < departures; d++) {
        data.group_tour_departures.push({
          id: rng.uuid(),
          group_tour_id: id,
          start_date: day(start),
          end_date: day(start + (idea.days - 1) * DAY),
          seats_total: size,
          seats_booked: rng.int(0, size),
        });
        start += rng.int(18, 60) * DAY;
      }
    } else if (kind === "rental_car") {
      const h = rng.pick(carHosts);
      const car = rng.pick(content(h.country).cars);
      const withDriver = car.driverIncluded;
      data.rental_cars.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: null,
        title: `${car.model} ${withDriver ? "with driver" : "self-drive"} in ${h.city.label}`,
        description: `${car.model} (${car.carType.toLowerCase()}, ${car.seats} seats, ${car.transmission} transmission) available from ${h.city.label}. ${
          withDriver
            ? `Comes with ${h.first} or a trusted local driver who knows the roads and the fuel stops.`
            : "Insurance, a spare wheel and a phone holder are included; pick-up at your hotel or the airport."
        } Daily price covers unlimited kilometres within ${h.country}.`,
        images: photosFor(h.country, "road", 3),
        topics: [
          car.carType === "4x4" || car.carType === "SUV" ? "Off-road" : "Road trip",
          withDriver ? "With driver" : "Self-drive",
        ],
        city: h.city.label,
        country: h.country,
        price_per_day: cents(car.pricePerDayEur * (0.9 + rng.next() * 0.2)),
        car_type: car.carType,
        make_model: car.model,
        seats: car.seats,
        transmission: car.transmission,
        driver_included: withDriver,
        ...listingTimes(h),
      });
    } else {
      const h = rng.pick(driverHosts.length > 0 ? driverHosts : carHosts);
      const c = content(h.country);
      const route = rng.pick(c.driverRoutes);
      const car = rng.pick(c.cars);
      data.drivers.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: null,
        title: `Private driver: ${route}`,
        description: `${h.first} drives a ${car.model} with room for ${Math.max(2, car.seats - 1)} passengers. Routes include ${route}; flexible stops for photos, lunch and viewpoints, and airport transfers in ${h.city.label}. Fuel and the driver's meals and lodging on overnight trips are included.`,
        images: photosFor(h.country, "road", 3),
        topics: [
          "Private transfer",
          rng.pick(["Mountain roads", "Airport pickup", "Multi-day trip", "Photography stops"]),
        ],
        city: h.city.label,
        country: h.country,
        price_per_day: cents(rng.int(40, 120)),
        vehicle: car.model,
        seats: Math.max(2, car.seats - 1),
        languages: h.languages,
        areas_served: route.split(/\s[–-]\s/),
        ...listingTimes(h),
      });
    }
  });

  // ── conversations and messages ──
  const conversationCount = options.conversations ?? 48;
  const pairs = new Set<string>();
  const approvedWithDemo = [demoHost, ...approved.filter((h) => h !== demoHost)];
  for (let i = 0; i < conversationCount; i++) {
    const traveler = i < 2 ? (travelers[0] as TravelerInfo) : rng.pick(travelers);
    const host = i === 0 ? demoHost : i < 7 ? demoHost : rng.pick(approvedWithDemo);
    const key = `${traveler.userId}:${host.userId}`;
    if (pairs.has(key)) continue;
    pairs.add(key);
    const script = CONVERSATIONS[i % CONVERSATIONS.length] ?? [];
    const id = rng.uuid();
    let t = now - rng.int(1, 40) * DAY;
    let seq = 0;
    const values = { host_first: host.first, traveler_first: traveler.first, city: host.city.label };
    const unreadTail = i % 3 === 0;
    for (const [turn, pair] of script.entries()) {
      const last = turn === script.length - 1;
      for (const [who, text] of [
        ["traveler", pair.traveler],
        ["host", pair.host],
      ] as const) {
        if (!text) continue;
        t += rng.int(3, 240) * MINUTE;
        seq += 1;
        data.messages.push({
          id: rng.uuid(),
          conversation_id: id,
          sender_id: who === "traveler" ? traveler.userId : host.userId,
          body: fill(text, values),
          is_read: !(last && unreadTail),
          seq,
          created_at: iso(Math.min(t, now - MINUTE)),
        });
      }
    }
    data.conversations.push({
      id,
      traveler_id: traveler.userId,
      host_id: host.userId,
      last_message_at: iso(Math.min(t, now - MINUTE)),
      created_at: iso(now - 41 * DAY),
    });
  }

  // ── bookings, payments, reviews ──
  const hostById = new Map(hostInfos.map((h) => [h.id, h]));
  type Bookable = {
    table: schema.ListingTable;
    id: string;
    host: HostInfo;
    unit: number;
    perPerson: boolean;
    days: number;
  };
  const bookable: Bookable[] = [
    ...data.tours.map((l) => ({
      table: "tours" as const,
      id: l.id,
      host_id: l.host_id,
      status: l.status,
      unit: l.price_2_persons ?? 0,
      perPerson: true,
      days: 1,
    })),
    ...data.group_tours.map((l) => ({
      table: "group_tours" as const,
      id: l.id,
      host_id: l.host_id,
      status: l.status,
      unit: l.price_per_person,
      perPerson: true,
      days: 1,
    })),
    ...data.rental_cars.map((l) => ({
      table: "rental_cars" as const,
      id: l.id,
      host_id: l.host_id,
      status: l.status,
      unit: l.price_per_day,
      perPerson: false,
      days: 3,
    })),
    ...data.drivers.map((l) => ({
      table: "drivers" as const,
      id: l.id,
      host_id: l.host_id,
      status: l.status,
      unit: l.price_per_day,
      perPerson: false,
      days: 2,
    })),
  ]
    .filter((l) => l.status === "published")
    .slice(0, 400)
    .flatMap((l) => {
      const host = hostById.get(l.host_id);
      return host ? [{ table: l.table, id: l.id, host, unit: l.unit, perPerson: l.perPerson, days: l.days }] : [];
    });
  const bookingStatuses: schema.BookingStatus[] = [
    "completed",
    "completed",
    "completed",
    "confirmed",
    "confirmed",
    "deposit_paid",
    "awaiting_deposit",
    "requested",
    "requested",
    "declined",
    "cancelled",
    "expired",
    "refunded",
  ];
  const bookingCount = Math.min(options.bookings ?? 72, bookable.length * 2);
  const completedBookings: { id: string; listing: Bookable; traveler: string; end: number }[] = [];
  for (let i = 0; i < bookingCount && bookable.length > 0; i++) {
    const listing = i < 4 ? (bookable.find((b) => b.host === demoHost) ?? rng.pick(bookable)) : rng.pick(bookable);
    const traveler = i < 6 ? demoTraveler : rng.pick(travelers).userId;
    const status = bookingStatuses[i % bookingStatuses.length] ?? "requested";
    const past = status === "completed" || status === "expired" || status === "refunded";
    const start = past ? now - rng.int(10, 200) * DAY : now + rng.int(7, 180) * DAY;
    const party = rng.int(1, 4);
    const total = listing.unit * (listing.perPerson ? party : 1) * listing.days;
    const deposit = Math.round(total * 0.2);
    const id = rng.uuid();
    const created = Math.min(start, now) - rng.int(5, 60) * DAY;
    data.bookings.push({
      id,
      listing_type: listing.table,
      listing_id: listing.id,
      traveler_id: traveler,
      host_id: listing.host.userId,
      start_date: day(start),
      end_date: day(start + (listing.days - 1) * DAY),
      party_size: party,
      total_cents: total,
      deposit_cents: deposit,
      status,
      deposit_due_at: status === "awaiting_deposit" ? iso(now + 2 * DAY) : null,
      cancelled_by: status === "cancelled" ? "traveler" : null,
      cancel_reason: status === "cancelled" ? "Our flights changed; we hope to come next spring." : null,
      created_at: iso(created),
      updated_at: iso(created + DAY),
    });
    if (["deposit_paid", "confirmed", "completed", "refunded"].includes(status)) {
      data.payments.push({
        id: rng.uuid(),
        booking_id: id,
        provider: "test",
        provider_ref: `test_${id.slice(0, 8)}`,
        amount_cents: deposit,
        status: status === "refunded" ? "refunded" : "succeeded",
        created_at: iso(created + DAY),
        updated_at: iso(created + DAY),
      });
    }
    if (status === "completed") completedBookings.push({ id, listing, traveler, end: start + listing.days * DAY });
  }

  const reviewsAtLeast = {
    3: REVIEW_TEXTS,
    4: REVIEW_TEXTS.filter((r) => r.rating >= 4),
    5: REVIEW_TEXTS.filter((r) => r.rating >= 5),
  };
  const reviewText = (minRating: 3 | 4 | 5) => rng.pick(reviewsAtLeast[minRating]);
  for (const [i, b] of completedBookings.entries()) {
    const r = reviewText(4);
    data.reviews.push({
      id: rng.uuid(),
      booking_id: b.id,
      listing_type: b.listing.table,
      listing_id: b.listing.id,
      host_id: b.listing.host.id,
      traveler_id: b.traveler,
      rating: r.rating,
      body: r.text,
      status: i % 3 === 2 ? "pending" : "verified",
      moderated_by: i % 3 === 2 ? null : adminId,
      moderated_at: i % 3 === 2 ? null : iso(b.end + 2 * DAY),
      created_at: iso(b.end + DAY),
      updated_at: iso(b.end + DAY),
    });
  }
  // Reviews from before bookings moved onto the platform: they give every established host a history.
  for (const h of approved) {
    const n = h === demoHost ? 14 : rng.chance(0.12) ? 0 : rng.int(1, 18);
    for (let k = 0; k < n; k++) {
      const r = reviewText(rng.chance(0.85) ? 5 : 3);
      const at = now - rng.int(20, 700) * DAY;
      data.reviews.push({
        id: rng.uuid(),
        host_id: h.id,
        traveler_id: rng.pick(travelers).userId,
        rating: r.rating,
        body: r.text,
        status: k === n - 1 && rng.chance(0.3) ? "pending" : "verified",
        moderated_by: adminId,
        moderated_at: iso(at + DAY),
        created_at: iso(at),
        updated_at: iso(at),
      });
    }
  }
  // Verified reviews are what hosts.rating and total_reviews summarise.
  const tally = new Map<string, { n: number; sum: number }>();
  for (const r of data.reviews) {
    if (r.status !== "verified") continue;
    const t = tally.get(r.host_id) ?? { n: 0, sum: 0 };
    t.n += 1;
    t.sum += r.rating;
    tally.set(r.host_id, t);
  }
  for (const h of data.hosts) {
    const t = tally.get(h.id) ?? { n: 0, sum: 0 };
    h.total_reviews = t.n;
    h.rating = t.n ? Math.round((t.sum / t.n) * 100) / 100 : 0;
    h.is_superhost = t.n >= 10 && h.rating >= 4.8;
  }

  // ── content ──
  for (const [i, a] of BLOG_ARTICLES.entries()) {
    const key = `demo/blog/${a.slug}.webp`;
    data.photos.push({ key, kind: "landscape", seed: 9000 + i, scene: a.scene });
    const published = now - (i * 9 + 2) * DAY;
    data.blog_articles.push({
      id: rng.uuid(),
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      body: a.body,
      cover_image_url: `/media/${key}`,
      tags: a.tags,
      country: a.country,
      author_name: a.author,
      status: i === BLOG_ARTICLES.length - 1 ? "submitted" : "published",
      is_showcase: a.showcase,
      published_at: i === BLOG_ARTICLES.length - 1 ? null : iso(published),
      created_at: iso(published - DAY),
      updated_at: iso(published),
    });
  }
  for (const country of FEATURED_COUNTRIES) {
    const photo = placePhotos.get(country)?.[0];
    if (photo) {
      data.destination_images.push({
        country,
        image_url: photo.url,
        alt_text: `${country} destination`,
        updated_by: adminId,
      });
    }
  }

  return data;
}
