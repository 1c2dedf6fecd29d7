import { type Browser, expect, type Locator, type Page, request } from "@playwright/test";
import type { MeProfile } from "../../domain/api/account";
import type { BookingResponse, CheckoutResponse } from "../../domain/api/bookings";
import type { HostResponse } from "../../domain/api/hosts";
import { addDays } from "../../domain/bookings/pricing";
import { DEMO, DEMO_PASSWORD, isPhone, main, newAccount, sameSite, siteOrigin, testPng } from "./support";

/** What the booking specs share: new hosts with a tour of their own, bookings made and paid, the local clock. */

/** Letters only, unique per test and project (the server's database lives for the whole run). */
export const word = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
export const capital = (w: string) => `${w[0]?.toUpperCase()}${w.slice(1)}`;
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** POSTs as the person signed in on `page` (with the site's Origin) and returns the JSON answer. */
export async function post(page: Page, path: string, data?: object) {
  const res = await page.request.post(path, { ...sameSite(), ...(data ? { data } : {}) });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** An upload of the person signed in on `page`: a photo, or a private ID document. */
export async function uploaded(
  page: Page,
  purpose: "photo" | "document",
  colour: string,
): Promise<{ key: string; url: string }> {
  const res = await page.request.post("/api/media", {
    ...sameSite(),
    multipart: {
      purpose,
      file: { name: `${purpose}.png`, mimeType: "image/png", buffer: await testPng(240, 180, colour) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { key: string; url: string };
}

/** Hosts are asked for their location once after sign-in: granted, so no toast of it covers the page's own. */
export const HOST_PLACE = { permissions: ["geolocation"], geolocation: { latitude: 43.24, longitude: 76.89 } };

export interface NewHost {
  page: Page;
  firstName: string;
  lastName: string;
  slug: string;
  tour: { id: string; title: string; path: string };
}

/**
 * A new approved host, signed in in a browser of their own (the size of `like`'s), with a published one-day private
 * tour: its days are free, and no other host's reviews change its host's rating. Application, approval and listing go
 * through the API (their screens have their own tests).
 */
export async function hostWithTour(browser: Browser, like: Page, name = word()): Promise<NewHost> {
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    viewport: like.viewportSize() ?? undefined,
    isMobile: isPhone(),
    hasTouch: isPhone(),
    ...HOST_PLACE,
  });
  const page = await context.newPage();
  await newAccount(page, "host");
  const firstName = "Saule";
  const lastName = `Nurova ${capital(name)}`;
  const applied = (await post(page, "/api/me/host-application", {
    host_type: "guide",
    first_name: firstName,
    last_name: lastName,
    city: "Almaty",
    country: "Kazakhstan",
    bio: "Born in Almaty: I take travelers to Charyn, Kolsai and the Big Almaty Lake, on foot and on horseback.",
    languages: ["English"],
    profile_photo_url: (await uploaded(page, "photo", "#b45309")).url,
    id_document_key: (await uploaded(page, "document", "#1d4ed8")).key,
  })) as MeProfile;
  // The demo admin approves from a client of its own (no host cookies along).
  const api = await request.newContext({ baseURL: siteOrigin() });
  const signedIn = await api.post("/auth/v1/token?grant_type=password", {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const approved = await api.post(`/api/admin/hosts/${applied.host?.id}/approve`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await api.dispose();

  const title = `Sunrise at Charyn Canyon with ${capital(name)}`;
  const { id, path } = (await post(page, "/api/listings/tour", {
    title,
    description: "We leave Almaty before dawn to watch the sun light up the Valley of Castles, then walk to the river.",
    countries: ["Kazakhstan"],
    number_of_days: 1,
    price_1_person: 12_000,
    price_2_persons: 9_000,
    images: [(await uploaded(page, "photo", "#0f766e")).url],
  })) as { id: string; path: string };
  const published = await page.request.patch(`/api/listings/tour/${id}`, {
    ...sameSite(),
    data: { status: "published" },
  });
  expect(published.status(), await published.text()).toBe(200);
  const me = (await (await page.request.get("/api/me/profile")).json()) as MeProfile;
  return { page, firstName, lastName, slug: me.host?.profile_slug ?? "", tour: { id, title, path } };
}

/** The traveler (signed in on `traveler`) pays a booking's deposit in test mode (the checkout page has its own tests). */
export async function payDeposit(traveler: Page, bookingId: string) {
  const checkout = (await post(traveler, `/api/bookings/${bookingId}/checkout`, {
    kind: "deposit",
  })) as CheckoutResponse;
  await post(traveler, `/api/payments/${checkout.payment.id}/test-pay`);
}

/** The traveler books the host's tour, the host confirms, the traveler pays the deposit: the booking. */
export async function paidBooking(
  traveler: Page,
  host: Pick<NewHost, "page" | "tour">,
  startDate: string,
  party: number,
): Promise<BookingResponse["booking"]> {
  const { booking } = (await post(traveler, "/api/bookings", {
    listing: { type: "tour", id: host.tour.id },
    start_date: startDate,
    party_size: party,
  })) as BookingResponse;
  await post(host.page, `/api/bookings/${booking.id}/confirm`);
  await payDeposit(traveler, booking.id);
  return booking;
}

/**
 * Runs the server's booking clocks as of `at` for these bookings alone (POST /dev/cron, local servers only): a test
 * moves its own trips on, never those of the tests running beside it.
 */
export async function runClocks(page: Page, at: string, bookings: string[]) {
  await post(page, "/dev/cron", { cron: "*/10 * * * *", at, bookings });
}

/** The first day of next month (local, as the calendar shows it): a day `n` as an ISO date and as the calendar names it. */
export function nextMonth() {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const iso = (day: number) =>
    `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const name = (day: number) =>
    new Date(first.getFullYear(), first.getMonth(), day).toLocaleDateString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
  const caption = first.toLocaleDateString("en-US", { month: "long", year: "numeric" });
  return { iso, name, caption };
}

/**
 * Shows next month (nextMonth()) in the booking calendar inside `scope`. The calendar opens on the month of the first
 * day that can be booked (tomorrow): this month, or already next month on a month's last day.
 */
export async function showNextMonth(scope: Locator) {
  const { caption } = nextMonth();
  const grid = scope.getByRole("grid");
  await expect(grid).toBeVisible();
  if ((await grid.getAttribute("aria-label")) !== caption) {
    await scope.getByRole("button", { name: "Go to the Next Month" }).click();
  }
  await expect(scope.getByRole("grid", { name: caption })).toBeVisible();
}

/** The call to book on a listing page: in the price box on wide screens, in the action bar at the bottom on phones. */
export function bookButton(page: Page, name: string): Locator {
  return isPhone()
    ? page.getByTestId("phone-action-bar").getByRole("button", { name })
    : main(page).getByRole("region", { name: "Price", exact: true }).getByRole("button", { name });
}

const DEMO_HOST_SLUG = "aigerim";

/** The demo host's published tours that last one day (a one-day trip completes the day after it starts). */
export async function oneDayTours(page: Page): Promise<string[]> {
  const res = await page.request.get(`/api/hosts/${DEMO_HOST_SLUG}`);
  expect(res.status()).toBe(200);
  const { listings } = (await res.json()) as HostResponse;
  const tours = listings.filter((l) => l.type === "tour" && l.duration === 1).map((l) => l.id);
  expect(tours.length).toBeGreaterThan(0);
  return tours;
}

/**
 * The traveler (signed in on `page`) requests one of `tours` on the first free day among `days` (a private tour is one
 * party a day, and other tests book the same tours): the booking as the server answered it.
 */
export async function requestTrip(page: Page, tours: string[], days: string[]): Promise<BookingResponse["booking"]> {
  for (const day of days) {
    for (const id of tours) {
      const res = await page.request.post("/api/bookings", {
        ...sameSite(),
        data: { listing: { type: "tour", id }, start_date: day, party_size: 2 },
      });
      if (res.status() === 409) continue;
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as BookingResponse).booking;
    }
  }
  throw new Error(`No free day among ${days.join(", ")}`);
}

/** Some days between `from` and `to` days ahead, in random order. */
export function someDaysAhead(from: number, to: number, count = 8): string[] {
  return Array.from({ length: count }, () => addDays(todayUtc(), from + Math.floor(Math.random() * (to - from))));
}
