import { env } from "cloudflare:workers";
import type { HomeListingRow } from "../../domain/api/cards";
import type { ListingKind, ListingStatus } from "../../domain/vocabulary";
import type { SeedData } from "../../scripts/seed/generate";

/** What the catalog should hold, computed from the seed rows: the tests' independent model of visibility. */
export interface ModelListing {
  id: string;
  kind: ListingKind;
  host_id: string;
  title: string;
  price: number;
  days: number | null;
  rating: number;
  published_at: string;
  countries: string[];
  cities: string[];
}

export function visibleListings(seed: SeedData): ModelListing[] {
  const hosts = new Map(seed.hosts.map((h) => [h.id, h]));
  const ok = (l: { status?: string | null; host_id: string }) =>
    l.status === "published" && hosts.get(l.host_id)?.status === "approved";
  const rating = (hostId: string) => hosts.get(hostId)?.rating ?? 0;
  return [
    ...seed.tours.filter(ok).map((l) => ({
      id: l.id,
      kind: "tour" as const,
      host_id: l.host_id,
      title: l.title,
      price: Math.min(
        ...[l.price_1_person, l.price_2_persons, l.price_3_persons, l.price_4_persons].flatMap((p) =>
          typeof p === "number" ? [p] : [],
        ),
      ),
      days: l.number_of_days ?? 1,
      rating: rating(l.host_id),
      published_at: String(l.published_at),
      countries: l.countries ?? [],
      cities: l.cities ?? [],
    })),
    ...seed.group_tours.filter(ok).map((l) => ({
      id: l.id,
      kind: "group_tour" as const,
      host_id: l.host_id,
      title: l.title,
      price: l.price_per_person,
      days: l.number_of_days ?? 1,
      rating: rating(l.host_id),
      published_at: String(l.published_at),
      countries: l.countries ?? [],
      cities: l.cities ?? [],
    })),
    ...[
      ...seed.rental_cars.map((l) => ({ ...l, kind: "rental_car" as const })),
      ...seed.drivers.map((l) => ({ ...l, kind: "driver" as const })),
    ]
      .filter(ok)
      .map((l) => ({
        id: l.id,
        kind: l.kind,
        host_id: l.host_id,
        title: l.title,
        price: l.price_per_day,
        days: null,
        rating: rating(l.host_id),
        published_at: String(l.published_at),
        countries: [l.country],
        cities: [l.city],
      })),
  ];
}

/** Follows next_cursor from the first page to the last and returns every row and the page count. */
export async function allPages<T, K extends string>(
  fetchPage: (cursor: string | null) => Promise<Response>,
  key: K,
): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await fetchPage(cursor);
    if (res.status !== 200) throw new Error(`page ${pages + 1} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as Record<K, T[]> & { next_cursor: string | null };
    rows.push(...body[key]);
    cursor = body.next_cursor;
    pages += 1;
    if (pages > 500) throw new Error("pagination does not end");
  } while (cursor);
  return { rows, pages };
}

export const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

export type Card = HomeListingRow;

/** Inserts a published tour for an existing host; the catalog and search triggers index it. */
export async function insertTour(t: {
  id?: string;
  host_id: string;
  title: string;
  description?: string;
  slug?: string | null;
  status?: ListingStatus;
  countries?: string[];
  cities?: string[];
  price?: number;
  days?: number;
  published_at?: string;
  topics?: string[];
}): Promise<string> {
  const id = t.id ?? crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO tours (id, host_id, slug, title, description, status, countries, cities, price_1_person,
      price_2_persons, number_of_days, published_at, images, topics)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '["/media/demo/places/kazakhstan-1.webp"]', ?)`,
  )
    .bind(
      id,
      t.host_id,
      t.slug ?? null,
      t.title,
      t.description ?? "",
      t.status ?? "published",
      JSON.stringify(t.countries ?? ["Kazakhstan"]),
      JSON.stringify(t.cities ?? ["Almaty"]),
      (t.price ?? 5000) + 1000,
      t.price ?? 5000,
      t.days ?? 1,
      t.published_at ?? new Date().toISOString(),
      JSON.stringify(t.topics ?? ["Test"]),
    )
    .run();
  return id;
}
