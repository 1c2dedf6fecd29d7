/**
 * A host's own listings: create, change and delete them (issue 6), with the guards that keep the booking and photo
 * rules inside each write's batch. The listing_catalog and FTS triggers keep browsing and search in step with these
 * writes; nothing here touches them.
 */
import type { DepartureChange } from "../../domain/departures";
import { type ListingValuesOf, NO_PHOTO } from "../../domain/listing-form";
import type { ListingRefusal } from "../../domain/listing-rules";
import { done, type Outcome, refused } from "../../domain/outcome";
import { LISTING_TABLE, type ListingKind, type ListingStatus } from "../../domain/vocabulary";
import { isUniqueViolation, nowIso } from "./client";
import { guardFailure, guardHit } from "./guards";
import { resolveSlug } from "./listing-slugs";

type Values = Record<string, unknown>;

/** The kind's own columns (besides the common ones), and how each is stored. */
const COLUMNS: Record<ListingKind, Record<string, "int" | "text" | "json" | "bool">> = {
  tour: {
    number_of_days: "int",
    countries: "json",
    cities: "json",
    itinerary: "json",
    price_1_person: "int",
    price_2_persons: "int",
    price_3_persons: "int",
    price_4_persons: "int",
  },
  group_tour: {
    number_of_days: "int",
    countries: "json",
    cities: "json",
    itinerary: "json",
    price_per_person: "int",
    max_group_size: "int",
  },
  rental_car: {
    city: "text",
    country: "text",
    price_per_day: "int",
    car_type: "text",
    make_model: "text",
    seats: "int",
    transmission: "text",
    driver_included: "bool",
  },
  driver: {
    city: "text",
    country: "text",
    price_per_day: "int",
    vehicle: "text",
    seats: "int",
    languages: "json",
    areas_served: "json",
  },
};

/** Columns of every kind; the booking terms (deposit share, cancellation policy) are the host's to set too. */
const COMMON: Record<string, "int" | "text" | "json"> = {
  title: "text",
  description: "text",
  topics: "json",
  images: "json",
  deposit_percent: "int",
  cancellation_policy: "text",
};

function stored(type: "int" | "text" | "json" | "bool", v: unknown): unknown {
  if (v === undefined || v === null) return type === "json" ? "[]" : null;
  if (type === "json") return JSON.stringify(v);
  if (type === "bool") return v ? 1 : 0;
  return v;
}

const str = (v: unknown) => (typeof v === "string" ? v : null);

// ───────────────────────────── writing ─────────────────────────────

const isUniqueSlugError = (err: unknown) => isUniqueViolation(err, "slug");

function columnsOf(kind: ListingKind, values: Values) {
  const out: [string, unknown][] = [];
  for (const [col, type] of Object.entries(COMMON)) if (col in values) out.push([col, stored(type, values[col])]);
  for (const [col, type] of Object.entries(COLUMNS[kind]))
    if (col in values) out.push([col, stored(type, values[col])]);
  return out;
}

/** The departure `d` has bookings (or booked seats): it cannot be removed. */
const booked = (d: string) =>
  `(${d}.seats_booked > 0 OR EXISTS (SELECT 1 FROM bookings b WHERE b.departure_id = ${d}.id))`;

/**
 * The departure writes of a change, each conditional on what it must not break, after guards that make the whole
 * batch fail when, by the time it runs, a departure to remove has bookings or one to update has more seats booked
 * than its new total (a booking made since the route read them). See listingGuardRefusal for the refusals.
 */
function departureStatements(d1: D1Database, tourId: string, change: DepartureChange): D1PreparedStatement[] {
  const guards: D1PreparedStatement[] = [];
  if (change.remove.length)
    guards.push(
      d1
        .prepare(
          `SELECT ${guardFailure("departure_has_bookings", "d.start_date")} FROM group_tour_departures d
            WHERE d.group_tour_id = ?1 AND d.id IN (SELECT value FROM json_each(?2)) AND ${booked("d")}`,
        )
        .bind(tourId, JSON.stringify(change.remove)),
    );
  if (change.update.length)
    guards.push(
      d1
        .prepare(
          `SELECT ${guardFailure("departure_seats_below_booked", "d.id || ':' || d.seats_booked")}
             FROM group_tour_departures d JOIN json_each(?2) w ON d.id = json_extract(w.value, '$.id')
            WHERE d.group_tour_id = ?1 AND d.seats_booked > json_extract(w.value, '$.seats_total')`,
        )
        .bind(tourId, JSON.stringify(change.update.map((d) => ({ id: d.id, seats_total: d.seats_total })))),
    );
  return [
    ...guards,
    ...change.remove.map((id) =>
      d1
        .prepare(
          `DELETE FROM group_tour_departures
            WHERE id = ?1 AND group_tour_id = ?2 AND NOT ${booked("group_tour_departures")}`,
        )
        .bind(id, tourId),
    ),
    ...change.update.map((d) =>
      d1
        .prepare(
          `UPDATE group_tour_departures SET start_date = ?1, end_date = ?2, seats_total = ?3
            WHERE id = ?4 AND group_tour_id = ?5 AND seats_booked <= ?3`,
        )
        .bind(d.start_date, d.end_date, d.seats_total, d.id, tourId),
    ),
    ...change.insert.map((d) =>
      d1
        .prepare(
          "INSERT INTO group_tour_departures (id, group_tour_id, start_date, end_date, seats_total) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(d.id, tourId, d.start_date, d.end_date, d.seats_total),
    ),
  ];
}

/** A new draft of the host's, with its departures, in one batch. Answers its id. */
export async function insertListing<K extends ListingKind>(
  d1: D1Database,
  kind: K,
  hostId: string,
  values: ListingValuesOf<K>,
  departures: DepartureChange,
): Promise<Outcome<string, ListingRefusal>> {
  const id = crypto.randomUUID();
  const v = values as Values;
  for (let attempt = 0; ; attempt++) {
    const resolved = await resolveSlug(d1, kind, str(v.slug), String(v.title), null);
    if (!resolved.ok) return resolved;
    const slug = resolved.value;
    const now = nowIso();
    const cols: [string, unknown][] = [
      ["id", id],
      ["host_id", hostId],
      ["slug", slug],
      ["status", "draft"],
      ["created_at", now],
      ["updated_at", now],
      ...columnsOf(kind, v),
    ];
    const insert = d1
      .prepare(
        `INSERT INTO ${LISTING_TABLE[kind]} (${cols.map(([c]) => c).join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
      )
      .bind(...cols.map(([, value]) => value));
    try {
      await d1.batch([insert, ...departureStatements(d1, id, departures)]);
      return done(id);
    } catch (err) {
      // Someone took the same default slug between the check and the insert: pick the next one.
      if (isUniqueSlugError(err) && !v.slug && attempt < 3) continue;
      if (isUniqueSlugError(err)) return refused({ reason: "slug_taken", slug: String(slug) });
      throw err;
    }
  }
}

export interface ListingUpdate {
  /** Only the changed fields; `slug` when it changes. */
  values: Values;
  status?: ListingStatus;
  departures?: DepartureChange;
  extra?: D1PreparedStatement[];
}

/** Writes a change to one listing (its row and departures) in one batch, or nothing when a guard refuses it. */
export async function updateListing(
  d1: D1Database,
  kind: ListingKind,
  id: string,
  change: ListingUpdate,
): Promise<Outcome<void, ListingRefusal>> {
  const now = nowIso();
  const cols = columnsOf(kind, change.values);
  if ("slug" in change.values) cols.push(["slug", change.values.slug ?? null]);
  if (change.status) cols.push(["status", change.status]);
  cols.push(["updated_at", now]);
  const publishedAt = change.status === "published" ? ", published_at = coalesce(published_at, ?)" : "";
  const update = d1
    .prepare(`UPDATE ${LISTING_TABLE[kind]} SET ${cols.map(([c]) => `${c} = ?`).join(", ")}${publishedAt} WHERE id = ?`)
    .bind(...cols.map(([, v]) => v), ...(publishedAt ? [now] : []), id);
  // A published listing keeps a photo even if one was deleted (DELETE /api/media) since the route read it.
  const photoGuard =
    change.status === "published" || "images" in change.values
      ? [
          d1
            .prepare(
              `SELECT ${guardFailure("listing_without_photo", "id")} FROM ${LISTING_TABLE[kind]}
                WHERE id = ? AND status = 'published' AND json_array_length(images) = 0`,
            )
            .bind(id),
        ]
      : [];
  try {
    await d1.batch([
      update,
      ...photoGuard,
      ...(change.departures ? departureStatements(d1, id, change.departures) : []),
      ...(change.extra ?? []),
    ]);
  } catch (err) {
    if (isUniqueSlugError(err)) return refused({ reason: "slug_taken", slug: String(change.values.slug) });
    const refusal = listingGuardRefusal(err, change.departures);
    if (refusal) return refused(refusal);
    throw err;
  }
  return done();
}

/** The refusal of a batch stopped by one of this file's guards, or null when it failed otherwise. */
function listingGuardRefusal(err: unknown, departures?: DepartureChange): ListingRefusal | null {
  const hit = guardHit(err);
  const [first = "", second = ""] = hit?.detail ?? [];
  switch (hit?.reason) {
    case "departure_has_bookings":
      return { reason: "departure_has_bookings", startDate: first };
    case "departure_seats_below_booked": {
      const field = departures?.update.find((d) => d.id === first)?.field ?? "departures";
      return { reason: "seats_below_booked", field, booked: second };
    }
    case "listing_without_photo":
      return { reason: "listing_incomplete", ...NO_PHOTO };
    case "listing_published":
      return { reason: "listing_published" };
    case "listing_has_bookings":
      return { reason: "listing_has_bookings" };
    default:
      return null;
  }
}

/**
 * Deletes a draft or archived listing without bookings (its departures and blocked days go with it), with `extra`
 * statements, in one batch; the rules are checked in the batch, so a listing published or booked since the route
 * read it is kept (refused: listing_published / listing_has_bookings) and nothing is written.
 */
export async function deleteListing(
  d1: D1Database,
  kind: ListingKind,
  id: string,
  extra: D1PreparedStatement[] = [],
): Promise<Outcome<void, ListingRefusal>> {
  const table = LISTING_TABLE[kind];
  const bookingsOf = (l: string) =>
    `SELECT 1 FROM bookings b WHERE (b.listing_type = '${table}' AND b.listing_id = ${l}.id)
        OR b.departure_id IN (SELECT d.id FROM group_tour_departures d WHERE d.group_tour_id = ${l}.id)`;
  try {
    await d1.batch([
      d1
        .prepare(
          `SELECT ${guardFailure("listing_published", "l.id")} FROM ${table} l WHERE l.id = ? AND l.status = 'published'`,
        )
        .bind(id),
      d1
        .prepare(
          `SELECT ${guardFailure("listing_has_bookings", "l.id")} FROM ${table} l WHERE l.id = ? AND EXISTS (${bookingsOf("l")})`,
        )
        .bind(id),
      d1
        .prepare(`DELETE FROM ${table} WHERE id = ? AND status <> 'published' AND NOT EXISTS (${bookingsOf(table)})`)
        .bind(id),
      // Its blocked days (a listing without bookings holds no others).
      d1.prepare("DELETE FROM listing_days WHERE listing_id = ?").bind(id),
      ...extra,
    ]);
  } catch (err) {
    const refusal = listingGuardRefusal(err);
    if (refusal) return refused(refusal);
    throw err;
  }
  return done();
}
