import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/bookings/pricing";
import { totpCode, totpStep } from "../../domain/totp";
import { bookingRow } from "../../worker/db/bookings";
import { awaitedCtx } from "../../worker/services/bookings/context";
import { moveBooking, SYSTEM } from "../../worker/services/bookings/transitions";
import { unsubscribeToken } from "../../worker/services/marketing/token";
import { act, inDays, payInTestMode, publishedListing, requestBooking } from "./booking-fixtures";
import { makePng } from "./media-fixtures";
import { PEOPLE_PASSWORD, type Person, person, uploadedPhoto } from "./people";
import { registeredRoutes } from "./routes";

/**
 * Who may call every API route (spec §6; ARCHITECTURE "Auth"), checked against real signed-in people. The routes
 * come from the app itself: a route added without a row here fails the first test, so no route ships without its
 * permissions written down. Each row says what each of seven people gets:
 *
 *  guest          nobody signed in
 *  traveler       a traveler, the owner of the traveler-side resources below (a session, an upload, a factor)
 *  otherTraveler  another traveler, trying the traveler's resources
 *  pendingHost    a host whose application is under review
 *  approvedHost   an approved host, the owner of the host-side resources below (a listing)
 *  otherHost      another approved host, trying the approved host's resources
 *  admin          an admin (profiles.is_admin)
 */

const ROLES = ["guest", "traveler", "otherTraveler", "pendingHost", "approvedHost", "otherHost", "admin"] as const;
type Role = (typeof ROLES)[number];
type World = Record<Role, Person>;
type Expect = Record<Role, number>;

interface Call {
  path: string;
  init?: RequestInit & { json?: unknown };
}

interface Row {
  /** The request a person makes; called once per person, so each gets fresh resources to act on. */
  call: (w: World, who: Role) => Promise<Call> | Call;
  expect: Expect;
  /** Run with new people for each person (the request changes who they are: signs them out, deletes them). */
  fresh?: true;
}

const each = (...s: [number, number, number, number, number, number, number]): Expect =>
  Object.fromEntries(ROLES.map((r, i) => [r, s[i]])) as Expect;
const everyone = (s: number) => each(s, s, s, s, s, s, s);
const signedIn = (s: number) => each(401, s, s, s, s, s, s);
const adminOnly = (s: number) => each(401, 403, 403, 403, 403, 403, s);

const STORY = {
  title: "Three days on the Bartang valley road",
  country: "Tajikistan",
  body: "## Getting there\n\nThe Bartang road leaves the Pamir Highway at Rushon and follows the river for a long way. ".repeat(
    4,
  ),
  photos: [],
  consent: true,
};

/** A story of the traveler's that waits for review, stored directly (the submission route has a daily limit). */
async function unpublishedStory(w: World): Promise<string> {
  const slug = `waiting-story-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `INSERT INTO blog_articles (id, slug, title, body, author_name, author_user_id, status)
     VALUES (?, ?, 'A story waiting for review', 'Words.', 'Traveler T.', ?, 'submitted')`,
  )
    .bind(crypto.randomUUID(), slug, w.traveler.id)
    .run();
  return slug;
}

async function newWorld(): Promise<World> {
  const [guest, traveler, otherTraveler, pendingHost, approvedHost, otherHost, admin] = await Promise.all([
    person("guest"),
    person("traveler"),
    person("traveler"),
    person("pending-host"),
    person("approved-host"),
    person("approved-host"),
    person("admin"),
  ]);
  return { guest, traveler, otherTraveler, pendingHost, approvedHost, otherHost, admin };
}

const TOUR = {
  title: "Horse trek to the Kolsai lakes",
  description: "Three days on horseback between the Kolsai lakes, with nights in a family guesthouse.",
  countries: ["Kazakhstan"],
  number_of_days: 3,
  price_1_person: 30_000,
};

/** A draft tour of the approved host's, new for each call. */
async function hostDraft(w: World): Promise<string> {
  const res = await w.approvedHost.fetch("/api/listings/tour", { method: "POST", json: TOUR });
  if (res.status !== 201) throw new Error(`draft not created: ${res.status} ${await res.text()}`);
  return (await res.json<{ id: string }>()).id;
}

/** A second session of the traveler's (a sign-in on another device): its id. */
async function travelerSession(w: World): Promise<string> {
  const res = await w.guest.fetch("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    json: { email: w.traveler.email, password: PEOPLE_PASSWORD },
  });
  const token = (await res.json<{ access_token: string }>()).access_token;
  return (JSON.parse(atob(token.split(".")[1] ?? "")) as { session_id: string }).session_id;
}

/** A new pending host application with an ID document in R2: its hosts row id. */
async function pendingApplication(): Promise<string> {
  const applicant = await person("pending-host");
  const key = `private/docs/${crypto.randomUUID().replace(/-/g, "").padEnd(64, "0")}.png`;
  await env.MEDIA.put(key, await makePng(8, 8), { httpMetadata: { contentType: "image/png" } });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO media_objects (key, owner_id, content_type, bytes, is_private) VALUES (?, ?, 'image/png', 100, 1)",
    ).bind(key, applicant.id),
    env.DB.prepare("UPDATE hosts SET id_document_key = ? WHERE id = ?").bind(key, applicant.hostId),
  ]);
  return applicant.hostId ?? "";
}

/** An unverified TOTP factor of the traveler's. */
async function travelerFactor(w: World): Promise<{ id: string; secret: string }> {
  const res = await w.traveler.fetch("/auth/v1/factors", {
    method: "POST",
    json: { factor_type: "totp", friendly_name: `phone ${crypto.randomUUID().slice(0, 8)}` },
  });
  const body = await res.json<{ id: string; totp: { secret: string } }>();
  return { id: body.id, secret: body.totp.secret };
}

/** The conversation of the traveler and the approved host (one per pair: made once, found after). */
async function pairConversation(w: World): Promise<string> {
  await env.DB.prepare("INSERT OR IGNORE INTO conversations (id, traveler_id, host_id) VALUES (?, ?, ?)")
    .bind(crypto.randomUUID(), w.traveler.id, w.approvedHost.id)
    .run();
  const row = await env.DB.prepare("SELECT id FROM conversations WHERE traveler_id = ? AND host_id = ?")
    .bind(w.traveler.id, w.approvedHost.id)
    .first<{ id: string }>();
  return row?.id ?? "";
}

// ───────────── bookings: the resources each call acts on ─────────────

/** The approved host's published car: what the matrix's bookings and offers are of (one day each, never the same). */
const hostCars = new WeakMap<World, Promise<string>>();
const carOf = (w: World) => {
  const known = hostCars.get(w);
  if (known) return known;
  const made = publishedListing(w.approvedHost, "rental-car").then((l) => l.id);
  hostCars.set(w, made);
  return made;
};
let bookingDay = 10;
/** A one-day trip in the car on a day no other call of the matrix uses. */
async function carTrip(w: World) {
  const day = inDays(bookingDay++);
  return {
    listing: { type: "rental-car" as const, id: await carOf(w) },
    start_date: day,
    end_date: day,
    party_size: 2,
  };
}

/** A new request of the traveler's to the approved host: its id. */
async function requested(w: World): Promise<string> {
  return (await requestBooking(w.traveler, await carTrip(w))).id;
}

/** A new booking the host confirmed, awaiting its deposit. */
async function awaitingDeposit(w: World): Promise<string> {
  const id = await requested(w);
  await act(w.approvedHost, id, "confirm");
  return id;
}

/** A new booking whose deposit the traveler paid (test mode). */
async function depositPaid(w: World): Promise<string> {
  const id = await awaitingDeposit(w);
  await payInTestMode(w.traveler, id);
  return id;
}

/** An open deposit checkout of a new booking: the payment's id. */
async function openPayment(w: World): Promise<string> {
  const id = await awaitingDeposit(w);
  const res = await w.traveler.fetch(`/api/bookings/${id}/checkout`, { method: "POST", json: { kind: "deposit" } });
  return (await res.json<{ payment: { id: string } }>()).payment.id;
}

/**
 * A new trip of the traveler's, paid and then completed as the cron completes it (the one booking, not the cron's
 * whole sweep, which would also expire every earlier row's open requests).
 */
async function completed(w: World): Promise<string> {
  const id = await depositPaid(w);
  const b = await bookingRow(env.DB, id);
  if (!b) throw new Error(`booking ${id} not found`);
  const ctx = awaitedCtx(env, new Date(`${addDays(b.end_date ?? b.start_date, 1)}T00:00:00Z`));
  const moved = await moveBooking(ctx, b, "complete", SYSTEM, { set: { completed_at: ctx.now.toISOString() } });
  await ctx.settle();
  if (!moved.ok) throw new Error(`booking ${id} not completed`);
  return id;
}

/** The traveler's new review of a completed trip, pending (or verified by the admin). */
async function review(w: World, verified = false): Promise<string> {
  const bookingId = await completed(w);
  const res = await w.traveler.fetch(`/api/bookings/${bookingId}/review`, {
    method: "POST",
    json: { rating: 5, body: "Clean car, fair price and a host who answered every question quickly." },
  });
  const id = (await res.json<{ review: { id: string } }>()).review.id;
  if (verified) await w.admin.fetch(`/api/admin/reviews/${id}/verify`, { method: "POST" });
  return id;
}

/** A new custom offer of the approved host's in their conversation with the traveler: its id. */
async function offer(w: World): Promise<string> {
  const res = await w.approvedHost.fetch(`/api/conversations/${await pairConversation(w)}/offers`, {
    method: "POST",
    json: { ...(await carTrip(w)), total_cents: 20_000, deposit_cents: 4_000 },
  });
  return (await res.json<{ offer: { id: string } }>()).offer.id;
}

/** A new blog article in `status` (a traveler's story waiting for review, or a published one): its id. */
const MARKETING_TEMPLATE = {
  name: "Fann mountains in spring",
  subject: "{{firstName}}, the Fann lakes are thawing",
  body: "Hi {{firstName}},\n\nOur hosts in Tajikistan open the Iskanderkul trail in May.\n\n[See the trips](/destinations/tajikistan)",
};

/** A marketing template stored directly, new for each call: its id. */
async function marketingTemplate(): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO marketing_templates (id, name, subject, body) VALUES (?, ?, ?, ?)")
    .bind(id, MARKETING_TEMPLATE.name, MARKETING_TEMPLATE.subject, MARKETING_TEMPLATE.body)
    .run();
  return id;
}

async function marketingConsent(userId: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO notification_settings (user_id, kind, in_app, email, push) VALUES (?, 'marketing', 0, 1, 0)
     ON CONFLICT (user_id, kind) DO UPDATE SET email = 1`,
  )
    .bind(userId)
    .run();
}

/** The token of an unsubscribe link the traveler got (anyone holding the link may use it). */
async function unsubscribeLink(w: World): Promise<string> {
  await marketingConsent(w.traveler.id);
  return encodeURIComponent(await unsubscribeToken(env, { userId: w.traveler.id, campaignId: crypto.randomUUID() }));
}

async function blogArticle(w: World, status: "submitted" | "published" = "submitted"): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO blog_articles (id, slug, title, body, author_name, author_user_id, status, published_at)
     VALUES (?1, ?2, 'Two days in the Altyn-Emel dunes', ?3, 'Dana Serikova', ?4, ?5, ?6)`,
  )
    .bind(
      id,
      `altyn-emel-${id.slice(0, 8)}`,
      "The singing dune hums when the wind is from the north; go at dusk and walk the ridge. ".repeat(5),
      w.traveler.id,
      status,
      status === "published" ? new Date().toISOString() : null,
    )
    .run();
  return id;
}

const uniqueAddress = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`;

const MATRIX: Record<string, Row> = {
  // ───────────── public browsing ─────────────
  "GET /api/home": { call: () => ({ path: "/api/home" }), expect: everyone(200) },
  "GET /api/config": { call: () => ({ path: "/api/config" }), expect: everyone(200) },
  "GET /api/countries": { call: () => ({ path: "/api/countries" }), expect: everyone(200) },
  "GET /api/destinations/:country": { call: () => ({ path: "/api/destinations/kazakhstan" }), expect: everyone(200) },
  "GET /api/hosts": { call: () => ({ path: "/api/hosts" }), expect: everyone(200) },
  "GET /api/hosts/:slug": {
    call: async (w) => ({ path: `/api/hosts/${await slugOf(w.approvedHost)}` }),
    expect: everyone(200),
  },
  "GET /api/hosts/:slug/reviews": {
    call: async (w) => ({ path: `/api/hosts/${await slugOf(w.approvedHost)}/reviews` }),
    expect: everyone(200),
  },
  "GET /api/travelers": { call: () => ({ path: "/api/travelers" }), expect: everyone(200) },
  "GET /api/travelers/:idOrSlug": { call: (w) => ({ path: `/api/travelers/${w.traveler.id}` }), expect: everyone(200) },
  "GET /api/listings": { call: () => ({ path: "/api/listings" }), expect: everyone(200) },
  // A draft: only its owner and admins see it (as a preview); to anyone else it does not exist.
  "GET /api/listings/:type/:slugOrId": {
    call: async (w) => ({ path: `/api/listings/tour/${await hostDraft(w)}` }),
    expect: each(404, 404, 404, 404, 200, 404, 200),
  },
  // The old /listings type names under the resource are sent on, whoever asks.
  "ALL /api/listings/:type{tours|group-tours|cars|drivers}/*": {
    call: () => ({ path: "/api/listings/tours/some-tour" }),
    expect: everyone(308),
  },

  // ───────────── a host's own listings ─────────────
  "POST /api/listings/:type": {
    call: () => ({ path: "/api/listings/tour", init: { method: "POST", json: TOUR } }),
    expect: each(401, 403, 403, 201, 201, 201, 403),
  },
  "PATCH /api/listings/:type/:id": {
    call: async (w) => ({
      path: `/api/listings/tour/${await hostDraft(w)}`,
      init: { method: "PATCH", json: { title: "Horse trek to the Kolsai and Kaindy lakes" } },
    }),
    expect: each(401, 404, 404, 404, 200, 404, 200),
  },
  "DELETE /api/listings/:type/:id": {
    call: async (w) => ({ path: `/api/listings/tour/${await hostDraft(w)}`, init: { method: "DELETE" } }),
    expect: each(401, 404, 404, 404, 204, 404, 204),
  },
  "GET /api/me/listings": {
    call: () => ({ path: "/api/me/listings" }),
    expect: each(401, 403, 403, 200, 200, 200, 403),
  },
  "GET /api/me/listings/:type/:id": {
    call: async (w) => ({ path: `/api/me/listings/tour/${await hostDraft(w)}` }),
    expect: each(401, 404, 404, 404, 200, 404, 200),
  },

  // ───────────── one's own account ─────────────
  "GET /api/me/profile": { call: () => ({ path: "/api/me/profile" }), expect: signedIn(200) },
  "PATCH /api/me/profile": {
    call: () => ({ path: "/api/me/profile", init: { method: "PATCH", json: { receive_new_conversations: true } } }),
    expect: signedIn(200),
  },
  "PATCH /api/me/host": {
    call: () => ({ path: "/api/me/host", init: { method: "PATCH", json: { languages: ["English", "Kazakh"] } } }),
    expect: each(401, 403, 403, 200, 200, 200, 403),
  },
  "POST /api/me/activity": {
    call: () => ({ path: "/api/me/activity", init: { method: "POST", json: { is_online: true } } }),
    expect: signedIn(204),
  },
  "GET /api/me/export": { call: () => ({ path: "/api/me/export" }), expect: signedIn(200) },
  "DELETE /api/me": {
    call: () => ({ path: "/api/me", init: { method: "DELETE", json: { password: PEOPLE_PASSWORD } } }),
    expect: signedIn(204),
    fresh: true,
  },
  "GET /api/me/trip-request": { call: () => ({ path: "/api/me/trip-request" }), expect: signedIn(200) },
  "PUT /api/me/trip-request": {
    call: () => ({
      path: "/api/me/trip-request",
      init: {
        method: "PUT",
        json: {
          destinations: ["Kyrgyzstan"],
          start_date: null,
          end_date: null,
          group_size: 2,
          interests: [],
          budget: null,
          description: null,
          is_public: false,
        },
      },
    }),
    expect: each(401, 200, 200, 403, 403, 403, 200),
  },
  "GET /api/me/host-application": {
    call: () => ({ path: "/api/me/host-application" }),
    expect: each(401, 404, 404, 200, 200, 200, 404),
  },
  "POST /api/me/host-application": {
    call: () => ({
      path: "/api/me/host-application",
      init: {
        method: "POST",
        json: {
          host_type: "guide",
          first_name: "Aida",
          last_name: "Kasymova",
          city: "Karakol",
          country: "Kyrgyzstan",
          bio: "Mountain guide in Karakol: Ala-Kul, Altyn-Arashan and the Jeti-Oguz valleys, summer and winter.",
          languages: ["English"],
        },
      },
    }),
    expect: each(401, 200, 200, 200, 409, 409, 200),
    fresh: true,
  },
  "GET /api/me/dashboard": { call: () => ({ path: "/api/me/dashboard" }), expect: signedIn(200) },
  "GET /api/me/sessions": { call: () => ({ path: "/api/me/sessions" }), expect: signedIn(200) },
  "DELETE /api/me/sessions/:id": {
    call: async (w) => ({ path: `/api/me/sessions/${await travelerSession(w)}`, init: { method: "DELETE" } }),
    expect: each(401, 204, 404, 404, 404, 404, 404),
  },

  // ───────────── photos and documents ─────────────
  "POST /api/media": {
    call: async () => {
      const form = new FormData();
      form.set("purpose", "photo");
      form.set("file", new File([await makePng(16, 16, Math.random() * 1000)], "p.png", { type: "image/png" }));
      return { path: "/api/media", init: { method: "POST", body: form } };
    },
    expect: signedIn(201),
  },
  "DELETE /api/media/:key{.+}": {
    call: async (w) => ({
      path: `/api/media/${(await uploadedPhoto(w.traveler, { inR2: true })).key}`,
      init: { method: "DELETE" },
    }),
    expect: each(401, 204, 404, 404, 404, 404, 204),
  },

  // ───────────── host review (admins) ─────────────
  "GET /api/admin/hosts": { call: () => ({ path: "/api/admin/hosts" }), expect: adminOnly(200) },
  "GET /api/admin/hosts/export": {
    call: () => ({ path: "/api/admin/hosts/export?status=approved&q=a&sort=name" }),
    expect: adminOnly(200),
  },
  "POST /api/admin/hosts/:id/approve": {
    call: async () => ({ path: `/api/admin/hosts/${await pendingApplication()}/approve`, init: { method: "POST" } }),
    expect: adminOnly(200),
  },
  "POST /api/admin/hosts/:id/reject": {
    call: async () => ({
      path: `/api/admin/hosts/${await pendingApplication()}/reject`,
      init: { method: "POST", json: { reason: "Please upload a sharper photo of your guide licence." } },
    }),
    expect: adminOnly(200),
  },
  "GET /api/admin/hosts/:id/document": {
    call: async () => ({ path: `/api/admin/hosts/${await pendingApplication()}/document` }),
    expect: adminOnly(200),
  },

  // ───────────── admin: the dashboard's KPIs ─────────────
  "GET /api/admin/dashboard": { call: () => ({ path: "/api/admin/dashboard?range=7" }), expect: adminOnly(200) },
  // ───────────── the audit log (admins) ─────────────
  "GET /api/admin/audit": { call: () => ({ path: "/api/admin/audit?action=host_approved" }), expect: adminOnly(200) },
  "GET /api/admin/audit/export": {
    call: () => ({ path: "/api/admin/audit/export?entity_type=host" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/audit/facets": { call: () => ({ path: "/api/admin/audit/facets" }), expect: adminOnly(200) },

  // ───────────── admin: conversations and the support line ─────────────
  "GET /api/admin/conversations": { call: () => ({ path: "/api/admin/conversations?q=a" }), expect: adminOnly(200) },
  "GET /api/admin/conversations/:id": {
    call: async (w) => ({ path: `/api/admin/conversations/${await pairConversation(w)}` }),
    expect: adminOnly(200),
  },
  // A new report of the traveler's and host's conversation for each caller: only an admin resolves it.
  "POST /api/admin/conversations/:id/reports/:reportId/resolve": {
    call: async (w) => {
      const conversation = await pairConversation(w);
      const report = crypto.randomUUID();
      await env.DB.prepare("INSERT INTO conversation_reports (id, conversation_id, reason) VALUES (?, ?, 'spam')")
        .bind(report, conversation)
        .run();
      return {
        path: `/api/admin/conversations/${conversation}/reports/${report}/resolve`,
        init: { method: "POST" },
      };
    },
    expect: adminOnly(200),
  },
  "GET /api/admin/people": { call: () => ({ path: "/api/admin/people?q=a" }), expect: adminOnly(200) },
  "GET /api/admin/support-conversations": {
    call: () => ({ path: "/api/admin/support-conversations" }),
    expect: adminOnly(200),
  },
  // A new person each time, so the admin's call creates their support conversation.
  "POST /api/admin/support-conversations": {
    call: async () => ({
      path: "/api/admin/support-conversations",
      init: { method: "POST", json: { userId: (await person("traveler")).id } },
    }),
    expect: adminOnly(201),
  },

  // ───────────── admin: travelers (suspend and restore a new traveler each call) ─────────────
  "GET /api/admin/travelers": {
    call: () => ({ path: "/api/admin/travelers?q=a&status=active" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/travelers/export": {
    call: () => ({ path: "/api/admin/travelers/export?trip=no" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/travelers/:id": {
    call: (w) => ({ path: `/api/admin/travelers/${w.traveler.id}` }),
    expect: adminOnly(200),
  },
  "POST /api/admin/travelers/:id/suspend": {
    call: async () => ({
      path: `/api/admin/travelers/${(await person("traveler")).id}/suspend`,
      init: { method: "POST", json: { reason: "Asked hosts to be paid outside the site." } },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/travelers/:id/restore": {
    call: async () => {
      const suspended = await person("traveler");
      await env.DB.prepare(
        "UPDATE users SET suspended_at = ?, suspension_reason = 'Spam.', banned_until = '9999-12-31T23:59:59.999Z' WHERE id = ?",
      )
        .bind(new Date().toISOString(), suspended.id)
        .run();
      return { path: `/api/admin/travelers/${suspended.id}/restore`, init: { method: "POST" } };
    },
    expect: adminOnly(200),
  },

  // ───────────── conversations ─────────────
  // Each person asks for a conversation with someone new of the other side: a host with a new traveler, anyone
  // else with a new approved host. A pending host may not start one (an admin's profile here is a traveler's).
  "POST /api/conversations": {
    call: async (_w, who) => {
      const other = await person(who.endsWith("Host") ? "traveler" : "approved-host");
      return { path: "/api/conversations", init: { method: "POST", json: { with: other.id } } };
    },
    expect: each(401, 201, 201, 403, 201, 201, 201),
  },
  "GET /api/conversations": { call: () => ({ path: "/api/conversations" }), expect: signedIn(200) },
  // The traveler's and the approved host's conversation: its two people see it in their list's shape.
  "GET /api/conversations/:id": {
    call: async (w) => ({ path: `/api/conversations/${await pairConversation(w)}` }),
    expect: each(401, 200, 404, 404, 200, 404, 404),
  },
  // Its history: its two people and admins (audited) read it.
  "GET /api/conversations/:id/messages": {
    call: async (w) => ({ path: `/api/conversations/${await pairConversation(w)}/messages` }),
    expect: each(401, 200, 404, 404, 200, 404, 200),
  },
  // Only its two people mark it read; an admin watching it may not.
  "POST /api/conversations/:id/read": {
    call: async (w) => ({
      path: `/api/conversations/${await pairConversation(w)}/read`,
      init: { method: "POST", json: { upTo: 1 } },
    }),
    expect: each(401, 200, 404, 404, 200, 404, 403),
  },

  // Only its two people block, unblock or report it; an admin watching it may not.
  "POST /api/conversations/:id/block": {
    call: async (w) => ({ path: `/api/conversations/${await pairConversation(w)}/block`, init: { method: "POST" } }),
    expect: each(401, 200, 404, 404, 200, 404, 403),
  },
  "DELETE /api/conversations/:id/block": {
    call: async (w) => ({ path: `/api/conversations/${await pairConversation(w)}/block`, init: { method: "DELETE" } }),
    expect: each(401, 200, 404, 404, 200, 404, 403),
  },
  "POST /api/conversations/:id/report": {
    call: async (w) => ({
      path: `/api/conversations/${await pairConversation(w)}/report`,
      init: { method: "POST", json: { reason: "spam", details: "Asked me to pay outside the site" } },
    }),
    expect: each(401, 201, 404, 404, 201, 404, 403),
  },

  // ───────────── bookings ─────────────
  // Anyone may see what a trip would cost before signing in.
  "POST /api/bookings/quote": {
    call: async (w) => ({ path: "/api/bookings/quote", init: { method: "POST", json: await carTrip(w) } }),
    expect: everyone(200),
  },
  // Travelers book (an admin's profile here is a traveler's); hosts, pending or approved, do not.
  "POST /api/bookings": {
    call: async (w) => ({ path: "/api/bookings", init: { method: "POST", json: await carTrip(w) } }),
    expect: each(401, 201, 201, 403, 403, 403, 201),
  },
  "GET /api/bookings": { call: () => ({ path: "/api/bookings?role=host" }), expect: signedIn(200) },
  // The traveler's request to the approved host: its two people and admins see it.
  "GET /api/bookings/:id": {
    call: async (w) => ({ path: `/api/bookings/${await requested(w)}` }),
    expect: each(401, 200, 404, 404, 200, 404, 200),
  },
  // Only its host answers a request; the traveler and an admin are told it is not theirs to answer.
  "POST /api/bookings/:id/confirm": {
    call: async (w) => ({ path: `/api/bookings/${await requested(w)}/confirm`, init: { method: "POST" } }),
    expect: each(401, 403, 404, 404, 200, 404, 403),
  },
  "POST /api/bookings/:id/decline": {
    call: async (w) => ({
      path: `/api/bookings/${await requested(w)}/decline`,
      init: { method: "POST", json: { reason: "The car is in the garage that day." } },
    }),
    expect: each(401, 403, 404, 404, 200, 404, 403),
  },
  // The traveler withdraws a request; its host declines it instead; admins cancel through the admin route.
  "POST /api/bookings/:id/cancel": {
    call: async (w) => ({ path: `/api/bookings/${await requested(w)}/cancel`, init: { method: "POST", json: {} } }),
    expect: each(401, 200, 404, 404, 403, 404, 404),
  },
  // The balance paid in person: recorded by the host, or by an admin.
  "POST /api/bookings/:id/balance-received": {
    call: async (w) => ({
      path: `/api/bookings/${await depositPaid(w)}/balance-received`,
      init: { method: "POST" },
    }),
    expect: each(401, 403, 404, 404, 200, 404, 200),
  },
  // Only the traveler pays.
  "POST /api/bookings/:id/checkout": {
    call: async (w) => ({
      path: `/api/bookings/${await awaitingDeposit(w)}/checkout`,
      init: { method: "POST", json: { kind: "deposit" } },
    }),
    expect: each(401, 200, 404, 404, 403, 404, 403),
  },
  "POST /api/payments/:id/test-pay": {
    call: async (w) => ({ path: `/api/payments/${await openPayment(w)}/test-pay`, init: { method: "POST" } }),
    expect: each(401, 200, 404, 404, 404, 404, 404),
  },
  "GET /api/me/earnings": { call: () => ({ path: "/api/me/earnings" }), expect: signedIn(200) },
  // Stripe's signature is the only permission; without a webhook secret configured nobody gets in.
  "POST /api/webhooks/stripe": {
    call: () => ({
      path: "/api/webhooks/stripe",
      init: { method: "POST", headers: { "Stripe-Signature": "t=1,v1=00" }, body: "{}" },
    }),
    expect: everyone(400),
  },

  // ───────────── custom offers ─────────────
  // Only the conversation's host sends one; anyone outside the conversation does not see it.
  "POST /api/conversations/:id/offers": {
    call: async (w) => ({
      path: `/api/conversations/${await pairConversation(w)}/offers`,
      init: { method: "POST", json: { ...(await carTrip(w)), total_cents: 20_000, deposit_cents: 4_000 } },
    }),
    expect: each(401, 403, 404, 404, 201, 404, 404),
  },
  "GET /api/offers/:id": {
    call: async (w) => ({ path: `/api/offers/${await offer(w)}` }),
    expect: each(401, 200, 404, 404, 200, 404, 200),
  },
  // The traveler accepts or declines; the host withdraws.
  "POST /api/offers/:id/accept": {
    call: async (w) => ({ path: `/api/offers/${await offer(w)}/accept`, init: { method: "POST", json: {} } }),
    expect: each(401, 201, 404, 404, 403, 404, 404),
  },
  "POST /api/offers/:id/decline": {
    call: async (w) => ({ path: `/api/offers/${await offer(w)}/decline`, init: { method: "POST" } }),
    expect: each(401, 200, 404, 404, 403, 404, 404),
  },
  "POST /api/offers/:id/withdraw": {
    call: async (w) => ({ path: `/api/offers/${await offer(w)}/withdraw`, init: { method: "POST" } }),
    expect: each(401, 403, 404, 404, 200, 404, 404),
  },

  // ───────────── reviews ─────────────
  // Only the traveler of a completed trip reviews it.
  "POST /api/bookings/:id/review": {
    call: async (w) => ({
      path: `/api/bookings/${await completed(w)}/review`,
      init: {
        method: "POST",
        json: { rating: 4, body: "A reliable car and a host who met us at the airport at night." },
      },
    }),
    expect: each(401, 201, 404, 404, 403, 404, 404),
  },
  // A verified review is public; only the reviewed host replies to it.
  "POST /api/reviews/:id/reply": {
    call: async (w) => ({
      path: `/api/reviews/${await review(w, true)}/reply`,
      init: { method: "POST", json: { body: "Thank you, safe travels!" } },
    }),
    expect: each(401, 403, 403, 403, 200, 403, 403),
  },
  "GET /api/listings/:type/:id/reviews": {
    call: async (w) => ({ path: `/api/listings/rental-car/${await carOf(w)}/reviews` }),
    expect: everyone(200),
  },

  // ───────────── blog ─────────────
  "POST /api/blog/preview": {
    call: () => ({ path: "/api/blog/preview", init: { method: "POST", json: { body: "## Hello\n\nA **story**." } } }),
    expect: signedIn(200),
  },
  "GET /api/blog": {
    call: () => ({ path: "/api/blog?q=road&page=1" }),
    expect: everyone(200),
  },
  "GET /api/blog/submissions": {
    call: () => ({ path: "/api/blog/submissions" }),
    expect: signedIn(200),
  },
  "POST /api/blog/submissions": {
    call: () => ({ path: "/api/blog/submissions", init: { method: "POST", json: STORY } }),
    expect: signedIn(201),
  },
  // The traveler's story waiting for review: its author and the admins open it, nobody else learns it exists.
  "GET /api/blog/:slug": {
    call: async (w) => ({ path: `/api/blog/${await unpublishedStory(w)}` }),
    expect: each(404, 200, 404, 404, 404, 404, 200),
  },

  // ───────────── admins' blog ─────────────
  "GET /api/admin/blog": { call: () => ({ path: "/api/admin/blog?q=altyn" }), expect: adminOnly(200) },
  "GET /api/admin/blog/:id": {
    call: async (w) => ({ path: `/api/admin/blog/${await blogArticle(w)}` }),
    expect: adminOnly(200),
  },
  "POST /api/admin/blog": {
    call: () => ({ path: "/api/admin/blog", init: { method: "POST", json: { title: "Charyn canyon in a day" } } }),
    expect: adminOnly(201),
  },
  "PUT /api/admin/blog/:id": {
    call: async (w) => {
      const id = await blogArticle(w);
      return {
        path: `/api/admin/blog/${id}`,
        init: {
          method: "PUT",
          json: {
            title: "Two days in the Altyn-Emel dunes",
            slug: `altyn-emel-${id.slice(0, 8)}`,
            excerpt: "",
            seo_description: "",
            body: "## The dune\n\nIt sings.",
            cover_image_url: null,
            tags: ["Deserts"],
            country: "Kazakhstan",
            is_showcase: false,
          },
        },
      };
    },
    expect: adminOnly(200),
  },
  "POST /api/admin/blog/:id/publish": {
    call: async (w) => ({
      path: `/api/admin/blog/${await blogArticle(w)}/publish`,
      init: { method: "POST", json: {} },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/blog/:id/unpublish": {
    call: async (w) => ({
      path: `/api/admin/blog/${await blogArticle(w, "published")}/unpublish`,
      init: { method: "POST" },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/blog/:id/feature": {
    call: async (w) => ({
      path: `/api/admin/blog/${await blogArticle(w, "published")}/feature`,
      init: { method: "POST", json: { featured: true } },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/blog/:id/decline": {
    call: async (w) => ({
      path: `/api/admin/blog/${await blogArticle(w)}/decline`,
      init: { method: "POST", json: { reason: "It repeats a guidebook's chapter word for word." } },
    }),
    expect: adminOnly(200),
  },

  // ───────────── admins' listings ─────────────
  "GET /api/admin/listings": { call: () => ({ path: "/api/admin/listings?q=kolsai" }), expect: adminOnly(200) },
  "GET /api/admin/listings/export": {
    call: () => ({ path: "/api/admin/listings/export?kind=tour" }),
    expect: adminOnly(200),
  },
  // A new published listing of the approved host's for each caller: only an admin acts on it.
  "POST /api/admin/listings/:type/:id/unpublish": {
    call: async (w) => ({
      path: `/api/admin/listings/driver/${(await publishedListing(w.approvedHost, "driver")).id}/unpublish`,
      init: { method: "POST", json: { reason: "The photos are of another car." } },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/listings/:type/:id/feature": {
    call: async (w) => ({
      path: `/api/admin/listings/driver/${(await publishedListing(w.approvedHost, "driver")).id}/feature`,
      init: { method: "POST" },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/listings/:type/:id/unfeature": {
    call: async (w) => {
      const { id } = await publishedListing(w.approvedHost, "driver");
      await env.DB.prepare(
        "INSERT INTO listing_moderation (listing_id, listing_type, featured_at) VALUES (?, 'drivers', '2026-01-01T00:00:00.000Z')",
      )
        .bind(id)
        .run();
      return { path: `/api/admin/listings/driver/${id}/unfeature`, init: { method: "POST" } };
    },
    expect: adminOnly(200),
  },

  // ───────────── contact form and the admins' inbox ─────────────
  // Anyone may write (each call from its own address, so the per-IP limit stays out of the way); only admins read.
  "POST /api/contact": {
    call: () => ({
      path: "/api/contact",
      init: {
        method: "POST",
        headers: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
        json: { name: "Ana", email: "ana@example.org", topic: "other", message: "A question about the site." },
      },
    }),
    expect: everyone(200),
  },
  "GET /api/admin/contact-messages": { call: () => ({ path: "/api/admin/contact-messages" }), expect: adminOnly(200) },
  "POST /api/admin/contact-messages/:id/resolve": {
    call: async () => {
      const id = crypto.randomUUID();
      await env.DB.prepare(
        "INSERT INTO contact_messages (id, name, email, topic, message) VALUES (?, 'Ana', 'ana@example.org', 'other', 'A question.')",
      )
        .bind(id)
        .run();
      return { path: `/api/admin/contact-messages/${id}/resolve`, init: { method: "POST" } };
    },
    expect: adminOnly(200),
  },

  // ───────────── the notification centre, settings and push devices ─────────────
  // Everyone signed in has their own; marking the traveler's notification read is a no-op for anyone else (200,
  // marked 0: tests/worker/notifications.test.ts).
  "GET /api/notifications": { call: () => ({ path: "/api/notifications" }), expect: signedIn(200) },
  "POST /api/notifications/read": {
    call: async (w) => {
      const id = crypto.randomUUID();
      await env.DB.prepare(
        "INSERT INTO notifications (id, user_id, kind, title) VALUES (?, ?, 'booking_requested', 'A request')",
      )
        .bind(id, w.traveler.id)
        .run();
      return { path: "/api/notifications/read", init: { method: "POST", json: { ids: [id] } } };
    },
    expect: signedIn(200),
  },
  "GET /api/notification-settings": { call: () => ({ path: "/api/notification-settings" }), expect: signedIn(200) },
  "PUT /api/notification-settings": {
    call: () => ({
      path: "/api/notification-settings",
      init: {
        method: "PUT",
        json: { kinds: { booking: { in_app: true, email: false, push: true } }, marketing: false },
      },
    }),
    expect: signedIn(200),
  },
  "POST /api/push-tokens": {
    call: () => ({
      path: "/api/push-tokens",
      init: { method: "POST", json: { token: `fcm-${crypto.randomUUID()}`, platform: "android" } },
    }),
    expect: signedIn(200),
  },
  "DELETE /api/push-tokens": {
    call: () => ({ path: "/api/push-tokens", init: { method: "DELETE" } }),
    expect: signedIn(200),
  },
  "GET /api/push/config": { call: () => ({ path: "/api/push/config" }), expect: everyone(200) },
  // ───────────── e-mail templates (issue 18) ─────────────
  "GET /api/admin/email-templates": { call: () => ({ path: "/api/admin/email-templates" }), expect: adminOnly(200) },
  "GET /api/admin/email-templates/:key": {
    call: () => ({ path: "/api/admin/email-templates/host_approved" }),
    expect: adminOnly(200),
  },
  "PUT /api/admin/email-templates/:key": {
    call: () => ({
      path: "/api/admin/email-templates/article_declined",
      init: { method: "PUT", json: { subject: "About your story for {{brand}}", body: "Hello {{author_name}}," } },
    }),
    expect: adminOnly(200),
  },
  "DELETE /api/admin/email-templates/:key": {
    call: () => ({ path: "/api/admin/email-templates/article_declined", init: { method: "DELETE" } }),
    expect: adminOnly(200),
  },
  "POST /api/admin/email-templates/:key/preview": {
    call: () => ({
      path: "/api/admin/email-templates/host_approved/preview",
      init: { method: "POST", json: { subject: "Welcome, {{first_name}}", body: "You are in." } },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/email-templates/:key/test": {
    call: () => ({
      path: "/api/admin/email-templates/host_approved/test",
      init: { method: "POST", json: { subject: "Welcome, {{first_name}}", body: "You are in." } },
    }),
    expect: adminOnly(202),
  },

  // ───────────── availability and calendars ─────────────
  "GET /api/listings/:type/:id/availability": {
    call: async (w) => ({
      path: `/api/listings/rental-car/${await carOf(w)}/availability?from=${inDays(1)}&to=${inDays(60)}`,
    }),
    expect: everyone(200),
  },
  // The listing's owner and admins; to anyone else another's listing does not exist.
  "GET /api/me/listings/:type/:id/calendar": {
    call: async (w) => ({
      path: `/api/me/listings/rental-car/${await carOf(w)}/calendar?from=${inDays(1)}&to=${inDays(60)}`,
    }),
    expect: each(401, 404, 404, 404, 200, 404, 200),
  },
  "PUT /api/me/listings/:type/:id/blocked-dates": {
    call: async (w) => ({
      path: `/api/me/listings/rental-car/${await carOf(w)}/blocked-dates`,
      init: { method: "PUT", json: { from: inDays(700), to: inDays(701), blocked: true } },
    }),
    expect: each(401, 404, 404, 404, 200, 404, 200),
  },
  "GET /api/me/calendar-feed": { call: () => ({ path: "/api/me/calendar-feed" }), expect: signedIn(200) },
  // Hosts (pending ones too: their trips come once approved) make a feed; travelers have no trips to host.
  "POST /api/me/calendar-feed": {
    call: () => ({ path: "/api/me/calendar-feed", init: { method: "POST" } }),
    expect: each(401, 403, 403, 201, 201, 201, 403),
  },
  "DELETE /api/me/calendar-feed": {
    call: () => ({ path: "/api/me/calendar-feed", init: { method: "DELETE" } }),
    expect: signedIn(200),
  },

  // ───────────── admin: bookings and reviews ─────────────
  "GET /api/admin/bookings": { call: () => ({ path: "/api/admin/bookings?q=a" }), expect: adminOnly(200) },
  "GET /api/admin/bookings/:id": {
    call: async (w) => ({ path: `/api/admin/bookings/${await requested(w)}` }),
    expect: adminOnly(200),
  },
  "POST /api/admin/bookings/:id/refund": {
    call: async (w) => ({
      path: `/api/admin/bookings/${await completed(w)}/refund`,
      init: { method: "POST", json: { amount_cents: 1_000, reason: "The car's air conditioning failed." } },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/bookings/:id/cancel": {
    call: async (w) => ({
      path: `/api/admin/bookings/${await requested(w)}/cancel`,
      init: { method: "POST", json: { on_behalf_of: "traveler", reason: "Asked by phone." } },
    }),
    expect: adminOnly(200),
  },
  "GET /api/admin/reviews": { call: () => ({ path: "/api/admin/reviews" }), expect: adminOnly(200) },
  "POST /api/admin/reviews/:id/verify": {
    call: async (w) => ({ path: `/api/admin/reviews/${await review(w)}/verify`, init: { method: "POST" } }),
    expect: adminOnly(200),
  },
  "POST /api/admin/reviews/:id/reject": {
    call: async (w) => ({
      path: `/api/admin/reviews/${await review(w)}/reject`,
      init: { method: "POST", json: { reason: "It describes another host's car." } },
    }),
    expect: adminOnly(200),
  },

  // ───────────── destination pictures (issue 17): admins set a featured country's picture, or reset it ─────────────
  "GET /api/admin/destination-images": {
    call: () => ({ path: "/api/admin/destination-images" }),
    expect: adminOnly(200),
  },
  "PUT /api/admin/destination-images/:country": {
    call: async (w) => ({
      path: "/api/admin/destination-images/Georgia",
      init: { method: "PUT", json: { image_url: (await uploadedPhoto(w.admin, { inR2: true })).url } },
    }),
    expect: adminOnly(200),
  },
  "DELETE /api/admin/destination-images/:country": {
    call: () => ({ path: "/api/admin/destination-images/Georgia", init: { method: "DELETE" } }),
    expect: adminOnly(200),
  },

  // ───────────── admin push and testing (issue 18): broadcasts, test sends, cron runs, the outboxes ─────────────
  "GET /api/admin/push/audience": {
    call: () => ({ path: "/api/admin/push/audience?audience=travelers" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/push/broadcasts": { call: () => ({ path: "/api/admin/push/broadcasts" }), expect: adminOnly(200) },
  "POST /api/admin/push/broadcasts": {
    call: async (w) => ({
      path: "/api/admin/push/broadcasts",
      init: {
        method: "POST",
        json: {
          title: "Winter trips to the Altai",
          body: "New departures in January.",
          deep_link: "/search",
          audience: "person",
          email: (await withDevice(w.traveler)).email,
        },
      },
    }),
    expect: adminOnly(201),
  },
  "POST /api/admin/testing/email": {
    call: () => ({ path: "/api/admin/testing/email", init: { method: "POST" } }),
    expect: adminOnly(201),
  },
  "POST /api/admin/testing/push": {
    call: async (w) => {
      await withDevice(w.admin);
      return { path: "/api/admin/testing/push", init: { method: "POST" } };
    },
    expect: adminOnly(201),
  },
  "POST /api/admin/testing/cron": {
    call: () => ({ path: "/api/admin/testing/cron", init: { method: "POST", json: { group: "tokenRefresh" } } }),
    expect: adminOnly(200),
  },
  "GET /api/admin/testing/outbox": {
    call: () => ({ path: "/api/admin/testing/outbox?status=failed" }),
    expect: adminOnly(200),
  },
  "POST /api/admin/testing/outbox/:kind/:id/retry": {
    call: async () => ({
      path: `/api/admin/testing/outbox/email/${await failedEmail()}/retry`,
      init: { method: "POST" },
    }),
    expect: adminOnly(200),
  },
  // ───────────── marketing (issue 18): admins only; the unsubscribe link's signed token is its only permission ─────────────
  "GET /api/admin/marketing/templates": {
    call: () => ({ path: "/api/admin/marketing/templates" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/marketing/templates/:id": {
    call: async () => ({ path: `/api/admin/marketing/templates/${await marketingTemplate()}` }),
    expect: adminOnly(200),
  },
  "POST /api/admin/marketing/templates": {
    call: () => ({ path: "/api/admin/marketing/templates", init: { method: "POST", json: MARKETING_TEMPLATE } }),
    expect: adminOnly(201),
  },
  "PUT /api/admin/marketing/templates/:id": {
    call: async () => ({
      path: `/api/admin/marketing/templates/${await marketingTemplate()}`,
      init: { method: "PUT", json: { ...MARKETING_TEMPLATE, subject: "Spring in the Fann mountains" } },
    }),
    expect: adminOnly(200),
  },
  "DELETE /api/admin/marketing/templates/:id": {
    call: async () => ({
      path: `/api/admin/marketing/templates/${await marketingTemplate()}`,
      init: { method: "DELETE" },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/marketing/preview": {
    call: () => ({
      path: "/api/admin/marketing/preview",
      init: { method: "POST", json: { subject: MARKETING_TEMPLATE.subject, body: MARKETING_TEMPLATE.body } },
    }),
    expect: adminOnly(200),
  },
  "GET /api/admin/marketing/audience": {
    call: () => ({ path: "/api/admin/marketing/audience?kind=country&country=Tajikistan" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/marketing/campaigns": {
    call: () => ({ path: "/api/admin/marketing/campaigns" }),
    expect: adminOnly(200),
  },
  // The traveler agreed to marketing e-mail, so the audience of travelers is not empty.
  "POST /api/admin/marketing/campaigns": {
    call: async (w) => {
      await marketingConsent(w.traveler.id);
      return {
        path: "/api/admin/marketing/campaigns",
        init: { method: "POST", json: { template_id: await marketingTemplate(), audience: { kind: "travelers" } } },
      };
    },
    expect: adminOnly(201),
  },
  "GET /api/unsubscribe": {
    call: async (w) => ({ path: `/api/unsubscribe?token=${await unsubscribeLink(w)}` }),
    expect: everyone(200),
  },
  "POST /api/unsubscribe": {
    call: async (w) => ({
      path: `/api/unsubscribe?token=${await unsubscribeLink(w)}`,
      init: {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    }),
    expect: everyone(200),
  },
  "POST /api/unsubscribe/undo": {
    call: async (w) => ({ path: `/api/unsubscribe/undo?token=${await unsubscribeLink(w)}`, init: { method: "POST" } }),
    expect: everyone(200),
  },

  // ───────────── incomplete users and the debug tools (issue 19): admins only ─────────────
  "GET /api/admin/incomplete-users": {
    call: () => ({ path: "/api/admin/incomplete-users?stage=unconfirmed&sort=last_sign_in_at" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/incomplete-users/export": {
    call: () => ({ path: "/api/admin/incomplete-users/export?q=example" }),
    expect: adminOnly(200),
  },
  "POST /api/admin/incomplete-users/:id/remind": {
    call: async () => ({
      path: `/api/admin/incomplete-users/${await incompletePerson()}/remind`,
      init: { method: "POST" },
    }),
    expect: adminOnly(200),
  },
  "GET /api/admin/incomplete-users/exports": {
    call: () => ({ path: "/api/admin/incomplete-users/exports" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/incomplete-users/exports/:id": {
    call: async () => ({ path: `/api/admin/incomplete-users/exports/${await incompleteExport()}` }),
    expect: adminOnly(200),
  },
  "GET /api/admin/environment": { call: () => ({ path: "/api/admin/environment" }), expect: adminOnly(200) },
  "POST /api/admin/restore-user-auth": {
    call: (w) => ({
      path: "/api/admin/restore-user-auth",
      init: { method: "POST", json: { email: w.traveler.email } },
    }),
    expect: adminOnly(200),
  },

  // ───────────── realtime (WebSocket upgrades) ─────────────
  "GET /ws/me": {
    call: () => ({ path: "/ws/me", init: { headers: { Upgrade: "websocket" } } }),
    expect: signedIn(101),
  },
  // A conversation between the traveler and the approved host: its two people join, admins watch.
  "GET /ws/conversations/:id": {
    call: async (w) => ({
      path: `/ws/conversations/${await pairConversation(w)}`,
      init: { headers: { Upgrade: "websocket" } },
    }),
    expect: each(401, 101, 404, 404, 101, 404, 101),
  },

  // ───────────── the auth service (GoTrue's wire format) ─────────────
  "POST /auth/v1/signup": {
    call: () => ({
      path: "/auth/v1/signup",
      init: { method: "POST", json: { email: uniqueAddress("signup"), password: "a long walk to Song-Kol" } },
    }),
    expect: everyone(200),
  },
  // Each person signs in with their own password; a guest has none.
  "POST /auth/v1/token": {
    call: (w, who) => ({
      path: "/auth/v1/token?grant_type=password",
      init: {
        method: "POST",
        json: { email: w[who].email || uniqueAddress("nobody"), password: PEOPLE_PASSWORD },
      },
    }),
    expect: each(400, 200, 200, 200, 200, 200, 200),
  },
  "GET /auth/v1/user": { call: () => ({ path: "/auth/v1/user" }), expect: signedIn(200) },
  "PUT /auth/v1/user": {
    call: () => ({ path: "/auth/v1/user", init: { method: "PUT", json: { data: { newsletter: false } } } }),
    expect: signedIn(200),
  },
  "GET /auth/v1/reauthenticate": { call: () => ({ path: "/auth/v1/reauthenticate" }), expect: signedIn(200) },
  "POST /auth/v1/logout": {
    call: () => ({ path: "/auth/v1/logout", init: { method: "POST" } }),
    expect: signedIn(204),
    fresh: true,
  },
  "GET /auth/v1/.well-known/jwks.json": {
    call: () => ({ path: "/auth/v1/.well-known/jwks.json" }),
    expect: everyone(200),
  },
  "GET /auth/v1/settings": { call: () => ({ path: "/auth/v1/settings" }), expect: everyone(200) },
  "GET /auth/v1/health": { call: () => ({ path: "/auth/v1/health" }), expect: everyone(200) },
  "POST /auth/v1/factors": {
    call: () => ({
      path: "/auth/v1/factors",
      init: {
        method: "POST",
        json: { factor_type: "totp", friendly_name: `phone ${crypto.randomUUID().slice(0, 8)}` },
      },
    }),
    expect: signedIn(200),
  },
  "POST /auth/v1/factors/:id/challenge": {
    call: async (w) => ({
      path: `/auth/v1/factors/${(await travelerFactor(w)).id}/challenge`,
      init: { method: "POST", json: {} },
    }),
    expect: each(401, 200, 404, 404, 404, 404, 404),
    // Each run starts from people without factors (a verified one would make the next enrolment need aal2).
    fresh: true,
  },
  "POST /auth/v1/factors/:id/verify": {
    call: async (w) => {
      const factor = await travelerFactor(w);
      const challenge = await (
        await w.traveler.fetch(`/auth/v1/factors/${factor.id}/challenge`, { method: "POST", json: {} })
      ).json<{ id: string }>();
      return {
        path: `/auth/v1/factors/${factor.id}/verify`,
        init: {
          method: "POST",
          json: { challenge_id: challenge.id, code: await totpCode(factor.secret, totpStep(Date.now() / 1000)) },
        },
      };
    },
    expect: each(401, 200, 404, 404, 404, 404, 404),
    // Each run starts from people without factors (a verified one would make the next enrolment need aal2).
    fresh: true,
  },
  "DELETE /auth/v1/factors/:id": {
    call: async (w) => ({ path: `/auth/v1/factors/${(await travelerFactor(w)).id}`, init: { method: "DELETE" } }),
    expect: each(401, 200, 404, 404, 404, 404, 404),
    // Each run starts from people without factors (a verified one would make the next enrolment need aal2).
    fresh: true,
  },
  "GET /auth/v1/admin/users": { call: () => ({ path: "/auth/v1/admin/users" }), expect: adminOnly(200) },
  "POST /auth/v1/admin/users": {
    call: () => ({
      path: "/auth/v1/admin/users",
      init: { method: "POST", json: { email: uniqueAddress("created"), email_confirm: true } },
    }),
    expect: adminOnly(200),
  },
  "GET /auth/v1/admin/users/:id": {
    call: (w) => ({ path: `/auth/v1/admin/users/${w.traveler.id}` }),
    expect: adminOnly(200),
  },
  "PUT /auth/v1/admin/users/:id": {
    call: (w) => ({
      path: `/auth/v1/admin/users/${w.traveler.id}`,
      init: { method: "PUT", json: { user_metadata: { checked: true } } },
    }),
    expect: adminOnly(200),
  },
  "DELETE /auth/v1/admin/users/:id": {
    call: async () => ({ path: `/auth/v1/admin/users/${(await person("traveler")).id}`, init: { method: "DELETE" } }),
    expect: adminOnly(200),
  },
  "GET /auth/v1/admin/users/:id/factors": {
    call: (w) => ({ path: `/auth/v1/admin/users/${w.traveler.id}/factors` }),
    expect: adminOnly(200),
  },
  "DELETE /auth/v1/admin/users/:id/factors/:factorId": {
    call: async (w) => ({
      path: `/auth/v1/admin/users/${w.traveler.id}/factors/${(await travelerFactor(w)).id}`,
      init: { method: "DELETE" },
    }),
    expect: adminOnly(200),
    // Each run starts from people without factors (a verified one would make the next enrolment need aal2).
    fresh: true,
  },
  // Linking by redirect is not offered to anyone; the refusal still needs a session.
  "GET /auth/v1/user/identities/authorize": {
    call: () => ({ path: "/auth/v1/user/identities/authorize?provider=google" }),
    expect: signedIn(400),
  },
  // Everyone here has one identity, which cannot be unlinked: the refusal names the caller's own, never another's.
  "DELETE /auth/v1/user/identities/:identity_id": {
    call: (w) => ({ path: `/auth/v1/user/identities/${w.traveler.id}`, init: { method: "DELETE" } }),
    expect: signedIn(422),
  },
  "POST /auth/v1/verify": {
    call: () => ({
      path: "/auth/v1/verify",
      init: { method: "POST", json: { type: "signup", token_hash: "x".repeat(40) } },
    }),
    expect: everyone(403),
  },
  "GET /auth/v1/verify": {
    call: () => ({ path: `/auth/v1/verify?type=signup&token=${"x".repeat(40)}`, init: { redirect: "manual" } }),
    expect: everyone(303),
  },
  "POST /auth/v1/otp": {
    call: () => ({
      path: "/auth/v1/otp",
      init: { method: "POST", json: { email: uniqueAddress("otp"), create_user: true } },
    }),
    expect: everyone(200),
  },
  "POST /auth/v1/resend": {
    call: () => ({
      path: "/auth/v1/resend",
      init: { method: "POST", json: { type: "signup", email: uniqueAddress("resend") } },
    }),
    expect: everyone(200),
  },
  "POST /auth/v1/recover": {
    call: () => ({ path: "/auth/v1/recover", init: { method: "POST", json: { email: uniqueAddress("recover") } } }),
    expect: everyone(200),
  },
  "ALL /auth/v1/sso": {
    call: () => ({ path: "/auth/v1/sso", init: { method: "POST", json: {} } }),
    expect: everyone(404),
  },

  // ───────────── files and feeds outside the API: public by design, none reads a session ─────────────
  // A public photo: everyone sees it (private documents and exports are 404 for everyone, tests/worker/media.test.ts).
  "GET /media/:key{.+}": {
    call: async (w) => ({ path: (await uploadedPhoto(w.traveler, { inR2: true })).url }),
    expect: everyone(200),
  },
  // The share image of an approved host: public, like the page it previews.
  "GET /og/:type/:file": {
    call: (w) => ({ path: `/og/host/${w.approvedHost.hostId}.png` }),
    expect: everyone(200),
  },
  // The host's calendar feed: the secret address is its only permission, whoever holds it (calendar apps send no
  // session); an unknown address is 404 (tests/worker/calendar-feed.test.ts).
  "GET /calendar/:file{[A-Za-z0-9_-]{20,100}\\.ics}": {
    call: async (w) => ({ path: new URL(await calendarFeedUrl(w)).pathname }),
    expect: everyone(200),
  },
  "GET /robots.txt": { call: () => ({ path: "/robots.txt" }), expect: everyone(200) },
  "GET /sitemap.xml": { call: () => ({ path: "/sitemap.xml" }), expect: everyone(200) },
  "GET /:file{sitemap-[a-z0-9-]+\\.xml}": { call: () => ({ path: "/sitemap-pages.xml" }), expect: everyone(200) },
  "GET /blog/feed.xml": { call: () => ({ path: "/blog/feed.xml" }), expect: everyone(200) },
  // The native app's link files: public, and 404 for everyone while the platform is not configured (as in tests).
  "GET /.well-known/assetlinks.json": { call: () => ({ path: "/.well-known/assetlinks.json" }), expect: everyone(404) },
  "GET /.well-known/apple-app-site-association": {
    call: () => ({ path: "/.well-known/apple-app-site-association" }),
    expect: everyone(404),
  },

  // ───────────── local-only tools (DEV_MAILBOX on, as in every local run and these tests; 404 in production) ─────────────
  "GET /dev/mailbox": {
    call: () => ({ path: "/dev/mailbox?format=json&to=nobody@example.org" }),
    expect: everyone(200),
  },
  "POST /dev/cron": {
    call: () => ({ path: "/dev/cron", init: { method: "POST", json: { bookings: [] } } }),
    expect: everyone(200),
  },
};

/** The approved host's calendar feed address (a new one each call revokes the last: made once per world). */
const feeds = new WeakMap<World, Promise<string>>();
function calendarFeedUrl(w: World): Promise<string> {
  const known = feeds.get(w);
  if (known) return known;
  const made = w.approvedHost
    .fetch("/api/me/calendar-feed", { method: "POST" })
    .then((res) => res.json<{ url: string }>())
    .then((body) => body.url);
  feeds.set(w, made);
  return made;
}

/** The person, with an active push device (one push_tokens row per person). */
async function withDevice(p: Person): Promise<Person> {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO push_tokens (id, user_id, token, platform, active) VALUES (?, ?, ?, 'web', 1)",
  )
    .bind(crypto.randomUUID(), p.id, `token-${p.id}`)
    .run();
  return p;
}

/** Someone who signed up and never chose host or traveler, new for each call (a reminder goes once a week). */
async function incompletePerson(): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO users (id, email) VALUES (?, ?)").bind(id, `${id}@example.org`).run();
  return id;
}

/** A past incomplete-user export, in R2 and recorded. */
async function incompleteExport(): Promise<string> {
  const id = crypto.randomUUID();
  const key = `exports/incomplete-users/matrix-${id}.csv`;
  await env.MEDIA.put(key, '"E-mail"\r\n"a@example.org"');
  await env.DB.prepare("INSERT INTO incomplete_user_exports (id, r2_key, row_count) VALUES (?, ?, 1)")
    .bind(id, key)
    .run();
  return id;
}

/** A failed e-mail outbox row (the dead letter), new for each call. */
async function failedEmail(): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO email_outbox (id, "to", subject, text, html, status, attempts, error)
     VALUES (?, 'bounce@example.org', 'Your booking is confirmed', 't', '<p>h</p>', 'failed', 5, 'Resend 422')`,
  )
    .bind(id)
    .run();
  return id;
}

const profileSlugs = new Map<string, string>();
async function slugOf(p: Person): Promise<string> {
  const known = profileSlugs.get(p.id);
  if (known) return known;
  const row = await env.DB.prepare("SELECT profile_slug FROM hosts WHERE user_id = ?").bind(p.id).first<{
    profile_slug: string;
  }>();
  profileSlugs.set(p.id, row?.profile_slug ?? "");
  return row?.profile_slug ?? "";
}

/** An admin route that changes something: every successful call must leave a row in the audit log. */
const isAdminWrite = (route: string) => !route.startsWith("GET ") && /^\S+ \/(api|auth\/v1)\/admin\//.test(route);

/** Admin writes that change nothing anyone else sees, so they leave no audit row; each says why. */
const NOT_AUDITED: Record<string, string> = {
  "POST /api/admin/email-templates/:key/preview": "renders a draft for the admin's eyes; nothing is stored",
  "POST /api/admin/email-templates/:key/test": "mails the draft to the admin's own address only",
  "POST /api/admin/marketing/preview": "renders a draft for the admin's eyes; nothing is stored",
};

const auditRows = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())?.n ?? 0;

/** The e-mail addresses of the world's signed-up people: no answer a guest gets may hold one (the local tools aside). */
const addressesOf = (w: World) => ROLES.map((r) => w[r].email).filter(Boolean);

/**
 * A row is seven people's calls, some after a booking made through the API or a share image drawn for the first time:
 * a few seconds on a quiet machine, more than vitest's 5 s on one shared with other work.
 */
const ROW_TIMEOUT_MS = 30_000;

let world: World;
beforeAll(async () => {
  world = await newWorld();
});

describe("the authorization matrix", () => {
  it("has a row for every route the app registers (API, auth, WebSocket, files, feeds, local tools), and none for a route it does not", () => {
    const routes = registeredRoutes();
    expect(routes.filter((r) => !(r in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(
      `${route}: ${ROLES.map((r) => `${r} ${row.expect[r]}`).join(", ")}`,
      async () => {
        const w = row.fresh ? await newWorld() : world;
        const got: Partial<Expect> = {};
        for (const who of ROLES) {
          const { path, init } = await row.call(w, who);
          const method = route.split(" ")[0] === "ALL" ? (init?.method ?? "GET") : route.split(" ")[0];
          const audited = who === "admin" && isAdminWrite(route) ? await auditRows() : null;
          const res = await w[who].fetch(path, { redirect: "manual", ...init, method });
          if (res.webSocket) {
            res.webSocket.accept();
            res.webSocket.close(1000, "checked");
          } else if (who === "guest" && res.ok && !route.includes(" /dev/")) {
            const body = await res.text();
            expect(
              addressesOf(w).filter((a) => body.includes(a)),
              `${route}: a guest's answer names nobody`,
            ).toEqual([]);
          } else await res.body?.cancel();
          got[who] = res.status;
          if (audited !== null && res.status < 300 && !(route in NOT_AUDITED))
            expect(await auditRows(), `${route}: an admin's change writes an audit row`).toBeGreaterThan(audited);
        }
        expect(got).toEqual(row.expect);
      },
      ROW_TIMEOUT_MS,
    );
  }
});
