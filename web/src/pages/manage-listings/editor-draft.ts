import { type CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from "../../../../domain/bookings/cancellation";
import { DEPOSIT_PERCENT } from "../../../../domain/bookings/pricing";
import { centsToEuros, eurosToCents } from "../../../../domain/euro-input";
import { type ListingInput, listingErrors, type OwnListing, publishProblems } from "../../../../domain/listing-form";
import type { ListingKind } from "../../../../domain/vocabulary";
import type { FieldErrors } from "./fields";

/**
 * The editor's form state: every field of every kind as the person typed it (numbers and euro prices as text), so
 * switching nothing loses a half-typed value. `toInput` turns it into the API's body (integer cents).
 */
export interface DraftDeparture {
  /** Stable React key (new rows have no id yet). */
  key: string;
  id?: string;
  start_date: string;
  end_date: string;
  seats_total: string;
  seats_booked: number;
}

export interface ListingDraft {
  title: string;
  description: string;
  deposit_percent: string;
  cancellation_policy: CancellationPolicy;
  topics: string[];
  images: string[];
  slug: string;
  countries: string[];
  cities: string[];
  number_of_days: string;
  itinerary: string[];
  price_1_person: string;
  price_2_persons: string;
  price_3_persons: string;
  price_4_persons: string;
  price_per_person: string;
  max_group_size: string;
  departures: DraftDeparture[];
  city: string;
  country: string;
  price_per_day: string;
  car_type: string;
  make_model: string;
  seats: string;
  transmission: "" | "manual" | "automatic";
  driver_included: boolean;
  vehicle: string;
  languages: string[];
  areas_served: string[];
}

export const EMPTY_DRAFT: ListingDraft = {
  title: "",
  description: "",
  deposit_percent: String(DEPOSIT_PERCENT.default),
  cancellation_policy: DEFAULT_CANCELLATION_POLICY,
  topics: [],
  images: [],
  slug: "",
  countries: [],
  cities: [],
  number_of_days: "",
  itinerary: [],
  price_1_person: "",
  price_2_persons: "",
  price_3_persons: "",
  price_4_persons: "",
  price_per_person: "",
  max_group_size: "",
  departures: [],
  city: "",
  country: "",
  price_per_day: "",
  car_type: "",
  make_model: "",
  seats: "",
  transmission: "",
  driver_included: false,
  vehicle: "",
  languages: [],
  areas_served: [],
};

/** A blank required text is missing ("is required"), not too short. */
const given = (text: string) => (text.trim() === "" ? undefined : text);

function wholeNumber(text: string): number | undefined {
  const t = text.trim();
  if (t === "") return undefined;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

let departureKeys = 0;
export const newDepartureKey = () => `departure-${++departureKeys}`;

const num = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** What a tour and a group tour share: where, how long and day by day. */
const multiDayFrom = (l: Extract<OwnListing, { kind: "tour" | "group_tour" }>) => ({
  countries: l.countries,
  cities: l.cities,
  number_of_days: num(l.number_of_days),
  itinerary: l.itinerary,
});

/** What a rental car and a driver share: the city they are based in and the daily price. */
const basedFrom = (l: Extract<OwnListing, { kind: "rental_car" | "driver" }>) => ({
  city: l.city,
  country: l.country,
  price_per_day: centsToEuros(l.price_per_day),
});

/** The form filled from a saved listing. */
export function draftFromListing(l: OwnListing): ListingDraft {
  const d: ListingDraft = {
    ...EMPTY_DRAFT,
    title: l.title,
    description: l.description,
    deposit_percent: String(l.deposit_percent),
    cancellation_policy: l.cancellation_policy,
    topics: l.topics,
    images: l.images,
    slug: l.slug ?? "",
  };
  switch (l.kind) {
    case "tour":
      return {
        ...d,
        ...multiDayFrom(l),
        price_1_person: centsToEuros(l.price_1_person),
        price_2_persons: centsToEuros(l.price_2_persons),
        price_3_persons: centsToEuros(l.price_3_persons),
        price_4_persons: centsToEuros(l.price_4_persons),
      };
    case "group_tour":
      return {
        ...d,
        ...multiDayFrom(l),
        price_per_person: centsToEuros(l.price_per_person),
        max_group_size: num(l.max_group_size),
        departures: l.departures.map((x) => ({
          key: newDepartureKey(),
          id: x.id,
          start_date: x.start_date.slice(0, 10),
          end_date: x.end_date?.slice(0, 10) ?? "",
          seats_total: String(x.seats_total),
          seats_booked: x.seats_booked,
        })),
      };
    case "rental_car":
      return {
        ...d,
        ...basedFrom(l),
        car_type: l.car_type ?? "",
        make_model: l.make_model ?? "",
        seats: num(l.seats),
        transmission: l.transmission ?? "",
        driver_included: l.driver_included,
      };
    case "driver":
      return {
        ...d,
        ...basedFrom(l),
        vehicle: l.vehicle ?? "",
        seats: num(l.seats),
        languages: l.languages,
        areas_served: l.areas_served,
      };
  }
}

const MONEY_FIELDS = [
  "price_1_person",
  "price_2_persons",
  "price_3_persons",
  "price_4_persons",
  "price_per_person",
  "price_per_day",
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

const PRICE_FIELDS: Record<ListingKind, MoneyField[]> = {
  tour: ["price_1_person", "price_2_persons", "price_3_persons", "price_4_persons"],
  group_tour: ["price_per_person"],
  rental_car: ["price_per_day"],
  driver: ["price_per_day"],
};

const OPTIONAL_PRICES: readonly string[] = ["price_2_persons", "price_3_persons", "price_4_persons"];

/** The body of POST /api/listings/:type (or the PATCH) for this kind, plus the prices that are not amounts. */
export function toInput(
  kind: ListingKind,
  d: ListingDraft,
): { input: ListingInput; moneyErrors: Record<string, string> } {
  const moneyErrors: Record<string, string> = {};
  const prices: Record<string, number | null | undefined> = {};
  for (const field of PRICE_FIELDS[kind]) {
    const cents = eurosToCents(d[field]);
    if (Number.isNaN(cents)) moneyErrors[field] = "enter an amount in euros, like 45 or 45.50";
    prices[field] = cents ?? (OPTIONAL_PRICES.includes(field) ? null : undefined);
  }
  const common = {
    title: given(d.title),
    description: given(d.description),
    deposit_percent: wholeNumber(d.deposit_percent),
    cancellation_policy: d.cancellation_policy,
    topics: d.topics,
    images: d.images,
    slug: d.slug.trim() === "" ? null : d.slug.trim(),
  };
  const multiDay = {
    countries: d.countries,
    cities: d.cities,
    number_of_days: wholeNumber(d.number_of_days),
    itinerary: d.itinerary,
  };
  const based = { city: given(d.city), country: given(d.country) };
  let input: Record<string, unknown>;
  switch (kind) {
    case "tour":
      input = { ...common, ...multiDay, ...prices };
      break;
    case "group_tour":
      input = {
        ...common,
        ...multiDay,
        ...prices,
        max_group_size: wholeNumber(d.max_group_size),
        departures: d.departures.map((x) => ({
          ...(x.id ? { id: x.id } : {}),
          start_date: x.start_date,
          end_date: x.end_date === "" ? null : x.end_date,
          seats_total: wholeNumber(x.seats_total),
        })),
      };
      break;
    case "rental_car":
      input = {
        ...common,
        ...prices,
        ...based,
        car_type: given(d.car_type),
        make_model: given(d.make_model),
        seats: wholeNumber(d.seats),
        transmission: d.transmission === "" ? undefined : d.transmission,
        driver_included: d.driver_included,
      };
      break;
    case "driver":
      input = {
        ...common,
        ...prices,
        ...based,
        vehicle: given(d.vehicle),
        seats: wholeNumber(d.seats),
        languages: d.languages,
        areas_served: d.areas_served,
      };
      break;
  }
  return { input: input as ListingInput, moneyErrors };
}

/** How fields are named in labels and messages. */
export const FIELD_LABEL = {
  title: "Title",
  description: "Description",
  deposit_percent: "Deposit",
  cancellation_policy: "Cancellation policy",
  topics: "Topics",
  images: "Photos",
  slug: "Web address",
  countries: "Countries",
  cities: "Cities",
  number_of_days: "Number of days",
  itinerary: "Itinerary",
  price_1_person: "Price for 1 person",
  price_2_persons: "Price per person, group of 2",
  price_3_persons: "Price per person, group of 3",
  price_4_persons: "Price per person, group of 4",
  price_per_person: "Price per person",
  max_group_size: "Maximum group size",
  departures: "Departures",
  city: "City",
  country: "Country",
  price_per_day: "Price per day",
  car_type: "Car type",
  make_model: "Make and model",
  seats: "Seats",
  transmission: "Transmission",
  driver_included: "Driver included",
  vehicle: "Vehicle",
  languages: "Languages",
  areas_served: "Areas served",
} as const;

const labelOf = (key: string): string | undefined => (FIELD_LABEL as Record<string, string | undefined>)[key];

/** Lists shown as one control (chips, photos): a problem with one item belongs to the whole field. */
const WHOLE_FIELD_LISTS = new Set(["topics", "images", "countries", "cities", "languages", "areas_served"]);

const DEPARTURE_PART: Record<string, string> = {
  start_date: "start date",
  end_date: "end date",
  seats_total: "seats",
};

/** The field a problem's dotted path is shown by ("topics.2" → "topics"; "departures.1.seats_total" stays). */
export function fieldOfPath(path: string): string {
  const [head = path] = path.split(".");
  return WHOLE_FIELD_LISTS.has(head) ? head : path;
}

/** "departures.1.start_date" → "Departure 2 start date"; "itinerary.0" → "Itinerary day 1"; "title" → "Title". */
export function labelOfPath(path: string): string {
  const [head = "", index, part] = path.split(".");
  if (head === "itinerary" && index !== undefined) return `Itinerary day ${Number(index) + 1}`;
  if (head === "departures" && index !== undefined)
    return `Departure ${Number(index) + 1}${part ? ` ${DEPARTURE_PART[part] ?? part}` : ""}`;
  return labelOf(head) ?? head;
}

/** A message that names its field: "Title: is required", with any other field key in it named too. */
export function namedMessage(path: string, message: string): string {
  const text = message.replace(/\b(price_\w+|max_group_size|number_of_days)\b/g, (k) =>
    (labelOf(k) ?? k).toLowerCase(),
  );
  return `${labelOfPath(path)}: ${text}`;
}

function keyed(problems: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(problems)) {
    const field = fieldOfPath(path);
    if (!(field in out)) out[field] = namedMessage(path, message);
  }
  return out;
}

/**
 * The problems of the form for this kind, keyed by the field they are shown by; `publishing` adds what only
 * publishing needs (a photo). Empty when it can be saved.
 */
export function draftErrors(kind: ListingKind, d: ListingDraft, publishing: boolean): FieldErrors {
  const { input, moneyErrors } = toInput(kind, d);
  const schema = listingErrors(kind, input) ?? {};
  const publish = publishing
    ? Object.fromEntries(publishProblems(kind, input).map((p) => [p.field, p.message] as const))
    : {};
  return { ...keyed({ ...publish, ...schema }), ...keyed(moneyErrors) };
}

/** A server refusal "field: message" (400/409/422) as the error by that field; null when it names no field. */
export function serverFieldError(message: string): FieldErrors | null {
  const m = /^([a-z_]+(?:\.\d+(?:\.[a-z_]+)?)?): (.+)$/s.exec(message);
  const path = m?.[1];
  const text = m?.[2];
  if (!path || !text || !labelOf(path.split(".")[0] ?? "")) return null;
  return keyed({ [path]: text });
}
