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

type Caller = "guest" | "traveler" | "approvedHost" | "admin";
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
  const [guest, traveler, approvedHost, admin] = await Promise.all([
    person("guest"),
    person("traveler"),
    person("approved-host"),
    person("admin"),
  ]);
  people = { guest, traveler, approvedHost, admin };
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
    it(`${a.method} ${a.path} never answers 5xx, and a refusal writes nothing`, async () => {
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
          expect(res.status, `${a.method} ${path} ${String(body).slice(0, 200)} → ${text.slice(0, 200)}`).toBeLessThan(
            500,
          );
          if (res.status >= 400) expect(await writes(), `${a.method} ${path} wrote after ${res.status}`).toBe(before);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }
});
