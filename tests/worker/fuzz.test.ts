import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type AnyEndpoint, API } from "../../domain/api";
import type { CheckoutResponse } from "../../domain/api/bookings";
import { type EndpointDef, paramNames, pathOf } from "../../domain/api/endpoint";
import type { OfferResponse } from "../../domain/api/offers";
import type { MyReviewResponse } from "../../domain/api/reviews";
import { addDays } from "../../domain/bookings/pricing";
import { runBookingClocks } from "../../worker/cron/bookings";
import { act, inDays, payInTestMode, publishedListing, requestBooking } from "./booking-fixtures";
import type { Person } from "./people";
import { person } from "./people";
import { registeredRoutes } from "./routes";

/**
 * Every validated API endpoint, fed 200 generated requests each (fast-check): odd keys and values, wrong types,
 * control characters, huge and empty texts, unparsable bodies. Whatever arrives, the answer is never a 5xx, and a
 * refused request (4xx) changes no row: triggers on every table count the rows written while the request runs.
 */

const RUNS = 200;
const SEED = 20261124;
/** 200 requests take 1–3 s; a machine shared with other work needs room beyond vitest's default 5 s. */
const FUZZ_TIMEOUT_MS = 30_000;

/** Tables a refused request may write to: the rate-limit counters that refusals themselves feed. */
const MAY_CHANGE_WHEN_REFUSED = new Set(["rate_limits"]);

type Caller = "guest" | "traveler" | "approvedHost" | "admin" | "leaver";
let people: Record<Caller, Person>;
/** A draft tour of the approved host's, so :type/:id routes are fuzzed against a real listing half the time. */
let draftId = "";
/** The traveler's conversation with the approved host, so /api/conversations/:id routes meet a real one half the time. */
let conversationId = "";
/**
 * Real rows of the booking routes, for the same reason: the traveler's request to the approved host, an open payment
 * of another booking of theirs, the host's offer in their conversation and the traveler's review of a completed trip.
 */
const real = { booking: "", payment: "", offer: "", review: "" };

async function installChangeCounter() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND sql NOT LIKE 'CREATE VIRTUAL%'",
  ).all<{ name: string }>();
  const tables = results.map((r) => r.name).filter((t) => !MAY_CHANGE_WHEN_REFUSED.has(t) && !t.includes("search_"));
  const statements = [env.DB.prepare("CREATE TABLE IF NOT EXISTS fuzz_writes (n INTEGER)")];
  for (const table of tables) {
    if (table === "fuzz_writes") continue;
    for (const op of ["INSERT", "UPDATE", "DELETE"])
      statements.push(
        env.DB.prepare(
          `CREATE TRIGGER IF NOT EXISTS fuzz_${op.toLowerCase()}_${table} AFTER ${op} ON "${table}" BEGIN INSERT INTO fuzz_writes VALUES (1); END`,
        ),
      );
  }
  await env.DB.batch(statements);
}

const writes = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM fuzz_writes").first<{ n: number }>())?.n ?? 0;

/** The keys a schema knows (its object shape, through pipes), to aim generated values at real fields. */
function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: { type?: string; in?: unknown } } } | undefined;
  if (s?.shape) return Object.keys(s.shape);
  if (s?._zod?.def?.type === "pipe") return keysOf(s._zod.def.in);
  return [];
}

const NASTY_TEXT = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0007b",
  "line\r\nbreak",
  "\u202Eevil",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  "%00%ff",
  "../../etc/passwd",
  "🏔️🐎 👨‍👩‍👧",
  "Kazakhstan",
  "tour",
  "2026-02-30",
  "-1",
  "1e309",
  "x".repeat(3000),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  NASTY_TEXT,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), NASTY_TEXT, fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
);

function bodyFor(keys: string[]): fc.Arbitrary<string> {
  const aimed = keys.length
    ? fc.dictionary(fc.constantFrom(...keys, "unknown_key"), value, { maxKeys: keys.length + 1 })
    : fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 4 });
  return fc.oneof(
    { weight: 6, arbitrary: aimed.map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), NASTY_TEXT) },
  );
}

function queryFor(keys: string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, "x"), fc.oneof(fc.string(), NASTY_TEXT)), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

function paramsFor(path: string, real: Record<string, string>): fc.Arbitrary<Record<string, string>> {
  const names = paramNames(path);
  const random = fc.record(
    Object.fromEntries(names.map((n) => [n, fc.oneof(fc.string({ minLength: 1 }), NASTY_TEXT)])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
  return Object.keys(real).length ? fc.oneof(random, fc.constant(real)) : random;
}

/** Routes whose handler acts for the host of the booking, offer or review: the approved host calls them. */
const HOST_ROUTES = [
  "/api/bookings/:id/confirm",
  "/api/bookings/:id/decline",
  "/api/bookings/:id/balance-received",
  "/api/conversations/:id/offers",
  "/api/offers/:id/withdraw",
  "/api/reviews/:id/reply",
];

/** Who calls an endpoint: someone who passes its access rule, so the generated input reaches validation. */
function callerOf(e: EndpointDef): Caller {
  if (e.access === "public") return "guest";
  if (e.access === "admin") return "admin";
  if (HOST_ROUTES.includes(e.path)) return "approvedHost";
  return e.path.includes("listings") || e.path === "/api/me/host" ? "approvedHost" : "traveler";
}

/** The real row an :id route meets half the time. */
function realIds(path: string): Record<string, string> {
  if (path.includes(":type")) return { type: "tour", id: draftId, slugOrId: draftId };
  if (path.startsWith("/api/conversations/:id")) return { id: conversationId };
  if (/^\/api\/(admin\/)?bookings\/:id/.test(path)) return { id: real.booking };
  if (path.startsWith("/api/payments/:id")) return { id: real.payment };
  if (path.startsWith("/api/offers/:id")) return { id: real.offer };
  if (/^\/api\/(admin\/)?reviews\/:id/.test(path)) return { id: real.review };
  return {};
}

const ENDPOINTS = Object.entries(API).flatMap(([area, contract]) =>
  Object.entries(contract as Record<string, AnyEndpoint>).map(([name, e]) => ({ name: `${area}.${name}`, e })),
);

beforeAll(async () => {
  const [guest, traveler, approvedHost, admin, leaver] = await Promise.all([
    person("guest"),
    person("traveler"),
    person("approved-host"),
    person("admin"),
    person("traveler"),
  ]);
  people = { guest, traveler, approvedHost, admin, leaver };
  const res = await approvedHost.fetch("/api/listings/tour", {
    method: "POST",
    json: {
      title: "Horse trek to the Kolsai lakes",
      description: "Three days on horseback between the Kolsai lakes, with nights in a family guesthouse.",
      countries: ["Kazakhstan"],
      number_of_days: 3,
      price_1_person: 30_000,
    },
  });
  draftId = (await res.json<{ id: string }>()).id;
  const started = await traveler.fetch("/api/conversations", { method: "POST", json: { with: approvedHost.id } });
  conversationId = (await started.json<{ conversation: { id: string } }>()).conversation.id;
  await bookingRows();
  await installChangeCounter();
});

/** The booking rows of `real`, made through the API as people make them. */
async function bookingRows() {
  const { traveler, approvedHost } = people;
  const car = (await publishedListing(approvedHost, "rental-car")).id;
  const trip = (n: number) => ({
    listing: { type: "rental-car" as const, id: car },
    start_date: inDays(n),
    end_date: inDays(n + 1),
    party_size: 2,
  });
  real.booking = (await requestBooking(traveler, trip(20))).id;
  const paying = (await requestBooking(traveler, trip(30))).id;
  await act(approvedHost, paying, "confirm");
  const checkout = await traveler.fetch(`/api/bookings/${paying}/checkout`, {
    method: "POST",
    json: { kind: "deposit" },
  });
  real.payment = (await checkout.json<CheckoutResponse>()).payment.id;
  const offered = await approvedHost.fetch(`/api/conversations/${conversationId}/offers`, {
    method: "POST",
    json: { ...trip(40), total_cents: 30_000, deposit_cents: 6_000 },
  });
  real.offer = (await offered.json<OfferResponse>()).offer.id;
  const done = await requestBooking(traveler, trip(50));
  await act(approvedHost, done.id, "confirm");
  await payInTestMode(traveler, done.id);
  await runBookingClocks(env, new Date(`${addDays(done.end_date, 1)}T00:00:00Z`));
  const reviewed = await traveler.fetch(`/api/bookings/${done.id}/review`, {
    method: "POST",
    json: { rating: 5, body: "A clean car, a fair price and a host who answered at once." },
  });
  real.review = (await reviewed.json<MyReviewResponse>()).review.id;
  expect(Object.values(real).every(Boolean)).toBe(true);
}

describe(`fuzzing every validated endpoint (${RUNS} generated requests each)`, () => {
  it("covers every endpoint of every contract, and its write counter sees a write", async () => {
    expect(ENDPOINTS.length).toBe(Object.values(API).reduce((n, contract) => n + Object.keys(contract).length, 0));
    const before = await writes();
    const res = await people.traveler.fetch("/api/me/profile", { method: "PATCH", json: { first_name: "Aida" } });
    expect(res.status).toBe(200);
    expect(await writes()).toBeGreaterThan(before);
  });

  for (const { name, e } of ENDPOINTS) {
    const endpoint = e as EndpointDef;
    it(
      `${name} (${endpoint.method} ${endpoint.path}) never answers 5xx, and a refusal writes nothing`,
      async () => {
        const who = people[callerOf(endpoint)];
        const input = fc.record({
          params: paramsFor(endpoint.path, realIds(endpoint.path)),
          query: endpoint.query ? queryFor(keysOf(endpoint.query)) : fc.constant(""),
          body: endpoint.body ? bodyFor(keysOf(endpoint.body)) : fc.constant(undefined),
          upload: endpoint.upload ? fc.uint8Array({ maxLength: 2048 }) : fc.constant(undefined),
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ params, query, body, upload }) => {
            const path = `${pathOf(endpoint.path, params)}${query ? `?${query}` : ""}`;
            let init: RequestInit = { method: endpoint.method, redirect: "manual" };
            if (body !== undefined) init = { ...init, body, headers: { "Content-Type": "application/json" } };
            if (upload) {
              const form = new FormData();
              form.set("file", new File([upload], "upload.bin"));
              init = { ...init, body: form };
            }
            const before = await writes();
            const res = await who.fetch(path, init);
            const text = await res.text();
            expect(
              res.status,
              `${endpoint.method} ${path} ${String(body).slice(0, 200)} → ${text.slice(0, 200)}`,
            ).toBeLessThan(500);
            if (res.status >= 400)
              expect(await writes(), `${endpoint.method} ${path} wrote after ${res.status}`).toBe(before);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  }
});

/** The auth service's endpoints that read input (GoTrue's wire format, validated in worker/auth/), with their fields. */
const AUTH_ENDPOINTS: { method: string; path: string; keys: string[]; caller: Caller; query?: string[] }[] = [
  { method: "POST", path: "/auth/v1/signup", keys: ["email", "phone", "password", "data"], caller: "guest" },
  { method: "POST", path: "/auth/v1/token?grant_type=password", keys: ["email", "phone", "password"], caller: "guest" },
  { method: "POST", path: "/auth/v1/token?grant_type=refresh_token", keys: ["refresh_token"], caller: "guest" },
  { method: "POST", path: "/auth/v1/token?grant_type=pkce", keys: ["auth_code", "code_verifier"], caller: "guest" },
  {
    method: "POST",
    path: "/auth/v1/token?grant_type=id_token",
    keys: ["provider", "id_token", "nonce", "link_identity"],
    caller: "guest",
  },
  {
    method: "POST",
    path: "/auth/v1/verify",
    keys: ["type", "email", "phone", "token", "token_hash", "redirect_to"],
    caller: "guest",
  },
  { method: "GET", path: "/auth/v1/verify", keys: [], query: ["type", "token", "redirect_to"], caller: "guest" },
  { method: "POST", path: "/auth/v1/otp", keys: ["email", "phone", "create_user", "data", "channel"], caller: "guest" },
  { method: "POST", path: "/auth/v1/resend", keys: ["type", "email", "phone"], caller: "guest" },
  { method: "POST", path: "/auth/v1/recover", keys: ["email", "code_challenge"], caller: "guest" },
  { method: "PUT", path: "/auth/v1/user", keys: ["email", "password", "data", "nonce", "phone"], caller: "traveler" },
  { method: "POST", path: "/auth/v1/factors", keys: ["factor_type", "friendly_name", "issuer"], caller: "traveler" },
  {
    method: "POST",
    path: "/auth/v1/admin/users",
    keys: ["email", "phone", "password", "password_hash", "email_confirm", "user_metadata", "ban_duration", "id"],
    caller: "admin",
  },
];

describe(`fuzzing the auth service (${RUNS} generated requests each)`, () => {
  for (const a of AUTH_ENDPOINTS) {
    it(
      `${a.method} ${a.path} never answers 5xx, and a refusal writes nothing`,
      async () => {
        const input = fc.record({
          body: a.keys.length ? bodyFor(a.keys) : fc.constant(undefined),
          query: a.query ? queryFor(a.query) : fc.constant(""),
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ body, query }) => {
            const path = query ? `${a.path}${a.path.includes("?") ? "&" : "?"}${query}` : a.path;
            const init: RequestInit =
              body === undefined
                ? { method: a.method, redirect: "manual" }
                : { method: a.method, redirect: "manual", body, headers: { "Content-Type": "application/json" } };
            const before = await writes();
            const res = await people[a.caller].fetch(path, init);
            const text = await res.text();
            expect(
              res.status,
              `${a.method} ${path} ${String(body).slice(0, 200)} → ${text.slice(0, 200)}`,
            ).toBeLessThan(500);
            if (res.status >= 400) expect(await writes(), `${a.method} ${path} wrote after ${res.status}`).toBe(before);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  }
});

// ───────────── every other route: the auth service's remaining endpoints, WebSocket upgrades, files, feeds ─────────────

const segment = fc
  .oneof(
    fc.string({ minLength: 1 }),
    NASTY_TEXT.filter((t) => t.length > 0),
  )
  .map(encodeURIComponent);
const idOr = (real: () => string) =>
  fc.oneof(
    segment,
    fc.constant(null).map(() => real()),
  );
const withQuery = (keys: string[]) => (path: string) => queryFor(keys).map((q) => (q ? `${path}?${q}` : path));

interface RouteFuzz {
  /** Who calls: someone who passes the route's access rule ("leaver" may sign themselves out). */
  caller: Caller;
  /** The request's path and query, generated. */
  url: fc.Arbitrary<string>;
  /** The method of a route registered for every method. */
  method?: string;
  /** Keys a generated JSON body aims at; no body when absent. */
  body?: string[];
  headers?: Record<string, string>;
}

const UPGRADE = { Upgrade: "websocket", Origin: "https://untrodden.test" };

/**
 * The routes neither a contract (domain/api/) nor AUTH_ENDPOINTS above covers, with what to generate for each. A route
 * the app registers in none of the three fails the first test below.
 */
const OTHER_ROUTES: Record<string, RouteFuzz> = {
  "GET /auth/v1/user": { caller: "traveler", url: withQuery(["x"])("/auth/v1/user") },
  "GET /auth/v1/reauthenticate": { caller: "traveler", url: withQuery(["x"])("/auth/v1/reauthenticate") },
  // A dedicated person: the first accepted call signs them out, and every later one meets a session that is gone.
  "POST /auth/v1/logout": { caller: "leaver", url: withQuery(["scope"])("/auth/v1/logout"), body: ["scope"] },
  "GET /auth/v1/.well-known/jwks.json": { caller: "guest", url: withQuery(["x"])("/auth/v1/.well-known/jwks.json") },
  "GET /auth/v1/settings": { caller: "guest", url: withQuery(["x"])("/auth/v1/settings") },
  "GET /auth/v1/health": { caller: "guest", url: withQuery(["x"])("/auth/v1/health") },
  "POST /auth/v1/factors/:id/challenge": {
    caller: "traveler",
    url: segment.map((id) => `/auth/v1/factors/${id}/challenge`),
    body: ["channel"],
  },
  "POST /auth/v1/factors/:id/verify": {
    caller: "traveler",
    url: segment.map((id) => `/auth/v1/factors/${id}/verify`),
    body: ["challenge_id", "code"],
  },
  "DELETE /auth/v1/factors/:id": { caller: "traveler", url: segment.map((id) => `/auth/v1/factors/${id}`) },
  "GET /auth/v1/user/identities/authorize": {
    caller: "traveler",
    url: withQuery(["provider", "redirect_to", "scopes"])("/auth/v1/user/identities/authorize"),
  },
  "DELETE /auth/v1/user/identities/:identity_id": {
    caller: "traveler",
    url: segment.map((id) => `/auth/v1/user/identities/${id}`),
  },
  "GET /auth/v1/admin/users": {
    caller: "admin",
    url: withQuery(["page", "per_page", "filter"])("/auth/v1/admin/users"),
  },
  "GET /auth/v1/admin/users/:id": { caller: "admin", url: segment.map((id) => `/auth/v1/admin/users/${id}`) },
  "PUT /auth/v1/admin/users/:id": {
    caller: "admin",
    url: segment.map((id) => `/auth/v1/admin/users/${id}`),
    body: ["email", "phone", "password", "email_confirm", "user_metadata", "app_metadata", "ban_duration", "role"],
  },
  "DELETE /auth/v1/admin/users/:id": {
    caller: "admin",
    url: segment.map((id) => `/auth/v1/admin/users/${id}`),
    body: ["should_soft_delete"],
  },
  "GET /auth/v1/admin/users/:id/factors": {
    caller: "admin",
    url: segment.map((id) => `/auth/v1/admin/users/${id}/factors`),
  },
  "DELETE /auth/v1/admin/users/:id/factors/:factorId": {
    caller: "admin",
    url: fc.tuple(segment, segment).map(([id, f]) => `/auth/v1/admin/users/${id}/factors/${f}`),
  },
  "ALL /auth/v1/sso": { caller: "guest", method: "POST", url: fc.constant("/auth/v1/sso"), body: ["domain"] },
  "GET /ws/me": { caller: "traveler", url: withQuery(["x"])("/ws/me"), headers: UPGRADE },
  "GET /ws/conversations/:id": {
    caller: "traveler",
    url: idOr(() => conversationId).map((id) => `/ws/conversations/${id}`),
    headers: UPGRADE,
  },
  "ALL /api/listings/:type{tours|group-tours|cars|drivers}/*": {
    caller: "guest",
    method: "GET",
    url: fc
      .tuple(fc.constantFrom("tours", "group-tours", "cars", "drivers"), segment)
      .map(([type, rest]) => `/api/listings/${type}/${rest}`),
  },
  // A line break is outside the route's pattern (`.+`): such a path is a page's, not this route's.
  "GET /media/:key{.+}": {
    caller: "guest",
    url: fc
      .array(
        segment.filter((s) => !/%0[AD]|%E2%80%A[89]/i.test(s)),
        { minLength: 1, maxLength: 3 },
      )
      .map((s) => `/media/${s.join("/")}`),
  },
  "GET /og/:type/:file": {
    caller: "guest",
    url: fc
      .tuple(fc.oneof(segment, fc.constantFrom("host", "blog", "tour", "rental-car")), segment, queryFor(["v"]))
      .map(([type, file, q]) => `/og/${type}/${file}${q ? `?${q}` : ""}`),
  },
  "GET /calendar/:file{[A-Za-z0-9_-]{20,100}\\.ics}": {
    caller: "guest",
    url: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/), segment).map((t) => `/calendar/${t}.ics`),
  },
  "GET /robots.txt": { caller: "guest", url: withQuery(["x"])("/robots.txt") },
  "GET /sitemap.xml": { caller: "guest", url: withQuery(["x"])("/sitemap.xml") },
  "GET /:file{sitemap-[a-z0-9-]+\\.xml}": {
    caller: "guest",
    url: fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,40}$/), segment).map((t) => `/sitemap-${t}.xml`),
  },
  "GET /blog/feed.xml": { caller: "guest", url: withQuery(["x"])("/blog/feed.xml") },
  "GET /.well-known/assetlinks.json": { caller: "guest", url: withQuery(["x"])("/.well-known/assetlinks.json") },
  "GET /.well-known/apple-app-site-association": {
    caller: "guest",
    url: withQuery(["x"])("/.well-known/apple-app-site-association"),
  },
  "GET /dev/mailbox": { caller: "guest", url: withQuery(["to", "format"])("/dev/mailbox") },
  "POST /dev/cron": { caller: "guest", url: fc.constant("/dev/cron"), body: ["cron", "at", "bookings", "articles"] },
};

describe(`fuzzing every other route (${RUNS} generated requests each)`, () => {
  it("covers every route the app registers: each is in a contract, in AUTH_ENDPOINTS or in OTHER_ROUTES", () => {
    const covered = new Set([
      ...ENDPOINTS.map(({ e }) => `${(e as EndpointDef).method} ${(e as EndpointDef).path}`),
      ...AUTH_ENDPOINTS.map((a) => `${a.method} ${a.path.split("?")[0]}`),
      ...Object.keys(OTHER_ROUTES),
    ]);
    const routes = registeredRoutes();
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    expect(Object.keys(OTHER_ROUTES).filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const [route, r] of Object.entries(OTHER_ROUTES)) {
    const method = r.method ?? route.split(" ")[0] ?? "GET";
    it(
      `${route} never answers 5xx, and a refusal writes nothing`,
      async () => {
        const input = fc.record({ url: r.url, body: r.body ? bodyFor(r.body) : fc.constant(undefined) });
        await fc.assert(
          fc.asyncProperty(input, async ({ url, body }) => {
            const headers = new Headers(r.headers);
            if (body !== undefined) headers.set("Content-Type", "application/json");
            const before = await writes();
            const res = await people[r.caller].fetch(url, { method, redirect: "manual", headers, body });
            if (res.webSocket) {
              res.webSocket.accept();
              res.webSocket.close(1000, "fuzzed");
            }
            const text = res.webSocket ? "" : await res.text();
            expect(res.status, `${method} ${url} ${String(body).slice(0, 200)} → ${text.slice(0, 200)}`).toBeLessThan(
              500,
            );
            if (res.status >= 400) expect(await writes(), `${method} ${url} wrote after ${res.status}`).toBe(before);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  }
});
