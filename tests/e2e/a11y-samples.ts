import { type APIRequestContext, expect } from "@playwright/test";
import type { BookingsResponse } from "../../domain/api/bookings";
import type { ListingsResponse } from "../../domain/api/listings";
import { countrySlug } from "../../domain/featured";
import { listingPath } from "../../domain/listing-slug";
import { PAGE_ROUTES } from "../../domain/routes";
import { DEMO, DEMO_PASSWORD } from "./support";

/**
 * A real path for every pattern of the route table (domain/routes.ts), for the accessibility sweep: each path
 * parameter filled with a demo entity the seed made (a listing of each kind, a host, a traveler, an article, the
 * account's own booking and conversation, an admin's records). Entities a role cannot see are still asked for: the
 * sweep checks what that role is shown instead (the sign-in screen, a "not yours" page).
 */

export type Role = "guest" | "traveler" | "host" | "admin";
export const ROLES: readonly Role[] = ["guest", "traveler", "host", "admin"];

export type Pattern = (typeof PAGE_ROUTES)[number]["path"];

async function bearer(api: APIRequestContext, email: string): Promise<Record<string, string>> {
  const res = await api.post("/auth/v1/token?grant_type=password", { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

async function json<T>(api: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await api.get(path, { headers });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

function first<T>(items: readonly T[] | undefined, what: string): T {
  const item = items?.[0];
  if (item === undefined) throw new Error(`The demo seed has no ${what} for the accessibility sweep`);
  return item;
}

/** The sample path of every pattern, for one role (the account's own booking and conversation where it has them). */
export type Samples = Record<Role, Partial<Record<Pattern, string>>>;

export async function resolveSamples(api: APIRequestContext): Promise<Samples> {
  const [traveler, host, admin] = await Promise.all([
    bearer(api, DEMO.traveler),
    bearer(api, DEMO.host),
    bearer(api, DEMO.admin),
  ]);
  const listingOf = async (type: string) => {
    const { listings } = await json<ListingsResponse>(api, `/api/listings?type=${type}`);
    const l = first(listings, `published ${type} listing`);
    return listingPath(l.listing_type, l);
  };
  const [tour, groupTour, car, driver] = await Promise.all([
    listingOf("tours"),
    listingOf("group-tours"),
    listingOf("cars"),
    listingOf("drivers"),
  ]);
  const hosts = await json<{ hosts: { profile_slug: string }[] }>(api, "/api/hosts");
  const travelers = await json<{ travelers: { profile_slug: string }[] }>(api, "/api/travelers");
  const countries = await json<{ countries: { country: string }[] }>(api, "/api/countries");
  const blog = await json<{ featured: { slug: string } | null; articles: { slug: string }[] }>(api, "/api/blog");
  const article = blog.featured?.slug ?? first(blog.articles, "published article").slug;

  const conversationOf = async (headers: Record<string, string>) =>
    first(
      (await json<{ conversations: { id: string }[] }>(api, "/api/conversations", headers)).conversations,
      "conversation",
    ).id;
  const travelerBookings = (await json<BookingsResponse>(api, "/api/bookings?limit=100", traveler)).bookings;
  const bookingIn = (status: string) =>
    first(
      travelerBookings.filter((b) => b.status === status),
      `demo traveler's ${status} booking`,
    ).id;
  const adminBooking = first(
    (await json<{ bookings: { id: string }[] }>(api, "/api/admin/bookings", admin)).bookings,
    "booking",
  ).id;
  const adminArticle = first(
    (await json<{ articles: { id: string }[] }>(api, "/api/admin/blog", admin)).articles,
    "article",
  ).id;
  const template = first(
    (await json<{ templates: { id: string }[] }>(api, "/api/admin/marketing/templates", admin)).templates,
    "marketing template",
  ).id;
  const adminTraveler = first(
    (await json<{ items: { id: string }[] }>(api, "/api/admin/travelers", admin)).items,
    "traveler",
  ).id;
  const own = first(
    (await json<{ items: { kind: string; id: string }[] }>(api, "/api/me/listings", host)).items,
    "listing of the demo host",
  );
  const [travelerConversation, hostConversation] = await Promise.all([conversationOf(traveler), conversationOf(host)]);

  const country = first(countries.countries, "country").country;
  const shared: Partial<Record<Pattern, string>> = {
    "destinations/:country": `/destinations/${countrySlug(country)}`,
    "traveler/:idOrSlug": `/traveler/${first(travelers.travelers, "traveler").profile_slug}`,
    "tour/:slugOrId/:titleSlug?": tour,
    "tours/:slugOrId/:titleSlug?": tour.replace(/^\/tour\//, "/tours/"),
    "group-tour/:slugOrId/:titleSlug?": groupTour,
    "rental-car/:slugOrId/:titleSlug?": car,
    "driver/:slugOrId/:titleSlug?": driver,
    "host/:hostSlug": `/host/${first(hosts.hosts, "host").profile_slug}`,
    "blog/:slug": `/blog/${article}`,
    "register*": "/register",
    "manage-listings/new/:type": "/manage-listings/new/tour",
    "manage-listings/:type/:id": `/manage-listings/${own.kind}/${own.id}`,
    "admin/bookings/:id": `/admin/bookings/${adminBooking}`,
    "admin/blog/edit/:id": `/admin/blog/edit/${adminArticle}`,
    "admin/marketing/edit/:templateId": `/admin/marketing/edit/${template}`,
    "admin/travelers/:id": `/admin/travelers/${adminTraveler}`,
    // The traveler's booking waiting for its deposit, and one already paid (what a payment returns to).
    "checkout-deposit": `/checkout-deposit?booking=${bookingIn("awaiting_deposit")}`,
    "payment-success": `/payment-success?booking=${bookingIn("deposit_paid")}`,
    "chat/:conversationId": `/chat/${travelerConversation}`,
  };
  const forEveryone = (extra: Partial<Record<Pattern, string>> = {}) => {
    const out: Partial<Record<Pattern, string>> = {};
    for (const { path } of PAGE_ROUTES) {
      out[path] = extra[path] ?? shared[path] ?? (path.includes(":") || path.includes("*") ? undefined : `/${path}`);
    }
    return out;
  };
  return {
    guest: forEveryone(),
    traveler: forEveryone(),
    host: forEveryone({ "chat/:conversationId": `/chat/${hostConversation}` }),
    admin: forEveryone(),
  };
}
