/**
 * A host's listing form, the same rules on the server (POST/PATCH /api/listings/:type) and in the editor: the
 * fields of each listing kind (spec §3 plus what a traveler needs), their limits, and messages that name the
 * field ("title: is required"). Prices are integer euro cents; the editor converts from euros.
 */
import { z } from "zod";
import { plainText } from "./api/fields";
import type { DriverFacts, RentalCarFacts } from "./api/listings";
import { CANCELLATION_POLICIES, type CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from "./bookings/cancellation";
import { DEPOSIT_PERCENT } from "./bookings/pricing";
import { isUuid } from "./listing-slug";
import { hostCountry } from "./profile-form";
import { LISTING_STATUSES, type ListingKind, type ListingStatus } from "./vocabulary";

/** How the owner's screens name each kind. */
export const LISTING_KIND_NAME: Record<ListingKind, string> = {
  tour: "Private tour",
  group_tour: "Group tour",
  rental_car: "Rental car",
  driver: "Driver service",
};

export const LISTING_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 40,
  descriptionMax: 5000,
  topics: 5,
  topic: 40,
  images: 12,
  imageUrl: 300,
  slugMin: 3,
  slugMax: 80,
  countries: 5,
  cities: 10,
  city: 80,
  daysMax: 60,
  itineraryDays: 60,
  itineraryDay: 2000,
  /** euro cents */
  priceMin: 100,
  priceMax: 10_000_000,
  groupMin: 2,
  groupMax: 60,
  departures: 50,
  seatsMax: 20,
  shortText: 80,
  languages: 10,
  language: 40,
  areas: 20,
  area: 80,
} as const;

// ───────────────────────────── field pieces ─────────────────────────────

const L = LISTING_LIMITS;
const required = (what: string) => (iss: { input: unknown }) => (iss.input === undefined ? "is required" : what);

const text = (min: number, max: number) =>
  plainText()
    .trim()
    .min(min, min <= 1 ? "is required" : `must be at least ${min} characters`)
    .max(max, `can be at most ${max} characters`);

const list = <T extends z.ZodType>(item: T, min: number, max: number, noun: string) =>
  z
    .array(item, { error: required("must be a list") })
    .min(min, min === 1 ? `add at least one ${noun}` : `add at least ${min} ${noun}s`)
    .max(max, `can have at most ${max} ${noun}s`);

const whole = (min: number, max: number, unit = "") =>
  z
    .number({ error: required("must be a number") })
    .int("must be a whole number")
    .min(min, `must be at least ${min}${unit}`)
    .max(max, `can be at most ${max}${unit}`);

/** Euro cents. */
const price = z
  .number({ error: required("must be a number of cents") })
  .int("must be a whole number of cents")
  .min(L.priceMin, `must be at least €${L.priceMin / 100}`)
  .max(L.priceMax, `can be at most €${L.priceMax / 100}`);

/** A destination country, saved in the list's spelling whatever the case typed (the same field as a host's). */
const country = hostCountry;

export const LISTING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugField = z
  .string({ error: "must be text" })
  .trim()
  .min(L.slugMin, `must be at least ${L.slugMin} characters`)
  .max(L.slugMax, `can be at most ${L.slugMax} characters`)
  .regex(LISTING_SLUG_PATTERN, "use lowercase letters, digits and single hyphens (like silk-road-in-5-days)")
  .refine((s) => !isUuid(s), "must not look like an id");

/** A photo uploaded to the site (/media/…); whose it is, the server checks. */
const imageUrl = z
  .string({ error: "must be text" })
  .max(L.imageUrl, "is too long")
  .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, "must be a photo uploaded here");

const isoDate = z
  .string({ error: required("must be a date") })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-05-31")
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: "must be a real date",
    },
  );

const common = {
  title: text(L.titleMin, L.titleMax),
  /** The share of the total a traveler pays to book. */
  deposit_percent: whole(DEPOSIT_PERCENT.min, DEPOSIT_PERCENT.max, "%").default(DEPOSIT_PERCENT.default),
  cancellation_policy: z
    .enum(CANCELLATION_POLICIES, { error: "must be flexible, moderate or strict" })
    .default(DEFAULT_CANCELLATION_POLICY),
  description: text(L.descriptionMin, L.descriptionMax),
  topics: list(text(1, L.topic), 0, L.topics, "topic").default([]),
  images: list(imageUrl, 0, L.images, "photo").default([]),
  /** Empty, null or missing: made from the title (domain/listing-slug titleSlug), -2, -3… when taken. */
  slug: z
    .string({ error: "must be text" })
    .trim()
    .transform((s) => (s === "" ? null : s))
    .pipe(slugField.nullable())
    .nullable()
    .optional(),
};

const multiDay = {
  countries: list(country, 1, L.countries, "country"),
  cities: list(text(1, L.city), 0, L.cities, "city").default([]),
  number_of_days: whole(1, L.daysMax, " days"),
  itinerary: list(text(1, L.itineraryDay), 0, L.itineraryDays, "itinerary day").default([]),
};

const departure = z.object({
  /** An existing departure's id; absent for a new one. */
  id: z.string().max(64).optional(),
  start_date: isoDate,
  end_date: isoDate.nullable().optional(),
  seats_total: whole(1, L.groupMax, " seats"),
});

/** The fields of each kind, without the rules that compare fields (those are in `checkAcross`). */
export const LISTING_FIELDS = {
  tour: {
    ...common,
    ...multiDay,
    price_1_person: price,
    price_2_persons: price.nullable().optional(),
    price_3_persons: price.nullable().optional(),
    price_4_persons: price.nullable().optional(),
  },
  group_tour: {
    ...common,
    ...multiDay,
    price_per_person: price,
    max_group_size: whole(L.groupMin, L.groupMax, " people"),
    departures: list(departure, 0, L.departures, "departure").default([]),
  },
  rental_car: {
    ...common,
    city: text(1, L.city),
    country,
    price_per_day: price,
    car_type: text(1, L.shortText),
    make_model: text(1, L.shortText),
    seats: whole(1, L.seatsMax, " seats"),
    transmission: z.enum(["manual", "automatic"], { error: required("must be manual or automatic") }),
    driver_included: z.boolean({ error: "must be true or false" }).default(false),
  },
  driver: {
    ...common,
    city: text(1, L.city),
    country,
    price_per_day: price,
    vehicle: text(1, L.shortText),
    seats: whole(1, L.seatsMax, " seats"),
    languages: list(text(1, L.language), 1, L.languages, "language"),
    areas_served: list(text(1, L.area), 0, L.areas, "area").default([]),
  },
} as const;

const TOUR_PRICES = ["price_1_person", "price_2_persons", "price_3_persons", "price_4_persons"] as const;

/** Rules between fields: tour prices per person never rise with the group, departures fit the group and their dates. */
function checkAcross(kind: ListingKind, v: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (kind === "tour") {
    let previous: { key: string; price: number } | null = null;
    for (const key of TOUR_PRICES) {
      const p = v[key];
      if (typeof p !== "number") continue;
      if (previous && p > previous.price)
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `must not be more than ${previous.key} (the per-person price goes down as the group grows)`,
        });
      previous = { key, price: p };
    }
  }
  if (kind === "group_tour") {
    const max = v.max_group_size;
    const departures = (v.departures ?? []) as { start_date: string; end_date?: string | null; seats_total: number }[];
    departures.forEach((d, i) => {
      if (typeof max === "number" && d.seats_total > max)
        ctx.addIssue({
          code: "custom",
          path: ["departures", i, "seats_total"],
          message: `can be at most the maximum group size (${max})`,
        });
      if (d.end_date && d.end_date < d.start_date)
        ctx.addIssue({
          code: "custom",
          path: ["departures", i, "end_date"],
          message: "must not be before the start date",
        });
    });
  }
}

function fullSchema<K extends ListingKind>(kind: K) {
  return z.object(LISTING_FIELDS[kind]).superRefine((v, ctx) => checkAcross(kind, v, ctx));
}

/** The whole listing of each kind: POST /api/listings/:type, and the merged listing of a PATCH. */
export const LISTING_SCHEMAS = {
  tour: fullSchema("tour"),
  group_tour: fullSchema("group_tour"),
  rental_car: fullSchema("rental_car"),
  driver: fullSchema("driver"),
};

/** PATCH /api/listings/:type/:id: any subset of the fields, and/or a new status (the server re-checks the merge). */
export function listingPatchSchema<K extends ListingKind>(kind: K) {
  // Without the defaults of the full form: a field left out of a PATCH keeps its saved value.
  const shape = Object.fromEntries(
    Object.entries(LISTING_FIELDS[kind]).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field,
    ]),
  ) as {
    [F in keyof (typeof LISTING_FIELDS)[K]]: z.ZodType<
      z.output<(typeof LISTING_FIELDS)[K][F]>,
      z.input<(typeof LISTING_FIELDS)[K][F]>
    >;
  };
  return z
    .object(shape)
    .partial()
    .extend({ status: z.enum(LISTING_STATUSES, { error: "must be published, draft or archived" }) })
    .partial();
}

export type ListingInputOf<K extends ListingKind> = z.input<(typeof LISTING_SCHEMAS)[K]>;
export type ListingValuesOf<K extends ListingKind> = z.output<(typeof LISTING_SCHEMAS)[K]>;
export type TourInput = ListingInputOf<"tour">;
export type GroupTourInput = ListingInputOf<"group_tour">;
export type RentalCarInput = ListingInputOf<"rental_car">;
export type DriverInput = ListingInputOf<"driver">;
/** The body of POST /api/listings/:type for any kind. */
export type ListingInput = TourInput | GroupTourInput | RentalCarInput | DriverInput;
export type ListingPatchOf<K extends ListingKind> = Partial<ListingInputOf<K>> & { status?: ListingStatus };
/** The body of PATCH /api/listings/:type/:id for any kind. */
export type ListingPatch = { [K in ListingKind]: ListingPatchOf<K> }[ListingKind];
export type DepartureInput = GroupTourInput["departures"] extends (infer D)[] | undefined ? D : never;

/** "field: message" problems of a zod result, one per field (the first), keyed by the dotted path. */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "listing";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Checks a draft in the editor: null when valid, else the message per field ("title" → "is required"). */
export function listingErrors(kind: ListingKind, input: unknown): Record<string, string> | null {
  const result = LISTING_SCHEMAS[kind].safeParse(input);
  return result.success ? null : fieldProblems(result.error);
}

// ───────────────────────────── what the owner reads ─────────────────────────────

export interface OwnDeparture {
  id: string;
  start_date: string;
  end_date: string | null;
  seats_total: number;
  seats_booked: number;
}

interface OwnListingBase {
  id: string;
  slug: string | null;
  status: ListingStatus;
  title: string;
  deposit_percent: number;
  cancellation_policy: CancellationPolicy;
  description: string;
  topics: string[];
  images: string[];
  views_count: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** The public detail path (domain/listing-slug listingPath), e.g. /tour/silk-road-in-5-days. */
  path: string;
}

/** GET /api/me/listings/:type/:id, and the answer of POST and PATCH: everything the owner can edit. Cents. */
export type OwnListing = OwnListingBase &
  (
    | {
        kind: "tour";
        countries: string[];
        cities: string[];
        number_of_days: number;
        itinerary: string[];
        price_1_person: number;
        price_2_persons: number | null;
        price_3_persons: number | null;
        price_4_persons: number | null;
      }
    | {
        kind: "group_tour";
        countries: string[];
        cities: string[];
        number_of_days: number;
        itinerary: string[];
        price_per_person: number;
        max_group_size: number;
        /** All departures, past ones included, by start date. */
        departures: OwnDeparture[];
      }
    | ({ kind: "rental_car"; city: string; country: string } & RentalCarFacts)
    | ({ kind: "driver"; city: string; country: string } & DriverFacts)
  );

/** One row of GET /api/me/listings ({ items: OwnListingRow[] }, all kinds, newest first). */
export interface OwnListingRow {
  kind: ListingKind;
  id: string;
  title: string;
  slug: string | null;
  status: ListingStatus;
  views_count: number;
  /** The first photo, or null. */
  cover: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  path: string;
  /** Euro cents: the lowest per-person price (tours), per person (group tours) or per day; null if none. */
  price: number | null;
  price_unit: "person" | "day";
  /** Our team unpublished it (when, and the reason told to the host) and the host has not published it again. */
  unpublished_by_admin?: { at: string; reason: string } | null;
}

export interface MyListingsResponse {
  items: OwnListingRow[];
}

/** What the editor starts from for an existing listing: its editable fields (server-only fields left out). */
export function listingInputOf(listing: OwnListing): ListingInput {
  const { id, status, views_count, created_at, updated_at, published_at, path, kind, ...rest } = listing;
  if (listing.kind === "group_tour")
    return {
      ...rest,
      departures: listing.departures.map(({ seats_booked, ...d }) => d),
    } as GroupTourInput;
  return rest as ListingInput;
}

export interface ListingProblem {
  field: string;
  message: string;
}

/** A published listing shows at least one photo. */
export const NO_PHOTO: ListingProblem = { field: "images", message: "add at least one photo before publishing" };

/**
 * Why a (valid) listing cannot be published yet, besides the host's approval: at least one photo. The server
 * answers the first as 422 listing_incomplete "images: …"; the editor shows them by the fields.
 */
export function publishProblems(_kind: ListingKind, listing: { images?: readonly string[] | null }): ListingProblem[] {
  const problems: ListingProblem[] = [];
  if (!listing.images?.length) problems.push(NO_PHOTO);
  return problems;
}
