import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { BookingBody, BookingResponse, CheckoutResponse } from "../../domain/api/bookings";
import { addDays } from "../../domain/bookings/pricing";
import type { ListingRoute } from "../../domain/vocabulary";
import { runBookingClocks } from "../../worker/cron/bookings";
import { type Person, uploadedPhoto } from "./people";

/** Tests' "today" and a day `n` days from it (ISO dates, UTC), for trips in the future whatever day the tests run. */
export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (n: number) => addDays(today(), n);

const DESCRIPTION = "Three days on horseback between the Kolsai lakes, with nights in a family guesthouse.";

/** The fields of a new listing of each kind (prices in euro cents). */
export const LISTING_FIELDS: Record<ListingRoute, Record<string, unknown>> = {
  tour: {
    title: "Horse trek to the Kolsai lakes",
    description: DESCRIPTION,
    countries: ["Kazakhstan"],
    number_of_days: 3,
    price_1_person: 30_000,
    price_2_persons: 25_000,
    price_3_persons: 22_000,
  },
  "group-tour": {
    title: "Nomad week on Song-Kol",
    description: DESCRIPTION,
    countries: ["Kyrgyzstan"],
    number_of_days: 5,
    price_per_person: 40_000,
    max_group_size: 12,
    departures: [{ start_date: addDays(new Date().toISOString().slice(0, 10), 40), seats_total: 10 }],
  },
  "rental-car": {
    title: "Toyota Land Cruiser in Almaty",
    description: DESCRIPTION,
    city: "Almaty",
    country: "Kazakhstan",
    price_per_day: 8_000,
    car_type: "SUV",
    make_model: "Toyota Land Cruiser",
    seats: 5,
    transmission: "automatic",
  },
  driver: {
    title: "Driver for the Charyn canyon",
    description: DESCRIPTION,
    city: "Almaty",
    country: "Kazakhstan",
    price_per_day: 9_000,
    vehicle: "Toyota Land Cruiser",
    seats: 6,
    languages: ["English"],
  },
};

/** A published listing of `host`'s (with a photo), with `extra` fields: its id (and departures for group tours). */
export async function publishedListing(
  host: Person,
  type: ListingRoute = "tour",
  extra: Record<string, unknown> = {},
): Promise<{ id: string; departures: { id: string; start_date: string; seats_total: number }[] }> {
  const { url } = await uploadedPhoto(host);
  const res = await host.fetch(`/api/listings/${type}`, {
    method: "POST",
    json: { ...LISTING_FIELDS[type], ...extra, images: [url] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await res.json<{ id: string }>();
  const pub = await host.fetch(`/api/listings/${type}/${id}`, { method: "PATCH", json: { status: "published" } });
  expect(pub.status, await pub.clone().text()).toBe(200);
  const saved = await pub.json<{ departures?: { id: string; start_date: string; seats_total: number }[] }>();
  return { id, departures: saved.departures ?? [] };
}

export async function requestBooking(
  traveler: Person,
  body: BookingBody,
  status = 201,
): Promise<BookingResponse["booking"]> {
  const res = await traveler.fetch("/api/bookings", { method: "POST", json: body });
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (JSON.parse(text) as BookingResponse).booking;
}

/** POSTs an action of the booking as `who` and returns the answer (checking its status). */
export async function act(
  who: Person,
  bookingId: string,
  action: string,
  json?: unknown,
  status = 200,
): Promise<BookingResponse> {
  const res = await who.fetch(`/api/bookings/${bookingId}/${action}`, { method: "POST", ...(json ? { json } : {}) });
  const text = await res.text();
  expect(res.status, `${action}: ${text}`).toBe(status);
  return JSON.parse(text) as BookingResponse;
}

/** Pays the deposit (or balance) in test mode, as the checkout page does. */
export async function payInTestMode(traveler: Person, bookingId: string, kind: "deposit" | "balance" = "deposit") {
  const res = await traveler.fetch(`/api/bookings/${bookingId}/checkout`, { method: "POST", json: { kind } });
  expect(res.status, await res.clone().text()).toBe(200);
  const { payment } = await res.json<CheckoutResponse>();
  const paid = await traveler.fetch(`/api/payments/${payment.id}/test-pay`, { method: "POST" });
  expect(paid.status, await paid.clone().text()).toBe(200);
  return (await paid.json<BookingResponse>()).booking;
}

export async function status(bookingId: string): Promise<string | null> {
  const row = await env.DB.prepare("SELECT status FROM bookings WHERE id = ?")
    .bind(bookingId)
    .first<{ status: string }>();
  return row?.status ?? null;
}

export async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The traveler's conversation with the host (started by the traveler, or the one they already have): its id. */
export async function conversationOf(traveler: Person, host: Person): Promise<string> {
  const res = await traveler.fetch("/api/conversations", { method: "POST", json: { with: host.id } });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json<{ conversation: { id: string } }>()).conversation.id;
}

/** A booking of the traveler's that has been paid and has ended: completed by the cron the day after its last day. */
export async function completedBooking(
  traveler: Person,
  host: Person,
  body: BookingBody,
): Promise<BookingResponse["booking"]> {
  const made = await requestBooking(traveler, body);
  await act(host, made.id, "confirm");
  await payInTestMode(traveler, made.id);
  await runBookingClocks(env, new Date(`${addDays(made.end_date, 1)}T00:00:00Z`));
  expect(await status(made.id)).toBe("completed");
  return made;
}
