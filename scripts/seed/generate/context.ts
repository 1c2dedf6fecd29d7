/**
 * What every part of the generator shares: the random stream, the moment the demo is anchored to, the rows made so
 * far and the helpers that keep users, slugs and photos consistent across tables.
 */
import { countrySlug } from "../../../domain/featured";
import { CITIES, type CityOption } from "../../../domain/geo";
import { titleSlug } from "../../../domain/listing-slug";
import { Random } from "../../random";
import { COUNTRY_CONTENT } from "../content/countries";
import type { CountryContent, Scene } from "../content/types";
import type { SeedData } from "./data";

export const MINUTE = 60_000;
export const DAY = 86_400_000;
const PLACE_PHOTOS_PER_COUNTRY = 5;
const PORTRAIT_POOL = 220;

export const iso = (t: number) => new Date(t).toISOString();
export const day = (t: number) => iso(t).slice(0, 10);

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

export type Seeding = ReturnType<typeof startSeeding>;

export function startSeeding(seed: number, now: number) {
  const rng = new Random(seed);
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
    listing_days: [],
    payments: [],
    reviews: [],
    blog_articles: [],
    destination_images: [],
    notification_settings: [],
    marketing_templates: [],
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
  // Where the search for a free "-n" suffix of each slug left off, so a title repeated thousands of times in a
  // benchmark catalogue does not walk its whole list again.
  const nextSuffix = new Map<string, number>();
  const uniqueSlug = (base: string) => {
    const root = base || "listing";
    let slug = root;
    if (usedSlugs.has(slug)) {
      let n = nextSuffix.get(root) ?? 2;
      while (usedSlugs.has(`${root}-${n}`)) n++;
      slug = `${root}-${n}`;
      nextSuffix.set(root, n + 1);
    }
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

  return {
    rng,
    now,
    data,
    placePhotos,
    portrait,
    uniqueSlug,
    uniqueProfileSlug,
    usedProfileSlugs,
    citiesOf,
    content,
    addUser,
    addActivity,
  };
}
